import type { Page } from '@playwright/test';

/**
 * Installs the in-page probe: a click on a facet value starts the clock; the first frame after the
 * list of cards changed is the painted result. Measured with the page's own clock.
 */
function installProbe(page: Page): Promise<void> {
  return page.evaluate(() => {
    const probe = { clickedAt: 0, changedAt: 0, paintedAt: 0 };
    Object.assign(window, { filterProbe: probe });
    document.addEventListener(
      'click',
      (event) => {
        if (!(event.target instanceof Element) || !event.target.closest('[data-listing-filters]')) return;
        Object.assign(probe, { clickedAt: performance.now(), changedAt: 0, paintedAt: 0 });
      },
      { capture: true },
    );
    const grid = document.querySelector('[data-listing-grid]');
    if (grid)
      new MutationObserver(() => {
        if (probe.clickedAt > 0 && probe.changedAt === 0) probe.changedAt = performance.now();
      }).observe(grid, { childList: true });
    const watch = () => {
      if (probe.changedAt > 0 && probe.paintedAt === 0) {
        // This frame is about to paint; a task queued now runs right after that paint.
        setTimeout(() => {
          probe.paintedAt = performance.now();
        }, 0);
      }
      requestAnimationFrame(watch);
    };
    requestAnimationFrame(watch);
  });
}

const paintedAfterClick = (page: Page) =>
  page.evaluate(() => {
    const probe: unknown = Reflect.get(window, 'filterProbe');
    if (typeof probe !== 'object' || probe === null) return 0;
    const painted = Number(Reflect.get(probe, 'paintedAt'));
    return painted > 0 ? painted - Number(Reflect.get(probe, 'clickedAt')) : 0;
  });

/**
 * Ticks and unticks each value of the listing's first facets in turn and measures, in the page's
 * own clock, from the click to the first painted frame of the filtered list. The filter code and
 * the listing's cards are loaded by one untimed click first, so the figures are those of filters in use.
 */
export async function filterToPaint(page: Page, rounds: number): Promise<number[]> {
  const boxes = page.locator('[data-listing-filters] input[type="checkbox"]');
  const total = await boxes.count();
  if (total < 2) throw new Error(`${page.url()} offers fewer than two facet values`);
  await boxes.nth(0).check();
  await page.waitForURL(/\?/);
  await boxes.nth(0).uncheck();
  await page.waitForURL((url) => url.search === '');
  await installProbe(page);
  const delays: number[] = [];
  for (let round = 0; delays.length < rounds; round += 1) {
    const box = boxes.nth(round % total);
    if (await box.isDisabled()) continue;
    for (const tick of [true, false]) {
      await box.setChecked(tick);
      await page.waitForFunction(() => {
        const probe: unknown = Reflect.get(window, 'filterProbe');
        return typeof probe === 'object' && probe !== null && Number(Reflect.get(probe, 'paintedAt')) > 0;
      });
      delays.push(await paintedAfterClick(page));
    }
  }
  return delays;
}
