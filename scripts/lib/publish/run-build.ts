import { spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { stripVTControlCharacters, styleText } from 'node:util';
import { type BuildPhase, type BuildProgress, buildLogFollower, startingProgress } from './build-log.ts';

const child = resolve(import.meta.dirname, 'build-child.ts');
/**
 * The heap of a build's JavaScript (each of its threads) is capped, with room for a catalogue several
 * times today's. V8 sizes its heap from the machine's memory (about 4 GB here) and lets garbage pile
 * up towards it; a build of 20,000 products holds about 1 GB it still needs. Capped, it collects
 * sooner: peak 1.99 GB before, 1.29 GB after, no slower.
 *
 * Each page passes through a few short-lived buffers (50 KB each). By default V8 runs a full
 * collection of the whole heap whenever such memory outside the heap has grown by 64 MB, however
 * large the heap: at 20,000 products that was 111 full collections in the main thread instead of
 * 13, and the build took half as long again (63 s against 42 s of rendering). Counted with the heap
 * against its limit, those buffers are collected with the rest.
 */
const BUILD_V8_FLAGS = ['--max-old-space-size=1536', '--external-memory-accounted-in-global-limit'];

/**
 * libuv's pool writes a build's page files. With more pool threads than cores, threads creating
 * files in the same folders wait on each other's folder locks in the kernel: on two cores, two
 * threads rendered 1.3-1.8 s sooner than libuv's default four in four alternating 20,000-product
 * builds. Set for the build alone, whatever pool the publishing process has (the server's is
 * sized for password hashing).
 */
const BUILD_POOL_THREADS = String(Math.min(4, Math.max(2, availableParallelism())));

/**
 * Node keeps the bytecode of the modules a build loads (Astro, Vite, the bundled site) on disk and
 * reuses it while their files stay the same: every thread of a build compiles less before its
 * first page (0.3 s sooner in alternating 1,000-product builds). Beside the installed packages, as
 * other tools keep their caches: it belongs to the code, not to a build.
 */
const COMPILE_CACHE = resolve(import.meta.dirname, '../../../node_modules/.cache/build-compile-cache');

export type { BuildPhase, BuildProgress } from './build-log.ts';

export interface BuildRun {
  ok: boolean;
  /** Why the build failed: the pull's message names the call, its input and each field. */
  failure?: string;
  /** Milliseconds per phase. */
  phasesMs: Partial<Record<BuildPhase, number>>;
}

export interface BuildRequest {
  buildDir: string;
  cacheDir: string;
  /** Data folder of the catalogue database, pulled in-process; else `apiBase` over HTTP. */
  dataDir?: string;
  apiBase?: string;
  previousManifest?: string;
  /** The live build, whose precompressed assets are reused when unchanged. */
  previousBuild?: string;
  env?: NodeJS.ProcessEnv;
  onProgress?: (progress: BuildProgress) => void;
  /** Every line of Astro's output (for a log file); progress is reported separately. */
  onLine?: (line: string) => void;
}

const plain = (line: string) => stripVTControlCharacters(line);

/** Runs one Astro build of the site into `buildDir` in a child process, following its progress. */
export function runBuild(request: BuildRequest): Promise<BuildRun> {
  const failureFile = `${request.buildDir}.failure.json`;
  rmSync(failureFile, { force: true });
  const progress = startingProgress();
  const started = performance.now();
  const marks: Array<[BuildPhase, number]> = [['start-up', started]];
  const enter = (phase: BuildPhase) => {
    if (progress.phase === phase) return;
    progress.phase = phase;
    marks.push([phase, performance.now()]);
  };
  const env: NodeJS.ProcessEnv = {
    ...(request.env ?? process.env),
    // Astro writes environment variables into its own runtime's server code, the shell's `_` (the
    // program that started this one) among them: held fixed, so the code of a build, and with it
    // which pages the incremental build may copy, does not depend on how the publish was started.
    _: process.execPath,
    UV_THREADPOOL_SIZE: BUILD_POOL_THREADS,
    NODE_COMPILE_CACHE: COMPILE_CACHE,
    OUT_DIR: request.buildDir,
    ASTRO_CACHE_DIR: request.cacheDir,
    PUBLISH_FAILURE_FILE: failureFile,
    ...(request.dataDir ? { PUBLISH_DATA_DIR: request.dataDir } : {}),
    ...(request.apiBase ? { API_BASE: request.apiBase } : {}),
    ...(request.previousManifest ? { PREVIOUS_BUILD_MANIFEST: request.previousManifest } : {}),
    ...(request.previousBuild ? { PREVIOUS_BUILD_DIR: request.previousBuild } : {}),
  };
  const proc = spawn(process.execPath, [...BUILD_V8_FLAGS, child], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let lastReport = 0;
  const follow = buildLogFollower(progress, enter);
  const onLine = (raw: string) => {
    request.onLine?.(raw);
    follow(plain(raw));
    const now = performance.now();
    if (now - lastReport > 250 || progress.phase !== 'render') {
      lastReport = now;
      request.onProgress?.({ ...progress });
    }
  };
  for (const stream of [proc.stdout, proc.stderr]) createInterface({ input: stream }).on('line', onLine);
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
      request.onProgress?.({ ...progress });
      if (code === 0) return done({ ok: true, phasesMs });
      const failure = existsSync(failureFile)
        ? String((JSON.parse(readFileSync(failureFile, 'utf8')) as { message?: unknown }).message)
        : `The site build exited with code ${code}`;
      rmSync(failureFile, { force: true });
      console.error(styleText('red', failure));
      done({ ok: false, failure, phasesMs });
    });
  });
}
