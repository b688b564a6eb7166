import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { filesToScan } from './files-to-scan.ts';

function build(files: string[]): string {
  const dir = mkdtempSync(join(tmpdir(), 'scan-'));
  for (const file of files) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    writeFileSync(join(dir, file), 'x');
  }
  return dir;
}

const files = [
  'index.html',
  'cables/hdmi.html',
  'item/AV-1.html',
  'blog/rss.xml',
  '_astro/a.js',
  '_headers',
  'logo.png',
];
const manifest = {
  products: {},
  pages: ['/', '/cables/hdmi', '/item/AV-1'],
  rendered: ['/item/AV-1.html', '/blog/rss.xml', '/'],
};

describe('the files a publish reads for prices', () => {
  it('are what the build rendered or generated, when the prices are those the live build was checked against', () => {
    const dir = build(files);
    const scan = filesToScan(dir, manifest, true);
    expect(scan.files.map((file) => relative(dir, file)).sort()).toEqual(
      ['_astro/a.js', '_headers', 'blog/rss.xml', 'index.html', 'item/AV-1.html'].sort(),
    );
    expect(scan.copiedSample.map((file) => relative(dir, file))).toEqual(['cables/hdmi.html']);
    expect(scan.unscanned.map((file) => relative(dir, file))).toEqual(['cables/hdmi.html']);
  });

  it('include every page copied from the cache when the prices changed', () => {
    const dir = build(files);
    const scan = filesToScan(dir, manifest, false);
    expect(scan.files).toHaveLength(6);
    expect(scan.unscanned).toEqual([]);
  });
});
