import { expect, test, type Page } from '@playwright/test';
import { createApiClient } from '../src/api/calls.ts';
import { company } from '../src/config/index.ts';
import { baseURL } from './support/env.ts';

/** A category with more than one page of subcategories (10 per page), from the catalogue itself. */
async function pagedCategory(): Promise<string> {
  const menu = await createApiClient({ baseUrl: baseURL, retry: 0 }).call('GetAllProducts', {});
  const category = menu.find((entry) => entry.subcategory.length > 10);
  if (!category) throw new Error('No category has two pages of subcategories');
  return category.category;
}

const mainMenu = (page: Page) => page.getByRole('navigation', { name: 'Main' });

test('a visitor goes from home through the mega menu, a category and its page 2 to a product', async ({ page }) => {
  const categoryName = await pagedCategory();
  await page.goto('/');
  await mainMenu(page).getByRole('button', { name: 'Products menu' }).click();
  await mainMenu(page).getByRole('link', { name: categoryName, exact: true }).click();

  await expect(page.getByRole('heading', { level: 1 })).toHaveText(categoryName);
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem')).toHaveText([
    'Home',
    categoryName,
  ]);
  const pager = page.getByRole('navigation', { name: `${categoryName} pages` });
  await expect(pager.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  await expect(page.locator('main .card-grid > li')).toHaveCount(10);

  await pager.getByRole('link', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/\/page\/2$/);
  await expect(pager.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  await expect(page.locator('link[rel=prev]')).toHaveAttribute(
    'href',
    new URL(page.url()).pathname.replace(/\/page\/2$/, ''),
  );

  const subcategory = page.locator('main .card-grid').getByRole('link').first();
  const subcategoryName = (await subcategory.getByRole('heading').textContent())?.trim() ?? '';
  await subcategory.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(subcategoryName);

  // Every product card names its MPN (the sku), the code a buyer orders by.
  const cards = page.locator('main .card-grid > li');
  await expect(cards.first()).toBeVisible();
  await expect(cards.filter({ hasText: /MPN: \S+/ })).toHaveCount(await cards.count());
  const product = page.locator('main .card-grid').getByRole('link').first();
  const productTitle = (await product.getByRole('heading').textContent())?.trim() ?? '';
  const mpn = /MPN: (\S+)/.exec((await product.textContent()) ?? '')?.[1] ?? '';
  await product.click();
  await expect(page).toHaveURL(/\/item\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(productTitle);
  await expect(page.getByRole('main')).toContainText(mpn);
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem');
  await expect(crumbs).toHaveText(['Home', categoryName, subcategoryName, productTitle]);
  await expect(crumbs.nth(2).getByRole('link', { name: subcategoryName })).toBeVisible();
  await expect(crumbs.nth(3).locator('[aria-current=page]')).toHaveText(productTitle);
});

test('the mega menu opens and closes by keyboard and keeps focus on its button', async ({ page }) => {
  await page.goto('/');
  const toggle = mainMenu(page).getByRole('button', { name: 'Products menu' });
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const panel = page.locator('#nav-panel-products');
  await expect(panel).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(panel.getByRole('link').first()).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(panel).toBeHidden();
  await expect(toggle).toBeFocused();
});

test('menu panels open on hover, and categories sit three to a column sorted by name', async ({ page }) => {
  await page.goto('/');
  await mainMenu(page).getByRole('link', { name: 'Products', exact: true }).hover();
  const panel = page.locator('#nav-panel-products');
  await expect(panel).toBeVisible();
  const columns = panel.locator('.mega-column');
  const names = await columns.evaluateAll((elements) =>
    elements.map((column) => [...column.querySelectorAll('.mega-heading')].map((link) => link.textContent ?? '')),
  );
  expect(names.every((column) => column.length <= 3)).toBe(true);
  const flat = names.flat();
  expect(flat).toEqual([...flat].sort((a, b) => a.localeCompare(b, 'en')));
  await mainMenu(page).getByRole('link', { name: 'Solutions', exact: true }).hover();
  await expect(page.locator('#nav-panel-solutions').getByRole('link', { name: 'Conference Rooms' })).toBeVisible();
});

test('the mobile menu opens by touch and closes with Escape', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 800 }, hasTouch: true });
  const page = await context.newPage();
  await page.goto('/');
  const menu = page.getByRole('button', { name: 'Menu', exact: true });
  await expect(mainMenu(page)).toBeHidden();
  await menu.tap();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await mainMenu(page).getByRole('button', { name: 'About menu' }).tap();
  await expect(mainMenu(page).getByRole('link', { name: 'Partners' })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');
  await expect(mainMenu(page)).toBeHidden();
  await expect(menu).toBeFocused();
  await context.close();
});

test('the header sticks past the content offset on wide screens, with a scroll-to-top button', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 700 });
  await page.goto('/new');
  await expect(page.locator('body')).toHaveClass(/page-loaded/);
  await expect(page.locator('main .card-grid > li')).toHaveCount(10);
  const header = page.getByRole('banner');
  const scrollTop = page.getByRole('button', { name: 'Scroll to top' });
  await expect(header).not.toHaveClass(/is-sticky/);
  await expect(scrollTop).toBeHidden();
  await page.mouse.wheel(0, 900);
  await expect(header).toHaveClass(/is-sticky/);
  await expect(scrollTop).toBeVisible();
  await scrollTop.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(scrollTop).toBeHidden();
});

test('the menus and the footer carry the links, address and hours of the spec', async ({ page }) => {
  await page.goto('/');
  const hrefs = (panel: string) =>
    page.locator(`#nav-panel-${panel} a`).evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect(await hrefs('support')).toEqual(['/support', company.helpPortalUrl]);
  expect(await hrefs('contact')).toEqual(expect.arrayContaining(['/contact', '/sales', '/press', '/support']));
  expect(await hrefs('about')).toEqual(
    expect.arrayContaining(['/company', '/catalog', '/blog', '/partners', '/company/terms']),
  );
  await expect(mainMenu(page).getByRole('link', { name: 'New Products' })).toHaveAttribute('href', '/new');
  await expect(mainMenu(page).getByRole('link', { name: 'Account', exact: true })).toBeHidden();

  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText(company.address);
  await expect(footer).toContainText('Monday to Friday 6:00 am to 5:00 pm Pacific, closed weekends and holidays');
  const footerLinks = await footer
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect(footerLinks).toEqual(expect.arrayContaining([company.storeUrl, '/new', '/casestudy', '/contact']));
});
