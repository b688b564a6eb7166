import { expect, test, type Page } from '@playwright/test';
import { createApiClient } from '../src/api/calls.ts';
import { baseURL } from './support/env.ts';
import { sitemapAddresses } from './support/sitemap.ts';

/** The route table's Content, Warranty and Landing rows, with the heading each page opens with. */
const staticRoutes: ReadonlyArray<[string, string | RegExp]> = [
  ['/resources', 'Resources'],
  ['/casestudy', 'Case Studies'],
  ['/catalog', 'Catalog'],
  ['/company', 'About Us'],
  ['/company/terms', 'Terms and Conditions'],
  ['/partners', 'Partners'],
  ['/media', 'News'],
  ['/blog', 'Blog'],
  ['/work_from_home', 'Work From Home'],
  ['/warranty', 'Limited Warranty'],
  ['/warranty/CAProp65', 'California Proposition 65'],
  ['/flexmatrix', 'Flex Matrix'],
  ['/flexmatrix/enterprise', 'Enterprise'],
  ['/flexmatrix/government', 'Government'],
  ['/flexmatrix/restaurant', 'Hospitality'],
  ['/flexmatrix/higherEducation', 'Higher Education'],
  ['/flexmatrix/financial', 'Financial'],
  ['/flexmatrix/entertainment', 'Entertainment'],
  ['/aoc', 'Active Optic Cables'],
  ['/avsolutions', 'AV Solutions'],
  ['/elements', 'Site Directory'],
  ['/pages', 'Product Pages'],
  ['/pages/networkav', 'Network AV'],
];

const api = createApiClient({ baseUrl: baseURL, retry: 0 });

async function expectPage(page: Page, path: string, heading: string | RegExp) {
  const response = await page.goto(path);
  expect(response?.status(), `status of ${path}`).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  await expect(page.locator('main')).not.toContainText(/coming soon/i);
}

for (const [path, heading] of staticRoutes) {
  test(`${path} answers with its heading`, async ({ page }) => {
    await expectPage(page, path, heading);
  });
}

test('a news article and a blog post answer with their titles', async ({ page }) => {
  const { news } = await api.call('GetNews', {});
  const article = news[0];
  if (!article) throw new Error('The demo data has no news');
  await expectPage(page, `/media/article/${article.id}`, article.title);

  const { Blogs } = await api.call('GetBlogList', { page: 1, pageSize: 10 });
  const post = Blogs[0];
  if (!post) throw new Error('The demo data has no blog posts');
  await page.goto('/blog');
  await page.getByRole('link', { name: post.title, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/blog/${post.pkblogid}/[a-z0-9-]+$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title);
});

/** The spec's lazy areas: directories of the site that no page links to, so no sitemap address. */
const unlinkedDirectories = new Set(['/elements', '/pages']);

test('every content and landing page is in the sitemap, the unlinked directories are not', async ({ request }) => {
  const sitemap = (await sitemapAddresses(request)).map((loc) => `${loc}</loc>`).join('\n');
  for (const [path] of staticRoutes) {
    if (unlinkedDirectories.has(path)) expect(sitemap, path).not.toContain(`${path}</loc>`);
    else expect(sitemap, path).toContain(`${path}</loc>`);
  }
  expect(sitemap).toMatch(/\/media\/article\/\d+<\/loc>/);
  expect(sitemap).toMatch(/\/blog\/\d+\/[a-z0-9-]+<\/loc>/);
});

test('outbound links open in a new window without handing over the opener', async ({ page }) => {
  await page.goto('/resources');
  for (const name of [/Help Portal/, /Online Store/]) {
    const link = page.getByRole('main').getByRole('link', { name });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener');
  }
  const store = page.getByRole('contentinfo').getByRole('link', { name: 'Online Store' });
  await expect(store).toHaveAttribute('target', '_blank');
  await expect(store).toHaveAttribute('rel', 'noopener');
});

test('the Coming Soon page answers at /pages/coming-soon, kept out of search engines and the sitemap', async ({
  page,
  request,
}) => {
  const response = await page.goto('/pages/coming-soon');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Coming Soon');
  await expect(page.getByRole('main').getByRole('link', { name: /^1-\d{3}-\d{3}-\d{4}$/ })).toHaveAttribute(
    'href',
    /^tel:/,
  );
  await expect(page.getByRole('main').getByRole('link', { name: 'Browse products' })).toHaveAttribute(
    'href',
    '/allproducts',
  );
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  const sitemap = await sitemapAddresses(request);
  expect(sitemap.filter((loc) => loc.includes('coming-soon'))).toEqual([]);
});
