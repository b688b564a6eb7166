import { matchSidebar } from './sidebar.ts';

/** Wires the sidebar search: Enter or the icon highlights matches and opens their categories. */
export function initSidebarSearch(): void {
  const form = document.querySelector<HTMLFormElement>('[data-sidebar-search]');
  const list = document.querySelector<HTMLElement>('[data-sidebar-list]');
  const status = document.querySelector<HTMLElement>('[data-sidebar-status]');
  const input = form?.querySelector('input');
  if (!form || !list || !input) return;
  const groups = [...list.querySelectorAll<HTMLDetailsElement>('details[data-category]')].map((details) => ({
    details,
    name: details.querySelector<HTMLElement>('.sidebar-name'),
    wasOpen: details.open,
    links: [...details.querySelectorAll<HTMLElement>('[data-subcategory]')],
  }));

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const entries = groups.map((group) => ({
      name: group.details.dataset.category ?? '',
      children: group.links.map((link) => link.dataset.subcategory ?? ''),
    }));
    const results = matchSidebar(entries, input.value);
    let count = 0;
    results.forEach((result, index) => {
      const group = groups[index];
      if (!group) return;
      group.name?.classList.toggle('is-match', result.matches);
      group.links.forEach((link, i) => link.classList.toggle('is-match', result.childMatches[i] === true));
      group.details.open = result.expand || result.matches || (input.value.trim() === '' && group.wasOpen);
      count += (result.matches ? 1 : 0) + result.childMatches.filter(Boolean).length;
    });
    if (status) status.textContent = input.value.trim() === '' ? '' : `${count} ${count === 1 ? 'match' : 'matches'}`;
  });
}
