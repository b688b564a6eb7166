import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { latestReports, type PublishReport } from '../lib/publish/report.ts';
import type { Dataset } from './datasets.ts';
import { maxRssFromTimeReport, watchTreeMemory } from './memory.ts';

const root = resolve(import.meta.dirname, '../..');
const gnuTime = '/usr/bin/time';

export interface Phase {
  phase: string;
  ms: number;
}

export interface BuildRun {
  /** From the command to its exit. */
  totalMs: number;
  /** From the command to the switch that made the new build live (old builds are pruned after). */
  liveMs: number;
  pages: number;
  rendered: number;
  phases: Phase[];
  peakRssBytes: number;
  memorySource: string;
}

/** The newest change report of the dataset's site. */
export function latestReport(set: Dataset): PublishReport {
  const [report] = latestReports(join(`${set.outDir}.builds`, 'reports'), 1);
  if (!report) throw new Error(`No publish report for the ${set.products}-product site`);
  return report;
}

/** A report's phases in their order, its total left out. */
export const phasesOfReport = (report: PublishReport): Phase[] =>
  Object.entries(report.phasesMs)
    .filter(([phase]) => phase !== 'total')
    .map(([phase, ms]) => ({ phase, ms }));

/** Where a cold publish puts the dataset's earlier builds, until `clearSetAside`. */
const setAsideDir = (set: Dataset) => join(dirname(set.outDir), 'set-aside');

/**
 * Moves the dataset's builds (and Astro's cache among them) out of the way of a cold publish. They
 * are deleted after the measurements (`clearSetAside`), not before the publish: this disk's file
 * system (ext4 without a journal) skips the inodes of files deleted in the last minute, or six
 * while their inode table is unwritten, when it creates files, and a build right after deleting the
 * last one's 22,000 pages spent seconds of kernel time stepping over them (11 % of the render
 * thread's samples in one profile). That cost is the deletion's, which a cold publish does not do.
 */
function setAside(set: Dataset): void {
  const into = join(setAsideDir(set), String(Date.now()));
  mkdirSync(into, { recursive: true });
  for (const dir of [set.outDir, `${set.outDir}.builds`]) {
    if (existsSync(dir)) renameSync(dir, join(into, basename(dir)));
  }
}

/** When the bench last deleted the builds it had set aside (milliseconds since the epoch). */
const clearedAt = join(root, '.e2e', 'set-aside-cleared-at');

/** Deletes the builds cold publishes of these datasets set aside. */
export function clearSetAside(sets: readonly Dataset[]): void {
  for (const set of sets) rmSync(setAsideDir(set), { force: true, recursive: true });
  mkdirSync(dirname(clearedAt), { recursive: true });
  writeFileSync(clearedAt, String(Date.now()));
}

/**
 * How long the file system remembers deleted files (see `setAside`): six minutes while their inode
 * table is unwritten, one after. A bench run started within minutes of the last one's cleanup
 * created its pages among tens of thousands of freshly deleted inodes: in one profile, 13 % of all
 * samples went to creating files, most of it stepping over those inodes, against 2 % otherwise.
 */
const DELETIONS_REMEMBERED_MS = 6 * 60_000;

/** Waits until the last cleanup's deletions no longer slow the creation of files. */
export async function settleAfterCleanup(log: (line: string) => void): Promise<void> {
  const since = existsSync(clearedAt) ? Date.now() - Number(readFileSync(clearedAt, 'utf8')) : Infinity;
  const wait = DELETIONS_REMEMBERED_MS - since;
  if (!(wait > 0)) return;
  log(
    `  waiting ${Math.ceil(wait / 1000)} s: the last run's set-aside builds were deleted ${Math.floor(since / 1000)} s ago`,
  );
  await sleep(wait);
}

/**
 * `npm run publish` on the dataset, timed from the command to its exit (the new build is live
 * just before): `cold` sets every build and Astro's cache aside first and renders every page;
 * `again` publishes whatever changed since the live build. Output goes to `<outDir>.publish.log`.
 */
export async function timedPublish(set: Dataset, mode: 'cold' | 'again'): Promise<BuildRun> {
  const timeReport = `${set.outDir}.time.txt`;
  if (mode === 'cold') setAside(set);
  rmSync(timeReport, { force: true });
  const publish = [join(root, 'scripts/publish.ts'), ...(mode === 'cold' ? ['--rebuild'] : [])];
  const useTime = existsSync(gnuTime);
  const [command, args] = useTime
    ? [gnuTime, ['-v', '-o', timeReport, process.execPath, ...publish]]
    : [process.execPath, publish];
  const log = createWriteStream(`${set.outDir}.publish.log`);
  const started = performance.now();
  const child = spawn(command, args, {
    cwd: root,
    env: { ...process.env, DATA_DIR: set.dataDir, OUT_DIR: set.outDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const memory = watchTreeMemory(child.pid ?? 0);
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  const code = await new Promise<number>((done, fail) => {
    child.once('error', (cause) => fail(new Error('Could not start the publish', { cause })));
    child.once('close', (exitCode) => done(exitCode ?? 1));
  });
  const totalMs = performance.now() - started;
  const polledPeak = memory.stop();
  log.end();
  if (code !== 0)
    throw new Error(`The ${set.products}-product publish failed (exit code ${code}); see ${set.outDir}.publish.log`);
  const report = latestReport(set);
  const timedPeak =
    useTime && existsSync(timeReport) ? maxRssFromTimeReport(readFileSync(timeReport, 'utf8')) : undefined;
  return {
    totalMs,
    liveMs: totalMs - (report.phasesMs.prune ?? 0),
    pages: report.pages.total,
    rendered: report.pages.rendered,
    phases: phasesOfReport(report),
    peakRssBytes: Math.max(timedPeak ?? 0, polledPeak),
    memorySource:
      timedPeak === undefined
        ? '/proc samples of the process tree'
        : 'GNU time -v and /proc samples of the process tree',
  };
}
