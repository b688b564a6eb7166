import { expect, test } from '@playwright/test';

test('typing "100%" in the search box opens its results page, not an error', async ({ page }) => {
  await page.goto('/');
  const box = page.getByRole('combobox', { name: 'Search products' });
  await box.fill('100%');
  const results = page.waitForResponse((response) => response.url().includes('/search/100%25'));
  await box.press('Enter');
  expect((await results).status()).toBe(200);
  await expect(page).toHaveURL(/\/search\/100%25\/?$/);
  await expect(page.getByRole('main')).toContainText('100%');
});

test('malformed encodings, NUL bytes and steps out of the site answer the 404 page with status 404', async ({
  request,
}) => {
  for (const path of ['/search/%E0%A4%A', '/cables/%', '/search/a%00b', '/%2e%2e/%2e%2e/etc/passwd', '/item/%ZZ']) {
    const answer = await request.get(path, { maxRedirects: 0 });
    expect(answer.status(), path).toBe(404);
    expect(answer.headers()['content-type'], path).toContain('text/html');
  }
});

test('search suggestions for odd terms answer normally', async ({ request }) => {
  for (const term of ['100%', 'a\u0000b', '%00', '"', 'NEAR(', '\u202e', '*']) {
    const answer = await request.get('/api/Home/SearchProducts', { params: { term } });
    expect(answer.status(), JSON.stringify(term)).toBe(200);
    expect(Array.isArray((await answer.json()).refSearchData), JSON.stringify(term)).toBe(true);
  }
});
