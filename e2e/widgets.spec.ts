import { expect, test, type Page } from '@playwright/test';
import { widgetStubs } from './support/env.ts';

/** True when the browser asked for `url` only after the page's load event began. */
const loadedAfterPageLoad = (page: Page, url: string) =>
  page.evaluate((address) => {
    const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    const [script] = performance.getEntriesByName(address);
    return Boolean(navigation && script && script.startTime >= navigation.loadEventStart);
  }, url);

for (const viewport of [
  { width: 1366, height: 768 },
  { width: 390, height: 844 },
]) {
  test(`the help-desk and live-chat widgets load on /support once the page is interactive at ${viewport.width} px`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto('/support');
    await expect(page.locator('[data-widget="helpdesk"]')).toHaveAttribute('data-stub-loaded', 'helpdesk');
    await expect(page.locator('[data-widget="chat"]')).toHaveAttribute('data-stub-loaded', 'chat');
    expect(await loadedAfterPageLoad(page, widgetStubs.helpDesk)).toBe(true);
    expect(await loadedAfterPageLoad(page, widgetStubs.chat)).toBe(true);
  });

  test(`other pages load the live chat only at ${viewport.width} px`, async ({ page }) => {
    await page.setViewportSize(viewport);
    const asked: string[] = [];
    page.on('request', (request) => asked.push(request.url()));
    await page.goto('/new');
    await expect(page.locator('[data-widget="chat"]')).toHaveAttribute('data-stub-loaded', 'chat');
    await expect(page.locator('[data-widget="helpdesk"]')).toHaveCount(0);
    expect(asked).not.toContain(widgetStubs.helpDesk);
  });
}

test('the not-found page ends with its document: no script after </html>', async ({ request }) => {
  const response = await request.get('/pages/404');
  const html = (await response.text()).trim();
  expect(html.endsWith('</html>')).toBe(true);
  expect(html.slice(html.lastIndexOf('</body>'))).toMatch(/^<\/body>\s*<\/html>$/);
});
