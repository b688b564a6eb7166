import { pageSlots } from './pagination.ts';

/**
 * Markup made with the DOM rather than React, for lists that repaint without a framework (search
 * results, filtered listings): anonymous pages keep to their script budget.
 */

type Child = Node | string;

/** An element with attributes (a `false`/undefined value leaves one out) and children. */
export function element(
  tag: string,
  attributes: Record<string, string | false | undefined> = {},
  ...children: Child[]
): HTMLElement {
  const made = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes))
    if (value !== undefined && value !== false) made.setAttribute(name, value);
  made.append(...children);
  return made;
}

/** Page links with the same slots and look as the static pagination (Pagination.astro). */
export function pagerElement(
  current: number,
  total: number,
  hrefOf: (page: number) => string,
  label: string,
): HTMLElement | undefined {
  if (total < 2) return undefined;
  const step = (page: number, text: string, rel: 'prev' | 'next') =>
    page >= 1 && page <= total
      ? element('a', { class: 'step', href: hrefOf(page), rel }, text)
      : element('span', { class: 'step', 'aria-disabled': 'true' }, text);
  const slots = pageSlots(current, total).map((slot) =>
    slot === 'gap'
      ? element('span', { class: 'gap', 'aria-hidden': 'true' }, '…')
      : element(
          'a',
          { href: hrefOf(slot), 'aria-current': slot === current && 'page' },
          element('span', { class: 'visually-hidden' }, 'Page '),
          String(slot),
        ),
  );
  return element(
    'nav',
    { class: 'pagination', 'aria-label': label },
    element(
      'ul',
      {},
      element('li', {}, step(current - 1, 'Previous', 'prev')),
      ...slots.map((slot) => element('li', {}, slot)),
      element('li', {}, step(current + 1, 'Next', 'next')),
    ),
  );
}
