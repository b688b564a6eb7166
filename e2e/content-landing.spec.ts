import { expect, test, type Page } from '@playwright/test';
import { sql } from '../server/db/index.ts';
import { withCatalogDb } from './support/shop.ts';

const sectors = ['enterprise', 'government', 'restaurant', 'higherEducation', 'financial', 'entertainment'] as const;

/** Demo requests stored for an email address (the TechSupport path files them as `demo-request`). */
async function storedDemoRequests(email: string): Promise<Array<Record<string, unknown>>> {
  const { rows } = await withCatalogDb((db) =>
    sql<{ payload: string }>`
      SELECT payload FROM submissions WHERE kind = 'demo-request' AND payload LIKE ${`%${email}%`}`.execute(db),
  );
  return rows.map((row) => JSON.parse(row.payload) as Record<string, unknown>);
}

/** Focuses the demo form's first field, which wakes the island, and waits until it has hydrated. */
async function wakeDemoForm(page: Page) {
  await page.locator('#custom-demo').getByLabel('First name').click();
  await expect(page.locator('#custom-demo astro-island')).not.toHaveAttribute('ssr');
}

const sectionTop = (page: Page, id: string) =>
  page.evaluate((target) => document.getElementById(target)?.getBoundingClientRect().top ?? NaN, id);

test('the sector page buttons scroll to how it works, the matrix description and the demo form', async ({ page }) => {
  await page.goto('/flexmatrix/restaurant');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hospitality');
  const hero = page.locator('.landing-hero');
  for (const [name, id] of [
    ['See how it works', 'how-it-works'],
    ['Get a Custom Demo', 'custom-demo'],
    ['Go to the matrix description', 'matrix-description'],
  ] as const) {
    await page.evaluate(() => window.scrollTo(0, 0));
    await hero.getByRole('link', { name }).click();
    await expect(page.locator(`#${id}`)).toBeFocused();
    await expect(page.locator(`#${id}`)).toBeInViewport();
    expect(Math.abs(await sectionTop(page, id))).toBeLessThan(200);
  }
  for (const benefit of ['TAA Compliant', 'Reliability', 'Modularity', 'Ease of ownership']) {
    await expect(page.getByRole('heading', { level: 3, name: benefit, exact: true })).toBeVisible();
  }
  for (const model of ['FLEX-MF8X10', 'FLEX-MF16X20', 'FLEX-MF24X36', 'FLEX-MF24X60']) {
    await expect(page.getByRole('heading', { level: 3, name: model })).toBeVisible();
  }
  for (const feature of ['Speed', 'Scaling', 'Video Walls', 'Multi view', 'CEC', 'Audio Extraction']) {
    await expect(page.getByRole('heading', { level: 3, name: feature, exact: true })).toBeVisible();
  }
});

test('the scroll-to-top button of a landing page shows past 300 px and takes the visitor back up', async ({ page }) => {
  await page.goto('/aoc');
  const top = page.getByRole('button', { name: 'Scroll to top' });
  await page.evaluate(() => window.scrollTo(0, 250));
  await expect(top).toBeHidden();
  await page.evaluate(() => window.scrollTo(0, 350));
  await expect(top).toBeVisible();
  await top.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(top).toBeHidden();
  await page.getByRole('link', { name: 'Connect with sales' }).click();
  await expect(page.locator('#custom-demo')).toBeInViewport();
});

for (const sector of sectors) {
  test(`the demo form on /flexmatrix/${sector} stores a demo request and clears itself`, async ({ page }) => {
    const email = `demo-${sector.toLowerCase()}-${Date.now()}@integrator.example`;
    await page.goto(`/flexmatrix/${sector}`);
    const form = page.locator('#custom-demo form');
    await wakeDemoForm(page);
    await form.getByLabel('First name').fill('Dana');
    await form.getByLabel('Last name').fill('Rivera');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Phone').pressSequentially('(702) 555-0142 ext*#');
    await expect(form.getByLabel('Phone')).toHaveValue('7025550142');
    await form.getByRole('button', { name: 'Request a demo' }).click();
    await expect(form.getByRole('status')).toHaveText('Form submitted successfully!');
    await expect(form.getByLabel('First name')).toHaveValue('');
    await expect(form.getByLabel('Email')).toHaveValue('');
    expect(await storedDemoRequests(email)).toEqual([
      expect.objectContaining({ name: 'Dana Rivera', email, phone: '7025550142' }),
    ]);
  });
}

test('the demo form asks the browser for a first name and an email before sending', async ({ page }) => {
  await page.goto('/flexmatrix/enterprise');
  const form = page.locator('#custom-demo form');
  await wakeDemoForm(page);
  await form.getByRole('button', { name: 'Request a demo' }).click();
  const first = form.getByLabel('First name');
  await expect(first).toBeFocused();
  expect(await first.evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(true);
  await form.getByLabel('First name').fill('Dana');
  await form.getByRole('button', { name: 'Request a demo' }).click();
  await expect(form.getByLabel('Email')).toBeFocused();
  await expect(form.getByRole('status')).toHaveText('');
});

/** The sector cards wholly inside the carousel's frame, by title, left to right. */
const sectorsInView = (page: Page) =>
  page.locator('[data-sector-carousel] .swiper').evaluate((frame) => {
    const bounds = frame.getBoundingClientRect();
    return [...frame.querySelectorAll('.sector-card__title')]
      .filter((title) => {
        const card = title.closest('li')?.getBoundingClientRect();
        return card !== undefined && card.left >= bounds.left - 1 && card.right <= bounds.right + 1;
      })
      .map((title) => title.textContent?.trim() ?? '');
  });

/** The visitor's first move brings Swiper in once the strip is near; waits until it has taken the strip over. */
async function wakeSectorCarousel(page: Page) {
  const frame = page.locator('[data-sector-carousel] .swiper');
  await frame.scrollIntoViewIfNeeded();
  await page.mouse.move(5, 5);
  await expect(frame).toHaveClass(/swiper-initialized/);
}

for (const [width, perView] of [
  [1366, 4],
  [800, 2],
  [390, 1],
] as const) {
  test(`the sector carousel shows ${perView} sector${perView > 1 ? 's' : ''} at a time ${width} px wide`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/flexmatrix');
    await wakeSectorCarousel(page);
    await expect.poll(() => sectorsInView(page)).toHaveLength(perView);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  });
}

test('the sector carousel turns every 5 s, and its arrows move it and wrap around', async ({ page }) => {
  await page.clock.install();
  await page.setViewportSize({ width: 1366, height: 800 });
  await page.goto('/flexmatrix');
  const before = page.waitForRequest(/sector-swiper/);
  const frame = page.locator('[data-sector-carousel] .swiper');
  await frame.scrollIntoViewIfNeeded();
  await page.mouse.move(5, 5);
  // Swiper is started when the browser is idle (at the latest 2 s later).
  await page.clock.runFor(2000);
  await before;
  await expect(frame).toHaveClass(/swiper-initialized/);
  const [first, second, , , fifth, sixth] = await page.locator('.sector-card__title').allTextContents();
  await expect.poll(() => sectorsInView(page)).toEqual(expect.arrayContaining([first]));

  await page.clock.runFor(5000);
  await expect.poll(() => sectorsInView(page)).toEqual(expect.arrayContaining([second, fifth]));
  expect(await sectorsInView(page)).not.toContain(first);

  const next = page.getByRole('button', { name: 'Next sectors' });
  await next.click();
  await expect.poll(() => sectorsInView(page)).toContain(sixth);
  await next.click();
  await expect.poll(() => sectorsInView(page)).toContain(first);
  await page.getByRole('button', { name: 'Previous sectors' }).click();
  await expect.poll(() => sectorsInView(page)).toContain(sixth);
});
