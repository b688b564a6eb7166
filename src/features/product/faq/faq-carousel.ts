import { pageSlots, type PageSlot } from '../../../components/ui/pagination.ts';

/** The FAQ item an arrow moves to: past the last comes the first, before the first the last. */
export function wrapIndex(index: number, total: number): number {
  if (total <= 0) return 0;
  return ((index % total) + total) % total;
}

/**
 * The numbered pagination under the carousel for item `current` (0-based) of `total`: every number
 * up to five items, else the first, the last and the current one with its neighbours, with
 * ellipses between. Numbers are 1-based, as shown.
 */
export function carouselSlots(current: number, total: number): PageSlot[] {
  return pageSlots(current + 1, total);
}
