import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { writeSitemapFiles } from './sitemap-files.ts';

const origin = 'https://www.example-av.com';
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);

describe('writeSitemapFiles', () => {
  it('lists every public page once at its address, in reading order, under an index', async () => {
    const out = mkdtempSync(join(tmpdir(), 'sitemap-'));
    await writeSitemapFiles(out, origin, ['/item/A10', '/cables/hdmi', '/', '/item/A2', '/blog/rack-room']);

    expect(readdirSync(out).sort()).toEqual(['sitemap-0.xml', 'sitemap-index.xml']);
    expect(locs(readFileSync(join(out, 'sitemap-index.xml'), 'utf8'))).toEqual([`${origin}/sitemap-0.xml`]);
    expect(locs(readFileSync(join(out, 'sitemap-0.xml'), 'utf8'))).toEqual([
      `${origin}/`,
      `${origin}/blog/rack-room`,
      `${origin}/cables/hdmi`,
      `${origin}/item/A2`,
      `${origin}/item/A10`,
    ]);
  });

  it('starts another file past the protocol’s 50,000 addresses, and the index names both', async () => {
    const out = mkdtempSync(join(tmpdir(), 'sitemap-'));
    const paths = Array.from({ length: 50_001 }, (_, i) => `/item/P${i}`);
    await writeSitemapFiles(out, origin, paths);

    expect(locs(readFileSync(join(out, 'sitemap-index.xml'), 'utf8'))).toEqual([
      `${origin}/sitemap-0.xml`,
      `${origin}/sitemap-1.xml`,
    ]);
    expect(locs(readFileSync(join(out, 'sitemap-0.xml'), 'utf8'))).toHaveLength(50_000);
    expect(locs(readFileSync(join(out, 'sitemap-1.xml'), 'utf8'))).toEqual([`${origin}/item/P50000`]);
  });
});
