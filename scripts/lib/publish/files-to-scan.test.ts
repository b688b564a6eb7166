import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { filesToScan, textFilesOf } from './files-to-scan.ts';

const dir = '/site';
const at = (...files: string[]) => files.map((file) => join(dir, file));
const assembly = {
  written: at('item/AV-1.html', 'blog/rss.xml', 'index.html', '_astro/a.js', '_headers', 'logo.png'),
  linked: at('cables/hdmi.html', 'uploads/logo.svg', 'brand.png'),
};
const names = (files: string[]) => files.map((file) => relative(dir, file)).sort();

describe('the files a publish reads for prices', () => {
  it('are the text files written for this build, when the prices are those the earlier build was checked against', () => {
    const scan = filesToScan(assembly, true);
    expect(names(scan.files)).toEqual(['_astro/a.js', '_headers', 'blog/rss.xml', 'index.html', 'item/AV-1.html']);
    expect(names(scan.linkedSample)).toEqual(['cables/hdmi.html']);
  });

  it('include every text file linked to the earlier build when the prices changed', () => {
    expect(names(filesToScan(assembly, false).files)).toEqual([
      '_astro/a.js',
      '_headers',
      'blog/rss.xml',
      'cables/hdmi.html',
      'index.html',
      'item/AV-1.html',
      'uploads/logo.svg',
    ]);
  });

  it('are every text file of a kept build for a rollback', () => {
    const build = mkdtempSync(join(tmpdir(), 'scan-'));
    for (const file of ['index.html', 'item/AV-1.html', 'item/AV-1.html.br', '_astro/a.js', 'logo.png']) {
      mkdirSync(dirname(join(build, file)), { recursive: true });
      writeFileSync(join(build, file), 'x');
    }
    expect(
      textFilesOf(build)
        .map((file) => relative(build, file))
        .sort(),
    ).toEqual(['_astro/a.js', 'index.html', 'item/AV-1.html']);
  });
});
