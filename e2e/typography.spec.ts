import { expect, test, type Page } from '@playwright/test';
import { baseURL } from './support/env.ts';
import { samplesFor } from './support/samples.ts';

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

/** The font files a page fetched, by name without the build's hash (`barlow-core-400-normal`). */
async function fontsFetched(page: Page, path: string): Promise<string[]> {
  const fetched: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font') fetched.push(request.url().replace(/^.*\/([\w-]+?)\.[\w-]+\.woff2$/, '$1'));
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
