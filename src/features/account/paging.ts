import { pageSlots, type PageSlot } from '../../components/ui/pagination.ts';

/** Rows a page of the account tables that can hold hundreds (the product list, the sku history). */
export const TABLE_PAGE_SIZE = 50;

/** One page of rows of a table paginated in the browser. */
export interface TablePage<T> {
  /** 1-based, within 1..total. */
  number: number;
  total: number;
  rows: T[];
  slots: PageSlot[];
}

/** The rows of page `requested` (clamped to the pages there are) and the page buttons to show. */
export function tablePage<T>(rows: readonly T[], requested: number, size: number): TablePage<T> {
  const total = Math.max(1, Math.ceil(rows.length / size));
  const number = Math.min(Math.max(1, Math.trunc(requested) || 1), total);
  return {
    number,
    total,
    rows: rows.slice((number - 1) * size, number * size),
    slots: pageSlots(number, total),
  };
}
