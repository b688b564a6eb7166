import { cleanHtml } from '../../src/domain/html/sanitize.node.ts';

/**
 * Catalogue and content HTML as a reader may see it: internal notes (blocks marked `hidden` or
 * styled `display:none`) and anything unsafe removed. The same rule the build applies before it
 * renders a page (`src/domain/html/sanitize.node.ts`), so the API never hands out what the
 * site hides. Text that is plainly safe skips the DOM (see plain-html.ts), so this costs a scan.
 */
export const visibleHtml = cleanHtml;

/** A record with some of its HTML fields cleaned as `visibleHtml` cleans them. */
export function withVisibleHtml<T extends object, K extends keyof T>(record: T, fields: readonly K[]): T {
  const copy = { ...record };
  for (const field of fields) {
    const value = copy[field];
    if (typeof value === 'string') copy[field] = visibleHtml(value) as T[K];
  }
  return copy;
}
