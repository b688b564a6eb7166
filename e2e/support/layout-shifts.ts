import type { Page } from '@playwright/test';

/**
 * The classes of the elements inside `within` (a selector) that any layout shift since the page
 * began moved (the browser keeps them), read two frames on so the frame that showed the last change
 * has been painted.
 */
export function partsMoved(page: Page, within: string): Promise<string[]> {
  return page.evaluate(
    (selector) =>
      new Promise<string[]>((resolve) => {
        const seen: PerformanceEntry[] = [];
        const observer = new PerformanceObserver((list) => seen.push(...list.getEntries()));
        observer.observe({ type: 'layout-shift', buffered: true });
        requestAnimationFrame(() =>
          requestAnimationFrame(() => {
            const shifts = [...seen, ...observer.takeRecords()] as (PerformanceEntry & {
              sources: { node: Node | null }[];
            })[];
            resolve(
              shifts
                .flatMap((shift) => shift.sources.map((source) => source.node))
                .filter((node): node is Element => node instanceof Element && node.closest(selector) !== null)
                .map((node) => node.className),
            );
          }),
        );
      }),
    within,
  );
}
