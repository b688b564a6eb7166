import { expect, test, type Page } from '@playwright/test';
import { signInBeforeLoad } from '../support/visitor.ts';
import { stockedItem } from '../support/shop.ts';

/** Every policy violation the page reports, recorded from before its first script runs. */
async function recordViolations(page: Page): Promise<() => Promise<string[]>> {
  const console: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) console.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    Reflect.set(window, '__violations', seen);
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  return async () => [...console, ...((await page.evaluate(() => Reflect.get(window, '__violations'))) as string[])];
}

test('pages send a policy that forbids framing and unknown scripts, with nosniff', async ({ request }) => {
  const answer = await request.get('/');
  const policy = answer.headers()['content-security-policy'] ?? '';
  expect(policy).toContain("frame-ancestors 'none'");
  expect(policy).toMatch(/script-src 'self'( 'sha256-[^']+')+/);
  expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  expect(policy).toContain('https://tile.openstreetmap.org');
  expect(answer.headers()['x-content-type-options']).toBe('nosniff');
  expect(answer.headers()['x-frame-options']).toBe('DENY');
  expect(answer.headers()['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(answer.headers()['permissions-policy']).toContain('camera=()');
  // Served over plain http here: browsers ignore HSTS there, so it is not sent.
  expect(answer.headers()['strict-transport-security']).toBeUndefined();
});

test("a page's scripts, styles and fonts go without the headers only documents obey", async ({ request }) => {
  const html = await (await request.get('/')).text();
  const assets = [...html.matchAll(/(?:src|href)="(\/_astro\/[^"]+\.(?:js|css|woff2))"/g)].map((match) => match[1]!);
  expect(new Set(assets.map((path) => path.split('.').at(-1)))).toEqual(new Set(['js', 'css', 'woff2']));
  for (const path of assets) {
    const headers = (await request.get(path)).headers();
    expect(headers['x-content-type-options'], path).toBe('nosniff');
    expect(headers['cache-control'], path).toBe('public, max-age=31536000, immutable');
    expect(
      [headers['content-security-policy'], headers['x-frame-options'], headers['permissions-policy']],
      path,
    ).toEqual([undefined, undefined, undefined]);
  }
});

test('API answers carry nosniff and a deny-all policy', async ({ request }) => {
  const answer = await request.get('/api/Home/GetAllProducts');
  expect(answer.headers()['x-content-type-options']).toBe('nosniff');
  expect(answer.headers()['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
});

test('home, item, search and form pages run under the policy without a single violation', async ({ page }) => {
  const violations = await recordViolations(page);
  const item = await stockedItem(1);
  for (const path of ['/', `/item/${item.sku}`, '/search/hdmi', '/contact']) {
    await page.goto(path);
    await page.getByRole('combobox', { name: 'Search products' }).fill('hdmi');
    await expect(page.getByRole('option').first()).toBeVisible();
    expect(await violations(), path).toEqual([]);
  }
});

test('the signed-in cart and item pages run under the policy without a single violation', async ({ page, baseURL }) => {
  await signInBeforeLoad(page, baseURL ?? '');
  const violations = await recordViolations(page);
  const item = await stockedItem(1);
  await page.goto(`/item/${item.sku}`);
  await expect(page.getByRole('region', { name: 'Price and availability' })).toContainText('$');
  await page.goto('/secure/cart');
  // The cart's island has run: its empty cart text comes from the browser's stored cart.
  await expect(page.getByText('Oops! No items in cart.')).toBeVisible();
  expect(await violations()).toEqual([]);
});

test('another site cannot frame the cart page', async ({ page, baseURL }) => {
  await page.setContent(`<iframe src="${baseURL}/secure/cart" title="framed"></iframe>`);
  // The browser refuses to render the framed page and shows its own error page in the frame.
  await expect.poll(() => page.frames().at(-1)?.url()).toMatch(/^chrome-error:/);
  await expect(page.frameLocator('iframe').getByRole('heading', { name: 'Cart' })).toHaveCount(0);
});
