import { pageSize } from '../../config/index.ts';
import { naturalCompare } from '../../lib/natural-order.ts';
import { FACETS, facetByKey, type FacetValues } from '../../api/facets.ts';
import { newestFirst } from './newest.ts';

/**
 * The rules of a filtered listing: which products match the chosen facet values (AND across
 * facets, OR within one), how many each value would leave, the order, and the page. The URL query
 * carries the state, so a filtered list can be shared and the back button walks through it.
 */

/** What a listing knows of each product to filter and sort it (no price: that comes at runtime). */
export interface ListingItem {
  sku: string;
  title: string;
  facets: FacetValues;
  /** The day the product was released, `YYYY-MM-DD` ('' when unknown): what Newest sorts by. */
  releasedOn: string;
}

export const SORTS = ['default', 'name', 'newest', 'price'] as const;
export type SortKey = (typeof SORTS)[number];

export interface ListingState {
  /** Chosen values by facet key; a facet with none chosen is absent. */
  selected: Record<string, string[]>;
  sort: SortKey;
  page: number;
}

export const DEFAULT_STATE: ListingState = { selected: {}, sort: 'default', page: 1 };

/** Bounds on what a URL may ask for: a query is typed by anyone. */
const MAX_QUERY = 2_000;
const MAX_VALUE = 100;
const MAX_VALUES = 50;

/** The state a URL query asks for; unknown names and oversized values are ignored. */
export function parseListingQuery(search: string): ListingState {
  const params = new URLSearchParams(search.slice(0, MAX_QUERY));
  const selected: Record<string, string[]> = {};
  for (const facet of FACETS) {
    const values = params
      .getAll(facet.key)
      .filter((value) => value !== '' && value.length <= MAX_VALUE)
      .slice(0, MAX_VALUES);
    if (values.length > 0) selected[facet.key] = [...new Set(values)].sort(naturalCompare);
  }
  const sort = SORTS.find((key) => key === params.get('sort')) ?? 'default';
  const page = Number(params.get('page'));
  return { selected, sort, page: Number.isSafeInteger(page) && page > 1 ? page : 1 };
}

/** The URL query of a state ('' for the plain listing), facets in panel order, values sorted. */
export function listingQuery(state: ListingState): string {
  const params = new URLSearchParams();
  for (const facet of FACETS) {
    for (const value of [...(state.selected[facet.key] ?? [])].sort(naturalCompare)) params.append(facet.key, value);
  }
  if (state.sort !== 'default') params.set('sort', state.sort);
  if (state.page > 1) params.set('page', String(state.page));
  const query = params.toString();
  return query === '' ? '' : `?${query}`;
}

export const isFiltered = (state: ListingState) => Object.keys(state.selected).length > 0;

/** Whether an item has one of the chosen values of every facet but `except`. */
function matches(item: ListingItem, selected: ListingState['selected'], except?: string): boolean {
  return Object.entries(selected).every(
    ([key, values]) => key === except || values.some((value) => item.facets[key]?.includes(value)),
  );
}

/** A facet as the panel shows it: each value with how many products choosing it would list. */
export interface FacetOption {
  key: string;
  name: string;
  values: { value: string; count: number; checked: boolean }[];
}

/**
 * The facets the listing's products share: a facet shows when it tells products apart (more than
 * one value, or a value only some products have). Counts follow the other facets' choices.
 */
export function facetOptions(items: readonly ListingItem[], selected: ListingState['selected']): FacetOption[] {
  return FACETS.flatMap((facet) => {
    const all = new Map<string, number>();
    for (const item of items)
      for (const value of item.facets[facet.key] ?? []) all.set(value, (all.get(value) ?? 0) + 1);
    const chosen = selected[facet.key] ?? [];
    const tellsApart = all.size > 1 || [...all.values()].some((count) => count < items.length);
    if (all.size === 0 || (!tellsApart && chosen.length === 0)) return [];
    const counts = new Map<string, number>();
    for (const item of items) {
      if (!matches(item, selected, facet.key)) continue;
      for (const value of item.facets[facet.key] ?? []) counts.set(value, (counts.get(value) ?? 0) + 1);
    }
    const values = [...new Set([...all.keys(), ...chosen])].sort(naturalCompare).map((value) => ({
      value,
      count: counts.get(value) ?? 0,
      checked: chosen.includes(value),
    }));
    return [{ key: facet.key, name: facetByKey(facet.key)?.name ?? facet.key, values }];
  });
}

/** The listing's items in the chosen order; `prices` (the dealer's own) order by price, unpriced last. */
export function sortItems(
  items: readonly ListingItem[],
  sort: SortKey,
  prices: ReadonlyMap<string, number> = new Map(),
): ListingItem[] {
  const list = [...items];
  if (sort === 'name') return list.sort((a, b) => naturalCompare(a.title, b.title) || naturalCompare(a.sku, b.sku));
  if (sort === 'newest') return list.sort(newestFirst);
  if (sort === 'price' && prices.size > 0) {
    const price = (item: ListingItem) => prices.get(item.sku) ?? Number.POSITIVE_INFINITY;
    return list.sort((a, b) => price(a) - price(b));
  }
  return list;
}

export interface ListingView {
  /** Every match, in order. */
  matches: ListingItem[];
  /** The page shown, clamped to the pages there are. */
  page: number;
  pages: number;
  /** The matches on that page. */
  shown: ListingItem[];
}

/** The page of matches a state asks for, `pageSize.subcategory` to a page. */
export function viewOf(
  items: readonly ListingItem[],
  state: ListingState,
  prices?: ReadonlyMap<string, number>,
  size: number = pageSize.subcategory,
): ListingView {
  const found = sortItems(
    items.filter((item) => matches(item, state.selected)),
    state.sort,
    prices,
  );
  const pages = Math.max(1, Math.ceil(found.length / size));
  const page = Math.min(state.page, pages);
  return { matches: found, page, pages, shown: found.slice((page - 1) * size, page * size) };
}

/** "1 product", "23 products". */
export const productCount = (count: number) => `${count} ${count === 1 ? 'product' : 'products'}`;
