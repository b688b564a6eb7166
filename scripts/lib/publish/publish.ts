import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { basename } from 'node:path';
import type { Db } from '../../../server/db/index.ts';
import { securityEvent } from '../../../server/log.ts';
import { catalogRevision } from '../../../server/catalog/catalog-revision.ts';
import type { BuildManifest } from '../build/changes.ts';
import { manifestFileFor, readManifest } from '../build/manifest.ts';
import {
  buildLayout,
  liveBuild,
  newBuildDir,
  pruneBuilds,
  removeAbandoned,
  switchTo,
  timeStamp,
  type BuildLayout,
} from './builds.ts';
import { assembleBuild } from './assemble.ts';
import { inspectBuild } from './checks.ts';
import { filesToScan } from './files-to-scan.ts';
import { withBuildLock } from './lock.ts';
import { forgetPageCache, openPageCache, sealPageCache } from './page-cache.ts';
import { makePictures } from './pictures.ts';
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

const since = (start: number) => Math.round(performance.now() - start);

function emptyReport(id: string, options: PublishOptions, startedAt: Date, revision: string): PublishReport {
  return {
    id,
    trigger: options.trigger,
    ...(options.by !== undefined && { by: options.by }),
    revision,
    ok: false,
    startedAt: startedAt.toISOString(),
    finishedAt: '',
    problems: [],
    skus: { added: [], removed: [], changed: [] },
    pages: { total: 0, rendered: 0, reused: 0, added: [], removed: [] },
    phasesMs: {},
  };
}

/**
 * What a build was made from, kept beside it once it passed its checks: the full stamp, the code
 * stamp, and a digest of the prices it was checked against.
 */
interface Made {
  full?: string;
  code?: string;
  prices?: string;
}
const madeFileFor = (buildDir: string) => `${buildDir}.source`;

function readMade(buildDir: string): Made {
  if (!existsSync(madeFileFor(buildDir))) return {};
  const [full, code, prices] = readFileSync(madeFileFor(buildDir), 'utf8').split('\n');
  return { full, code, prices };
}

const pricesDigest = (prices: readonly number[]) =>
  createHash('sha256').update(Float64Array.from(prices).sort()).digest('hex');

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
  await removeAbandoned(layout);
  const live = liveBuild(layout);
  const previous = live ? readManifest(manifestFileFor(live)) : undefined;
  await options.drafts?.giveBackAbandoned(live ? basename(live) : undefined);
  const buildDir = newBuildDir(layout, startedAt);
  const drafts = await options.drafts?.apply(basename(buildDir));
  if (drafts) (options.log ?? console.info)(`[publish] ${drafts} edits of the site's copy go into this build`);
  try {
    return await publishDrafted(layout, options, { started, startedAt, live, previous, buildDir });
  } catch (error) {
    await options.drafts?.giveBack(basename(buildDir));
    throw error;
  }
}

interface Start {
  started: number;
  startedAt: Date;
  live: string | undefined;
  previous: BuildManifest | undefined;
  buildDir: string;
}

async function publishDrafted(layout: BuildLayout, options: PublishOptions, start: Start): Promise<PublishReport> {
  const { started, startedAt, live, previous, buildDir } = start;
  const revision = await catalogRevision(options.db);
  const source = await options.source?.();
  const made = live ? readMade(live) : {};
  if (live && previous && source !== undefined && !options.rebuild && made.full === source.full) {
    rmSync(buildDir, { recursive: true, force: true });
    const report = emptyReport(`${timeStamp(startedAt)}-unchanged`, options, startedAt, revision);
    Object.assign(report, { ok: true, unchanged: true, build: basename(live), previous: basename(live) });
    report.pages.total = report.pages.reused = previous.pages.length;
    return finish(layout, report, started, options);
  }
  // After a code change, or a publish that never went live, every page is rendered again.
  const sameCode = source !== undefined && made.code === source.code;
  const from = openPageCache(layout, sameCode);
  const report = emptyReport(basename(buildDir), options, startedAt, revision);
  const run = await runBuild({
    buildDir,
    outDir: layout.workDir,
    cacheDir: layout.cacheDir,
    dataDir: options.dataDir,
    apiBase: options.apiBase,
    previousManifest: live ? manifestFileFor(live) : undefined,
    previousBuild: live,
    previousData: live && sameCode ? `${live}.data` : undefined,
    env: options.env,
    onProgress: options.onProgress,
    onLine: options.onLine,
  });
  Object.assign(report.phasesMs, run.phasesMs);
  const current = run.ok ? readManifest(manifestFileFor(buildDir)) : undefined;
  if (!run.ok || !current) {
    report.error = run.failure ?? 'The build wrote no manifest';
  } else {
    const assembleStart = performance.now();
    const assembledAt = Date.now();
    const assembly = assembleBuild(layout.workDir, buildDir, current.pages, from);
    report.phasesMs.assemble = since(assembleStart);
    (options.log ?? console.info)(
      `[publish] ${assembly.written.length} files written, ${assembly.linked.length} linked to ${from ? basename(from.buildDir) : 'no earlier build'}`,
    );
    const checkStart = performance.now();
    const prices = await options.prices();
    const digest = pricesDigest(prices);
    const changes = changesOf(previous, current);
    const rendered = current.rendered?.length ?? current.pages.length;
    report.skus = changes.skus;
    report.notes = current.notes ?? [];
    report.pages = {
      total: current.pages.length,
      rendered: Math.min(rendered, current.pages.length),
      reused: Math.max(0, current.pages.length - rendered),
      added: changes.pagesAdded,
      removed: changes.pagesRemoved,
    };
    const scan = filesToScan(assembly, from !== undefined && readMade(from.buildDir).prices === digest);
    // Each page is compressed as it is read for the check: what is served compressed is what passed.
    const inspection = await inspectBuild({
      buildDir,
      pages: current.pages.length,
      previousPages: previous?.pages.length,
      filesToScan: scan.files,
      prices,
      reusedPages: scan.linkedSample,
      maxDrop: options.maxDrop,
      seal: true,
    });
    report.problems = inspection.problems;
    report.phasesMs.check = since(checkStart);
    if (report.problems.length === 0 && options.dataDir !== undefined) {
      const picturesStart = performance.now();
      const pictures = await makePictures(options.dataDir, inspection.photos);
      report.phasesMs.pictures = since(picturesStart);
      const log = options.log ?? console.info;
      log(
        `[publish] ${inspection.compressed} pages compressed (the rest linked to the earlier build's copies); variants of ${inspection.photos.length} photos: ${pictures.made} encoded, ${pictures.copied} from the cache, ${pictures.kept} kept`,
      );
      if (pictures.unusable.length > 0)
        log(
          `[publish] ${pictures.unusable.length} photos have no variants: ${pictures.unusable.slice(0, 5).join(', ')}`,
        );
    }
    if (report.problems.length > 0) {
      report.error = 'The new build failed its checks';
    } else {
      const switchStart = performance.now();
      writeFileSync(madeFileFor(buildDir), `${source?.full ?? ''}\n${source?.code ?? ''}\n${digest}`);
      switchTo(layout, buildDir);
      sealPageCache(layout, buildDir, assembledAt);
      report.phasesMs.switch = since(switchStart);
      report.ok = true;
      report.build = basename(buildDir);
      report.previous = live ? basename(live) : undefined;
      securityEvent('publish switched', {
        build: report.build,
        previous: report.previous,
        trigger: options.trigger,
        by: options.by,
      });
      // The new build is live: the time to live ends here; deleting the oldest builds follows.
      const pruneStart = performance.now();
      await pruneBuilds(layout, options.keep ?? KEEP_BUILDS);
      report.phasesMs.prune = since(pruneStart);
    }
  }
  if (!report.ok) {
    // Nothing of a build that did not pass stays: not its folder, not the pages it left in Astro's
    // cache, not the drafts it applied (they are drafts again).
    await removeAbandoned(layout);
    forgetPageCache(layout);
    await options.drafts?.giveBack(basename(buildDir));
  }
  return finish(layout, report, started, options);
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
