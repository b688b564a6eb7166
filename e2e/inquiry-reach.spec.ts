import { expect, test, type Page } from '@playwright/test';
import { baseURL } from './support/env.ts';
import { samplesFor } from './support/samples.ts';

/** Follows the Inquire link of the first product card of `path`, returning that product's title. */
async function inquireFromListing(page: Page, path: string): Promise<string> {
  await page.goto(path);
  const inquire = page
    .getByRole('main')
    .getByRole('link', { name: /^Inquire about / })
    .first();
  const title = ((await inquire.textContent()) ?? '').replace(/^Inquire about /, '').trim();
  await inquire.click();
  await expect(page).toHaveURL(/\/inquireproduct\/?$/);
  return title;
}

for (const viewport of [
  { width: 1366, height: 768 },
  { width: 390, height: 844 },
]) {
  test(`a listing's Inquire link opens the inquiry with that product at ${viewport.width} px`, async ({ page }) => {
    const { subcategory } = await samplesFor(baseURL);
    await page.setViewportSize(viewport);
    for (const path of ['/new', subcategory]) {
      const title = await inquireFromListing(page, path);
      const main = page.getByRole('main');
      await expect(main).toContainText(`Item name${title}`);
      await expect(main.getByRole('form', { name: 'Product inquiry' })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    }
  });
}

for (const width of [1024, 1366, 1920]) {
  test(`the inquiry form gets the page's width beside the Contact menu at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await inquireFromListing(page, '/new');
    const form = page.getByRole('form', { name: 'Product inquiry' });
    const menu = page.getByRole('navigation', { name: 'Contact' });
    const [formBox, menuBox] = [await form.boundingBox(), await menu.boundingBox()];
    if (!formBox || !menuBox) throw new Error('The inquiry page is not laid out');
    expect(formBox.width, 'form width').toBeGreaterThanOrEqual(560);
    expect(menuBox.width, 'menu width').toBeLessThan(formBox.width);
    expect(menuBox.x + menuBox.width, 'menu beside the form').toBeLessThanOrEqual(formBox.x);
  });
}

for (const viewport of [
  { width: 1366, height: 768 },
  { width: 390, height: 844 },
]) {
  test(`the item page's Inquire button chooses the Inquire Product tab and scrolls its form into view at ${viewport.width} px`, async ({
    page,
  }) => {
    const { richItem } = await samplesFor(baseURL);
    await page.setViewportSize(viewport);
    await page.goto(`/item/${richItem}`);
    await page.getByRole('main').getByRole('link', { name: 'Inquire', exact: true }).click();
    const tab = page.getByRole('tab', { name: 'Inquire Product', exact: true });
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    await expect(tab).toBeFocused();
    const form = page.getByRole('tabpanel', { name: 'Inquire Product' });
    await expect(form.getByRole('textbox', { name: 'First name' })).toBeInViewport();
    // The tab row lands below the header, which stays on top on wide screens, not under it.
    await expect
      .poll(async () => {
        const header = await page.locator('[data-site-header]').boundingBox();
        const tabTop = (await tab.boundingBox())?.y ?? -1;
        return header && header.y + header.height <= tabTop && tabTop < viewport.height / 2;
      })
      .toBe(true);
  });
}
