import { expect, test } from '@playwright/test';
import { localDay } from '../src/features/account/dates.ts';
import { accountApi, openAsDealer, tableRows } from './support/account.ts';
import { baseURL } from './support/env.ts';
import { signInThroughModal, stockedItems, usd, withCatalogDb, type StockedItem } from './support/shop.ts';

let items: StockedItem[];
test.beforeAll(async () => {
  items = (await withCatalogDb((db) => stockedItems(db, 10, 5))).slice(3);
});

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

test('a quote requested from the cart, answered by staff and accepted becomes an order at the quoted prices', async ({
  page,
  browser,
}) => {
  const [a, b] = items;
  if (!a || !b) throw new Error('The catalogue needs two stocked products');
  await openAsDealer(page, baseURL, '/secure/cart');
  await page.getByRole('textbox', { name: /Paste lines of SKU and quantity/ }).fill(`${a.sku} 3\n${b.sku} 1`);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'added to the cart' })).toContainText('2 skus');

  await page.getByRole('button', { name: 'Request a quote' }).click();
  const form = page.getByRole('form', { name: 'Request a quote' });
  await form.getByRole('textbox', { name: /Note for sales/ }).fill('Twelve classrooms, install in January');
  await form.getByLabel('Target date (optional)').fill(inDays(30));
  await form.getByRole('button', { name: 'Send quote request' }).click();
  const sent = page.getByRole('status').filter({ hasText: 'was sent to sales' });
  await expect(sent).toBeVisible();
  const id = Number(/Quote request (\d+)/.exec((await sent.textContent()) ?? '')?.[1]);

  await sent.getByRole('link', { name: 'Quotes' }).click();
  const row = page
    .getByRole('region', { name: 'Quotes' })
    .locator('tbody tr')
    .filter({ has: page.getByRole('link', { name: String(id), exact: true }) });
  await expect(row).toContainText('Waiting for sales');

  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await signInThroughModal(staff, 'staff');
  await staff.goto('/account/quote-requests');
  await staff.getByRole('link', { name: String(id), exact: true }).click();
  await expect(staff.getByRole('heading', { level: 2, name: new RegExp(`Quote ${id} from`) })).toBeVisible();
  await staff.getByRole('textbox', { name: `Price of ${a.sku}` }).fill('12.5');
  await staff.getByRole('textbox', { name: `Price of ${b.sku}` }).fill('0');
  await staff.getByRole('button', { name: 'Send answer' }).click();
  await expect(staff.getByText('The price must be above 0')).toBeVisible();
  await staff.getByRole('textbox', { name: `Price of ${b.sku}` }).fill('99.99');
  await staff.getByLabel('Valid until').fill(inDays(7));
  await staff.getByRole('button', { name: 'Send answer' }).click();
  await expect(staff.getByRole('status')).toContainText('Answer sent');
  await staffContext.close();

  await page.reload();
  await expect(row).toContainText('Priced: ready to accept');
  await expect(row).toContainText(usd(3 * 12.5 + 99.99));
  await row.getByRole('link', { name: String(id), exact: true }).click();
  await page.getByRole('textbox', { name: 'PO number (optional)' }).fill('PO-QUOTE-1');
  await page.getByRole('button', { name: 'Accept quote and order' }).click();
  const ordered = page.getByRole('status').filter({ hasText: 'Ordered as' });
  await expect(ordered).toBeVisible();
  await ordered.getByRole('link').click();

  await expect(page).toHaveURL(/\/account\/order\/\d+$/);
  const lines = page.getByRole('region', { name: 'Order items' }).locator('tbody tr');
  await expect(lines.filter({ hasText: a.sku })).toContainText(usd(12.5));
  await expect(lines.filter({ hasText: a.sku })).toContainText(usd(37.5));
  await expect(lines.filter({ hasText: b.sku })).toContainText(usd(99.99));
});

for (const viewport of [
  { width: 1366, height: 768 },
  { width: 390, height: 844 },
]) {
  test(`a quote's dates read the same on the quotes list, the quote page and the staff pages at ${viewport.width} px`, async ({
    page,
    browser,
  }) => {
    const [a] = items;
    if (!a) throw new Error('The catalogue needs a stocked product');
    await page.setViewportSize(viewport);
    const dealer = await accountApi(baseURL, 'dealer');
    const targetDate = inDays(40);
    const { id } = await dealer.api.call('RequestQuote', {
      lines: [{ sku: a.sku, qty: 2 }],
      note: 'Dates',
      targetDate,
    });
    const { quote } = await dealer.api.call('GetQuote', { id });
    const locale = await page.evaluate(() => navigator.language);
    const requested = localDay(quote.createdAt, locale);
    const target = localDay(targetDate, locale);
    const validUntil = localDay(inDays(9), locale);

    const staffContext = await browser.newContext({ viewport });
    const staff = await staffContext.newPage();
    await signInThroughModal(staff, 'staff');
    await staff.goto('/account/quote-requests');
    const request = tableRows(staff, 'Quote requests').filter({
      has: staff.getByRole('link', { name: String(id), exact: true }),
    });
    await expect(request.getByRole('cell').nth(2)).toHaveText(requested);
    await expect(request.getByRole('cell').nth(3)).toHaveText(target);
    await request.getByRole('link', { name: String(id), exact: true }).click();
    await expect(staff.getByText(`Target date: ${target}.`)).toBeVisible();
    await staff.getByRole('textbox', { name: `Price of ${a.sku}` }).fill('20');
    await staff.getByLabel('Valid until').fill(inDays(9));
    await staff.getByRole('button', { name: 'Send answer' }).click();
    await expect(staff.getByRole('status')).toHaveText(`Answer sent. The dealer can accept it until ${validUntil}.`);
    await staffContext.close();

    await openAsDealer(page, baseURL, '/account/quotes');
    const row = tableRows(page, 'Quotes').filter({ has: page.getByRole('link', { name: String(id), exact: true }) });
    await expect(row.getByRole('cell').nth(1)).toHaveText(requested);
    await expect(row.getByRole('cell').nth(2)).toHaveText(target);
    await expect(row.getByRole('cell').nth(5)).toHaveText(validUntil);
    await row.getByRole('link', { name: String(id), exact: true }).click();
    const facts = page.getByRole('definition');
    await expect(facts.nth(1)).toHaveText(requested);
    await expect(facts.nth(2)).toHaveText(target);
    await expect(facts.nth(3)).toHaveText(validUntil);
  });
}
