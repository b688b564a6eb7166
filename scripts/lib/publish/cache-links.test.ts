import { mkdirSync, mkdtempSync, promises, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { linkPagesWithCache } from './cache-links.ts';

let undo = () => {};
afterEach(() => undo());

function layout() {
  const root = mkdtempSync(join(tmpdir(), 'cache-links-'));
  const cache = join(root, 'cache');
  mkdirSync(join(cache, 'dist', 'item', 'AV-1'), { recursive: true });
  mkdirSync(join(root, 'live', 'item', 'AV-1'), { recursive: true });
  mkdirSync(join(root, 'next', 'item', 'AV-1'), { recursive: true });
  const cached = join(cache, 'dist', 'item', 'AV-1', 'index.html');
  writeFileSync(cached, '<h1>Old title</h1>');
  return { root, cache, cached };
}

describe('linkPagesWithCache', () => {
  it("makes Astro's copy of a reused page a link to the cached file (URLs as Astro passes them)", async () => {
    const { root, cache, cached } = layout();
    undo = linkPagesWithCache(cache);
    const copy = join(root, 'next', 'item', 'AV-1', 'index.html');
    await promises.copyFile(pathToFileURL(cached), pathToFileURL(copy));
    expect(statSync(copy).ino).toBe(statSync(cached).ino);
    expect(readFileSync(copy, 'utf8')).toBe('<h1>Old title</h1>');
  });

  it('never changes a build that shares a cached page when that page is rendered again', async () => {
    const { root, cache, cached } = layout();
    undo = linkPagesWithCache(cache);
    const live = join(root, 'live', 'item', 'AV-1', 'index.html');
    await promises.copyFile(cached, live);
    await promises.writeFile(pathToFileURL(cached), '<h1>New title</h1>');
    expect(readFileSync(cached, 'utf8')).toBe('<h1>New title</h1>');
    expect(readFileSync(live, 'utf8')).toBe('<h1>Old title</h1>');
  });

  it('writes a rendered page into the cache as a link to the same page just written into the build', async () => {
    const { root, cache } = layout();
    undo = linkPagesWithCache(cache, join(root, 'next'));
    const body = Buffer.from('<h1>Rendered</h1>');
    const built = join(root, 'next', 'item', 'AV-1', 'index.html');
    await promises.writeFile(built, body);
    const cached = join(cache, 'dist', 'item', 'AV-1', 'index.html');
    await promises.writeFile(pathToFileURL(cached), body);
    expect(statSync(cached).ino).toBe(statSync(built).ino);
    expect(readFileSync(cached, 'utf8')).toBe('<h1>Rendered</h1>');
  });

  it('replaces a cached page rendered again by a link to the new build, leaving the live build as it was', async () => {
    const { root, cache, cached } = layout();
    undo = linkPagesWithCache(cache, join(root, 'next'));
    const live = join(root, 'live', 'item', 'AV-1', 'index.html');
    await promises.copyFile(cached, live);
    const body = Buffer.from('<h1>New title</h1>');
    const built = join(root, 'next', 'item', 'AV-1', 'index.html');
    await promises.writeFile(pathToFileURL(built), body);
    await promises.writeFile(pathToFileURL(cached), body);
    expect(statSync(cached).ino).toBe(statSync(built).ino);
    expect(readFileSync(cached, 'utf8')).toBe('<h1>New title</h1>');
    expect(readFileSync(live, 'utf8')).toBe('<h1>Old title</h1>');
  });

  it('replaces a page linked into the build from the cache when it is rendered again, leaving the cache as it was', async () => {
    const { root, cache, cached } = layout();
    const linked = join(root, 'next', 'item', 'AV-1', 'index.html');
    await promises.link(cached, linked);
    undo = linkPagesWithCache(cache, join(root, 'next'), new Set([linked]));
    await promises.writeFile(pathToFileURL(linked), Buffer.from('<h1>New title</h1>'));
    expect(readFileSync(linked, 'utf8')).toBe('<h1>New title</h1>');
    expect(readFileSync(cached, 'utf8')).toBe('<h1>Old title</h1>');
  });

  it('copies and writes everything outside the cache as before, and can be undone', async () => {
    const { root, cache, cached } = layout();
    undo = linkPagesWithCache(cache);
    const elsewhere = join(root, 'live', 'page.html');
    writeFileSync(elsewhere, 'page');
    const copy = join(root, 'next', 'page.html');
    await promises.copyFile(elsewhere, copy);
    expect(statSync(copy).ino).not.toBe(statSync(elsewhere).ino);
    undo();
    const plain = join(root, 'next', 'plain.html');
    await promises.copyFile(cached, plain);
    expect(statSync(plain).ino).not.toBe(statSync(cached).ino);
  });
});
