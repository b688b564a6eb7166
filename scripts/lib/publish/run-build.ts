import { existsSync, readFileSync, renameSync, rmSync } from 'node:fs';
import type { BuildEvent, BuildPhase } from '../build/build-events.ts';
import { manifestFileFor } from '../build/manifest.ts';
import { SITE_DATA_FILE } from '../../../src/lib/site-data.build.ts';
import type { BuildLayout } from './builds.ts';
import { takeBuildChild } from './warm-build.ts';
/** Lines of the build's output quoted when it fails without saying why. */
const LAST_LINES = 12;

export type { BuildPhase };

/** Where a running build is. */
export interface BuildProgress {
  phase: BuildPhase;
  /** Pages and other outputs of the build, rendered or copied from Astro's cache. */
  pagesTotal: number;
  pagesRendered: number;
}

export interface BuildRun {
  ok: boolean;
  /** Why the build failed: the pull's message names the call, its input and each field. */
  failure?: string;
  /** Milliseconds per phase. */
  phasesMs: Partial<Record<BuildPhase, number>>;
}

export interface BuildRequest {
  /** The build's name and place: its data, failure and manifest files go beside it. */
  buildDir: string;
  /** Where Astro writes the build (see assemble.ts). */
  outDir: string;
  cacheDir: string;
  /** Where the build writes its pages' compressed copies (see page-copies.ts). */
  copiesDir: string;
  /** Data folder of the catalogue database, pulled in-process; else `apiBase` over HTTP. */
  dataDir?: string;
  apiBase?: string;
  previousManifest?: string;
  /** The live build, whose precompressed assets are reused when unchanged. */
  previousBuild?: string;
  /** The live build's data, when made by the same code: only products changed since are pulled. */
  previousData?: string;
  env?: NodeJS.ProcessEnv;
  onProgress?: (progress: BuildProgress) => void;
  /** Every line the build prints (for a log file). */
  onLine?: (line: string) => void;
}

/**
 * The build's failure and data files are written beside its working folder, then the data file is
 * moved beside the build: a build's environment names no build, so a child may be started for the
 * next build before its name is known (see warm-build.ts).
 */
const failureFileOf = (request: BuildEnvRequest) => `${request.outDir}.failure.json`;
const dataFileOf = (request: BuildEnvRequest) => `${request.outDir}.data`;

export type BuildEnvRequest = Omit<BuildRequest, 'buildDir' | 'onProgress' | 'onLine'>;

/** The environment of the build child: everything it builds from. */
export function buildEnv(request: BuildEnvRequest): NodeJS.ProcessEnv {
  return {
    ...(request.env ?? process.env),
    // As `astro build` runs: React and the site's bundles in their production builds.
    NODE_ENV: 'production',
    // Astro writes environment variables into its runtime's server code, the shell's `_` (the
    // program that started this one) among them: held fixed, so the code of a build, and with it
    // which pages the incremental build may copy, does not depend on how the publish was started.
    _: process.execPath,
    OUT_DIR: request.outDir,
    ASTRO_CACHE_DIR: request.cacheDir,
    PAGE_COPIES_DIR: request.copiesDir,
    PUBLISH_FAILURE_FILE: failureFileOf(request),
    ...(request.dataDir ? { PUBLISH_DATA_DIR: request.dataDir, [SITE_DATA_FILE]: dataFileOf(request) } : {}),
    ...(request.apiBase ? { API_BASE: request.apiBase } : {}),
    ...(request.previousManifest ? { PREVIOUS_BUILD_MANIFEST: request.previousManifest } : {}),
    ...(request.previousBuild ? { PREVIOUS_BUILD_DIR: request.previousBuild } : {}),
    ...(request.previousData ? { PREVIOUS_SITE_DATA: request.previousData } : {}),
  };
}

/**
 * What a build from the live build `live` runs with: only the products changed since its data are
 * pulled when it was made by the same code (`sameCode`).
 */
export function buildRequestFrom(
  layout: BuildLayout,
  site: Pick<BuildRequest, 'dataDir' | 'apiBase' | 'env'>,
  live: string | undefined,
  sameCode: boolean,
): BuildEnvRequest {
  return {
    outDir: layout.workDir,
    cacheDir: layout.cacheDir,
    copiesDir: layout.copiesDir,
    dataDir: site.dataDir,
    apiBase: site.apiBase,
    previousManifest: live ? manifestFileFor(live) : undefined,
    previousBuild: live,
    previousData: live && sameCode ? `${live}.data` : undefined,
    env: site.env,
  };
}

/** Runs one Astro build of the site into `outDir` in a child process, following its events. */
export async function runBuild(request: BuildRequest): Promise<BuildRun> {
  const failureFile = failureFileOf(request);
  const dataFile = dataFileOf(request);
  rmSync(failureFile, { force: true });
  rmSync(dataFile, { force: true });
  // A build killed before the rename below leaves its manifest; it never names another build's pages.
  rmSync(manifestFileFor(request.outDir), { force: true });
  const progress: BuildProgress = { phase: 'start-up', pagesTotal: 0, pagesRendered: 0 };
  const marks: Array<[BuildPhase, number]> = [['start-up', performance.now()]];
  // Its events are followed from here on: the child sends none before it has heard "go".
  const { proc, printed } = await takeBuildChild(buildEnv(request));
  proc.on('message', (event: BuildEvent) => {
    if (event.kind === 'phase' && event.phase !== progress.phase) {
      progress.phase = event.phase;
      marks.push([event.phase, performance.now()]);
    } else if (event.kind === 'pages') {
      progress.pagesTotal = event.total;
      progress.pagesRendered = event.rendered;
    }
    request.onProgress?.({ ...progress });
  });
  // The last lines the build printed: what a crash that wrote no failure file says about itself.
  const lastLines: string[] = [];
  const printLine = (line: string) => {
    if (!line.trim()) return;
    request.onLine?.(line);
    lastLines.push(line.slice(0, 500));
    if (lastLines.length > LAST_LINES) lastLines.shift();
  };
  printed.forEach(printLine);
  for (const stream of [proc.stdout, proc.stderr]) {
    stream?.setEncoding('utf8');
    stream?.on('data', (chunk: string) => chunk.split('\n').forEach(printLine));
  }
  return new Promise((done) => {
    proc.once('error', (cause) =>
      done({ ok: false, failure: `Could not start the build: ${cause.message}`, phasesMs: {} }),
    );
    proc.once('close', (code) => {
      const ended = performance.now();
      const phasesMs: BuildRun['phasesMs'] = {};
      marks.forEach(([phase, at], index) => {
        phasesMs[phase] = Math.round((marks[index + 1]?.[1] ?? ended) - at);
      });
      // Kept beside a build that succeeded, for the next publish's pull (see builds.ts).
      if (code === 0) {
        if (existsSync(manifestFileFor(request.outDir)))
          renameSync(manifestFileFor(request.outDir), manifestFileFor(request.buildDir));
        if (existsSync(dataFile)) renameSync(dataFile, `${request.buildDir}.data`);
        return done({ ok: true, phasesMs });
      }
      rmSync(dataFile, { force: true });
      const failure = existsSync(failureFile)
        ? String((JSON.parse(readFileSync(failureFile, 'utf8')) as { message?: unknown }).message)
        : [`The site build exited with code ${code}`, ...lastLines].join('\n  ');
      rmSync(failureFile, { force: true });
      done({ ok: false, failure, phasesMs });
    });
  });
}
