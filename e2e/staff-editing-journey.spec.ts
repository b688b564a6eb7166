import { expect, test, type Page } from '@playwright/test';
import { createApiClient } from '../src/api/calls.ts';
import { sql } from '../server/db/index.ts';
import { blogPostPath } from '../src/features/content/content.ts';
import { ownServerPort } from './support/env.ts';
import { firstListedProduct, readCatalogue, startPublishingSite, type PublishingSite } from './support/publishing.ts';
import { saveBlogTitle, saveProductTitle, sidewaysOverflow, staffCallStatuses } from './support/staff-editor.ts';
import { signInBeforeLoad } from './support/visitor.ts';

/**
 * An editor's day in the browser, on a storefront of its own: edit a product and a blog post in
 * /staff/content, see them wait, publish, see them live (and the post's old address move), roll
 * back, and search follows every step.
 */
test.describe.configure({ mode: 'serial' });

const port = ownServerPort.staffEditing;
let site: PublishingSite;
let product = { sku: '', title: '' };
let post = { id: 0, title: '' };

const searchTitles = async (term: string) =>
  ((await createApiClient({ baseUrl: site.url, retry: 0 }).call('SearchProducts', { term })).refSearchData ?? []).map(
    (row) => row.title,
  );
const itemHtml = async () => (await fetch(`${site.url}/item/${product.sku}`)).text();

test.beforeAll(async () => {
  test.setTimeout(600_000);
  site = await startPublishingSite(port, true);
  product = await firstListedProduct(site.dataDir);
  post = (
    await readCatalogue(
      site.dataDir,
      sql<{ id: number; title: string }>`SELECT pkblogid AS id, title FROM blogs ORDER BY pkblogid DESC LIMIT 1`,
    )
  )[0]!;
});
test.afterAll(() => site?.stop());

async function publishNow(page: Page) {
  await page.getByRole('button', { name: 'Publish now' }).click();
  const progress = page.getByRole('status').filter({ hasText: 'Publishing:' });
  await expect(progress).toBeVisible();
  const firstStep = (await progress.textContent()) ?? '';
  await expect(progress).not.toHaveText(firstStep, { timeout: 300_000 });
  await expect(progress).toBeHidden({ timeout: 300_000 });
}

for (const [width, height] of [
  [1366, 768],
  [390, 844],
] as const) {
  test(`at ${width} px staff edit, publish and roll back, and search and the blog follow`, async ({ page }) => {
    test.setTimeout(900_000);
    await page.setViewportSize({ width, height });
    const productTitle = `Wolframite ${width} Extender`;
    const postTitle = `Lecture halls at ${width} pixels`;
    await signInBeforeLoad(page, site.url, 'staff');

    await page.goto(`${site.url}/staff/content`);
    await saveProductTitle(page, product, productTitle);
    await saveBlogTitle(page, post, postTitle);
    expect(await sidewaysOverflow(page)).toBe(0);
    expect(await searchTitles('Wolframite')).toEqual([]);
    expect(await searchTitles(product.sku)).toContain(product.title);

    await page.goto(`${site.url}/staff/publishing`);
    const waitingProducts = page.getByRole('region', { name: 'Waiting Products' });
    await expect(waitingProducts.getByRole('listitem').filter({ hasText: productTitle })).toContainText('(draft)');
    await expect(page.getByRole('region', { name: 'Waiting Blog posts' })).toContainText(postTitle);
    const history = page.getByRole('region', { name: 'Builds' });
    const liveBefore = (await history.locator('tbody tr').filter({ hasText: '(live)' }).textContent()) ?? '';
    const buildBefore = /\d{8}T\d{6}-\d{3}Z(?:-\d+)?/.exec(liveBefore)?.[0] ?? '';
    expect(await sidewaysOverflow(page)).toBe(0);

    await publishNow(page);
    const report = page.getByRole('article').first();
    await expect(report.getByRole('heading', { level: 3 })).toHaveText(/^Published \d{8}T/);
    await expect(report.getByRole('link', { name: product.sku })).toHaveAttribute('href', `/item/${product.sku}`);
    expect(await itemHtml()).toContain(productTitle);
    await expect.poll(() => searchTitles('Wolframite')).toEqual([productTitle]);
    const oldAddress = await fetch(`${site.url}${blogPostPath(post.id, post.title)}`, { redirect: 'manual' });
    expect(oldAddress.status).toBe(301);
    expect(new URL(oldAddress.headers.get('location') ?? '', site.url).pathname).toBe(blogPostPath(post.id, postTitle));

    page.once('dialog', (dialog) => void dialog.accept());
    await history.getByRole('button', { name: `Roll back to build ${buildBefore}` }).click();
    await expect(page.getByRole('alert')).toHaveText(`Rolled back: build ${buildBefore} is live.`, {
      timeout: 120_000,
    });
    await expect.poll(() => searchTitles('Wolframite')).toEqual([]);
    expect(await searchTitles(product.sku)).toContain(product.title);
    expect(await itemHtml()).toContain(product.title);
  });
}

for (const visitor of ['dealer', undefined] as const) {
  test(`${visitor ?? 'an anonymous visitor'} finds neither staff page and gets 404 from their calls`, async ({
    page,
  }) => {
    if (visitor) await signInBeforeLoad(page, site.url, visitor);
    for (const path of ['/staff/content', '/staff/publishing']) {
      await page.goto(`${site.url}${path}`);
      await expect(page.getByRole('heading', { name: 'Page not found', level: 1 })).toBeVisible();
    }
    const calls = [
      ['/api/Staff/GetContentRules', {}],
      ['/api/Staff/FindProducts', { query: product.sku }],
      ['/api/Staff/SaveProductCopy', { sku: product.sku, copy: {} }],
      ['/api/Staff/GetContentRecords', { kind: 'blog' }],
      ['/api/Staff/SaveContentRecord', { kind: 'news', copy: {} }],
      ['/api/Staff/Publishing/GetPublishing', {}],
      ['/api/Staff/Publishing/PublishNow', {}],
    ] as const;
    const statuses = await staffCallStatuses(page, site.url, calls);
    expect(Object.values(statuses)).toEqual(calls.map(() => 404));
  });
}
