import { mkdirSync } from 'node:fs';
import { basename } from 'node:path';
import { securityEvent } from '../../../server/log.ts';
import { assembleOnThread } from './assemble.ts';
import { pruneBuilds, removeAbandoned, switchTo, type BuildLayout } from './builds.ts';
import { inspectBuild } from './checks.ts';
import { prepareServing } from './serving.ts';
import { filesToScan } from './files-to-scan.ts';
import { pricesDigest, readMade, writeMade, type Made } from './made.ts';
import { removeOnThread } from './remove.ts';
import { forgetPageCache, openClaimed, openPageCache, sealPageCache } from './page-cache.ts';
import { makePictures } from './pictures.ts';
import type { PublishOptions } from './publish.ts';
import { emptyReport, type PublishReport } from './report.ts';
import { buildEnv, buildRequestFrom, runBuild, type BuildEnvRequest } from './run-build.ts';
import { bundledChildFor, dismissBuildChild } from './warm-build.ts';
import type { SourceStamp } from './source-stamp.ts';

/** Builds kept for rollback, the live one included. */
const KEEP_BUILDS = 4;

/** A publish that has something to build: its folder, and what the live build was made from. */
export interface BuildStart {
  startedAt: Date;
  live: string | undefined;
  buildDir: string;
  revision: string;
  source: SourceStamp | undefined;
  made: Made;
}

const since = (start: number) => Math.round(performance.now() - start);

/**
 * Opens the page cache for this build: as the child waiting for it bundled it, when one did (its
 * scripts and styles stay), else afresh with no child left to write into it.
 */
async function openForBuild(layout: BuildLayout, request: BuildEnvRequest, sameCode: boolean) {
  const claim = bundledChildFor(buildEnv(request));
  const from = claim === undefined ? undefined : openClaimed(layout, claim, sameCode);
  if (from) return from;
  await dismissBuildChild();
  return openPageCache(layout, sameCode);
}

/**
 * Builds the site into `buildDir` (only what changed is rendered again), assembles and checks it,
 * makes its picture variants and switches the site to it; a build that fails leaves nothing
 * behind. Loaded by a publish only when there is something to build: a publish with nothing
 * changed does not load the build's code.
 */
export async function buildAndSwitch(
  layout: BuildLayout,
  options: PublishOptions,
  start: BuildStart,
): Promise<PublishReport> {
  const { startedAt, live, buildDir, revision, source, made } = start;
  // After a code change, or a publish that never went live, every page is rendered again.
  const sameCode = source !== undefined && made.code === source.code;
  const request = buildRequestFrom(layout, options, live, sameCode);
  const from = await openForBuild(layout, request, sameCode);
  const report = emptyReport(basename(buildDir), options, startedAt, revision);
  // Empty for this build's copies: nothing a killed build left there is taken (see page-copies.ts).
  await removeOnThread([layout.copiesDir]);
  mkdirSync(layout.copiesDir);
  const run = await runBuild({
    ...request,
    buildDir,
    onProgress: options.onProgress,
    onLine: options.onLine,
  });
  Object.assign(report.phasesMs, run.phasesMs);
  const assembleStart = performance.now();
  const assembledAt = Date.now();
  const assembled = run.ok ? await assembleOnThread({ workDir: layout.workDir, buildDir, from, live }) : undefined;
  if (!run.ok || !assembled) {
    report.error = run.failure ?? 'The build wrote no manifest';
  } else {
    const { assembly, changes } = assembled;
    report.phasesMs.assemble = since(assembleStart);
    (options.log ?? console.info)(
      `[publish] ${assembly.written.length} files written, ${assembly.linked.length} linked to ${from ? basename(from.buildDir) : 'no earlier build'}`,
    );
    const serving = prepareServing(buildDir, options.onServing);
    const checkStart = performance.now();
    const prices = await options.prices();
    const digest = pricesDigest(prices);
    report.skus = changes.skus;
    report.notes = changes.notes;
    report.pages = changes.pages;
    const scan = filesToScan(assembly, from !== undefined && readMade(from.buildDir).prices === digest);
    // Each page gets the copies made of the bytes the check reads, as it reads them: what is served
    // compressed is what passed.
    const inspection = await inspectBuild({
      buildDir,
      pages: changes.pages.total,
      previousPages: changes.previousPages,
      filesToScan: scan.files,
      prices,
      reusedPages: scan.linkedSample,
      maxDrop: options.maxDrop,
      seal: true,
      madeCopies: layout.copiesDir,
    });
    report.problems = inspection.problems;
    await serving;
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
      writeMade(buildDir, {
        full: source?.full ?? '',
        code: source?.code ?? '',
        prices: digest,
        pages: changes.pages.total,
      });
      switchTo(layout, buildDir);
      sealPageCache(layout, buildDir, assembledAt);
      options.onLive?.();
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
    await forgetPageCache(layout);
    await options.drafts?.giveBack(basename(buildDir));
  }
  // Copies no page took (its page kept the earlier build's, or failed the check).
  await removeOnThread([layout.copiesDir]);
  return report;
}
