import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import {
  buildLayout,
  listBuilds,
  liveBuild,
  newBuildDir,
  pruneBuilds,
  removeAbandoned,
  rollback,
  switchTo,
} from './builds.ts';

let root: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'builds-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** A finished build whose home page says `text`. */
function finishedBuild(layout: ReturnType<typeof buildLayout>, text: string, at: Date): string {
  const dir = newBuildDir(layout, at);
  writeFileSync(join(dir, 'index.html'), text);
  return dir;
}

const servedHome = (outDir: string) => readFileSync(join(outDir, 'index.html'), 'utf8');

describe('builds beside the served folder', () => {
  it('serves a new build through the served path and keeps the previous one', () => {
    const layout = buildLayout(join(root, 'dist'));
    const first = finishedBuild(layout, 'first', new Date('2026-01-01T00:00:00Z'));
    switchTo(layout, first);
    const second = finishedBuild(layout, 'second', new Date('2026-01-01T00:01:00Z'));
    expect(servedHome(layout.outDir)).toBe('first');
    switchTo(layout, second);
    expect(servedHome(layout.outDir)).toBe('second');
    expect(liveBuild(layout)).toBe(second);
    expect(listBuilds(layout)).toEqual([first, second]);
  });

  it('rolls back to the build before the live one, step by step, and says when there is none', () => {
    const layout = buildLayout(join(root, 'dist'));
    const builds = ['a', 'b', 'c'].map((text, i) => finishedBuild(layout, text, new Date(Date.UTC(2026, 0, 1, 0, i))));
    switchTo(layout, builds[2] ?? '');
    expect(rollback(layout)).toBe(builds[1]);
    expect(servedHome(layout.outDir)).toBe('b');
    expect(rollback(layout)).toBe(builds[0]);
    expect(servedHome(layout.outDir)).toBe('a');
    expect(rollback(layout)).toBeUndefined();
    expect(servedHome(layout.outDir)).toBe('a');
  });

  it('takes a site built into a plain folder in among the builds on the first switch', () => {
    const layout = buildLayout(join(root, 'dist'));
    mkdirSync(layout.outDir);
    writeFileSync(join(layout.outDir, 'index.html'), 'old');
    switchTo(layout, finishedBuild(layout, 'new', new Date('2026-01-01T00:00:00Z')));
    expect(servedHome(layout.outDir)).toBe('new');
    expect(rollback(layout)).toBeDefined();
    expect(servedHome(layout.outDir)).toBe('old');
  });

  it('prunes the oldest builds with their manifests but never the live one', async () => {
    const layout = buildLayout(join(root, 'dist'));
    const builds = [0, 1, 2, 3].map((i) => finishedBuild(layout, String(i), new Date(Date.UTC(2026, 0, 1, 0, i))));
    for (const dir of builds) writeFileSync(`${dir}.manifest.json`, '{}');
    switchTo(layout, builds[0] ?? '');
    expect(await pruneBuilds(layout, 2)).toEqual([basename(builds[1] ?? '')]);
    expect(existsSync(builds[0] ?? '')).toBe(true);
    expect(existsSync(`${builds[1]}.manifest.json`)).toBe(false);
    expect(listBuilds(layout)).toEqual([builds[0], builds[2], builds[3]]);
  });

  it('ignores unfinished build folders (no home page)', () => {
    const layout = buildLayout(join(root, 'dist'));
    newBuildDir(layout, new Date('2026-01-01T00:00:00Z'));
    expect(listBuilds(layout)).toEqual([]);
    expect(rollback(layout)).toBeUndefined();
  });

  it('removes the folders of builds that never passed their checks, with their side files, but no kept build', async () => {
    const layout = buildLayout(join(root, 'dist'));
    const kept = finishedBuild(layout, 'kept', new Date('2026-01-01T00:00:00Z'));
    writeFileSync(`${kept}.source`, '');
    switchTo(layout, kept);
    const older = finishedBuild(layout, 'older', new Date('2025-12-31T00:00:00Z'));
    writeFileSync(`${older}.source`, '');
    // A publish killed mid-way: pages written, its data file beside it, never checked.
    const killed = finishedBuild(layout, 'half', new Date('2026-01-01T00:05:00Z'));
    writeFileSync(`${killed}.data`, 'catalogue');
    writeFileSync(`${killed}.manifest.json`, '{}');
    expect(await removeAbandoned(layout)).toEqual([basename(killed)]);
    expect(existsSync(killed)).toBe(false);
    expect(existsSync(`${killed}.data`)).toBe(false);
    expect(existsSync(`${killed}.manifest.json`)).toBe(false);
    expect(listBuilds(layout)).toEqual([older, kept]);
    expect(servedHome(layout.outDir)).toBe('kept');
  });
});
