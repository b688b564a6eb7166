import { describe, expect, it } from 'vitest';
import type { Catalog } from '../../../src/lib/catalog-types.ts';
import type { SiteContent } from '../../../src/lib/content-types.ts';
import { siteDataProblems } from './site-data-problems.ts';
import type { Product } from '../../../src/lib/catalog-types.ts';

const hdmi = { name: 'HDMI', path: '/cables/hdmi' };
const cables = { id: 1, name: 'Cables', slug: 'cables', path: '/cables', subcategories: [hdmi] };

const product = (sku: string, changes: Partial<Product> = {}) =>
  ({ sku, title: `Cable ${sku}`, parent: { name: 'Cables', path: '/cables' }, child: hdmi, ...changes }) as Product;

function site(products: Product[], content: Partial<SiteContent> = {}) {
  const catalog = { categories: [cables], products: new Map(products.map((p) => [p.sku, p])), solutions: [] };
  return { catalog: catalog as unknown as Catalog, content: { blog: [], news: [], partners: [], ...content } };
}

const post = { id: 7, title: 'Choosing HDMI', date: '2026-01-01', html: '<p>Read me</p>' };

describe('what a page needs of each record', () => {
  it('passes records a page can show', () => {
    expect(siteDataProblems(site([product('AV-1')], { blog: [post] as SiteContent['blog'] }))).toEqual([]);
  });

  it('names the call, the sku and the field of an empty title', () => {
    expect(siteDataProblems(site([product('AV-1', { title: '  ' })]))).toEqual([
      'GetItemDetails sku AV-1: title is empty',
    ]);
  });

  it('refuses a product filed under a category the menu does not know', () => {
    const stray = product('AV-2', { child: { name: 'Optical', path: '/cables/optical' } });
    expect(siteDataProblems(site([stray]))).toEqual([
      'GetItemDetails sku AV-2: category Cables › Optical is not in the menu',
    ]);
  });

  it('refuses a blog post or news article left without text by the cleaning, or without a date', () => {
    const blog = [{ ...post, html: ' ', date: 'soon' }] as SiteContent['blog'];
    const news = [{ id: 3, title: '', date: '2026-02-01', html: '<p>x</p>' }] as SiteContent['news'];
    expect(siteDataProblems(site([], { blog, news }))).toEqual([
      'GetBlogDetail id 7: body is empty after cleaning',
      'GetBlogDetail id 7: date "soon" is not a date',
      'GetNewsDetails id 3: title is empty',
    ]);
  });

  it('lists twenty problems and counts the rest', () => {
    const problems = siteDataProblems(site(Array.from({ length: 25 }, (_, i) => product(`AV-${i}`, { title: '' }))));
    expect(problems).toHaveLength(21);
    expect(problems.at(-1)).toBe('… and 5 more');
  });
});
