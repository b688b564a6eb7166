import { pageSlots } from './pagination.ts';

function button(
  text: string,
  page: number,
  options: { current?: boolean; disabled?: boolean; label?: string } = {},
): HTMLButtonElement {
  const element = document.createElement('button');
  element.type = 'button';
  element.textContent = text;
  element.dataset.page = String(page);
  if (options.current) element.setAttribute('aria-current', 'page');
  if (options.disabled) element.disabled = true;
  if (options.label) element.setAttribute('aria-label', options.label);
  return element;
}

/** Pages a server-rendered list in place; the pager shows the same page numbers as page links do. */
export function initPagedList(root: HTMLElement): void {
  const size = Number(root.dataset.paged) || 5;
  const items = [...root.querySelectorAll<HTMLElement>(':scope > ul > li')];
  const pager = root.querySelector<HTMLElement>('[data-pager]');
  const total = Math.max(1, Math.ceil(items.length / size));

  function show(page: number, focus: boolean): void {
    items.forEach((item, index) => {
      item.hidden = Math.floor(index / size) + 1 !== page;
    });
    if (!pager) return;
    pager.hidden = total < 2;
    pager.replaceChildren(
      button('Previous', page - 1, { disabled: page === 1 }),
      ...pageSlots(page, total).map((slot) => {
        if (slot !== 'gap') return button(String(slot), slot, { current: slot === page, label: `Page ${slot}` });
        const gap = document.createElement('span');
        gap.className = 'gap';
        gap.textContent = '…';
        return gap;
      }),
      button('Next', page + 1, { disabled: page === total }),
    );
    if (focus) pager.querySelector<HTMLElement>('[aria-current=page]')?.focus();
  }

  pager?.addEventListener('click', (event) => {
    const target =
      event.target instanceof Element ? event.target.closest<HTMLButtonElement>('button[data-page]') : null;
    if (target && !target.disabled) show(Number(target.dataset.page), true);
  });
  show(1, false);
  root.removeAttribute('data-paged-init');
}
