import {
  copyFileSync,
  constants,
  existsSync,
  linkSync,
  lstatSync,
  mkdirSync,
  readFileSync,
  rmSync,
  statSync,
} from 'node:fs';
import { join, sep } from 'node:path';
import { filesUnder } from '../../../server/files/files-under.ts';
import { PRECOMPRESSED_SUFFIX } from '../../../src/config/static-files.ts';
import { pagePathOfRendered } from '../../../src/lib/sitemap.ts';
import { onWorkerThread } from '../build/worker-thread.ts';
import type { BuildChanges } from './build-changes.ts';

/**
 * Astro builds a publish's site into one working folder kept between publishes (its documented
 * incremental build: a page whose data and code did not change is skipped and its output left as
 * it is). Nothing serves that folder: each build is a folder of its own, assembled from it.
 *
 * A file the working folder has not changed since the last build that went live, or one made anew
 * with the same bytes as that build's (scripts, data files and rules a build makes every time), is
 * a hard link to that build's own file (and to its compressed copies); any other file is copied.
 * A build's files are never written once assembled (a compressed copy is only ever added beside a
 * file that has none), so a link shares bytes that stay as they are; deleting a kept build deletes
 * its names only, and a file goes when the last build naming it goes.
 */

const COPY_SUFFIXES = Object.values(PRECOMPRESSED_SUFFIX);

/** Links `target` to `earlier`; false when there is no `earlier` (one system call either way). */
function linked(earlier: string, target: string): boolean {
  try {
    linkSync(earlier, target);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw error;
  }
}

/** Whether `file` (of `size` bytes) holds the bytes of `earlier`; false when there is no `earlier`. */
function sameBytes(file: string, size: number, earlier: string): boolean {
  const other = statSync(earlier, { throwIfNoEntry: false });
  return other?.size === size && readFileSync(file).equals(readFileSync(earlier));
}

/** The working folder's files, relative to it, with `/` between folders. */
const filesOf = (dir: string): string[] => (existsSync(dir) ? filesUnder(dir) : []);

/**
 * Readies the working folder for Astro: every file but the pages goes (scripts, styles, feeds,
 * sitemaps and the server's rules are made anew by every build); pages stay for Astro to skip.
 */
export function readyWorkDir(workDir: string): void {
  mkdirSync(workDir, { recursive: true });
  for (const file of filesOf(workDir)) if (!file.endsWith('.html')) rmSync(join(workDir, file), { force: true });
}

/** The last build assembled from the working folder, and when its assembly began. */
export interface AssembledFrom {
  buildDir: string;
  at: number;
}

export interface Assembly {
  /** Files of the new build written anew (absolute paths), to be read for prices. */
  written: string[];
  /** Files linked to the earlier build, byte for byte what it serves. */
  linked: string[];
}

/** What the assembling thread is given (see assembleOnThread). */
export interface AssembleInput {
  workDir: string;
  buildDir: string;
  from?: AssembledFrom;
  /** The live build, whose manifest the new build's is compared with. */
  live?: string;
}

/** What the assembling thread answers: the folder made, and what changed since the live build. */
export interface Assembled {
  assembly: Assembly;
  changes: BuildChanges;
}

/**
 * Makes `buildDir` from the working folder: its pages (`pages`, site paths; a page of an earlier
 * build no longer among them is deleted from the working folder) and every other file. A file not
 * changed since `from.at`, or holding the same bytes, is linked to `from.buildDir`'s, with its
 * compressed copies (those the working folder lacks).
 */
export function assembleBuild(workDir: string, buildDir: string, pages: readonly string[], from?: AssembledFrom) {
  const current = new Set(pages);
  const assembly: Assembly = { written: [], linked: [] };
  const made = new Set<string>();
  const files = filesOf(workDir);
  // A build's own compressed copies (its scripts and styles') are files of the folder like any other.
  const inWorkDir = new Set(files);
  for (const file of files) {
    const source = join(workDir, file);
    if (file.endsWith('.html') && !current.has(pagePathOfRendered(`/${file}`))) {
      rmSync(source, { force: true });
      continue;
    }
    const target = join(buildDir, file);
    const folder = target.slice(0, target.lastIndexOf(sep));
    if (!made.has(folder)) {
      mkdirSync(folder, { recursive: true });
      made.add(folder);
    }
    const stat = lstatSync(source);
    const earlier = from && join(from.buildDir, file);
    // ctime moves with every write, rename or link and cannot be set back.
    const unchanged = from && earlier && (stat.ctimeMs < from.at || sameBytes(source, stat.size, earlier));
    if (unchanged && linked(earlier, target)) {
      for (const suffix of COPY_SUFFIXES)
        if (!inWorkDir.has(`${file}${suffix}`)) linked(`${earlier}${suffix}`, `${target}${suffix}`);
      assembly.linked.push(target);
    } else {
      copyFileSync(source, target, constants.COPYFILE_EXCL);
      assembly.written.push(target);
    }
  }
  return assembly;
}

/**
 * `assembleBuild` on a worker thread, with the pages of the new build's manifest and what changed
 * since the live build: the event loop of the process that publishes stays free. Undefined when
 * the build wrote no manifest.
 */
export const assembleOnThread = (input: AssembleInput): Promise<Assembled | undefined> =>
  onWorkerThread(new URL('./assemble-worker.ts', import.meta.url), input, "Assembling the build's folder");
