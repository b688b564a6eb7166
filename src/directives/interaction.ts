import type { ClientDirective } from 'astro';
import { LEFT_BEFORE_HYDRATION } from '../config/hydration.ts';

/** The first signs that a visitor is about to use an island. */
const wakeEvents = ['pointerdown', 'focusin', 'keydown', 'mouseover'] as const;

/**
 * `client:interaction`: hydrates an island on the visitor's first pointer, focus, key or hover
 * event inside it, so no framework code loads for visitors who never touch it. A click made while
 * the island is still loading is held back and replayed once hydrated (React reuses the server
 * markup, so the clicked element is still the same node); focus and typed text stay in place.
 * Likewise a form submitted meanwhile (Enter in a field) is held and submitted again once hydrated,
 * rather than sent by the browser as a page load. A field left meanwhile is marked
 * (`LEFT_BEFORE_HYDRATION`), so the form checks it when it takes the field over, as a blur would
 * have: React drops a replayed `focusout` on markup it has not hydrated yet.
 * `client:interaction="name"` also hydrates on the window event `av:wake:name`, so plain page
 * scripts can ask for the island (e.g. a "Sign in" link elsewhere on the page opens the login modal),
 * and hydrates at once when the page's root names it in `data-wake` (set by an inline script above
 * the island, e.g. when the address already states what the island is to show): an event could
 * come before the directive listens for it.
 */
const interactionDirective: ClientDirective = (load, options, el) => {
  let heldClick: HTMLElement | undefined;
  const holdClick = (event: Event) => {
    if (!(event.target instanceof HTMLElement)) return;
    event.preventDefault();
    event.stopPropagation();
    heldClick = event.target;
  };

  let heldSubmit: HTMLFormElement | undefined;
  const holdSubmit = (event: Event) => {
    if (!(event.target instanceof HTMLFormElement)) return;
    event.preventDefault();
    event.stopPropagation();
    heldSubmit = event.target;
  };

  const isField = (target: EventTarget | null): target is Element =>
    target instanceof Element && target.matches('input, select, textarea');
  const noteLeft = (event: Event) => {
    if (isField(event.target)) event.target.setAttribute(LEFT_BEFORE_HYDRATION, '');
  };
  const noteBack = (event: Event) => {
    if (isField(event.target)) event.target.removeAttribute(LEFT_BEFORE_HYDRATION);
  };

  const hydrateAndReplay = async () => {
    el.addEventListener('click', holdClick, true);
    el.addEventListener('submit', holdSubmit, true);
    el.addEventListener('focusout', noteLeft, true);
    el.addEventListener('focusin', noteBack, true);
    try {
      const hydrate = await load();
      await hydrate();
    } finally {
      el.removeEventListener('click', holdClick, true);
      el.removeEventListener('submit', holdSubmit, true);
      el.removeEventListener('focusout', noteLeft, true);
      el.removeEventListener('focusin', noteBack, true);
    }
    // React commits the hydration in a transition; replay after it has attached its handlers.
    requestAnimationFrame(() => {
      if (heldClick) heldClick.click();
      else heldSubmit?.requestSubmit();
    });
  };
  const wakeEvent = typeof options.value === 'string' && options.value ? `av:wake:${options.value}` : undefined;
  const wake = () => {
    for (const type of wakeEvents) el.removeEventListener(type, wake);
    if (wakeEvent) window.removeEventListener(wakeEvent, wake);
    void hydrateAndReplay();
  };

  if (wakeEvent && document.documentElement.dataset.wake?.split(' ').includes(String(options.value))) {
    void hydrateAndReplay();
    return;
  }
  for (const type of wakeEvents) el.addEventListener(type, wake, { passive: true });
  if (wakeEvent) window.addEventListener(wakeEvent, wake);
};

export default interactionDirective;
