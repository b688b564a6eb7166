import { expect, test, type Page } from '@playwright/test';
import { createApiClient } from '../src/api/calls.ts';
import { sql } from '../server/db/index.ts';
import { baseURL } from './support/env.ts';
import { signInThroughModal, withCatalogDb } from './support/shop.ts';
import { saveBlogTitle } from './support/staff-editor.ts';

const api = createApiClient({ baseUrl: baseURL, retry: 0 });

interface Picked {
  sku: string;
  title: string;
  dealer: number;
  post: { id: number; title: string };
}
let picked: Picked;

test.beforeAll(async () => {
  picked = await withCatalogDb(async (db) => {
    const product = await sql<{ sku: string; title: string; dealer: number }>`SELECT p.sku, p.title, s.dealer
      FROM products p JOIN stocks s ON s.sku = p.sku WHERE p.subcategory_id IS NOT NULL
      ORDER BY p.sku DESC LIMIT 1`.execute(db);
    const post = await sql<{ id: number; title: string }>`SELECT pkblogid AS id, title FROM blogs
      ORDER BY pkblogid DESC LIMIT 1`.execute(db);
    return { ...product.rows[0]!, dealer: Number(product.rows[0]!.dealer), post: post.rows[0]! };
  });
});

// One worker runs these journeys in order: the clean-up below, run as a worker leaves the file,
// would otherwise take the drafts of a journey another worker is still running.
test.describe.configure({ mode: 'default' });

// The drafts saved here are never published: other journeys see the catalogue as seeded.
test.afterAll(() =>
  withCatalogDb((db) =>
    db
      .deleteFrom('content_drafts')
      .where((eb) =>
        eb.or([
          eb.and([eb('kind', '=', 'product'), eb('record_key', '=', picked.sku)]),
          eb.and([eb('kind', '=', 'blog'), eb('record_key', '=', String(picked.post.id))]),
          eb.and([eb('kind', 'in', ['news', 'partner']), eb('record_key', 'like', 'new-%')]),
        ]),
      )
      .execute(),
  ),
);

const notFound = (page: Page) => page.getByRole('heading', { level: 1, name: 'Page not found' });

test('an anonymous visitor and a signed-in dealer find no editor at /staff/content', async ({ page }) => {
  await page.goto('/staff/content');
  await expect(notFound(page)).toBeVisible();
  await signInThroughModal(page, 'dealer');
  await page.goto('/staff/content');
  await expect(notFound(page)).toBeVisible();
  await expect(page.getByRole('form')).toHaveCount(0);
});

test('staff edit a product title and a blog title as drafts that search and the blog do not show', async ({ page }) => {
  const draftTitle = `Quetzalcoatl ${picked.sku} draft`;
  await signInThroughModal(page, 'staff');
  await page.goto('/staff/content');
  await expect(page.getByRole('heading', { level: 1, name: 'Edit content' })).toBeVisible();

  await page.getByRole('searchbox', { name: 'Sku or title' }).fill(picked.sku);
  await page.getByRole('button', { name: 'Find' }).click();
  await page.getByRole('button', { name: `${picked.sku}: ${picked.title}` }).click();
  const product = page.getByRole('form', { name: `Product ${picked.sku}` });
  const title = product.getByRole('textbox', { name: /^Title/ });
  await expect(title).toHaveValue(picked.title);
  // The publish's rules as they type: an empty title, a price in the text, each naming its field.
  await title.fill('');
  await expect(product.getByText('Title is empty')).toBeVisible();
  await product.getByRole('textbox', { name: /^Subtitle/ }).fill(`Now only $${picked.dealer.toFixed(2)}`);
  await expect(product.getByText(/^Subtitle holds a price/)).toBeVisible();
  await product.getByRole('textbox', { name: /^Subtitle/ }).fill('Tested in our lab');
  await title.fill(draftTitle);
  await expect(product.getByText('Title is empty')).toHaveCount(0);
  await product.getByRole('button', { name: 'Save draft' }).click();
  await expect(product.getByRole('status')).toContainText('Draft saved by staff');

  await saveBlogTitle(page, picked.post, 'A renamed post about lecture halls');

  // Drafts stay out of public answers until a publish.
  const bySku = await api.call('SearchProducts', { term: picked.sku });
  expect(bySku.refSearchData?.map((row) => row.title)).toContain(picked.title);
  expect((await api.call('SearchProducts', { term: 'Quetzalcoatl' })).refSearchData ?? []).toEqual([]);
  await page.goto('/');
  const box = page.getByRole('combobox', { name: 'Search products' });
  await box.fill(picked.sku);
  await expect(page.getByRole('option').first()).toContainText(picked.title);
  await expect(page.getByRole('listbox')).not.toContainText('Quetzalcoatl');
  expect((await api.call('GetBlogDetail', { id: picked.post.id })).blog.title).toBe(picked.post.title);

  // The editor shows the drafts when it is opened again.
  await page.goto('/staff/content');
  await page.getByRole('searchbox', { name: 'Sku or title' }).fill(picked.sku);
  await page.getByRole('button', { name: 'Find' }).click();
  await page.getByRole('button', { name: `${picked.sku}: ${picked.title}` }).click();
  await expect(
    page.getByRole('form', { name: `Product ${picked.sku}` }).getByRole('textbox', { name: /^Title/ }),
  ).toHaveValue(draftTitle);
});

test('staff create a news item: checked as they type, saved as a draft the news does not show', async ({ page }) => {
  const title = `Tamarillo ${picked.sku} news`;
  await signInThroughModal(page, 'staff');
  await page.goto('/staff/content');
  const news = page.getByRole('region', { name: 'News', exact: true });
  await news.getByRole('button', { name: 'New news item' }).click();
  const form = news.getByRole('form', { name: 'New news item' });
  await form.getByRole('textbox', { name: /^Teaser/ }).fill(`Now from $${picked.dealer.toFixed(2)}`);
  await expect(form.getByText(/^Teaser holds a price/)).toBeVisible();
  await form.getByRole('textbox', { name: /^Teaser/ }).fill('Eight by eight at 8K.');
  await form.getByRole('button', { name: 'Save draft' }).click();
  await expect(form.getByText('Title is empty')).toBeVisible();
  await expect(form.getByRole('textbox', { name: /^Title/ })).toBeFocused();
  await page.keyboard.type(title);
  await form.getByRole('textbox', { name: /^Body/ }).fill('<p>Shipping now.<script>alert(1)</script></p>');
  await form.getByRole('button', { name: 'Save draft' }).click();
  await expect(form.getByRole('status')).toContainText('Draft saved by staff');

  expect((await api.call('GetNews', {})).news.map((item) => item.title)).not.toContain(title);
  await news.getByRole('button', { name: 'All news' }).click();
  const listed = news.getByRole('listitem').filter({ hasText: title });
  await expect(listed).toContainText('New');
  // Opened again, the draft holds its body as the site's rule cleaned it.
  await listed.getByRole('button', { name: title }).click();
  await expect(news.getByRole('textbox', { name: /^Body/ })).toHaveValue('<p>Shipping now.</p>');
});

test('staff create a partner: an email or web address its card could not open is refused as they type', async ({
  page,
}) => {
  await signInThroughModal(page, 'staff');
  await page.goto('/staff/content');
  const partners = page.getByRole('region', { name: 'Partners', exact: true });
  await partners.getByRole('button', { name: 'New partner' }).click();
  const form = partners.getByRole('form', { name: 'New partner' });
  await form.getByRole('textbox', { name: /^Name/ }).fill(`Tamarillo ${picked.sku} AV`);
  const email = form.getByRole('textbox', { name: /^Email/ });
  const web = form.getByRole('textbox', { name: /^Web address/ });
  await email.fill('sales@tamarillo');
  await expect(form.getByText('Email "sales@tamarillo" is not an email address')).toBeVisible();
  await web.fill('www.tamarillo.example');
  await expect(
    form.getByText('Web address "www.tamarillo.example" is not a full web address such as https://example.com'),
  ).toBeVisible();
  await form.getByRole('button', { name: 'Save draft' }).click();
  await expect(email).toBeFocused();
  await expect(form.getByRole('status')).not.toContainText('Draft saved');

  await email.fill('sales@tamarillo.example');
  await web.fill('https://www.tamarillo.example');
  await expect(form.getByText(/is not an email address|is not a full web address/)).toHaveCount(0);
  await form.getByRole('button', { name: 'Save draft' }).click();
  await expect(form.getByRole('status')).toContainText('Draft saved by staff');
});
