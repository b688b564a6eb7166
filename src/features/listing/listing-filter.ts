import { pagerElement } from '../../components/ui/dom.ts';
import { facetOptions, DEFAULT_STATE, listingQuery, parseListingQuery, productCount, viewOf } from './listing.ts';
import type { ListingItem, ListingState } from './listing.ts';
import { loadCards, type ListedCard } from './listing-cards.ts';
import { $listingPrices, $priceSortSkus, $shownSkus } from './listing-prices.store.ts';

/**
 * A listing page's filters and sort, loaded the first time a visitor uses them (or opens a filtered
 * address). The page's own cards stay in place until then; from then on the list, its count, the
 * page links and the facet counts follow the state in the URL, and the back button walks through it.
 */

const $ = <T extends Element>(root: ParentNode, selector: string) => root.querySelector<T>(selector);

interface Parts {
  form: HTMLFormElement | null;
  sort: HTMLSelectElement | null;
  count: HTMLElement | null;
  grid: HTMLElement;
  pages: HTMLElement;
  none: HTMLElement | null;
  pageOf: HTMLElement | null;
}

/** Where a list's cards come from and how many make a page (a listing's cards file by default). */
export interface FilterSource {
  load: () => Promise<ListedCard[]>;
  pageSize?: number;
}

/** Starts filtering the listing in `root`; `first` is the change or click that asked for it. */
export async function startFiltering(root: HTMLElement, first?: Event, source?: FilterSource): Promise<void> {
  const grid = $<HTMLElement>(root, '[data-listing-grid]');
  const pages = $<HTMLElement>(root, '[data-listing-pages]');
  const file = root.dataset.listing;
  const given = source ?? (file ? { load: () => loadCards(file) } : undefined);
  if (!grid || !pages || !given) return;
  const from: FilterSource = given;
  const parts: Parts = {
    form: $(root, '[data-listing-filters]'),
    sort: $(root, '[data-listing-sort]'),
    count: $(root, '[data-listing-count]'),
    grid,
    pages,
    none: $(root, '[data-listing-none]'),
    pageOf: $(root, '[data-listing-page-of]'),
  };
  const basePath = root.dataset.base ?? location.pathname;
  const home = location.pathname;
  const original = {
    grid: [...grid.childNodes],
    pages: [...pages.childNodes],
    count: parts.count?.textContent ?? '',
    pageOf: { text: parts.pageOf?.textContent ?? '', hidden: parts.pageOf?.hidden ?? true },
  };
  const cards = await from.load();
  const bySku = new Map(cards.map((card) => [card.item.sku, card]));
  const items = cards.map((card) => card.item);
  let state = first ? stateOf(parts, first) : parseListingQuery(location.search);

  function paint() {
    const isDefault = listingQuery(state) === '';
    showChoices(parts, state, items);
    $priceSortSkus.set(state.sort === 'price' ? items.map((item) => item.sku) : []);
    if (isDefault) {
      parts.grid.replaceChildren(...original.grid);
      parts.pages.replaceChildren(...original.pages);
      if (parts.count) parts.count.textContent = original.count;
      if (parts.none) parts.none.hidden = true;
      if (parts.pageOf)
        Object.assign(parts.pageOf, { textContent: original.pageOf.text, hidden: original.pageOf.hidden });
      delete parts.pages.dataset.client;
    } else {
      const view = viewOf(items, state, $listingPrices.get(), from.pageSize);
      const shown = view.shown.map((item) => bySku.get(item.sku)).filter((card): card is ListedCard => !!card);
      parts.grid.replaceChildren(...shown.map((card) => card.node));
      const href = (page: number) => `${basePath}${listingQuery({ ...state, page })}`;
      const pager = pagerElement(view.page, view.pages, href, 'Filtered products pages');
      parts.pages.replaceChildren(...(pager ? [pager] : []));
      parts.pages.dataset.client = '';
      if (parts.count) parts.count.textContent = productCount(view.matches.length);
      if (parts.none) parts.none.hidden = view.matches.length > 0;
      if (parts.pageOf)
        Object.assign(parts.pageOf, { textContent: `Page ${view.page} of ${view.pages}`, hidden: view.pages < 2 });
    }
    $shownSkus.set(
      [...parts.grid.querySelectorAll<HTMLElement>('[data-card-actions]')].map((el) => el.dataset.sku ?? ''),
    );
  }

  function go(next: ListingState) {
    state = next;
    const query = listingQuery(state);
    const url = query === '' ? home : `${basePath}${query}`;
    if (url === `${location.pathname}${location.search}`) history.replaceState(null, '', url);
    else history.pushState(null, '', url);
    paint();
  }

  const fromForm = (event: Event) => go({ ...stateOf(parts, event), page: 1 });
  parts.form?.addEventListener('change', fromForm);
  parts.sort?.addEventListener('change', fromForm);
  root.addEventListener('click', (event) => {
    const target = event.target instanceof Element ? event.target : null;
    if (target?.closest('[data-listing-clear]')) return go(DEFAULT_STATE);
    const link = target?.closest<HTMLAnchorElement>('[data-listing-pages][data-client] a[href]');
    if (!link) return;
    event.preventDefault();
    go(parseListingQuery(new URL(link.href).search));
    // The link pressed is gone with the old page links: the new page's first card takes the focus.
    root.querySelector('h1')?.scrollIntoView({ block: 'start' });
    parts.grid.querySelector<HTMLElement>('a[href]')?.focus({ preventScroll: true });
  });
  window.addEventListener('popstate', () => {
    state = parseListingQuery(location.search);
    paint();
  });
  $listingPrices.listen(() => {
    if (state.sort === 'price') paint();
  });
  if (first) go(state);
  else paint();
}

/** The state the form shows (after `event` changed it); clearing asks for the plain listing. */
function stateOf(parts: Parts, event: Event): ListingState {
  if (event.target instanceof Element && event.target.closest('[data-listing-clear]')) return DEFAULT_STATE;
  const params = new URLSearchParams();
  for (const input of parts.form?.querySelectorAll<HTMLInputElement>('input[type="checkbox"]:checked') ?? []) {
    params.append(input.name, input.value);
  }
  if (parts.sort) params.set('sort', parts.sort.value);
  return parseListingQuery(params.toString());
}

/** Ticks the chosen values, shows how many products each would list, and the chosen order. */
function showChoices(parts: Parts, state: ListingState, items: readonly ListingItem[]) {
  if (parts.sort) parts.sort.value = state.sort;
  if (!parts.form) return;
  const counts = new Map<string, { count: number; checked: boolean }>();
  for (const facet of facetOptions(items, state.selected))
    for (const value of facet.values) counts.set(`${facet.key}\n${value.value}`, value);
  for (const input of parts.form.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')) {
    const option = counts.get(`${input.name}\n${input.value}`);
    input.checked = option?.checked ?? false;
    input.disabled = !input.checked && (option?.count ?? 0) === 0;
    const count = input.closest('label')?.querySelector('[data-count]');
    if (count) count.textContent = String(option?.count ?? 0);
  }
}
