import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../server/db/index.ts';
import { openTestDatabase } from '../../../server/test/harness.ts';
import { manifestFileFor, writeManifest } from '../build/manifest.ts';
import { buildLayout, listBuilds, newBuildDir, switchTo } from './builds.ts';
import { writeMade, type Made } from './made.ts';
import { publishSite } from './publish.ts';

let db: Db;
beforeAll(async () => {
  db = await openTestDatabase();
});
afterAll(() => db.destroy());

const stamp = { full: 'catalogue and code', code: 'code' };

/** A site whose live build was made from `stamp`, with a page list of `listed` pages beside it. */
function liveSite(listed: number, made: (buildDir: string) => void) {
  const outDir = join(mkdtempSync(join(tmpdir(), 'publish-')), 'dist');
  const layout = buildLayout(outDir);
  const live = newBuildDir(layout, new Date('2026-11-20T10:00:00Z'));
  writeFileSync(join(live, 'index.html'), '<!doctype html><title>Home</title>');
  const pages = Array.from({ length: listed }, (_, index) => `/page/${index}`);
  writeManifest(manifestFileFor(live), { products: {}, pages });
  made(live);
  switchTo(layout, live);
  return { outDir, layout, live };
}

const publishUnchanged = (outDir: string) =>
  publishSite({ outDir, db, prices: async () => [], trigger: 'test', source: async () => stamp, log: () => {} });

describe('a publish with nothing changed since the live build', () => {
  it("answers from what the live build was made from, its page count included, without reading the build's page list", async () => {
    // The list on disk says 3 pages: the report's 22,453 show it was not read.
    const site = liveSite(3, (live) => writeMade(live, { ...stamp, prices: 'prices', pages: 22_453 }));
    const report = await publishUnchanged(site.outDir);
    expect(report).toMatchObject({
      ok: true,
      unchanged: true,
      build: basename(site.live),
      pages: { total: 22_453, reused: 22_453, rendered: 0 },
    });
    expect(listBuilds(site.layout)).toEqual([site.live]);
  });

  it('counts the pages of a live build made before the count was kept from its page list', async () => {
    const before: Made = { ...stamp, prices: 'prices' };
    const site = liveSite(3, (live) =>
      writeFileSync(`${live}.source`, `${before.full}\n${before.code}\n${before.prices}`),
    );
    const report = await publishUnchanged(site.outDir);
    expect(report).toMatchObject({ ok: true, unchanged: true, pages: { total: 3, reused: 3 } });
  });
});
