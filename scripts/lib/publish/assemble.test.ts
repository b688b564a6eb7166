import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { assembleBuild, readyWorkDir } from './assemble.ts';
import { buildLayout, newBuildDir, pruneBuilds, switchTo } from './builds.ts';
import { openPageCache, sealPageCache } from './page-cache.ts';

let root: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'assemble-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const layoutOf = () => buildLayout(join(root, 'dist'));

/** What Astro leaves in the working folder: files by path, relative to it. */
function astroWrites(workDir: string, files: Record<string, string>): void {
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(dirname(join(workDir, file)), { recursive: true });
    writeFileSync(join(workDir, file), text);
  }
}

const site = {
  'index.html': '<h1>Home</h1>',
  'item/AV-1.html': '<h1>AV-1</h1>',
  'item/AV-2.html': '<h1>AV-2</h1>',
  '_astro/page.js': 'console.log(1)',
  'sitemap-0.xml': '<urlset/>',
};
const pages = ['/', '/item/AV-1', '/item/AV-2'];

/**
 * Until the clock is past a file time `ms` later than now: a file's times come from the kernel's
 * clock, which may lag the process's by a tick, and publishes are seconds apart, not microseconds.
 */
const clockMovesOn = async (ms = 10) => {
  const until = Date.now() + ms;
  await vi.waitFor(() => expect(Date.now()).toBeGreaterThan(until), { interval: 2 });
};

/** One publish as publish.ts runs it: ready the folder, build, assemble, go live, seal. */
async function publish(at: Date, files: Record<string, string>, livePages = pages) {
  const layout = layoutOf();
  const from = await openPageCache(layout, true);
  astroWrites(layout.workDir, files);
  await clockMovesOn();
  const buildDir = newBuildDir(layout, at);
  const assembledAt = Date.now();
  const assembly = assembleBuild(layout.workDir, buildDir, livePages, from);
  if (!existsSync(join(buildDir, 'index.html.br'))) writeFileSync(join(buildDir, 'index.html.br'), 'compressed home');
  switchTo(layout, buildDir);
  sealPageCache(layout, buildDir, assembledAt);
  await clockMovesOn();
  return { buildDir, assembly, rel: (files: string[]) => files.map((file) => relative(buildDir, file)).sort() };
}

const inode = (build: string, file: string) => statSync(join(build, file)).ino;

describe('a build assembled from the working folder', () => {
  it('after one edit writes only what changed, and links the rest', async () => {
    const first = await publish(new Date('2026-01-01T00:00:00Z'), site);
    expect(first.assembly.written).toHaveLength(5);
    // Astro skips the unchanged pages (they stay) and renders the edited one; the rest is made anew,
    // the script with the same bytes, the sitemap with other ones.
    const second = await publish(new Date('2026-01-01T00:01:00Z'), {
      'item/AV-2.html': '<h1>AV-2 renamed</h1>',
      '_astro/page.js': 'console.log(1)',
      'sitemap-0.xml': '<urlset>2</urlset>',
    });
    expect(second.rel(second.assembly.written)).toEqual(['item/AV-2.html', 'sitemap-0.xml']);
    expect(second.rel(second.assembly.linked)).toEqual(['_astro/page.js', 'index.html', 'item/AV-1.html']);
    expect(inode(second.buildDir, '_astro/page.js')).toBe(inode(first.buildDir, '_astro/page.js'));
    expect(inode(second.buildDir, 'item/AV-1.html')).toBe(inode(first.buildDir, 'item/AV-1.html'));
    expect(inode(second.buildDir, 'index.html.br')).toBe(inode(first.buildDir, 'index.html.br'));
    expect(readFileSync(join(second.buildDir, 'item/AV-2.html'), 'utf8')).toBe('<h1>AV-2 renamed</h1>');
    // The earlier build, kept for rollback, serves exactly what it served.
    expect(readFileSync(join(first.buildDir, 'item/AV-2.html'), 'utf8')).toBe('<h1>AV-2</h1>');
  });

  it("links a file made anew with the same bytes, with its copies, and the build's own copies beside it", async () => {
    const first = await publish(new Date('2026-01-01T00:00:00Z'), {
      ...site,
      'data/facets.json': '{"a":1}',
      '_astro/page.js.gz': 'zipped script',
    });
    writeFileSync(join(first.buildDir, 'data/facets.json.br'), 'compressed facets');
    const second = await publish(new Date('2026-01-01T00:01:00Z'), {
      'data/facets.json': '{"a":1}',
      '_astro/page.js': 'console.log(1)',
      '_astro/page.js.gz': 'zipped script',
      // As many bytes as before, other ones.
      'sitemap-0.xml': '<urlset+>',
    });
    expect(second.rel(second.assembly.written)).toEqual(['sitemap-0.xml']);
    for (const file of ['data/facets.json', 'data/facets.json.br', '_astro/page.js', '_astro/page.js.gz'])
      expect(inode(second.buildDir, file)).toBe(inode(first.buildDir, file));
    expect(readFileSync(join(second.buildDir, 'sitemap-0.xml'), 'utf8')).toBe('<urlset+>');
  });

  it('leaves out a page the build no longer has; the earlier build keeps it', async () => {
    const first = await publish(new Date('2026-01-01T00:00:00Z'), site);
    const second = await publish(new Date('2026-01-01T00:01:00Z'), {}, ['/', '/item/AV-1']);
    expect(existsSync(join(second.buildDir, 'item/AV-2.html'))).toBe(false);
    expect(existsSync(join(layoutOf().workDir, 'item/AV-2.html'))).toBe(false);
    expect(readFileSync(join(first.buildDir, 'item/AV-2.html'), 'utf8')).toBe('<h1>AV-2</h1>');
  });

  it("keeps a file while a kept build names it, and a deleted build takes none of the others' files", async () => {
    const first = await publish(new Date('2026-01-01T00:00:00Z'), site);
    const second = await publish(new Date('2026-01-01T00:01:00Z'), { 'item/AV-2.html': '<h1>AV-2 renamed</h1>' });
    const shared = join(second.buildDir, 'item/AV-1.html');
    expect(statSync(shared).nlink).toBe(2);
    expect(await pruneBuilds(layoutOf(), 1)).toEqual([first.buildDir.split('/').at(-1)]);
    expect(existsSync(first.buildDir)).toBe(false);
    expect(readFileSync(shared, 'utf8')).toBe('<h1>AV-1</h1>');
    expect(statSync(shared).nlink).toBe(1);
  });

  it('is written whole after a publish killed before it went live: nothing it left is linked', async () => {
    await publish(new Date('2026-01-01T00:00:00Z'), site);
    const layout = layoutOf();
    // A publish killed after its build rewrote a page in the working folder: the seal is gone.
    await openPageCache(layout, true);
    astroWrites(layout.workDir, { 'item/AV-1.html': '<h1>AV-1 from a killed build</h1>' });
    expect(await openPageCache(layout, true)).toBeUndefined();
    expect(existsSync(join(layout.workDir, 'item/AV-1.html'))).toBe(false);
    const next = await publish(new Date('2026-01-01T00:02:00Z'), site);
    expect(next.assembly.linked).toEqual([]);
    expect(readFileSync(join(next.buildDir, 'item/AV-1.html'), 'utf8')).toBe('<h1>AV-1</h1>');
  });

  it('is readied for Astro with its pages only: every other file is made by each build', () => {
    const { workDir } = layoutOf();
    astroWrites(workDir, site);
    readyWorkDir(workDir);
    expect(existsSync(join(workDir, 'item/AV-1.html'))).toBe(true);
    expect(existsSync(join(workDir, '_astro/page.js'))).toBe(false);
    expect(existsSync(join(workDir, 'sitemap-0.xml'))).toBe(false);
  });
});
