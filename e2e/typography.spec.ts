import { expect, test, type Page } from '@playwright/test';
import { baseURL } from './support/env.ts';
import { samplesFor } from './support/samples.ts';
import { signInBeforeLoad } from './support/visitor.ts';

/**
 * One typography: every weight and style the pages' text asks for is a loaded face of the
 * self-hosted family, so nothing is drawn in faux bold or in a system fallback.
 */
test('every font weight and style used on the main templates is a loaded Barlow face', async ({ page }) => {
  const { category, richItem, blogPost } = await samplesFor(baseURL);
  for (const path of ['/', category, `/item/${richItem}`, '/support', '/flexmatrix', '/partners', blogPost]) {
    await page.goto(path);
    const { used, loaded, bodyFamily } = await page.evaluate(async () => {
      await document.fonts.ready;
      const faces = new Set<string>();
      for (const element of document.querySelectorAll<HTMLElement>('body *')) {
        const text = [...element.childNodes].some((node) => node.nodeType === 3 && node.textContent?.trim());
        if (!text || element.getClientRects().length === 0) continue;
        const style = getComputedStyle(element);
        faces.add(`${style.fontStyle} ${style.fontWeight} ${style.fontFamily.split(',')[0]?.replaceAll('"', '')}`);
      }
      await document.fonts.ready;
      const ready = [...document.fonts]
        .filter((face) => face.status === 'loaded')
        .map((face) => `${face.style} ${face.weight} ${face.family.replaceAll('"', '')}`);
      return { used: [...faces].sort(), loaded: ready, bodyFamily: getComputedStyle(document.body).fontFamily };
    });
    expect(bodyFamily, path).toMatch(/^"?Barlow"?,/);
    const monospace = (face: string) => /monospace/.test(face);
    expect(
      used.filter((face) => !monospace(face) && !loaded.includes(face)),
      `${path}: faces used but not loaded`,
    ).toEqual([]);
  }
});

/** A font file's name without the build's hash (`barlow-core-400-normal`). */
const fontName = (url: string) => url.replace(/^.*\/([\w-]+?)\.[\w-]+\.woff2$/, '$1');

/** The font files a page fetched, by name without the build's hash (`barlow-core-400-normal`). */
async function fontsFetched(page: Page, path: string): Promise<string[]> {
  const fetched: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font') fetched.push(fontName(request.url()));
  });
  await page.goto(path);
  await page.evaluate(() => document.fonts.ready);
  page.removeAllListeners('request');
  return fetched.sort();
}

test('a page in plain English fetches only the small core font files', async ({ page }) => {
  const { category } = await samplesFor(baseURL);
  const fetched = await fontsFetched(page, category);
  expect(fetched).toContain('barlow-core-400-normal');
  expect(fetched.filter((name) => !name.startsWith('barlow-core-'))).toEqual([]);
});

test('accented names fetch the small accent files, not the full Latin ones, and are set in Barlow', async ({
  page,
}) => {
  const fetched = await fontsFetched(page, '/partners');
  expect(fetched).toContain('barlow-accents-400-normal');
  expect(fetched.filter((name) => !/^barlow-(core|accents)-/.test(name))).toEqual([]);
  const face = await page.evaluate(() => {
    const address = [...document.querySelectorAll('address')].find((element) =>
      /[À-ÿ]/.test(element.textContent ?? ''),
    );
    return address ? getComputedStyle(address).fontFamily : '';
  });
  expect(face).toMatch(/^"?Barlow"?,/);
});

test('every font a page preloads is a face its text uses', async ({ page }) => {
  const { category, richItem } = await samplesFor(baseURL);
  for (const path of ['/', category, `/item/${richItem}`, '/company', '/contact']) {
    await page.goto(path);
    const { preloaded, loaded } = await page.evaluate(async () => {
      await document.fonts.ready;
      return {
        // The face's weight and style from the file's name (`barlow-core-700-normal.<hash>.woff2`).
        preloaded: [...document.querySelectorAll<HTMLLinkElement>('link[rel=preload][as=font]')].map((link) =>
          link.href.replace(/^.*-(\d{3})-(normal|italic)\.[\w-]+\.woff2$/, '$2 $1'),
        ),
        loaded: [...document.fonts]
          .filter((face) => face.status === 'loaded')
          .map((face) => `${face.style} ${face.weight}`),
      };
    });
    expect(preloaded.length, path).toBeGreaterThan(0);
    expect(
      preloaded.filter((face) => !loaded.includes(face)),
      `${path}: preloaded but not used`,
    ).toEqual([]);
  }
});

/** The families that drew the text of every element on the page, as Chromium reports them. */
async function familiesDrawn(page: Page): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument', { depth: -1 });
  const { nodeIds } = await cdp.send('DOM.querySelectorAll', { nodeId: root.nodeId, selector: 'body *' });
  const families = new Set<string>();
  for (const nodeId of nodeIds) {
    const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
    for (const font of fonts) families.add(font.isCustomFont ? `${font.familyName} (self-hosted)` : font.familyName);
  }
  await cdp.detach();
  return [...families].sort();
}

test('a dealer’s controls and tables are set in Barlow alone, from its small files', async ({ page }) => {
  const { richItem } = await samplesFor(baseURL);
  await signInBeforeLoad(page, baseURL);
  const pages = [
    // The quantity stepper's minus and the wishlist toggle's heart.
    { path: `/item/${richItem}`, ready: page.getByRole('button', { name: 'Decrease quantity' }).first() },
    // The sort marks of an account table.
    { path: '/account/history', ready: page.getByRole('button', { name: 'Category' }) },
  ];
  const fetched: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font') fetched.push(fontName(request.url()));
  });
  for (const { path, ready } of pages) {
    await page.goto(path);
    await expect(ready).toBeVisible();
    await page.evaluate(() => document.fonts.ready);
    expect(
      fetched.filter((name) => !/^barlow-(core|accents)-/.test(name)),
      path,
    ).toEqual([]);
    const drawn = await familiesDrawn(page);
    expect(
      drawn.filter((family) => !/^Barlow.* \(self-hosted\)$/.test(family)),
      `${path}: text drawn in another font`,
    ).toEqual([]);
  }
});
