import { expect, test, type Locator, type Page } from '@playwright/test';
import { accountMenu } from '../src/features/account/account-menu.ts';
import { baseURL } from './support/env.ts';
import { signInBeforeLoad } from './support/visitor.ts';

const productsToggle = (page: Page) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Products menu' });
const productsPanel = (page: Page) => page.locator('#nav-panel-products');

/** True when the whole of `target` lies inside the window. */
const fullyInWindow = (target: Locator) =>
  target.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return box.top >= 0 && box.left >= 0 && box.bottom <= window.innerHeight && box.right <= window.innerWidth;
  });

/** How many lines the visible text of `target` takes (text boxes whose tops differ by half a line or more). */
const textLines = (target: Locator) =>
  target.evaluate((element) => {
    const tops: number[] = [];
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      // Text kept for screen readers only sits in a 1 px box.
      if (!node.textContent?.trim() || (node.parentElement?.getBoundingClientRect().width ?? 0) <= 1) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const rect of range.getClientRects()) if (rect.width > 0) tops.push(rect.top);
    }
    tops.sort((a, b) => a - b);
    return tops.filter((top, index) => index === 0 || top - (tops[index - 1] ?? top) >= 9).length;
  });

for (const viewport of [
  { width: 1366, height: 768 },
  { width: 1024, height: 600 },
]) {
  test(`every Products link is reached by keyboard at ${viewport.width}×${viewport.height}`, async ({ page }) => {
    // One Tab press and one check for each of the catalogue's hundred-odd links.
    test.setTimeout(150_000);
    await page.setViewportSize(viewport);
    await page.goto('/');
    await productsToggle(page).focus();
    await page.keyboard.press('Enter');
    const links = productsPanel(page).getByRole('link');
    const count = await links.count();
    expect(count).toBeGreaterThan(60);
    await page.keyboard.press('Tab');
    for (let index = 0; index < count; index += 1) {
      const link = links.nth(index);
      await expect(link).toBeFocused();
      expect(await fullyInWindow(link), `${await link.textContent()} is inside the window`).toBe(true);
      await page.keyboard.press('Tab');
    }
  });

  test(`the Products panel scrolls within the window under the pointer at ${viewport.width}×${viewport.height}`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto('/');
    await productsToggle(page).click();
    const panel = productsPanel(page);
    await expect(panel).toBeVisible();
    const box = await panel.boundingBox();
    if (!box) throw new Error('The Products panel is not laid out');
    expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
    const last = panel.getByRole('link').last();
    const href = await last.getAttribute('href');
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await expect(async () => {
      await page.mouse.wheel(0, 400);
      expect(await fullyInWindow(last)).toBe(true);
    }).toPass();
    await last.click();
    await expect(page).toHaveURL((url) => url.pathname.replace(/\/$/, '') === href?.replace(/\/$/, ''));
  });
}

test('internal links open in place; only outbound ones open a new window, and say so', async ({ page }) => {
  await signInBeforeLoad(page, baseURL);
  await page.goto('/');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Profile', exact: true })).toBeVisible();
  const newWindow = page.locator('a[target="_blank"]');
  for (const link of await newWindow.all()) {
    expect(await link.getAttribute('href'), 'a link that opens a new window leaves the site').toMatch(/^https?:\/\//);
    await expect(link).toContainText('(opens in a new window)');
    await expect(link.locator('svg.outbound__icon')).toHaveCount(1);
  }
  expect(await newWindow.count()).toBeGreaterThan(0);
  const internal = page.locator('header a[href^="/"], footer a[href^="/"]');
  expect(await internal.count()).toBeGreaterThan(100);
  expect(await internal.evaluateAll((links) => links.filter((link) => link.hasAttribute('target')).length)).toBe(0);
});

test('each Account menu entry opens the page of its name', async ({ page }) => {
  await signInBeforeLoad(page, baseURL);
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto('/new');
  const main = page.getByRole('navigation', { name: 'Main' });
  for (const entry of accountMenu.filter((link) => link.href !== '/logout')) {
    await main.getByRole('button', { name: 'Account menu' }).click();
    await main.getByRole('link', { name: entry.name, exact: true }).click();
    await expect(page).toHaveURL((url) => url.pathname.replace(/\/$/, '') === entry.href);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      entry.name === 'Shipments' ? 'Shipments' : new RegExp(`^${entry.name}$`, 'i'),
    );
  }
});

for (const width of [1366, 390]) {
  test(`the signed-in top bar shows Cart and Profile on one line at ${width} px`, async ({ page }) => {
    await signInBeforeLoad(page, baseURL);
    await page.setViewportSize({ width, height: 844 });
    await page.goto('/new');
    const banner = page.getByRole('banner');
    const profile = banner.getByRole('link', { name: 'Profile', exact: true });
    await expect(profile).toHaveAttribute('href', '/account/info');
    const cart = banner.getByRole('link', { name: /^Cart/ });
    await expect(cart).toHaveAttribute('href', '/secure/cart');
    const phone = banner.locator('.topbar-phone');
    for (const part of [phone, cart, profile]) {
      expect(await textLines(part), `${await part.textContent()} on one line`).toBe(1);
      const box = await part.boundingBox();
      expect((box?.x ?? Infinity) + (box?.width ?? 0)).toBeLessThanOrEqual(width);
    }
    const middles = await Promise.all(
      [phone, cart, profile].map(async (part) => {
        const box = await part.boundingBox();
        return (box?.y ?? 0) + (box?.height ?? 0) / 2;
      }),
    );
    expect(Math.max(...middles) - Math.min(...middles)).toBeLessThan(10);
  });
}
