import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PageRecord } from './page-record.ts';

const hashOf = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
const page = (script: string, noindex = false) =>
  `<!doctype html><html><head>${noindex ? '<meta name="robots" content="noindex">' : ''}</head><body><script>${script}</script></body></html>`;

/** A build folder with pages written as files (`a.html`), as the site builds them. */
function site(pages: Record<string, string>): string {
  const out = mkdtempSync(join(tmpdir(), 'page-record-'));
  for (const [path, html] of Object.entries(pages)) {
    const file = join(out, path === '/' ? 'index.html' : `${path.slice(1)}.html`);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, html);
  }
  return out;
}

const manifest = (inlineScripts: string[], noindex: string[]) => ({ products: {}, pages: [], inlineScripts, noindex });

describe('the record of a build’s pages', () => {
  it('takes rendered pages as they were rendered, never as the disk has them', () => {
    const out = site({ '/a': page('staleOnDisk()') });
    const record = new PageRecord();
    record.add('/a.html', Buffer.from(page('renderedA()', true)));
    expect(record.complete(out, ['/a'], undefined)).toEqual({
      inlineScripts: [hashOf('renderedA()')],
      noindex: ['/a'],
    });
  });

  it('carries over what the live build recorded for the pages copied from the cache', () => {
    const out = site({ '/copied': page('unread()') });
    const record = new PageRecord();
    record.add('/new.html', Buffer.from(page('fresh()')));
    const done = record.complete(out, ['/new', '/copied'], manifest([hashOf('earlier()')], ['/copied', '/gone']));
    expect(done.inlineScripts).toEqual([hashOf('earlier()'), hashOf('fresh()')].sort());
    expect(done.noindex).toEqual(['/copied']);
  });

  it('reads copied pages when the live build recorded nothing', () => {
    const out = site({ '/copied': page('copied()', true) });
    const done = new PageRecord().complete(out, ['/copied'], { products: {}, pages: [] });
    expect(done).toEqual({ inlineScripts: [hashOf('copied()')], noindex: ['/copied'] });
  });

  it('allows only what was rendered when every page was', () => {
    const record = new PageRecord();
    record.add('/index.html', Buffer.from(page('home()')));
    record.add('/blog/rss.xml', undefined);
    const done = record.complete(site({}), ['/'], manifest([hashOf('gone()')], ['/']));
    expect(done).toEqual({ inlineScripts: [hashOf('home()')], noindex: [] });
    expect(record.rendered).toEqual(['/index.html', '/blog/rss.xml']);
  });
});
