import type { AstroPrerenderer } from 'astro';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { linkCachedPages, unlinkPagesNotBuilt, unlinkPagesNotRecorded, withCachedPagesLinked } from './cached-pages.ts';

const item = 'src/pages/item/[sku].astro';
const home = 'src/pages/index.astro';

/** Astro's record of the pages it built: output file by path, by page component. */
function writeRecord(cacheDir: string, pages: Record<string, Record<string, string>>) {
  const routes = Object.fromEntries(
    Object.entries(pages).map(([component, paths]) => [
      component,
      {
        dependencyHash: 'd',
        paths: Object.fromEntries(Object.entries(paths).map(([p, f]) => [p, { cacheKey: 'k', outputFile: f }])),
      },
    ]),
  );
  writeFileSync(join(cacheDir, 'incremental-build.json'), JSON.stringify({ version: 1, routes }));
}

/** Astro's cache as an earlier build left it: its record and its copies of the pages. */
function cacheOf(pages: Record<string, Record<string, string>>, files: Record<string, string>) {
  const root = mkdtempSync(join(tmpdir(), 'cached-pages-'));
  const cacheDir = join(root, 'cache');
  mkdirSync(cacheDir, { recursive: true });
  writeRecord(cacheDir, pages);
  for (const [file, body] of Object.entries(files)) {
    mkdirSync(dirname(join(cacheDir, 'dist', file)), { recursive: true });
    writeFileSync(join(cacheDir, 'dist', file), body);
  }
  return { cacheDir, outDir: join(root, 'next') };
}

const twoItems = () =>
  cacheOf(
    {
      [item]: { '/item/AV-1': 'item/AV-1/index.html', '/item/AV-2': 'item/AV-2/index.html' },
      [home]: { '/': 'index.html' },
    },
    { 'item/AV-1/index.html': 'AV-1', 'item/AV-2/index.html': 'AV-2', 'index.html': 'home' },
  );

describe('linkCachedPages', () => {
  it('links every cached page into the build where Astro would restore it', () => {
    const { cacheDir, outDir } = twoItems();
    const linked = linkCachedPages(cacheDir, outDir);
    expect(linked.map((page) => page.pathname).sort()).toEqual(['/', '/item/AV-1', '/item/AV-2']);
    const built = join(outDir, 'item', 'AV-2', 'index.html');
    expect(readFileSync(built, 'utf8')).toBe('AV-2');
    expect(statSync(built).ino).toBe(statSync(join(cacheDir, 'dist', 'item', 'AV-2', 'index.html')).ino);
  });

  it('leaves out what is not an HTML page, points outside the build, or is missing from the cache', () => {
    const { cacheDir, outDir } = cacheOf(
      {
        [item]: {
          '/feed': 'feed.xml',
          '/up': '../outside.html',
          '/gone': 'gone/index.html',
          '/item/AV-1': 'item/AV-1/index.html',
        },
      },
      { 'feed.xml': '<rss/>', '../outside.html': 'x', 'item/AV-1/index.html': 'AV-1' },
    );
    expect(linkCachedPages(cacheDir, outDir).map((page) => page.pathname)).toEqual(['/item/AV-1']);
    expect(existsSync(join(outDir, 'feed.xml'))).toBe(false);
    expect(existsSync(join(outDir, '..', 'outside.html'))).toBe(false);
    expect(existsSync(join(outDir, 'gone'))).toBe(false);
  });

  it('links nothing when the cache has no readable record', () => {
    const { cacheDir, outDir } = twoItems();
    writeFileSync(join(cacheDir, 'incremental-build.json'), '{"routes": 4}');
    expect(linkCachedPages(cacheDir, outDir)).toEqual([]);
    expect(existsSync(outDir)).toBe(false);
  });
});

describe('unlinkPagesNotBuilt', () => {
  it('removes the pages this build no longer has, with their emptied folders, and keeps the rest', () => {
    const { cacheDir, outDir } = twoItems();
    const linked = linkCachedPages(cacheDir, outDir);
    const built = [
      { pathname: '/', route: { component: home } },
      { pathname: '/item/AV-1', route: { component: item } },
    ];
    const kept = unlinkPagesNotBuilt(linked, built, outDir);
    expect(kept.map((page) => page.pathname).sort()).toEqual(['/', '/item/AV-1']);
    expect(existsSync(join(outDir, 'item', 'AV-2'))).toBe(false);
    expect(readFileSync(join(outDir, 'item', 'AV-1', 'index.html'), 'utf8')).toBe('AV-1');
    // The cache keeps its copy until Astro prunes it.
    expect(readFileSync(join(cacheDir, 'dist', 'item', 'AV-2', 'index.html'), 'utf8')).toBe('AV-2');
  });
});

describe('unlinkPagesNotRecorded', () => {
  /** The cached pages linked, then rendered again by Astro as files of their own (`item/AV-1.html`). */
  const movedPages = () => {
    const { cacheDir, outDir } = twoItems();
    const linked = linkCachedPages(cacheDir, outDir);
    writeFileSync(join(outDir, 'item', 'AV-1.html'), 'AV-1 again');
    writeRecord(cacheDir, { [item]: { '/item/AV-1': 'item/AV-1.html' }, [home]: { '/': 'index.html' } });
    return { cacheDir, outDir, linked };
  };

  it("removes the linked pages Astro built elsewhere, and the cache's copies no record names", () => {
    const { cacheDir, outDir, linked } = movedPages();
    unlinkPagesNotRecorded(linked, cacheDir, outDir);
    expect(existsSync(join(outDir, 'item', 'AV-1'))).toBe(false);
    expect(existsSync(join(outDir, 'item', 'AV-2'))).toBe(false);
    expect(existsSync(join(cacheDir, 'dist', 'item', 'AV-1'))).toBe(false);
    expect(readFileSync(join(cacheDir, 'dist', 'index.html'), 'utf8')).toBe('home');
    expect(readFileSync(join(outDir, 'item', 'AV-1.html'), 'utf8')).toBe('AV-1 again');
    expect(readFileSync(join(outDir, 'index.html'), 'utf8')).toBe('home');
  });

  it('removes nothing when Astro left no readable record', () => {
    const { cacheDir, outDir, linked } = movedPages();
    writeFileSync(join(cacheDir, 'incremental-build.json'), 'not json');
    unlinkPagesNotRecorded(linked, cacheDir, outDir);
    expect(readFileSync(join(outDir, 'item', 'AV-1', 'index.html'), 'utf8')).toBe('AV-1');
  });
});

describe('withCachedPagesLinked', () => {
  it("hands Astro the build's paths once the cached pages are in place, and names the linked files as shared", async () => {
    const { cacheDir, outDir } = twoItems();
    const paths = [{ pathname: '/item/AV-1', route: { component: item } }];
    const pages = { name: 'stand-in', getStaticPaths: async () => paths } as unknown as AstroPrerenderer;
    const shared = new Set<string>();
    const linking = Promise.resolve(linkCachedPages(cacheDir, outDir));
    const wrapped = withCachedPagesLinked(pages, { linking, outDir, cacheDir, shared });
    expect(await wrapped.getStaticPaths()).toBe(paths);
    expect([...shared]).toEqual([join(outDir, 'item', 'AV-1', 'index.html')]);
    expect(existsSync(join(outDir, 'index.html'))).toBe(false);
  });

  it('removes, once Astro has recorded its pages, the linked ones it built elsewhere', async () => {
    const { cacheDir, outDir } = twoItems();
    const paths = [{ pathname: '/item/AV-1', route: { component: item } }];
    let tornDown = false;
    const pages = {
      name: 'stand-in',
      getStaticPaths: async () => paths,
      teardown: async () => {
        tornDown = true;
      },
    } as unknown as AstroPrerenderer;
    const linking = Promise.resolve(linkCachedPages(cacheDir, outDir));
    const wrapped = withCachedPagesLinked(pages, { linking, outDir, cacheDir, shared: new Set() });
    await wrapped.getStaticPaths();
    writeRecord(cacheDir, { [item]: { '/item/AV-1': 'item/AV-1.html' } });
    await wrapped.teardown?.();
    expect(tornDown).toBe(true);
    expect(existsSync(join(outDir, 'item', 'AV-1', 'index.html'))).toBe(false);
  });
});
