/**
 * ARIA tabs behaviour: click or arrow keys (with Home and End) switch tabs; only the selected tab
 * is in the tab order (roving tabindex). Others can switch a tab set by dispatching
 * `tabs:select` with the tab id as `detail` on its root.
 */
export const TAB_SELECT_EVENT = 'tabs:select';

/** The tab a key moves to: arrows wrap around, Home and End go to the ends. */
function keyTarget(key: string, index: number, last: number): number | undefined {
  if (key === 'ArrowRight') return index === last ? 0 : index + 1;
  if (key === 'ArrowLeft') return index === 0 ? last : index - 1;
  if (key === 'Home') return 0;
  if (key === 'End') return last;
  return undefined;
}

export function initTabs(root: HTMLElement): void {
  const tabs = [...root.querySelectorAll<HTMLElement>(':scope > [role=tablist] > [role=tab]')];
  const panels = [...root.querySelectorAll<HTMLElement>(':scope > [role=tabpanel]')];

  function select(tab: HTMLElement, focus: boolean, reveal = true): void {
    for (const other of tabs) {
      const selected = other === tab;
      other.setAttribute('aria-selected', String(selected));
      other.tabIndex = selected ? 0 : -1;
    }
    for (const panel of panels) {
      panel.hidden = panel.id !== tab.getAttribute('aria-controls');
      panel.removeAttribute('data-inactive');
    }
    // A tab chosen off the edge of a scrolling row is brought into view.
    if (reveal) tab.scrollIntoView({ block: 'nearest', inline: 'nearest' });
    // Never scrolls itself: a focus scroll would cut short a smooth scroll already under way.
    if (focus) tab.focus({ preventScroll: true });
  }

  root.addEventListener('click', (event) => {
    const tab = event.target instanceof Element ? event.target.closest<HTMLElement>('[role=tab]') : null;
    if (tab && tabs.includes(tab)) select(tab, false);
  });

  root.addEventListener('keydown', (event) => {
    const index = tabs.findIndex((tab) => tab === event.target);
    if (index < 0) return;
    const target = keyTarget(event.key, index, tabs.length - 1);
    const tab = target === undefined ? undefined : tabs[target];
    if (!tab) return;
    event.preventDefault();
    select(tab, true);
  });

  root.addEventListener(TAB_SELECT_EVENT, (event) => {
    const id = event instanceof CustomEvent ? String(event.detail) : '';
    const tab = tabs.find((candidate) => candidate.dataset.tab === id);
    // The page's own link scrolls the tab set into view once the tab is chosen.
    if (tab) select(tab, true, false);
  });

  const current = tabs.find((tab) => tab.getAttribute('aria-selected') === 'true') ?? tabs[0];
  if (current) select(current, false, false);
}
