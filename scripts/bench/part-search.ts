import { chromium } from '@playwright/test';
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { z } from 'zod';
import { createApiClient } from '../../src/api/calls.ts';
import { largestSite, type RunningSite } from './datasets.ts';
import { keystrokeToDropdown } from './keystroke.ts';
import { verdict, type Section } from './report.ts';
import { median, percentile } from './stats.ts';

const ms = (value: number) => `${value.toFixed(1)} ms`;
const paintTargetMs = 100;
export const connections = 32;
export const loadSeconds = 15;
export const latencyTargetMs = 20;

/** Words visitors search for, plus sku prefixes of the catalogue itself, so answers vary in size. */
const searchWords = [
  'hdmi',
  'usb',
  'fiber',
  'hdbaset',
  'extender',
  'matrix',
  'switcher',
  'cable',
  'sdi',
  'audio',
  'vga',
  'displayport',
  'poe',
  'kvm',
  'scaler',
  'wall plate',
  '4k',
  'splitter',
  'converter',
  'dante',
];

/** The words that have suggestions in this catalogue: a dropdown only opens for those. */
async function wordsWithSuggestions(site: RunningSite): Promise<string[]> {
  const api = createApiClient({ baseUrl: site.url, retry: 0 });
  const found = await Promise.all(
    searchWords.map(async (term) => ((await api.call('SearchProducts', { term })).refSearchData ?? []).length > 0),
  );
  return searchWords.filter((_, index) => found[index]);
}

async function searchTerms(site: RunningSite): Promise<string[]> {
  const { refSeoProducts } = await createApiClient({ baseUrl: site.url, retry: 0 }).call('GetAllProductsSeo', {});
  const step = Math.max(1, Math.floor(refSeoProducts.length / 20));
  const prefixes = refSeoProducts
    .filter((_, index) => index % step === 0)
    .slice(0, 20)
    .map(({ sku }) => sku.slice(0, 4));
  return [...searchWords, ...prefixes];
}

const loadResult = z.object({
  requests: z.number(),
  failed: z.number(),
  perSecond: z.number(),
  p50: z.number(),
  p95: z.number(),
  p99: z.number(),
  max: z.number(),
});
type LoadResult = z.infer<typeof loadResult>;

/** Runs the load generator in its own process against the running server. */
export function loadSearch(site: RunningSite, terms: readonly string[]): Promise<LoadResult> {
  const script = join(import.meta.dirname, 'search-load.ts');
  const child = spawn(
    process.execPath,
    [script, site.url, String(connections), String(loadSeconds), JSON.stringify(terms)],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((done, fail) => {
    child.once('error', (cause) => fail(new Error('Could not start the search load generator', { cause })));
    child.once('close', (code) => {
      if (code !== 0) return fail(new Error(`The search load generator failed (exit code ${code})`));
      try {
        done(loadResult.parse(JSON.parse(output.trim().split('\n').at(-1) ?? '')));
      } catch (cause) {
        fail(new Error('The search load generator printed no result', { cause }));
      }
    });
  });
}

async function measurePaint(site: RunningSite, browserPath: string | undefined): Promise<number[]> {
  const browser = await chromium.launch({ executablePath: browserPath, args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const page = await browser.newPage({ baseURL: site.url });
    await page.goto('/', { waitUntil: 'load' });
    await page.waitForLoadState('networkidle');
    const input = page.getByRole('banner').getByRole('combobox').first();
    const words = await wordsWithSuggestions(site);
    // Two rounds, so one slow frame on a shared machine does not decide the 95th percentile alone.
    return await keystrokeToDropdown(page, input, [...words, ...words]);
  } finally {
    await browser.close();
  }
}

/** Search under load on the largest catalogue, and how fast suggestions paint while typing. */
export async function searchSpeed(
  quick: boolean,
  browserPath: string | undefined,
  log: (line: string) => void,
): Promise<Section> {
  const { set, site } = await largestSite(quick, log);
  try {
    const terms = await searchTerms(site);
    const load = await loadSearch(site, terms);
    log(
      `  SearchProducts: p50 ${ms(load.p50)}, p95 ${ms(load.p95)}, p99 ${ms(load.p99)}, ${Math.round(load.perSecond)} req/s, ${load.failed} failed`,
    );
    const paints = await measurePaint(site, browserPath);
    const paintP95 = percentile(paints, 95);
    log(
      `  keystroke to painted dropdown: median ${median(paints).toFixed(0)} ms, p95 ${paintP95.toFixed(0)} ms, max ${Math.max(...paints).toFixed(0)} ms`,
    );
    return {
      title: `Search (${set.products.toLocaleString('en')} products)`,
      head: ['Measure', 'Figure', 'Target', 'Verdict'],
      rows: [
        [
          `SearchProducts latency, ${connections} connections, ${loadSeconds} s`,
          `p95 ${ms(load.p95)} (p50 ${ms(load.p50)}, p99 ${ms(load.p99)}, max ${ms(load.max)})`,
          `p95 ≤ ${latencyTargetMs} ms`,
          verdict(load.p95 <= latencyTargetMs),
        ],
        [
          'SearchProducts under that load',
          `${Math.round(load.perSecond)} answers/s, ${load.requests} in all, ${load.failed} failed`,
          'no failures',
          verdict(load.failed === 0),
        ],
        [
          `Keystroke to painted dropdown (${paints.length} typed terms, home page)`,
          `p95 ${paintP95.toFixed(0)} ms (median ${median(paints).toFixed(0)}, max ${Math.max(...paints).toFixed(0)})`,
          `p95 ≤ ${paintTargetMs} ms`,
          verdict(paintP95 <= paintTargetMs),
        ],
      ],
      notes: [
        `Load: autocannon in a separate process on loopback, ${terms.length} different terms (common words and sku prefixes) in rotation.`,
        'Paint: measured in the page from the last key press (keys 40 ms apart) to the frame that first shows the new suggestions; it includes the search box debounce.',
      ],
    };
  } finally {
    await site.stop();
  }
}
