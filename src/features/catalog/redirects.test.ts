import { describe, expect, it } from 'vitest';
import { formatRedirects, siteHeaders, siteRedirects } from './redirects.ts';

const products = [
  { sku: 'AV-HD-EXT-4K', compactSku: 'AVHDEXT4K', hasPage: true },
  { sku: 'PLAIN1', compactSku: 'PLAIN1', hasPage: true },
  { sku: 'AV-ACC-RK1', compactSku: 'AVACCRK1', hasPage: false },
];

describe('redirect rules', () => {
  const text = formatRedirects(siteRedirects({ products, builtPaths: new Set(['/search', '/cables']) }));
  const lines = text.trim().split('\n');

  it('sends /item?id=X to the item page', () => {
    expect(lines[0]).toBe('/item id=:id  /item/:id  301!');
  });

  it('turns the no-JS search form into a search address', () => {
    expect(lines).toContain('/search term=:term  /search/:term  301!');
  });

  it('sends the hyphen-free and lower-case skus to the item page, only where they differ', () => {
    expect(lines).toContain('/item/AVHDEXT4K  /item/AV-HD-EXT-4K  301');
    expect(lines).toContain('/item/av-hd-ext-4k  /item/AV-HD-EXT-4K  301');
    expect(lines).toContain('/item/avhdext4k  /item/AV-HD-EXT-4K  301');
    expect(lines).toContain('/item/plain1  /item/PLAIN1  301');
    expect(lines.filter((line) => line.startsWith('/item/PLAIN1 '))).toEqual([]);
  });

  it('answers the addresses of products without categories with the not-found page and status 404', () => {
    expect(lines).toContain('/item/AV-ACC-RK1  /pages/404  404');
    expect(lines).toContain('/item/AVACCRK1  /pages/404  404');
    expect(lines).toContain('/item/av-acc-rk1  /pages/404  404');
    expect(lines.filter((line) => /acc-?rk1/i.test(line) && / 30\d!?$/.test(line))).toEqual([]);
  });

  it('sends every other address of a built blog post (an older title) to its address with 301', () => {
    const built = new Set(['/blog', '/blog/12/hdbaset-in-lecture-halls']);
    const rules = formatRedirects(siteRedirects({ products, builtPaths: built }))
      .trim()
      .split('\n');
    expect(rules).toContain('/blog/12/*  /blog/12/hdbaset-in-lecture-halls  301');
    expect(rules.indexOf('/blog/12/*  /blog/12/hdbaset-in-lecture-halls  301')).toBeLessThan(
      rules.indexOf('/*  /pages/404  404'),
    );
    expect(rules.filter((line) => line.startsWith('/blog/*') || line.startsWith('/blog '))).toEqual([]);
  });

  it('rewrites dynamic routes to their shell page only when it was built', () => {
    expect(lines).toContain('/search/*  /search  200');
    expect(text).not.toContain('/imp/*');
  });

  it('ends with the not-found catch-all', () => {
    expect(lines.at(-1)).toBe('/*  /pages/404  404');
  });
});

describe('security headers', () => {
  it('send the policy, nosniff and no framing on every page, and HSTS only when given', () => {
    const headers = siteHeaders({ contentSecurityPolicy: "default-src 'self'; frame-ancestors 'none'" });
    const everyPage = headers.slice(0, headers.indexOf('/_astro/'));
    expect(everyPage).toContain("  Content-Security-Policy: default-src 'self'; frame-ancestors 'none'\n");
    expect(everyPage).toContain('  X-Content-Type-Options: nosniff\n');
    expect(everyPage).toContain('  X-Frame-Options: DENY\n');
    expect(everyPage).toMatch(/ {2}Permissions-Policy: camera=\(\)/);
    expect(headers).not.toContain('Strict-Transport-Security');
    expect(siteHeaders({ contentSecurityPolicy: 'x', hsts: 'max-age=1' })).toContain(
      '  Strict-Transport-Security: max-age=1\n',
    );
  });
});

describe('cache headers', () => {
  it('caches hashed assets for a year and pages for minutes, asset rule last', () => {
    const headers = siteHeaders({ contentSecurityPolicy: "default-src 'self'" });
    expect(headers).toMatch(/^\/\*\n {2}Cache-Control: public, max-age=300/);
    expect(headers).toMatch(/\/_astro\/\*\n {2}Cache-Control: public, max-age=31536000, immutable\n/);
  });

  it('sends hashed scripts, styles and fonts without the headers only documents obey', () => {
    const assetRule = siteHeaders({ contentSecurityPolicy: "default-src 'self'" }).split('/_astro/*\n')[1];
    expect(assetRule).toBe(
      [
        '  Cache-Control: public, max-age=31536000, immutable',
        '  ! Content-Security-Policy',
        '  ! X-Frame-Options',
        '  ! Permissions-Policy',
        '',
      ].join('\n'),
    );
  });
});
