import { mkdirSync, rmSync } from 'node:fs';
import { basename } from 'node:path';
import type { Db } from '../../../server/db/index.ts';
import { catalogRevision } from '../../../server/catalog/catalog-revision.ts';
import type { SiteFiles } from '../../../server/site/site-files.ts';
import { buildLayout, liveBuild, newBuildDir, removeAbandoned, timeStamp, type BuildLayout } from './builds.ts';
import { withBuildLock } from './lock.ts';
import { readMade } from './made.ts';
import { describeReport, emptyReport, writeReport, type PublishReport } from './report.ts';
import type { BuildProgress } from './run-build.ts';
import type { SourceStamp } from './source-stamp.ts';

export interface PublishOptions {
  /** The served path; builds go beside it (see builds.ts). */
  outDir: string;
  /** Catalogue database folder, pulled in-process; else the API at `apiBase`. */
  dataDir?: string;
  apiBase?: string;
  /** The catalogue database, which holds the build lock of every process and node publishing it. */
  db: Db;
  /** Every price of the catalogue, for the no-price check. */
  prices: () => Promise<number[]>;
  trigger: string;
  /** The staff user who asked for this publish, for its report. */
  by?: string;
  /**
   * Identifies catalogue and code (see source-stamp.ts): equal to the live build's, nothing is
   * built; with other code, every page is rendered again.
   */
  source?: () => Promise<SourceStamp>;
  /** Builds even when the source is unchanged. */
  rebuild?: boolean;
  keep?: number;
  maxDrop?: number;
  env?: NodeJS.ProcessEnv;
  onProgress?: (progress: BuildProgress) => void;
  onLine?: (line: string) => void;
  /**
   * Given what the site will serve of the new build (its files and rules, read on a worker thread
   * while the build is checked), before it is switched in; asked for only when this is set.
   */
  onServing?: (files: SiteFiles) => void;
  /** Told as soon as the new build is served, before the oldest kept builds are deleted. */
  onLive?: () => void;
  log?: (line: string) => void;
  /**
   * The editors' drafts: applied to the public tables just before the pull, under the new build's
   * name, and put back as drafts when the build does not go live (see server/content/publish-drafts.ts).
   */
  drafts?: DraftPublishing;
}

export interface DraftPublishing {
  /** Drafts applied by a publish that was killed before it went live become drafts again. */
  giveBackAbandoned(live: string | undefined): Promise<number>;
  apply(build: string): Promise<number>;
  giveBack(build: string): Promise<number>;
}

function finish(layout: BuildLayout, report: PublishReport, started: number, options: PublishOptions): PublishReport {
  report.phasesMs.total = Math.round(performance.now() - started);
  report.finishedAt = new Date().toISOString();
  writeReport(layout.reportsDir, report);
  for (const line of describeReport(report)) (options.log ?? console.info)(`[publish] ${line}`);
  return report;
}

/** The live build's number of pages, read from its manifest when it was made before the count was kept. */
async function pagesOf(live: string, counted: number | undefined): Promise<number | undefined> {
  if (counted !== undefined) return counted;
  const { manifestFileFor, readManifest } = await import('../build/manifest.ts');
  return readManifest(manifestFileFor(live))?.pages.length;
}

async function publishLocked(layout: BuildLayout, options: PublishOptions): Promise<PublishReport> {
  const started = performance.now();
  const startedAt = new Date();
  await removeAbandoned(layout);
  const live = liveBuild(layout);
  await options.drafts?.giveBackAbandoned(live ? basename(live) : undefined);
  const buildDir = newBuildDir(layout, startedAt);
  const drafts = await options.drafts?.apply(basename(buildDir));
  if (drafts) (options.log ?? console.info)(`[publish] ${drafts} edits of the site's copy go into this build`);
  try {
    const revision = await catalogRevision(options.db);
    const source = await options.source?.();
    const made = live ? readMade(live) : {};
    const unchanged = live && source !== undefined && !options.rebuild && made.full === source.full;
    const pages = unchanged ? await pagesOf(live, made.pages) : undefined;
    if (live && pages !== undefined) {
      rmSync(buildDir, { recursive: true, force: true });
      const report = emptyReport(`${timeStamp(startedAt)}-unchanged`, options, startedAt, revision);
      Object.assign(report, { ok: true, unchanged: true, build: basename(live), previous: basename(live) });
      report.pages.total = report.pages.reused = pages;
      return finish(layout, report, started, options);
    }
    // The build's code (Astro, the pull, the checks, the picture encoder) loads only when there is something to build.
    const { buildAndSwitch } = await import('./build-and-switch.ts');
    const report = await buildAndSwitch(layout, options, { startedAt, live, buildDir, revision, source, made });
    return finish(layout, report, started, options);
  } catch (error) {
    await options.drafts?.giveBack(basename(buildDir));
    throw error;
  }
}

/**
 * Publishes the catalogue: builds into a new folder, checks it, and only then serves it by an
 * atomic switch. A failed pull, an invalid record or a failed check leaves the live site as it
 * was and says why in the report. Builds never overlap, even across processes and API nodes.
 */
export function publishSite(options: PublishOptions): Promise<PublishReport> {
  const layout = buildLayout(options.outDir);
  mkdirSync(layout.buildsDir, { recursive: true });
  return withBuildLock(
    options.db,
    () => publishLocked(layout, options),
    () => (options.log ?? console.info)('[publish] another build of this site is running; waiting for it'),
  );
}
