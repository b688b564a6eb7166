import { expect, test } from '@playwright/test';
import { createApiClient } from '../src/api/calls.ts';
import { baseURL } from './support/env.ts';

const api = createApiClient({ baseUrl: baseURL, retry: 0 });
const isMapCode = (url: string) => /leaflet/i.test(url);

test('partner cards are grouped by region and turn over from the keyboard', async ({ page }) => {
  const partners = await api.call('GetPartners', {});
  const partner = partners.refEmea[0];
  if (!partner) throw new Error('The demo data has no EMEA partner');
  await page.goto('/partners');
  for (const region of ['North America', 'EMEA', 'South America', 'Asia']) {
    await expect(page.getByRole('heading', { level: 2, name: region, exact: true })).toBeVisible();
  }
  const card = page.getByRole('article', { name: partner.name });
  const picture = card.locator('img');
  await expect(picture).toHaveAttribute('src', partner.logo);
  await expect(card).toContainText(partner.city);
  const flip = card.getByRole('button', { name: `Contact details of ${partner.name}` });
  const email = card.getByRole('link', { name: partner.email });
  await expect(email).not.toBeInViewport();
  await flip.focus();
  await page.keyboard.press('Enter');
  await expect(flip).toHaveAttribute('aria-expanded', 'true');
  await expect(card).toHaveClass(/is-flipped/);
  await expect(email).toHaveAttribute('href', `mailto:${partner.email}`);
  await expect(
    card.getByRole('link', { name: new RegExp(partner.url.replace(/^https?:\/\//, '').replace(/\./g, '\\.')) }),
  ).toHaveAttribute('target', '_blank');
  await page.keyboard.press('Space');
  await expect(flip).toHaveAttribute('aria-expanded', 'false');
  // The partner's office front is an uploaded photo: the browser loads one of its AVIF/WebP variants.
  await expect
    .poll(() =>
      picture.evaluate((img: HTMLImageElement) => (img.complete && img.naturalWidth > 0 ? img.currentSrc : '')),
    )
    .toMatch(/\/uploads\/partners\/[^?]+\.jpg\?w=\d+&fm=(avif|webp)$/);
});

test('the map loads only when it scrolls into view, and gives way to a static fallback without tiles', async ({
  page,
}) => {
  // Tiles come from OpenStreetMap; refusing them is what a visitor behind a strict network sees.
  await page.route(/tile\.openstreetmap\.org/, (route) => route.abort());
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  await page.goto('/partners');
  await page.waitForLoadState('networkidle');
  expect(requested.filter(isMapCode), 'no map code before the map is in view').toEqual([]);
  await expect(page.getByText('The map could not load.')).toBeHidden();

  await page.getByRole('region', { name: 'Map of our headquarters' }).scrollIntoViewIfNeeded();
  // Once hidden the map leaves the accessibility tree, so it is followed by its marker attribute.
  const map = page.locator('[data-partner-map]');
  await expect(map).toHaveAttribute('data-ready', 'true');
  expect(requested.some(isMapCode)).toBe(true);
  await expect(map.locator('.leaflet-container, .leaflet-pane').first()).toBeAttached();
  await expect(page.getByRole('heading', { name: 'Our headquarters' })).toBeVisible();
  // A blocked tile host leaves no grey box: the address and a link to the map take its place.
  await expect(page.getByText('The map could not load.')).toBeVisible();
  await expect(map).toBeHidden();
  await expect(page.getByRole('link', { name: 'Open our location on OpenStreetMap' })).toHaveAttribute(
    'href',
    /^https:\/\/www\.openstreetmap\.org\/\?mlat=36\.0716&mlon=-115\.2074/,
  );
  await expect(page.getByRole('article').first()).toBeVisible();
});
