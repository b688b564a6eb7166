import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { onWorkerThread } from '../../../src/features/catalog/worker-thread.build.ts';
import type { ScanInput, ScanResult } from './scan.ts';

/** A new build may lose at most this share of the live build's pages unless the editor forces it. */
export const MAX_PAGE_DROP = 0.2;

export interface CheckInput {
  buildDir: string;
  /** Pages of the new build and of the live build (undefined on the first build). */
  pages: number;
  previousPages: number | undefined;
  /** Files to scan for prices: those rendered by this build (restored copies were scanned before). */
  filesToScan: readonly string[];
  /** Every price of the catalogue, as numbers. */
  prices: readonly number[];
  /** Pages copied from the cache whose scripts and styles are checked too (fresh pages always are). */
  reusedPages?: readonly string[];
  maxDrop?: number;
  /** Set by a publish: the build's compressed copies are made as it is read (see ScanInput). */
  seal?: ScanInput['seal'];
}

/** What reading a build found: its problems, and when sealed, the photos it names and the files compressed. */
export interface Inspection {
  problems: string[];
  photos: string[];
  compressed: number;
}

/** How each price reads on a page, ungrouped and with its cents: 1159.95, 212.00. */
export function priceSpellings(prices: readonly number[]): Set<string> {
  return new Set(prices.map((price) => price.toFixed(2)));
}

/**
 * An amount as a page writes it (`1,159` or `1159`), without its commas: undefined when it is not
 * grouped as money is (a first group of one to three digits without a leading zero, then groups
 * of three, which the pattern ensures).
 */
function ungrouped(digits: string): string | undefined {
  const comma = digits.indexOf(',');
  if (comma < 0) return digits;
  return comma <= 3 && digits[0] !== '0' ? digits.replaceAll(',', '') : undefined;
}

/**
 * Something that reads like an amount: an optional `$` or `USD` before it, digits (grouped by
 * commas or not), optional cents, an optional `USD` after it. Its neighbours are checked separately.
 */
const AMOUNT = String.raw`(\d{1,3}(?:,\d{3}){1,5}|\d{1,15})`;
/** Bare whole numbers (counts, sizes) are not even matched: only amounts with cents or a currency. */
const CANDIDATE = new RegExp(String.raw`(\$\s?|USD\s?)${AMOUNT}(\.\d\d)?|${AMOUNT}(?:(\.\d\d)(\s?USD)?|(\s?USD))`, 'g');
const PRICE_FIELD = /(?:"|&quot;)(?:msrp2?|dealer2?|direct2?|stock|refStocks)(?:"|&quot;)\s*:/;

/** Attributes whose numbers are drawing coordinates and lengths, never money. */
const GEOMETRY_ATTRIBUTES = new Set(
  ['d', 'points', 'viewbox', 'transform', 'style', 'srcset', 'sizes', 'width', 'height'].concat([
    'x',
    'y',
    'cx',
    'cy',
    'r',
    'rx',
    'ry',
    'x1',
    'x2',
    'y1',
    'y2',
  ]),
);

/** The name of the attribute whose value holds `index`, when `index` lies inside a tag. */
function attributeAt(text: string, index: number): string | undefined {
  const open = text.lastIndexOf('<', index);
  if (open < 0 || text.lastIndexOf('>', index) > open) return undefined;
  const equals = text.lastIndexOf('=', index);
  if (equals < open) return '';
  return /([\w:-]{1,40})\s*$/.exec(text.slice(Math.max(open, equals - 41), equals))?.[1]?.toLowerCase() ?? '';
}

/** True when `index` lies inside a `<style>` or `<svg>` block, or in a geometry attribute. */
function inDrawing(text: string, index: number): boolean {
  const attribute = attributeAt(text, index);
  if (attribute !== undefined && GEOMETRY_ATTRIBUTES.has(attribute)) return true;
  return ['style', 'svg'].some((name) => {
    const open = text.lastIndexOf(`<${name}`, index);
    return open >= 0 && text.lastIndexOf(`</${name}>`, index) < open;
  });
}

/**
 * Why a text must not be published: a price field anywhere (island props and data included), or a
 * catalogue price written as money anywhere a reader or a crawler finds it: text, scripts and
 * attribute values (`title`, `alt`, `content`…), spelled `$212`, `212.00`, `USD2,368.49`,
 * `189.65USD`. An amount without cents counts only with its currency: bare whole numbers are
 * counts and sizes. Numbers of SVG drawings and styles are coordinates, not money.
 */
export function priceLeak(text: string, spellings: ReadonlySet<string>): string | undefined {
  const field = PRICE_FIELD.exec(text);
  if (field) return `price field ${field[0]}`;
  if (spellings.size === 0) return undefined;
  for (const match of text.matchAll(CANDIDATE)) {
    // The pattern's two ways in: a currency then an amount, or an amount with cents or a currency after it.
    const [amount = '', before, digitsAfterSign, centsAfterSign, digitsAlone, centsAlone] = match;
    const digits = digitsAfterSign ?? digitsAlone ?? '';
    const cents = centsAfterSign ?? centsAlone;
    const end = match.index + amount.length;
    // Part of a longer word or number (`AV-1234.50x`, `1.234.56`) is no amount; a sentence's full stop ends one.
    if (before === undefined && /[\w.,]/.test(text[match.index - 1] ?? ' ')) continue;
    if (/\w/.test(text[end] ?? ' ') || (text[end] === '.' && /\d/.test(text[end + 1] ?? ' '))) continue;
    const whole = ungrouped(digits);
    if (whole === undefined || !spellings.has(`${whole}${cents ?? '.00'}`)) continue;
    if (!inDrawing(text, match.index)) return `price ${amount.trim()}`;
  }
  return undefined;
}

/** Site paths of every address in the build's sitemap files. */
export function sitemapPaths(buildDir: string): string[] {
  const paths: string[] = [];
  // @astrojs/sitemap writes `sitemap-0.xml`, `sitemap-1.xml`… and their index, `sitemap-index.xml`.
  const files = readdirSync(buildDir).filter((name) => /^sitemap-\d+\.xml$/.test(name));
  for (const file of files) {
    const xml = readFileSync(join(buildDir, file), 'utf8');
    for (const [, loc = ''] of xml.matchAll(/<loc>([^<]{1,2000})<\/loc>/g)) {
      paths.push(decodeURI(new URL(loc.replaceAll('&amp;', '&')).pathname));
    }
  }
  return paths;
}

function servedFile(buildDir: string, path: string): boolean {
  const base = path.replace(/\/+$/, '');
  // Pages are files of their own (`audio.html`); the home page and older builds have folders.
  return [join(buildDir, `${base}.html`), join(buildDir, base, 'index.html')].some((file) => existsSync(file));
}

/** Scripts and styles a page names (`/_astro/…`), relative to the build. */
const ASSET_REFERENCE = /["'(]\/(_astro\/[\w.-]{1,200}\.(?:js|css))["')]/g;

/** The scripts and styles named by a page's text that are not among the build's `assets`. */
export function missingAssets(html: string, assets: ReadonlySet<string>): string[] {
  return [...new Set([...html.matchAll(ASSET_REFERENCE)].map((match) => match[1] ?? ''))].filter(
    (asset) => !assets.has(asset),
  );
}

function assetsOf(buildDir: string): Set<string> {
  const dir = join(buildDir, '_astro');
  return new Set(existsSync(dir) ? readdirSync(dir).map((name) => `_astro/${name}`) : []);
}

/**
 * Addresses looked up between two turns of the event loop: the server publishing by hook runs the
 * check in its own process, and a big build is tens of thousands of files.
 */
const ADDRESSES_PER_TURN = 100;
const turnAt = (index: number) => (index % ADDRESSES_PER_TURN === 0 ? nextTurn() : undefined);

/** Builds of more files than this are read on two threads (when the machine has two cores). */
const FILES_FOR_TWO_THREADS = 2000;

/** Shares of `items`, in order, one per thread. */
function shares<T>(items: readonly T[], threads: number): T[][] {
  const size = Math.ceil(items.length / threads);
  return Array.from({ length: threads }, (_, i) => items.slice(i * size, (i + 1) * size));
}

/**
 * Reads the files on worker threads: the event loop of the process that publishes (the server, for
 * the hook) stays free, and a large build is read on two cores, twice as fast.
 */
async function scanOnThreads(input: ScanInput): Promise<ScanResult> {
  const unscanned = input.seal?.unscanned ?? [];
  // Compressing a file costs about ten times reading it.
  const count = (input.files.length + input.reusedPages.length + unscanned.length) * (input.seal ? 10 : 1);
  const threads = count > FILES_FOR_TWO_THREADS && availableParallelism() > 1 ? 2 : 1;
  const [files, reused, rest] = [input.files, input.reusedPages, unscanned].map((list) => shares(list, threads));
  const results = await Promise.all(
    (files ?? []).map((share, i) =>
      onWorkerThread<ScanResult>(
        new URL('./scan-worker.ts', import.meta.url),
        {
          ...input,
          files: share,
          reusedPages: reused?.[i] ?? [],
          ...(input.seal ? { seal: { ...input.seal, unscanned: rest?.[i] ?? [] } } : {}),
        } satisfies ScanInput,
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
 * and style a page names is in the build (a page copied from an older build could name files that
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
  const scanning = scanOnThreads({
    buildDir: input.buildDir,
    files: input.filesToScan,
    reusedPages: input.reusedPages ?? [],
    prices: input.prices,
    assets: [...assetsOf(input.buildDir)],
    ...(input.seal ? { seal: input.seal } : {}),
  });
  scanning.catch(() => undefined);
  const urls = sitemapPaths(input.buildDir);
  if (urls.length === 0) problems.push('the sitemap lists no address');
  const missing: string[] = [];
  for (const [index, path] of urls.entries()) {
    await turnAt(index);
    if (!servedFile(input.buildDir, path)) missing.push(path);
  }
  if (missing.length > 0)
    problems.push(`${missing.length} sitemap addresses have no page: ${missing.slice(0, 5).join(', ')}`);
  const { leaks, broken, photos, compressed } = await scanning;
  problems.push(...leaks);
  if (broken.length > 0)
    problems.push(`${broken.length} pages name scripts or styles the build lacks: ${broken.slice(0, 3).join(', ')}`);
  return { problems, photos, compressed };
}

/** The problems `inspectBuild` finds, for a build that is only checked (a rollback's). */
export const checkBuild = async (input: CheckInput): Promise<string[]> => (await inspectBuild(input)).problems;
