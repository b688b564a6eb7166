import { describe, expect, it } from 'vitest';
import { isIndexable, pagePathOf, pagePathOfRendered } from './sitemap.ts';

describe('what the sitemap lists', () => {
  const noindex = new Set(['/landing/preview']);

  it('lists catalogue and content pages', () => {
    for (const path of [
      '/',
      '/cables',
      '/cables/page/2',
      '/cables/hdmi',
      '/item/AV-HD-EXT-4K',
      '/new',
      '/applications/classroom',
      '/support',
      '/pages/networkav',
      '/blog/page/2',
      '/flexmatrix/higherEducation',
    ]) {
      expect(isIndexable(path, noindex)).toBe(true);
    }
  });

  it('leaves out shells, private areas, unlinked indexes, the not-found page and noindex pages', () => {
    for (const path of [
      '/pages/404',
      '/404',
      '/item',
      '/search',
      '/account',
      '/account/info',
      '/secure/cart',
      '/imp',
      '/landing/preview',
      '/data/listing/cables/hdmi',
      '/data/facets.json',
      '/elements',
      '/pages',
    ]) {
      expect(isIndexable(path, noindex)).toBe(false);
    }
    expect(isIndexable('/searchlight', noindex)).toBe(true);
  });

  it('reads build page names as site paths', () => {
    expect(pagePathOf('')).toBe('/');
    expect(pagePathOf('cables/hdmi/')).toBe('/cables/hdmi');
  });

  it('names a page from the address of the file it is built as, as links and canonical URLs name it', () => {
    expect(pagePathOfRendered('/cables/hdmi.html')).toBe('/cables/hdmi');
    expect(pagePathOfRendered('/index.html')).toBe('/');
    expect(pagePathOfRendered('/')).toBe('/');
    expect(pagePathOfRendered('/item/AB.html.html')).toBe('/item/AB.html');
    expect(pagePathOfRendered('/cables/hdmi/')).toBe('/cables/hdmi');
  });
});
