import { existsSync, readdirSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { isPageText } from '../build/precompress.ts';
import { onWorkerThread } from '../build/worker-thread.ts';
import type { ScanInput, ScanResult } from './scan.ts';

/** A new build may lose at most this share of the live build's pages unless the editor forces it. */
export const MAX_PAGE_DROP = 0.2;

export interface CheckInput {
  buildDir: string;
  /** Pages of the new build and of the live build (undefined on the first build). */
  pages: number;
  previousPages: number | undefined;
  /** Files to scan for prices: those written anew for this build (linked ones were scanned before). */
  filesToScan: readonly string[];
  /** Every price of the catalogue, as numbers. */
  prices: readonly number[];
  /** Pages linked to the earlier build whose scripts and styles are checked too (fresh pages always are). */
  reusedPages?: readonly string[];
  maxDrop?: number;
  /** Set by a publish: the build's compressed copies are made as it is read (see ScanInput). */
  seal?: ScanInput['seal'];
  /** Where the build made its pages' copies as it rendered them (see ScanInput). */
  madeCopies?: ScanInput['madeCopies'];
}

/** What reading a build found: its problems, and when sealed, the photos it names and the files compressed. */
export interface Inspection {
  problems: string[];
  photos: string[];
  compressed: number;
}

/** Scripts and styles a page names (`/_astro/…`), relative to the build. */
const ASSET_REFERENCE = /["'(]\/(_astro\/[\w.-]{1,200}\.(?:js|css))["')]/g;

/** The scripts and styles named by a page's text that are not among the build's `assets`. */
export function missingAssets(html: string, assets: ReadonlySet<string>): string[] {
  return [...new Set([...html.matchAll(ASSET_REFERENCE)].map((match) => match[1] ?? ''))].filter(
    (asset) => !assets.has(asset),
  );
}

/** The build's scripts and styles (`_astro/…`). */
function assetsOf(buildDir: string): string[] {
  const folder = join(buildDir, '_astro');
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
    entry.isFile() ? [`_astro/${entry.name}`] : [],
  );
}

/** Builds of more files than this are read on two threads (when the machine has two cores). */
const FILES_FOR_TWO_THREADS = 2000;

/** Compressing a file costs about ten times reading it. */
const COMPRESSING_COST = 10;

/**
 * Shares of `items`, in order, one per thread, of about equal cost: a build's files come folder by
 * folder, and equal counts left the pages (compressed as they are read) mostly to one thread.
 */
function shares<T>(items: readonly T[], threads: number, cost: (item: T) => number): T[][] {
  const total = items.reduce((sum, item) => sum + cost(item), 0);
  const result = Array.from({ length: threads }, (): T[] => []);
  let spent = 0;
  for (const item of items) {
    result[Math.min(threads - 1, Math.floor((spent / total) * threads))]?.push(item);
    spent += cost(item);
  }
  return result;
}

/**
 * Reads the files on worker threads: the event loop of the process that publishes (the server, for
 * the hook) stays free, and a large build is read on two cores, twice as fast.
 */
async function scanOnThreads(input: ScanInput): Promise<ScanResult> {
  const count = (input.files.length + input.reusedPages.length) * (input.seal ? COMPRESSING_COST : 1);
  const threads = count > FILES_FOR_TWO_THREADS && availableParallelism() > 1 ? 2 : 1;
  const cost = (file: string) => (input.seal && isPageText(file) ? COMPRESSING_COST : 1);
  const [files, reused] = [input.files, input.reusedPages].map((list) => shares(list, threads, cost));
  const results = await Promise.all(
    (files ?? []).map((share, i) =>
      onWorkerThread<ScanResult>(
        new URL('./scan-worker.ts', import.meta.url),
        { ...input, files: share, reusedPages: reused?.[i] ?? [] } satisfies ScanInput,
        'The price check',
      ),
    ),
  );
  return {
    leaks: results.flatMap((r) => r.leaks),
    broken: results.flatMap((r) => r.broken),
    photos: [...new Set(results.flatMap((r) => r.photos))],
    compressed: results.reduce((sum, r) => sum + r.compressed, 0),
  };
}

/**
 * Checks a finished build before it may be served: the page count has not collapsed against the
 * live build, every sitemap address is a file, no rendered file carries a price, and every script
 * and style a page names is in the build (a page kept from an older build could name files that
 * are gone). Answers the problems found (empty when the build may go live) and, when sealing, what
 * else the reading found.
 */
export async function inspectBuild(input: CheckInput): Promise<Inspection> {
  const problems: string[] = [];
  if (!existsSync(join(input.buildDir, 'index.html'))) problems.push('the build has no home page (index.html)');
  const maxDrop = input.maxDrop ?? MAX_PAGE_DROP;
  if (input.previousPages !== undefined && input.pages < input.previousPages * (1 - maxDrop)) {
    problems.push(
      `page count collapsed: ${input.pages} pages against ${input.previousPages} in the live build (at most ${Math.round(maxDrop * 100)}% fewer allowed)`,
    );
  }
  // The sitemap is checked against tens of thousands of files: beside the scan, on a thread of its own.
  const sitemap = onWorkerThread<string[]>(
    new URL('./sitemap-worker.ts', import.meta.url),
    input.buildDir,
    'The sitemap check',
  );
  sitemap.catch(() => undefined);
  const scanning = scanOnThreads({
    buildDir: input.buildDir,
    files: input.filesToScan,
    reusedPages: input.reusedPages ?? [],
    prices: input.prices,
    assets: assetsOf(input.buildDir),
    ...(input.seal ? { seal: true, madeCopies: input.madeCopies } : {}),
  });
  scanning.catch(() => undefined);
  problems.push(...(await sitemap));
  const { leaks, broken, photos, compressed } = await scanning;
  problems.push(...leaks);
  if (broken.length > 0)
    problems.push(`${broken.length} pages name scripts or styles the build lacks: ${broken.slice(0, 3).join(', ')}`);
  return { problems, photos, compressed };
}

/** The problems `inspectBuild` finds, for a build that is only checked (a rollback's). */
export const checkBuild = async (input: CheckInput): Promise<string[]> => (await inspectBuild(input)).problems;
