import { fork } from 'node:child_process';
import { existsSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import type { BuildEvent, BuildPhase } from '../build/build-events.ts';
import { manifestFileFor } from '../build/manifest.ts';
import { SITE_DATA_FILE } from '../../../src/lib/site-data.build.ts';

const child = resolve(import.meta.dirname, 'build-child.ts');

/**
 * The heap of a build is capped, with room for a catalogue several times today's: V8 sizes its heap
 * from the machine's memory and lets garbage pile up towards it; capped, it collects sooner.
 */
const BUILD_V8_FLAGS = ['--max-old-space-size=1536'];
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

/** Runs one Astro build of the site into `outDir` in a child process, following its events. */
export function runBuild(request: BuildRequest): Promise<BuildRun> {
  const failureFile = `${request.buildDir}.failure.json`;
  const dataFile = `${request.buildDir}.data`;
  rmSync(failureFile, { force: true });
  // A build killed before the rename below leaves its manifest; it never names another build's pages.
  rmSync(manifestFileFor(request.outDir), { force: true });
  const progress: BuildProgress = { phase: 'start-up', pagesTotal: 0, pagesRendered: 0 };
  const marks: Array<[BuildPhase, number]> = [['start-up', performance.now()]];
  const env: NodeJS.ProcessEnv = {
    ...(request.env ?? process.env),
    // As `astro build` runs: React and the site's bundles in their production builds.
    NODE_ENV: 'production',
    // Astro writes environment variables into its runtime's server code, the shell's `_` (the
    // program that started this one) among them: held fixed, so the code of a build, and with it
    // which pages the incremental build may copy, does not depend on how the publish was started.
    _: process.execPath,
    OUT_DIR: request.outDir,
    ASTRO_CACHE_DIR: request.cacheDir,
    PUBLISH_FAILURE_FILE: failureFile,
    ...(request.dataDir ? { PUBLISH_DATA_DIR: request.dataDir, [SITE_DATA_FILE]: dataFile } : {}),
    ...(request.apiBase ? { API_BASE: request.apiBase } : {}),
    ...(request.previousManifest ? { PREVIOUS_BUILD_MANIFEST: request.previousManifest } : {}),
    ...(request.previousBuild ? { PREVIOUS_BUILD_DIR: request.previousBuild } : {}),
    ...(request.previousData ? { PREVIOUS_SITE_DATA: request.previousData } : {}),
  };
  const proc = fork(child, { env, execArgv: BUILD_V8_FLAGS, stdio: ['ignore', 'pipe', 'pipe', 'ipc'] });
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
  for (const stream of [proc.stdout, proc.stderr]) {
    stream?.setEncoding('utf8');
    stream?.on('data', (chunk: string) => {
      for (const line of chunk.split('\n')) {
        if (!line.trim()) continue;
        request.onLine?.(line);
        lastLines.push(line.slice(0, 500));
        if (lastLines.length > LAST_LINES) lastLines.shift();
      }
    });
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
