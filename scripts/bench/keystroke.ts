import type { Locator, Page } from '@playwright/test';

interface Probe {
  /** The full term being typed; only the answer to it counts. */
  term: string;
  pressedAt: number;
  answeredAt: number;
  paintedAt: number;
}

/**
 * Installs the in-page probe: every key press in `input` restarts the clock; the answer to the
 * full term is seen in the page's resource timings; the first frame after that answer which shows
 * an option is the painted dropdown. Everything is measured with the page's own clock.
 */
function installProbe(input: Locator): Promise<void> {
  return input.evaluate((element) => {
    const probe: Probe = { term: '', pressedAt: 0, answeredAt: 0, paintedAt: 0 };
    Object.assign(window, { keystrokeProbe: probe });
    element.addEventListener('keydown', () => {
      probe.pressedAt = performance.now();
      probe.answeredAt = 0;
      probe.paintedAt = 0;
    });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        const url = new URL(entry.name);
        if (
          url.pathname.endsWith('/SearchProducts') &&
          url.searchParams.get('term') === probe.term &&
          entry.startTime >= probe.pressedAt
        ) {
          probe.answeredAt = Math.max(probe.answeredAt, entry.startTime + entry.duration);
        }
      }
    }).observe({ type: 'resource' });
    const optionShown = () =>
      [...document.querySelectorAll('[role="listbox"] [role="option"]')].some(
        (option) => option.getBoundingClientRect().height > 0,
      );
    const watch = () => {
      if (probe.answeredAt > 0 && probe.paintedAt === 0 && optionShown()) {
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

function readProbe(page: Page): Promise<Probe | undefined> {
  return page.evaluate(() => {
    const probe: unknown = Reflect.get(window, 'keystrokeProbe');
    if (typeof probe !== 'object' || probe === null) return undefined;
    const field = (name: string) => Number(Reflect.get(probe, name));
    return {
      term: String(Reflect.get(probe, 'term')),
      pressedAt: field('pressedAt'),
      answeredAt: field('answeredAt'),
      paintedAt: field('paintedAt'),
    };
  });
}

/**
 * Types each term into the search box like a quick typist (40 ms between keys) and measures, in the
 * page's own clock, from the last key press to the first painted frame showing the suggestions for
 * the whole term. The island is loaded and the first term typed once beforehand, so the figures are
 * those of a box in use.
 */
export async function keystrokeToDropdown(page: Page, input: Locator, terms: readonly string[]): Promise<number[]> {
  if (terms.length === 0) return [];
  await input.click();
  await page.waitForLoadState('networkidle');
  await installProbe(input);
  const delays: number[] = [];
  // The first term warms the server's and the browser's caches and is not counted.
  for (const [index, term] of [terms[0] ?? '', ...terms].entries()) {
    await input.click();
    await input.press('ControlOrMeta+a');
    await input.press('Backspace');
    await page.locator('[role="listbox"] [role="option"]').first().waitFor({ state: 'hidden' });
    await page.evaluate((next) => {
      const probe: unknown = Reflect.get(window, 'keystrokeProbe');
      if (typeof probe === 'object' && probe !== null)
        Object.assign(probe, { term: next, pressedAt: 0, answeredAt: 0, paintedAt: 0 });
    }, term);
    await input.pressSequentially(term, { delay: 40 });
    await page.waitForFunction(
      () => Number(Reflect.get(Reflect.get(window, 'keystrokeProbe') ?? {}, 'paintedAt')) > 0,
      undefined,
      { timeout: 10_000 },
    );
    const probe = await readProbe(page);
    if (probe && index > 0) delays.push(probe.paintedAt - probe.pressedAt);
  }
  return delays;
}
