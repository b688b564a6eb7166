import { expect, test, type Page } from '@playwright/test';
import { field, fill, storedSubmission } from './support/forms.ts';
import { signInThroughModal } from './support/shop.ts';

/**
 * The signal-path finder: from a job typed in the search box to a kit in a dealer's cart, an
 * anonymous enquiry naming a kit from a shared address, and the form's own states, at desktop and
 * phone widths. The answers are the demo catalogue's (see src/features/finder/jobs.fixture.json).
 */

const results = (page: Page) => page.getByRole('region', { name: /^(Solutions|Nothing meets every need) for/ });
const kits = (page: Page) =>
  results(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading') });

async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()?.width ?? 0,
  );
}

for (const width of [1366, 390]) {
  test.describe(`at ${width} px`, () => {
    test('a job typed in the search box opens the finder, and a dealer puts the whole kit in the cart', async ({
      page,
    }) => {
      await signInThroughModal(page, 'dealer');
      await page.setViewportSize({ width, height: 844 });
      const box = page.getByRole('banner').getByRole('combobox', { name: 'Search products' });
      await box.fill('hdmi 1x4 4k 15m');
      const first = page.getByRole('option').first();
      await expect(first).toHaveText('Find a solution for HDMI, 4K30, 15 m, 1 × 4');
      await box.press('ArrowDown');
      await expect(first).toHaveAttribute('aria-selected', 'true');
      await box.press('Enter');

      await expect(page).toHaveURL(/\/finder\?source=HDMI&picture=4K30&distance=15&unit=m&displays=4$/);
      await expect(page.getByRole('combobox', { name: 'Resolution and refresh' })).toHaveValue('4K30');
      await expect(page.getByRole('textbox', { name: 'Displays' })).toHaveValue('4');
      const kit = kits(page).first();
      await expect(kit.getByRole('heading')).toHaveText('1. 1x4 HDMI splitter + 4 × HDMI cable: 15 m at 4K30');
      await expect(kit.getByRole('link', { name: '1x4 HDMI Scaling Splitter, 4K30' })).toBeVisible();
      await expect(kit.getByRole('link', { name: 'High Speed HDMI Cable, 15 m' })).toBeVisible();
      await expectNoSidewaysScroll(page);

      await kit.getByRole('button', { name: 'Add the kit to the cart' }).click();
      await kit.getByRole('link', { name: 'Go to cart' }).click();
      await expect(page.getByRole('heading', { name: 'Cart', level: 1 })).toBeVisible();
      const line = (sku: string) => page.getByRole('listitem').filter({ hasText: `MPN: ${sku}` });
      await expect(line('AV-HD-SCS-4K30-14').getByRole('textbox', { name: 'Quantity' })).toHaveValue('1');
      await expect(line('AV-HD-CBL-HS15M').getByRole('textbox', { name: 'Quantity' })).toHaveValue('4');
    });

    test('anyone sends one enquiry naming a kit from a shared address', async ({ page }) => {
      await page.setViewportSize({ width, height: 844 });
      await page.goto('/finder?source=HDMI&picture=4K60+4%3A2%3A0&distance=70&unit=m');
      const kit = kits(page).first();
      await expect(kit.getByRole('heading')).toHaveText('1. HDMI pair: 70 m at 4K60, with RS-232 and IR');
      await expect(kit.getByRole('button', { name: 'Add the kit to the cart' })).toHaveCount(0);
      await kit.getByRole('button', { name: 'Send an enquiry about this kit' }).click();
      const form = kit.getByRole('form', { name: 'Product inquiry' });
      const email = `finder-${width}-${Date.now()}@example.com`;
      await fill(form, [
        ['First name', 'Fay'],
        ['Last name', 'Finder'],
        ['Company', 'Fay AV'],
        ['Phone', '3105550123'],
        ['Email', email],
        ['Question', 'Lead time for two kits?'],
      ]);
      await expectNoSidewaysScroll(page);
      await form.getByRole('button', { name: 'Submit' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Form submitted successfully!' })).toBeVisible();
      expect(await storedSubmission('product-enquiry', email)).toMatchObject({
        SKU: 'AV-HD-LR-4K70',
        Title: 'Kit: HDMI pair: 70 m at 4K60, with RS-232 and IR',
        URL: expect.stringMatching(/\/finder\?source=HDMI&picture=4K60\+4%3A2%3A0&distance=70&unit=m$/),
        EnquiryText: 'Lead time for two kits?',
      });
    });
  });
}

test('the form by keyboard: a bad distance is named, a job nothing meets shows the nearest', async ({ page }) => {
  await page.goto('/finder');
  await expect(page.getByText('State the job above')).toBeVisible();
  const form = page.getByRole('form', { name: 'State the job' });
  await form.getByRole('combobox', { name: 'Resolution and refresh' }).selectOption('4K60 4:4:4');
  const distance = field(form, 'Distance');
  await distance.fill('seventy');
  await distance.press('Tab');
  await expect(form.getByText('Enter a distance above 0 and up to 10000, e.g. 70')).toBeVisible();
  await distance.fill('70');
  await distance.press('Enter');

  await expect(page).toHaveURL(/\/finder\?source=HDMI&picture=4K60\+4%3A4%3A4&distance=70&unit=m$/);
  await expect(results(page).getByRole('heading', { level: 2 })).toHaveText(
    'Nothing meets every need for HDMI, 4K60 4:4:4, 70 m',
  );
  const nearest = kits(page).first();
  await expect(nearest.getByRole('heading')).toHaveText('Nearest: HDMI pair: 70 m at 4K60, with RS-232 and IR');
  await expect(nearest).toContainText('Does not meet: 4K60, 4:4:4 not stated');

  await page.goBack();
  await expect(page).toHaveURL(/\/finder$/);
  await expect(page.getByText('State the job above')).toBeVisible();
});
