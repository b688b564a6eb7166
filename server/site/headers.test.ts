import { describe, expect, it } from 'vitest';
import { headersFor, parseHeaders } from './headers.ts';

const blocks = parseHeaders(`
/*
  X-Content-Type-Options: nosniff
  Cache-Control: public, max-age=0, must-revalidate
  Content-Security-Policy: default-src 'self'
/_astro/*
  cache-control: public, max-age=31536000, immutable
  ! Content-Security-Policy
`);

describe('CDN header rules', () => {
  it('applies every matching block, later ones winning', () => {
    const asset = headersFor(blocks, '/_astro/app.1234.js');
    expect(asset.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(asset.get('X-Content-Type-Options')).toBe('nosniff');
  });

  it('leaves other paths with the site-wide headers', () => {
    const page = headersFor(blocks, '/cables');
    expect(page.get('Cache-Control')).toBe('public, max-age=0, must-revalidate');
    expect(page.get('Content-Security-Policy')).toBe("default-src 'self'");
  });

  it('lets a later block remove a header with `! Name`', () => {
    expect([...headersFor(blocks, '/_astro/app.1234.js').keys()]).toEqual(['cache-control', 'x-content-type-options']);
  });

  it('rejects a header line before any path, or without a value', () => {
    expect(() => parseHeaders('  Cache-Control: none')).toThrow(/outside a path block/);
    expect(() => parseHeaders('/*\n  Cache-Control')).toThrow(/without a value/);
  });
});
