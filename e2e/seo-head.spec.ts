import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { FALLBACK_DESCRIPTION, MIN_DESCRIPTION } from '../src/lib/seo.ts';
import { metaOf, publicPages } from './support/built-pages.ts';
import { baseURL } from './support/env.ts';
import { samplesFor } from './support/samples.ts';

test('every public page has a description of its own, each page of a list too', async ({ request }) => {
  const pages = await publicPages(request);
  const byPath = new Map(pages.map(({ path, html }) => [path, metaOf(html, 'description') ?? '']));
  const problems = [...byPath].flatMap(([path, description]) => {
    if (description === FALLBACK_DESCRIPTION) return [`${path}: the generic description`];
    if (description.length < MIN_DESCRIPTION) return [`${path}: "${description}" is under ${MIN_DESCRIPTION}`];
    const paged = /^(.*)\/page\/(\d+)$/.exec(path);
    if (!paged) return [];
    const [, listPath = '', number = ''] = paged;
    if (description === byPath.get(listPath || '/')) return [`${path}: the description of page 1`];
    return description.includes(`Page ${number} of `) ? [] : [`${path}: "${description}" does not name its page`];
  });
  expect(problems).toEqual([]);
  expect([...byPath.keys()].some((path) => path.includes('/page/'))).toBe(true);
});

test('every public page tells social sites its kind and picture, for a large card', async ({ request }) => {
  const samples = await samplesFor(baseURL);
  const kinds: Record<string, string> = {
    '/': 'website',
    [samples.subcategory]: 'website',
    [`/item/${samples.richItem}`]: 'product',
    [samples.blogPost]: 'article',
    [samples.newsArticle]: 'article',
  };
  const problems = (await publicPages(request)).flatMap(({ path, html }) => {
    const type = metaOf(html, 'og:type');
    const image = metaOf(html, 'og:image') ?? '';
    return [
      !['website', 'article', 'product'].includes(type ?? '') && `${path}: og:type ${type}`,
      kinds[path] && type !== kinds[path] && `${path}: og:type ${type}, not ${kinds[path]}`,
      !/^https?:\/\/[^/]+\/\S+/.test(image) && `${path}: og:image "${image}"`,
      metaOf(html, 'twitter:card') !== 'summary_large_image' && `${path}: twitter:card ${metaOf(html, 'twitter:card')}`,
    ].filter((problem) => typeof problem === 'string');
  });
  expect(problems).toEqual([]);
});

test("the site's card is a 1200×630 picture the site serves", async ({ request }) => {
  const home = await (await request.get('/')).text();
  const card = new URL(metaOf(home, 'og:image') ?? '').pathname;
  const response = await request.get(card);
  expect(response.headers()['content-type']).toBe('image/png');
  const { width, height } = await sharp(await response.body()).metadata();
  expect({ width, height }).toEqual({ width: 1200, height: 630 });
});

test('search result pages are kept out of search engines', async ({ request }) => {
  for (const address of ['/search', '/search/hdmi']) {
    const response = await request.get(address);
    expect(response.status(), address).toBe(200);
    expect(metaOf(await response.text(), 'robots'), address).toBe('noindex');
  }
});
