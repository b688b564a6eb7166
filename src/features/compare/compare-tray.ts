import { element } from '../../components/ui/dom.ts';
import { limits } from '../../config/limits.ts';
import { COMPARE_FULL_MESSAGE, compareLinkText, compareUrl, isPicked, type ComparePick } from './compare.ts';
import { $compare, clearCompare, removeFromCompare, toggleCompare } from './compare.store.ts';

/**
 * The compare tray: a bar along the foot of the window, on every page with Compare buttons, showing
 * the picked products (each removable), Clear, and the link to compare them. It also keeps every
 * Compare button's pressed state, including those of cards a filtered listing puts on the page.
 */

const BUTTONS = '[data-compare-sku]';
const tray = element('aside', { class: 'compare-tray', 'aria-labelledby': 'compare-tray-title', hidden: '' });
const message = element('p', { class: 'compare-tray__message', role: 'alert' });

function syncButtons(picks: readonly ComparePick[], root: ParentNode = document) {
  for (const button of root.querySelectorAll<HTMLElement>(BUTTONS))
    button.setAttribute('aria-pressed', String(isPicked(picks, button.dataset.compareSku ?? '')));
}

/** Draws the tray; focus that was on a control that is gone moves to the nearest one left. */
function paint(picks: readonly ComparePick[]) {
  const removes = () => [...tray.querySelectorAll<HTMLElement>('[data-remove]')];
  const focused = removes().findIndex((button) => button === document.activeElement);
  const hadFocus = tray.contains(document.activeElement);
  const count = picks.length;
  tray.replaceChildren(
    element(
      'div',
      { class: 'container compare-tray__inner' },
      element(
        'h2',
        { id: 'compare-tray-title', class: 'compare-tray__title' },
        'Compare ',
        element('span', { class: 'compare-tray__count' }, `(${count} of ${limits.compareMax})`),
      ),
      element(
        'ul',
        { class: 'compare-tray__picks' },
        ...picks.map((pick) =>
          element(
            'li',
            {},
            element('span', { class: 'compare-tray__name', title: pick.title }, pick.title || pick.sku),
            element('button', {
              type: 'button',
              class: 'compare-tray__remove',
              'data-remove': pick.sku,
              'aria-label': `Remove ${pick.title || pick.sku} from compare`,
            }),
          ),
        ),
      ),
      message,
      element(
        'div',
        { class: 'compare-tray__actions' },
        element('button', { type: 'button', class: 'button button--ghost', 'data-clear': '' }, 'Clear'),
        count >= 2
          ? element('a', { class: 'button', href: compareUrl(picks.map((pick) => pick.sku)) }, compareLinkText(count))
          : element('span', { class: 'compare-tray__hint' }, 'Pick another product to compare'),
      ),
    ),
  );
  tray.hidden = count === 0;
  document.documentElement.classList.toggle('has-compare-tray', count > 0);
  if (!hadFocus) return;
  const left = removes();
  (left[Math.min(Math.max(focused, 0), left.length - 1)] ?? document.getElementById('main'))?.focus();
}

/** Picks or unpicks the button's product; says so in the tray when four are picked already. */
export function pressCompare(button: HTMLElement): void {
  const sku = button.dataset.compareSku ?? '';
  const { full } = toggleCompare({ sku, title: button.dataset.compareTitle ?? '' });
  message.textContent = full ? COMPARE_FULL_MESSAGE : '';
}

/** Shows the tray and keeps it and the buttons in step with the picks, in this tab and others. */
export function startTray(): void {
  document.body.append(tray);
  tray.addEventListener('click', (event) => {
    const target = event.target instanceof Element ? event.target : null;
    const remove = target?.closest<HTMLElement>('[data-remove]');
    if (remove) removeFromCompare(remove.dataset.remove ?? '');
    if (target?.closest('[data-clear]')) clearCompare();
    if (remove || target?.closest('[data-clear]')) message.textContent = '';
  });
  // The tray's height is kept free at the foot of the page, so it never hides the last of it.
  new ResizeObserver(() =>
    document.documentElement.style.setProperty('--compare-tray-height', `${tray.offsetHeight}px`),
  ).observe(tray);
  new MutationObserver((records) => {
    const added = records.flatMap((record) => [...record.addedNodes]);
    if (added.some((node) => node instanceof Element && (node.matches(BUTTONS) || node.querySelector(BUTTONS))))
      syncButtons($compare.get());
  }).observe(document.body, { childList: true, subtree: true });
  $compare.subscribe((picks) => {
    paint(picks);
    syncButtons(picks);
  });
}
