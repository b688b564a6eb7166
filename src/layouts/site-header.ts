import { layout, timing } from '../config/index.ts';
import { LOGIN_WAKE_EVENT, SIGN_IN_PARAM, SIGN_IN_REQUIRED_REASON } from '../features/session/sign-in.ts';

/**
 * Behaviour of the site header, in plain DOM code so pages load no framework: menu disclosures
 * (click, keyboard, hover, touch), the mobile menu, the sticky header, the scroll-to-top button and
 * the page-loaded class.
 */

const openItems = () => document.querySelectorAll<HTMLElement>('[data-nav-item].is-open');

function setOpen(item: Element, open: boolean): void {
  item.classList.toggle('is-open', open);
  item.querySelector(':scope > .nav-toggle')?.setAttribute('aria-expanded', String(open));
}

function closeAll(except?: Element): void {
  for (const item of openItems()) if (item !== except) setOpen(item, false);
}

function initDisclosures(header: HTMLElement): void {
  header.addEventListener('click', (event) => {
    const toggle = event.target instanceof Element ? event.target.closest('.nav-toggle') : null;
    const item = toggle?.closest('[data-nav-item]');
    if (!item) return;
    const open = !item.classList.contains('is-open');
    closeAll(item);
    setOpen(item, open);
  });
  // A panel closes when focus leaves its menu entry, so tabbing on never leaves one open behind.
  header.addEventListener('focusout', (event) => {
    const item = event.target instanceof Element ? event.target.closest('[data-nav-item]') : null;
    if (item && !(event.relatedTarget instanceof Node && item.contains(event.relatedTarget))) setOpen(item, false);
  });
  document.addEventListener('click', (event) => {
    if (!(event.target instanceof Node && header.contains(event.target))) closeAll();
  });
  // Escape also hides a panel shown by hover, until the pointer leaves that entry.
  for (const item of header.querySelectorAll('[data-nav-item]')) {
    item.addEventListener('mouseleave', () => item.classList.remove('hover-dismissed'));
  }
}

/**
 * Keeps the panels' height within the window: their top follows the menu bar, which moves with the
 * page until the header sticks, so it is measured whenever a panel may show.
 */
function trackPanelTop(header: HTMLElement): void {
  const nav = header.querySelector('.site-nav');
  if (!nav) return;
  const measure = () =>
    header.style.setProperty('--nav-panel-top', `${Math.max(0, nav.getBoundingClientRect().bottom)}px`);
  for (const type of ['pointerenter', 'focusin', 'click']) nav.addEventListener(type, measure, true);
  window.addEventListener('scroll', measure, { passive: true });
  window.addEventListener('resize', measure);
}

function initMobileMenu(header: HTMLElement): void {
  const toggle = header.querySelector<HTMLButtonElement>('[data-menu-toggle]');
  toggle?.addEventListener('click', () => {
    const open = !header.classList.contains('menu-open');
    header.classList.toggle('menu-open', open);
    toggle.setAttribute('aria-expanded', String(open));
  });
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    const focusedItem = document.activeElement?.closest('[data-nav-item]');
    const open = [...openItems()];
    if (open.length > 0) {
      closeAll();
      const owner = open.find((item) => item === focusedItem) ?? open[0];
      owner?.querySelector<HTMLElement>(':scope > .nav-toggle')?.focus();
      return;
    }
    if (header.classList.contains('menu-open') && toggle) {
      header.classList.remove('menu-open');
      toggle.setAttribute('aria-expanded', 'false');
      toggle.focus();
      return;
    }
    header.querySelector('[data-nav-item]:hover')?.classList.add('hover-dismissed');
  });
}

function initScrolling(header: HTMLElement): void {
  const main = document.getElementById('main');
  const scrollTop = document.querySelector<HTMLButtonElement>('[data-scroll-top]');
  const wide = window.matchMedia(`(min-width: ${layout.stickyHeaderMinWidthPx}px)`);
  // Measured in a frame, never while the page's scripts start: reading a layout then forces it early.
  let mainOffset: number | undefined;
  const threshold = Number(scrollTop?.dataset.threshold) || layout.scrollTopThresholdPx;
  // A page that times its own scroll back (the landing pages) handles the click itself.
  const ownScroll = Boolean(scrollTop?.dataset.duration);
  let scheduled = false;
  const update = () => {
    scheduled = false;
    const y = window.scrollY;
    mainOffset ??= main?.offsetTop ?? 0;
    header.classList.toggle('is-sticky', wide.matches && y > mainOffset);
    if (scrollTop) scrollTop.hidden = y <= threshold;
  };
  const schedule = () => {
    if (!scheduled) requestAnimationFrame(update);
    scheduled = true;
  };
  window.addEventListener('scroll', schedule, { passive: true });
  window.addEventListener('resize', () => {
    mainOffset = undefined;
    schedule();
  });
  scrollTop?.addEventListener('click', () => {
    if (!ownScroll) window.scrollTo({ top: 0, behavior: 'smooth' });
    main?.focus({ preventScroll: true });
  });
  schedule();
}

function markLoaded(): void {
  const add = () => setTimeout(() => document.body.classList.add('page-loaded'), timing.pageLoadedDelayMs);
  if (document.readyState === 'complete') add();
  else window.addEventListener('load', add, { once: true });
}

/**
 * Asks the header's login island for a modal: the request waits on <html> until the island has
 * loaded (woken by the event), so no page loads modal code before it is needed.
 */
function requestModal(name: string, reason = ''): void {
  Object.assign(document.documentElement.dataset, { modalRequest: name, modalReason: reason });
  window.dispatchEvent(new Event(LOGIN_WAKE_EVENT));
}

/**
 * Links that open the login or registration modal (`data-open-modal`; their href is the way
 * without scripts), and the login modal with a word on why after a signed-in page sent the visitor
 * here (the parameter is dropped first, so a reload or Back does not reopen it).
 */
function initModalRequests(): void {
  document.addEventListener('click', (event) => {
    const name = (event.target as Element).closest?.('[data-open-modal]')?.getAttribute('data-open-modal');
    if (!name) return;
    event.preventDefault();
    requestModal(name);
  });
  if (!new URLSearchParams(location.search).has(SIGN_IN_PARAM)) return;
  history.replaceState(history.state, '', location.pathname);
  requestModal('login', SIGN_IN_REQUIRED_REASON);
}

export function initSiteHeader(): void {
  const header = document.querySelector<HTMLElement>('[data-site-header]');
  if (!header) return;
  if (window.location.pathname.includes('fullwidth')) document.body.classList.add('fullwidth');
  initDisclosures(header);
  trackPanelTop(header);
  initMobileMenu(header);
  initScrolling(header);
  initModalRequests();
  markLoaded();
}
