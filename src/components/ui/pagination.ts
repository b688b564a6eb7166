import { paginationAllPagesUpTo } from '../../config/index.ts';

/** A page-number slot of the pagination bar: a page, or a gap shown as an ellipsis. */
export type PageSlot = number | 'gap';

/** One page of a paginated list, as a static page renders it. */
export interface Page<T> {
  /** 1-based page number. */
  number: number;
  total: number;
  items: T[];
  path: string;
  prevPath: string | undefined;
  nextPath: string | undefined;
}

/** Page 1 lives at the list's own address, later pages under `/page/N`. */
export function pagePath(basePath: string, page: number): string {
  if (page <= 1) return basePath;
  return `${basePath === '/' ? '' : basePath}/page/${page}`;
}

/** The rest-parameter value of a page's route: none for page 1, `page/N` after. */
export function pageParam(page: number): string | undefined {
  return page <= 1 ? undefined : `page/${page}`;
}

/**
 * Page numbers to show: all of them up to `allUpTo` pages; beyond that the first, the last and the
 * current page with its neighbours, with a gap wherever pages are skipped. A gap never hides a
 * single page: that page is shown instead.
 */
export function pageSlots(current: number, total: number, allUpTo = paginationAllPagesUpTo): PageSlot[] {
  if (total <= allUpTo) return Array.from({ length: total }, (_, i) => i + 1);
  const shown = [...new Set([1, current - 1, current, current + 1, total])]
    .filter((page) => page >= 1 && page <= total)
    .sort((a, b) => a - b);
  const slots: PageSlot[] = [];
  let previous = 0;
  for (const page of shown) {
    if (page - previous === 2) slots.push(previous + 1);
    else if (page - previous > 2) slots.push('gap');
    slots.push(page);
    previous = page;
  }
  return slots;
}

/** Splits a list into pages of `size` (at least one page, even when the list is empty). */
export function paginate<T>(items: readonly T[], size: number, basePath: string): Page<T>[] {
  const total = Math.max(1, Math.ceil(items.length / size));
  return Array.from({ length: total }, (_, index) => {
    const number = index + 1;
    return {
      number,
      total,
      items: items.slice(index * size, number * size),
      path: pagePath(basePath, number),
      prevPath: number > 1 ? pagePath(basePath, number - 1) : undefined,
      nextPath: number < total ? pagePath(basePath, number + 1) : undefined,
    };
  });
}
