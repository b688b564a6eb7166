import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { largestPage } from './largest-page.ts';

describe('largestPage', () => {
  let site: string;
  beforeEach(() => {
    site = mkdtempSync(join(tmpdir(), 'site-'));
    const page = (sku: string, html: string) => {
      mkdirSync(join(site, 'item'), { recursive: true });
      writeFileSync(join(site, 'item', `${sku}.html`), html);
    };
    page('SMALL-1', '<p>short</p>');
    page('LONG-2', `<p>${Array.from({ length: 400 }, (_, i) => `spec line ${i * 7919}`).join('<br>')}</p>`);
    mkdirSync(join(site, 'item', 'FOLDER-3'));
    writeFileSync(join(site, 'item', 'notes.txt'), 'x'.repeat(5000));
  });
  afterEach(() => rmSync(site, { recursive: true, force: true }));

  it('finds the page that is largest once gzipped', () => {
    const largest = largestPage(site, 'item');
    expect(largest?.path).toBe('/item/LONG-2');
    expect(largest?.gzipBytes).toBeGreaterThan(1000);
  });

  it('has nothing to say about a section without pages', () => {
    mkdirSync(join(site, 'new'));
    expect(largestPage(site, 'new')).toBeUndefined();
  });
});
