import { describe, expect, it } from 'vitest';
import { headersFor, parseHeaders } from './headers.ts';

const blocks = parseHeaders(`
/*
  X-Content-Type-Options: nosniff
  Cache-Control: public, max-age=0, must-revalidate
/_astro/*
  Cache-Control: public, max-age=31536000, immutable
`);

describe('CDN header rules', () => {
  it('applies every matching block, later ones winning', () => {
    const asset = headersFor(blocks, '/_astro/app.1234.js');
    expect(asset.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(asset.get('X-Content-Type-Options')).toBe('nosniff');
  });

  it('leaves other paths with the site-wide headers', () => {
    expect(headersFor(blocks, '/cables').get('Cache-Control')).toBe('public, max-age=0, must-revalidate');
  });

  it('rejects a header line before any path', () => {
    expect(() => parseHeaders('  Cache-Control: none')).toThrow(/outside a path block/);
  });
});
