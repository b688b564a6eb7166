import {
  existsSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readlinkSync,
  renameSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { removeOnThread } from './remove.ts';

/**
 * Where builds live: the served folder `OUT_DIR` is a symbolic link to one finished build in
 * `<OUT_DIR>.builds/`, so a new build is written beside the live one and replaces it with one
 * atomic rename; earlier builds stay for rollback.
 */
export interface BuildLayout {
  /** The served path (a link to the live build). */
  outDir: string;
  /** Every build, one folder each, named by start time so they sort oldest first. */
  buildsDir: string;
  /** Change reports, one JSON file per publish. */
  reportsDir: string;
  /** Astro's cache (incremental page copies), shared by this site's builds only. */
  cacheDir: string;
  /** Where Astro writes each build, kept between builds; never served (see assemble.ts). */
  workDir: string;
  /** The pages' compressed copies a build makes as it renders, for its check to take (page-copies.ts). */
  copiesDir: string;
}

export function buildLayout(outDir: string): BuildLayout {
  const served = resolve(outDir);
  const buildsDir = `${served}.builds`;
  return {
    outDir: served,
    buildsDir,
    reportsDir: join(buildsDir, 'reports'),
    cacheDir: join(buildsDir, 'cache'),
    workDir: join(buildsDir, 'work'),
    copiesDir: join(buildsDir, 'copies'),
  };
}

const BUILD_NAME = /^\d{8}T\d{6}-\d{3}Z(?:-\d+)?$/;

/** `20261123T020840-079Z`: a time as a name that sorts in time order. */
export function timeStamp(at: Date): string {
  return at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.(\d{3})Z$/, '-$1Z');
}

/** A new, empty folder for the next build (Astro builds into the working folder; see assemble.ts). */
export function newBuildDir(layout: BuildLayout, now = new Date()): string {
  mkdirSync(layout.buildsDir, { recursive: true });
  const stamp = timeStamp(now);
  let name = stamp;
  for (let n = 1; existsSync(join(layout.buildsDir, name)); n += 1) name = `${stamp}-${n}`;
  const dir = join(layout.buildsDir, name);
  mkdirSync(dir);
  return dir;
}

/** Build folders, finished or not, oldest first. */
function buildFolders(layout: BuildLayout): string[] {
  if (!existsSync(layout.buildsDir)) return [];
  return readdirSync(layout.buildsDir)
    .filter((name) => BUILD_NAME.test(name))
    .sort()
    .map((name) => join(layout.buildsDir, name));
}

/** Finished builds that may be served, oldest first. */
export function listBuilds(layout: BuildLayout): string[] {
  return buildFolders(layout).filter((dir) => existsSync(join(dir, 'index.html')));
}

/** The files a publish keeps beside each build folder (see publish.ts and run-build.ts). */
const SIDE_FILES = ['manifest.json', 'manifest.json.partial', 'source', 'data', 'data.partial', 'failure.json'];

const removeBuild = (dir: string): Promise<void> =>
  removeOnThread([dir, ...SIDE_FILES.map((beside) => `${dir}.${beside}`)]);

/**
 * Deletes the folders of builds that never passed their checks (a publish killed mid-way leaves
 * one, with its data file). Called under the build lock, so none of them is being built. A
 * finished build has its `.source` file, written once its checks passed.
 */
export async function removeAbandoned(layout: BuildLayout): Promise<string[]> {
  const live = liveBuild(layout);
  const abandoned = buildFolders(layout).filter((dir) => dir !== live && !existsSync(`${dir}.source`));
  for (const dir of abandoned) await removeBuild(dir);
  return abandoned.map((dir) => basename(dir));
}

/** The build served now, if any. */
export function liveBuild(layout: BuildLayout): string | undefined {
  if (!existsSync(layout.outDir)) return undefined;
  if (!lstatSync(layout.outDir).isSymbolicLink()) return layout.outDir;
  return resolve(dirname(layout.outDir), readlinkSync(layout.outDir));
}

/**
 * Serves `buildDir`: a new link is made beside the served path and renamed over it, which is
 * atomic, so a reader sees either the old build or the new one. A served path that is still a
 * plain folder (a site built before builds were kept) is first moved in among the builds.
 */
export function switchTo(layout: BuildLayout, buildDir: string): void {
  if (existsSync(layout.outDir) && !lstatSync(layout.outDir).isSymbolicLink()) {
    mkdirSync(layout.buildsDir, { recursive: true });
    const moved = join(layout.buildsDir, `00000000T000000-000Z`);
    renameSync(layout.outDir, moved);
    writeFileSync(`${moved}.source`, '');
  }
  const temporary = `${layout.outDir}.next-link`;
  rmSync(temporary, { force: true });
  symlinkSync(relative(dirname(layout.outDir), buildDir), temporary, 'dir');
  renameSync(temporary, layout.outDir);
}

/**
 * Deletes all but the newest `keep` builds (with the files kept beside them), never the live one.
 * Without blocking: a build is tens of thousands of files, and the server publishing by hook keeps
 * answering meanwhile.
 */
export async function pruneBuilds(layout: BuildLayout, keep: number): Promise<string[]> {
  const live = liveBuild(layout);
  const finished = listBuilds(layout);
  const old = finished.slice(0, Math.max(0, finished.length - keep)).filter((dir) => dir !== live);
  for (const dir of old) await removeBuild(dir);
  return old.map((dir) => basename(dir));
}

/** The build before the live one, or undefined when there is none. */
export function previousBuild(layout: BuildLayout): string | undefined {
  const builds = listBuilds(layout);
  const live = liveBuild(layout);
  const index = live === undefined ? builds.length : builds.indexOf(live);
  return index > 0 ? builds[index - 1] : undefined;
}

/** Serves the build before the live one; returns it, or undefined when there is none. */
export function rollback(layout: BuildLayout): string | undefined {
  const previous = previousBuild(layout);
  if (previous !== undefined) switchTo(layout, previous);
  return previous;
}
