import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { baseURL } from './support/env.ts';
import { builtFile, decoded, jsonLdBlocks, publicPages } from './support/built-pages.ts';
import { jsonLdProblems } from './support/json-ld-rules.ts';
import { samplesFor } from './support/samples.ts';

/** The JSON-LD objects of a built page by type, each parsed; a block that does not parse throws. */
function structuredData(path: string, html = readFileSync(builtFile(path), 'utf8')) {
  return jsonLdBlocks(html).map((json) => JSON.parse(json) as { '@type': string } & Record<string, unknown>);
}

/** The names of a page's visible breadcrumb trail, in order. */
const visibleTrail = (html: string) =>
  [
    ...(/<nav class="breadcrumb"[^>]*>(.*?)<\/nav>/s.exec(html)?.[1] ?? '').matchAll(
      /<li>(?:<a [^>]*>|<span [^>]*>)([^<]*)</g,
    ),
  ].map(([, name = '']) => decoded(name));

test('the structured data of every public page meets what search engines require', async ({ request }) => {
  test.setTimeout(120_000);
  const problems: string[] = [];
  for (const { path, html } of await publicPages(request)) {
    for (const json of jsonLdBlocks(html)) {
      let data: unknown;
      try {
        data = JSON.parse(json);
      } catch (error) {
        problems.push(`${path}: JSON-LD does not parse: ${String(error)}`);
        continue;
      }
      problems.push(...jsonLdProblems(data).map((problem) => `${path}: ${problem}`));
    }
    const trail = visibleTrail(html);
    if (trail.length === 0) continue;
    const crumbs = structuredData(path, html).find((data) => data['@type'] === 'BreadcrumbList');
    const names = (crumbs?.itemListElement as { name: string }[] | undefined)?.map((item) => item.name);
    if (JSON.stringify(names) !== JSON.stringify(trail))
      problems.push(`${path}: BreadcrumbList ${JSON.stringify(names)} differs from the trail ${JSON.stringify(trail)}`);
  }
  expect(problems).toEqual([]);
});

test('catalogue pages, home and articles carry the structured data of their kind', async () => {
  const samples = await samplesFor(baseURL);
  const expected: [string, string][] = [
    [samples.category, 'BreadcrumbList'],
    [samples.subcategory, 'BreadcrumbList'],
    [`${samples.pagedCategory}/page/2`, 'BreadcrumbList'],
    [`/item/${samples.richItem}`, 'BreadcrumbList'],
    [`/item/${samples.richItem}`, 'Product'],
    [`/applications/${samples.solution}`, 'BreadcrumbList'],
    ['/new', 'BreadcrumbList'],
    ['/', 'Organization'],
    [samples.blogPost, 'BlogPosting'],
    [samples.newsArticle, 'NewsArticle'],
  ];
  const missing = expected.filter(([path, type]) => !structuredData(path).some((data) => data['@type'] === type));
  expect(missing.map(([path, type]) => `${path} has no ${type}`)).toEqual([]);
});
