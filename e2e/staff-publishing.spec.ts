import { expect, test, type Page } from '@playwright/test';
import { sql } from '../server/db/index.ts';
import { TOKEN_KEY } from '../src/features/session/session-flag.ts';
import { ownServerPort } from './support/env.ts';
import { editCatalogue, firstListedProduct, startPublishingSite, type PublishingSite } from './support/publishing.ts';
import { staffCallStatuses } from './support/staff-editor.ts';
import { signInBeforeLoad } from './support/visitor.ts';

/**
 * Staff publish from the browser on a storefront of their own (its own database and builds): the
 * page lists what waits, follows the publish as it runs, shows its report, and rolls back.
 */
test.describe.configure({ mode: 'serial' });

const port = ownServerPort.staffPublishing;
let site: PublishingSite;
let sku = '';
let title = '';
const newTitle = 'Staff Published Extender';

const itemHtml = async () => (await fetch(`${site.url}/item/${sku}`)).text();

async function openAs(page: Page, userName: string | undefined) {
  if (userName) await signInBeforeLoad(page, site.url, userName);
  await page.goto(`${site.url}/staff/publishing`);
}

test.beforeAll(async () => {
  test.setTimeout(600_000);
  site = await startPublishingSite(port, true);
  ({ sku, title } = await firstListedProduct(site.dataDir));
});
test.afterAll(() => site?.stop());

test('staff see the edit waiting, Publish now, follow the progress through a reload, and read the report', async ({
  page,
}) => {
  test.setTimeout(600_000);
  await editCatalogue(site.dataDir, sql`UPDATE products SET title = ${newTitle} WHERE sku = ${sku}`);
  await openAs(page, 'staff');
  await expect(page.getByRole('heading', { name: 'Publishing', level: 1 })).toBeVisible();
  const waiting = page.getByRole('region', { name: 'Waiting Products' });
  await expect(waiting.getByRole('link', { name: newTitle })).toHaveAttribute('href', `/item/${sku}`);

  await page.getByRole('button', { name: 'Publish now' }).focus();
  await page.keyboard.press('Enter');
  const progress = page.getByRole('status').filter({ hasText: 'Publishing:' });
  await expect(progress).toBeVisible();
  const firstStep = (await progress.textContent()) ?? '';
  // The page reattaches to the running publish after a reload, and the phase moves on.
  await page.reload();
  await expect(progress).toBeVisible();
  await expect(progress).not.toHaveText(firstStep, { timeout: 300_000 });

  await expect(progress).toBeHidden({ timeout: 300_000 });
  const report = page.getByRole('article').first();
  await expect(report.getByRole('heading', { level: 3 })).toHaveText(/^Published \d{8}T/);
  await expect(report).toContainText('by staff');
  await expect(report.getByRole('link', { name: sku })).toHaveAttribute('href', `/item/${sku}`);
  await expect(report).toContainText(/Products changed: 1/);
  await expect(report).toContainText(/rendered \d+, reused \d+/);
  await expect(page.getByText('Nothing is waiting')).toBeVisible();
  expect(await itemHtml()).toContain(newTitle);
});

test('the history names who made each build, and rolling back serves the earlier build again', async ({ page }) => {
  test.setTimeout(300_000);
  await openAs(page, 'staff');
  const history = page.getByRole('region', { name: 'Builds' });
  const live = history.locator('tbody tr').filter({ hasText: '(live)' });
  await expect(live).toContainText('staff');
  const earlier = history.getByRole('button', { name: /^Roll back to build / }).first();
  const build = ((await earlier.getAttribute('aria-label')) ?? '').replace('Roll back to build ', '');
  page.once('dialog', (dialog) => void dialog.accept());
  await earlier.click();
  await expect(page.getByRole('alert')).toHaveText(`Rolled back: build ${build} is live.`, { timeout: 120_000 });
  await expect(history.locator('tbody tr').filter({ hasText: '(live)' })).toContainText(build);
  await expect(page.getByRole('article').first().getByRole('heading')).toHaveText(`Rolled back to ${build}`);
  await expect.poll(itemHtml).toContain(title);
  // The edit waits again, to be published.
  await expect(
    page.getByRole('region', { name: 'Waiting Products' }).getByRole('link', { name: newTitle }),
  ).toBeVisible();
});

for (const visitor of ['dealer', undefined] as const) {
  test(`${visitor ?? 'an anonymous visitor'} gets not-found on the page and 404 on its calls`, async ({ page }) => {
    await openAs(page, visitor);
    await expect(page.getByRole('heading', { name: 'Page not found', level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Publish now' })).toHaveCount(0);
    const token = await page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY);
    expect(visitor === undefined || Boolean(token)).toBe(true);
    const calls = [
      ['GetPublishing', {}],
      ['PublishNow', {}],
      ['RollbackBuild', { build: '20261128T101500-000Z' }],
    ] as const;
    const statuses = await staffCallStatuses(
      page,
      site.url,
      calls.map(([name, body]) => [`/api/Staff/Publishing/${name}`, body] as const),
    );
    expect(Object.values(statuses)).toEqual(calls.map(() => 404));
    const headers = token ? { Authorization: `Bearer ${token}` } : undefined;
    expect((await fetch(`${site.url}/api/Staff/Publishing/Progress`, { headers })).status).toBe(404);
  });
}
