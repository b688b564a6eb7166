import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { manifestFileFor, readManifest } from '../../../src/features/catalog/manifest.build.ts';
import { buildLayout, liveBuild, newBuildDir, pruneBuilds, switchTo, timeStamp, type BuildLayout } from './builds.ts';
import { checkBuild } from './checks.ts';
import { withBuildLock } from './lock.ts';
import { forgetAstroCache, freshTextFiles, readAstroCache, reusedFiles } from './rendered.ts';
import { changesOf, describeReport, writeReport, type PublishReport } from './report.ts';
import { runBuild, type BuildProgress } from './run-build.ts';
import type { SourceStamp } from './source-stamp.ts';

/** Builds kept for rollback, the live one included. */
export const KEEP_BUILDS = 4;

export interface PublishOptions {
  /** The served path; builds go beside it (see builds.ts). */
  outDir: string;
  /** Catalogue database folder, pulled in-process; else the API at `apiBase`. */
  dataDir?: string;
  apiBase?: string;
  /** Every price of the catalogue, for the no-price check. */
  prices: () => number[];
  trigger: string;
  /**
   * Identifies catalogue and code (see source-stamp.ts): equal to the live build's, nothing is
   * built; with other code, every page is rendered again.
   */
  source?: () => SourceStamp;
  /** Builds even when the source is unchanged. */
  rebuild?: boolean;
  keep?: number;
  maxDrop?: number;
  env?: NodeJS.ProcessEnv;
  onProgress?: (progress: BuildProgress) => void;
  onLine?: (line: string) => void;
  log?: (line: string) => void;
}

/** Pages copied from the cache whose scripts and styles a publish checks. */
const REUSED_PAGES_CHECKED = 50;

const since = (start: number) => Math.round(performance.now() - start);

function emptyReport(id: string, trigger: string, startedAt: Date): PublishReport {
  return {
    id,
    trigger,
    ok: false,
    startedAt: startedAt.toISOString(),
    finishedAt: '',
    problems: [],
    skus: { added: [], removed: [], changed: [] },
    pages: { total: 0, rendered: 0, reused: 0, added: [], removed: [] },
    phasesMs: {},
  };
}

function discard(buildDir: string): void {
  rmSync(buildDir, { recursive: true, force: true });
  rmSync(manifestFileFor(buildDir), { force: true });
}

/** What the build was made from, kept beside it: the full stamp, then the code stamp. */
const sourceFileFor = (buildDir: string) => `${buildDir}.source`;

function readSource(buildDir: string): Partial<SourceStamp> {
  if (!existsSync(sourceFileFor(buildDir))) return {};
  const [full, code] = readFileSync(sourceFileFor(buildDir), 'utf8').split('\n');
  return { full, code };
}

function finish(layout: BuildLayout, report: PublishReport, started: number, options: PublishOptions): PublishReport {
  report.phasesMs.total = since(started);
  report.finishedAt = new Date().toISOString();
  writeReport(layout.reportsDir, report);
  for (const line of describeReport(report)) (options.log ?? console.info)(`[publish] ${line}`);
  return report;
}

async function publishLocked(layout: BuildLayout, options: PublishOptions): Promise<PublishReport> {
  const started = performance.now();
  const startedAt = new Date();
  const live = liveBuild(layout);
  const previous = live ? readManifest(manifestFileFor(live)) : undefined;
  const source = options.source?.();
  const liveSource = live ? readSource(live) : {};
  if (live && previous && source !== undefined && !options.rebuild && liveSource.full === source.full) {
    const report = emptyReport(`${timeStamp(startedAt)}-unchanged`, options.trigger, startedAt);
    Object.assign(report, { ok: true, unchanged: true, build: basename(live), previous: basename(live) });
    report.pages.total = report.pages.reused = previous.pages.length;
    return finish(layout, report, started, options);
  }
  // Astro copies a page whose data key is unchanged, but the copy names the scripts of the build it
  // came from: after a code change those are gone, so every page is rendered again.
  if (source !== undefined && liveSource.code !== source.code) forgetAstroCache(layout.cacheDir);
  const buildDir = newBuildDir(layout, startedAt);
  const report = emptyReport(basename(buildDir), options.trigger, startedAt);
  const cacheBefore = readAstroCache(layout.cacheDir);
  const run = await runBuild({
    buildDir,
    cacheDir: layout.cacheDir,
    dataDir: options.dataDir,
    apiBase: options.apiBase,
    previousManifest: live ? manifestFileFor(live) : undefined,
    previousBuild: live,
    env: options.env,
    onProgress: options.onProgress,
    onLine: options.onLine,
  });
  Object.assign(report.phasesMs, run.phasesMs);
  const current = run.ok ? readManifest(manifestFileFor(buildDir)) : undefined;
  if (!run.ok || !current) {
    discard(buildDir);
    report.error = run.failure ?? 'The build wrote no manifest';
  } else {
    const checkStart = performance.now();
    const reused = reusedFiles(cacheBefore, readAstroCache(layout.cacheDir));
    const changes = changesOf(previous, current);
    report.skus = changes.skus;
    report.pages = {
      total: current.pages.length,
      rendered: current.pages.length - reused.size,
      reused: reused.size,
      added: changes.pagesAdded,
      removed: changes.pagesRemoved,
    };
    report.problems = await checkBuild({
      buildDir,
      pages: current.pages.length,
      previousPages: previous?.pages.length,
      filesToScan: freshTextFiles(buildDir, reused),
      prices: options.prices(),
      // Copies from one build share their scripts: a sample shows whether those are still there.
      reusedPages: [...reused]
        .filter((file) => file.endsWith('.html'))
        .slice(0, REUSED_PAGES_CHECKED)
        .map((file) => join(buildDir, file)),
      maxDrop: options.maxDrop,
    });
    report.phasesMs.check = since(checkStart);
    if (report.problems.length > 0) {
      discard(buildDir);
      // Pages of a rejected build must not be copied into the next one unchecked.
      forgetAstroCache(layout.cacheDir);
      report.error = 'The new build failed its checks';
    } else {
      const switchStart = performance.now();
      if (source !== undefined) writeFileSync(sourceFileFor(buildDir), `${source.full}\n${source.code}`);
      switchTo(layout, buildDir);
      report.phasesMs.switch = since(switchStart);
      report.ok = true;
      report.build = basename(buildDir);
      report.previous = live ? basename(live) : undefined;
      // The new build is live: the time to live ends here; deleting the oldest builds follows.
      const pruneStart = performance.now();
      await pruneBuilds(layout, options.keep ?? KEEP_BUILDS);
      report.phasesMs.prune = since(pruneStart);
    }
  }
  return finish(layout, report, started, options);
}

/**
 * Publishes the catalogue: builds into a new folder, checks it, and only then serves it by an
 * atomic switch. A failed pull, an invalid record or a failed check leaves the live site as it
 * was and says why in the report. Builds of one site never overlap, even across processes.
 */
export function publishSite(options: PublishOptions): Promise<PublishReport> {
  const layout = buildLayout(options.outDir);
  mkdirSync(layout.buildsDir, { recursive: true });
  return withBuildLock(
    join(layout.buildsDir, 'build.lock'),
    () => publishLocked(layout, options),
    () => (options.log ?? console.info)('[publish] another build of this site is running; waiting for it'),
  );
}
