import { expect, test } from '@playwright/test';
import { productWhere } from './support/catalog-db.ts';

test('the support hub finds a product’s downloads by sku and links warranty, FAQ and phone', async ({ page }) => {
  const { sku } = await productWhere(
    `p.subcategory_id IS NOT NULL AND EXISTS (SELECT 1 FROM product_files f WHERE f.sku = p.sku AND f.file_path ILIKE '%datasheet.pdf')`,
  );
  await page.goto('/support');
  await expect(page.getByRole('heading', { level: 1, name: 'Tech Support' })).toBeVisible();
  const downloads = page.getByRole('search', { name: 'Manuals, firmware and downloads' });
  await downloads.getByRole('textbox', { name: 'Sku' }).fill(sku);
  await downloads.getByRole('button', { name: 'Find downloads' }).click();
  await expect(page).toHaveURL(new RegExp(`/item/${sku}$`));
  await expect(
    page.getByRole('tab', { name: 'Downloads' }).or(page.getByRole('heading', { level: 1 })),
  ).not.toHaveCount(0);

  await page.goto('/support');
  for (const [name, href] of [
    ['Read the warranty and return steps', '/warranty'],
    ['Browse the FAQ', '/faq'],
  ] as const) {
    await page.getByRole('link', { name }).click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.goBack();
  }
  await expect(page.getByRole('link', { name: '1-888-555-0142' }).first()).toHaveAttribute('href', 'tel:18885550142');
  await expect(page.getByRole('combobox', { name: 'Country' })).toHaveValue('');
});

test('every footer link to a page of the site opens a page, including warranty, terms and privacy', async ({
  page,
}) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  const hrefs = await footer
    .getByRole('link')
    .evaluateAll((links) =>
      links.map((link) => link.getAttribute('href') ?? '').filter((href) => href.startsWith('/')),
    );
  expect(hrefs).toEqual(expect.arrayContaining(['/warranty', '/company/terms', '/company/privacy', '/signup']));
  for (const href of new Set(hrefs.map((href) => href.split('#')[0] ?? href))) {
    const answer = await page.request.get(href);
    expect(answer.status(), href).toBe(200);
  }
  await expect(footer.getByRole('link', { name: 'LinkedIn' })).toHaveAttribute(
    'href',
    /^https:\/\/www\.linkedin\.com\//,
  );
});
