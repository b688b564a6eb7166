import { expect, test } from '@playwright/test';
import { createApiClient } from '../src/api/calls.ts';
import { solutionIds, solutionTabs, type SolutionKey } from '../src/config/index.ts';
import { baseURL } from './support/env.ts';

/**
 * A solution whose first tab kind is empty (so the page must leave it out and activate the next)
 * and with a tab longer than one page of 5; with the tab names it shows.
 */
async function pagedSolution() {
  const api = createApiClient({ baseUrl: baseURL, retry: 0 });
  for (const key of Object.keys(solutionIds) as SolutionKey[]) {
    const info = await api.call('GetAppsInfo', { appId: solutionIds[key] });
    const shown = solutionTabs.filter((tab) => info[tab].length > 0);
    const long = shown.find((tab) => info[tab].length > 5);
    const featuredSku = info.refAppsInfo[0]?.sku ?? '';
    if (long && shown[0] !== solutionTabs[0]) return { key, shown, long, count: info[long].length, featuredSku };
  }
  throw new Error(`No solution has an empty ${solutionTabs[0]} tab and a tab of more than 5 products`);
}

test('a solutions page shows only tabs with products, the first active, 5 products per page', async ({ page }) => {
  const { key, shown, long, count, featuredSku } = await pagedSolution();
  await page.goto(`/applications/${key}`);
  await expect(page.getByRole('link', { name: 'Register as a Dealer' })).toHaveAttribute('href', '/contact');
  await expect(page.getByRole('link', { name: 'Explore Now' })).toHaveAttribute('href', `/item/${featuredSku}`);
  await expect(page.getByRole('complementary', { name: 'Featured product' }).getByRole('link').first()).toHaveAttribute(
    'href',
    `/item/${featuredSku}`,
  );
  const tablist = page.getByRole('tablist', { name: /^Products for/ });
  await expect(tablist.getByRole('tab')).toHaveText(shown);
  await expect(tablist.getByRole('tab').first()).toHaveAttribute('aria-selected', 'true');

  await tablist.getByRole('tab', { name: long }).click();
  const panel = page.getByRole('tabpanel', { name: long });
  const visibleCards = panel.locator('.card-grid > li:visible');
  await expect(visibleCards).toHaveCount(5);
  const pager = panel.getByRole('navigation', { name: `${long} pages` });
  await pager.getByRole('button', { name: 'Page 2' }).click();
  await expect(pager.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  await expect(visibleCards).toHaveCount(Math.min(5, count - 5));
  await pager.getByRole('button', { name: 'Previous' }).click();
  await expect(pager.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
});

test('the corporate solution is shown as Conference Rooms', async ({ page }) => {
  await page.goto('/applications/corporate');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Conference Rooms');
});
