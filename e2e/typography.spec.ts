import { expect, test } from '@playwright/test';
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
