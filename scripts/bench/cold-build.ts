import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { pagesBuilt, phasesOf, plain, type Phase, type PhaseMarker, type TimedLine } from './build-phases.ts';
import type { Dataset } from './datasets.ts';
import { maxRssFromTimeReport, watchTreeMemory } from './memory.ts';

const root = resolve(import.meta.dirname, '../..');
const gnuTime = '/usr/bin/time';

/**
 * Where a build spends its time, read from its output: start-up (Node, Astro, configuration) until
 * bundling; the catalogue pull (which also cleans every product's HTML) logs its start and end;
 * rendering runs from the first page written to Astro's `Completed` line; post-processing
 * (redirects, headers, sitemap, change report) follows it.
 */
const startLine = '(build started)';
const markers: PhaseMarker[] = [
  { phase: 'start-up', start: /^\(build started\)$/, end: /Building static entrypoints/ },
  { phase: 'bundle', start: /Building static entrypoints/, end: /generating static routes/ },
  { phase: 'pull', start: /\[catalog\] pulling from/, end: /\[catalog\] pulled \d+ products/ },
  { phase: 'render', after: /generating static routes/, start: /├─/, end: /Completed in/ },
  { phase: 'post-process', after: /generating static routes/, start: /Completed in/, end: /page\(s\) built/ },
];

export interface BuildRun {
  totalMs: number;
  pages: number;
  phases: Phase[];
  peakRssBytes: number;
  memorySource: string;
}

/**
 * A cold build of the dataset's site from its running API: output and Astro cache deleted first,
 * so the time includes pulling the whole catalogue. Astro's output goes to `<outDir>.build.log`.
 */
export async function coldBuild(set: Dataset, apiBase: string): Promise<BuildRun> {
  const cacheDir = `${set.outDir}.astro-cache`;
  const timeReport = `${set.outDir}.time.txt`;
  rmSync(set.outDir, { recursive: true, force: true });
  rmSync(cacheDir, { recursive: true, force: true });
  rmSync(timeReport, { force: true });

  const astro = [
    join(root, 'node_modules/astro/bin/astro.mjs'),
    'build',
    '--config',
    'scripts/bench/astro-cold.config.mjs',
  ];
  const useTime = existsSync(gnuTime);
  const [command, args] = useTime
    ? [gnuTime, ['-v', '-o', timeReport, process.execPath, ...astro]]
    : [process.execPath, astro];
  const log = createWriteStream(`${set.outDir}.build.log`);
  const started = performance.now();
  const child = spawn(command, args, {
    cwd: root,
    env: { ...process.env, API_BASE: apiBase, OUT_DIR: set.outDir, BENCH_ASTRO_CACHE_DIR: cacheDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const memory = watchTreeMemory(child.pid ?? 0);
  const lines: TimedLine[] = [{ atMs: 0, text: startLine }];
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on('line', (line) => {
      lines.push({ atMs: performance.now() - started, text: plain(line) });
      log.write(`${line}\n`);
    });
  }
  const code = await new Promise<number>((done, fail) => {
    child.once('error', (cause) => fail(new Error('Could not start the site build', { cause })));
    child.once('close', (exitCode) => done(exitCode ?? 1));
  });
  const totalMs = performance.now() - started;
  const polledPeak = memory.stop();
  log.end();
  if (code !== 0)
    throw new Error(`The ${set.products}-product build failed (exit code ${code}); see ${set.outDir}.build.log`);

  const timedPeak =
    useTime && existsSync(timeReport) ? maxRssFromTimeReport(readFileSync(timeReport, 'utf8')) : undefined;
  return {
    totalMs,
    pages: pagesBuilt(lines) ?? 0,
    phases: phasesOf(lines, markers),
    peakRssBytes: Math.max(timedPeak ?? 0, polledPeak),
    memorySource:
      timedPeak === undefined
        ? '/proc samples of the process tree'
        : 'GNU time -v and /proc samples of the process tree',
  };
}
