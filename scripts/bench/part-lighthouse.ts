import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { samplesFor } from '../../e2e/support/samples.ts';
import { pageLoads, type Template } from '../../e2e/support/templates.ts';
import { dealerSessionEntries } from '../../e2e/support/visitor.ts';
import { cpuSlowdownFor } from './cpu-slowdown.ts';
import type { RunningSite } from './datasets.ts';
import { verdict, type Section } from './report.ts';
import { paintHeldBack, type ObservedTimings } from './paint-held.ts';
import { median } from './stats.ts';

const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--no-first-run',
  '--disable-extensions',
];

interface Scores {
  version: string;
  scores: number[];
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

/**
 * The dealer's session in the audited browser's storage, as a returning dealer arrives; Lighthouse
 * then keeps storage (`disableStorageReset`) for that audit only, and clears it for the next. Its
 * reset would have emptied the HTTP cache too, so that is emptied here: a signed-in page is audited
 * from a cold cache, as every other page is, not with the scripts an earlier audit left behind.
 */
async function signIn(port: number, siteUrl: string): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0] ?? (await browser.newContext());
    const page = await context.newPage();
    await page.goto(`${siteUrl}/pages/404`);
    await page.evaluate(
      (entries) => {
        for (const [key, value] of entries) localStorage.setItem(key, value);
      },
      await dealerSessionEntries(siteUrl),
    );
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await page.close();
  } finally {
    await browser.close();
  }
}

/** Whether the page asks search engines to leave it out (account, cart, checkout, not found). */
async function keptOutOfSearch(url: string): Promise<boolean> {
  const html = await (await fetch(url)).text();
  return /<meta name="robots" content="noindex/.test(html.slice(0, 20_000));
}

interface AuditOptions {
  template?: Template;
  noindex?: boolean;
  /** The calibrated CPU slowdown; Lighthouse's default (4×) when not given. */
  cpuSlowdown?: number;
}

async function audit(url: string, port: number, { template, noindex, cpuSlowdown }: AuditOptions): Promise<Result> {
  const result = await lighthouse(
    url,
    {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...categories],
      disableStorageReset: template?.visitor === 'dealer',
      // Lighthouse's default reset leaves local storage, where the dealer's session lives: every
      // anonymous template after the first signed-in one would be audited as the dealer.
      clearStorageTypes: ['all'],
      ...(cpuSlowdown === undefined ? {} : { throttling: { cpuSlowdownMultiplier: cpuSlowdown } }),
    },
    // "Page is blocked from indexing" is the point of a noindex page, not a fault of it.
    noindex ? { extends: 'lighthouse:default', settings: { skipAudits: ['is-crawlable'] } } : undefined,
  );
  if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse could not audit ${url}: ${lhr.runtimeError.message}`);
  return lhr;
}

function scoresOf(lhr: Result): Scores {
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    version: lhr.lighthouseVersion,
    scores: categories.map((id) => Math.round((lhr.categories[id]?.score ?? 0) * 100)),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
  };
}

/**
 * Runs per template: one Lighthouse run varies by several points, so the median run is reported.
 * Five, as docs/variability.md advises: with three, one run slowed by the host can be the median.
 */
const runsPerTemplate = 5;
/** Attempts at one run while the browser holds its first paint back (see paint-held.ts). */
const attemptsPerRun = 4;

/** The run's observed timings, from the `metrics` audit's details. */
function observedTimings(lhr: Result): ObservedTimings {
  const details = lhr.audits.metrics?.details;
  const items = details && 'items' in details ? (details.items as ObservedTimings[]) : [];
  return items[0] ?? {};
}

/** The host's benchmark index (the median of three runs, as one varies) and the CPU slowdown it calls for. */
async function calibrate(
  url: string,
  port: number,
  log: (line: string) => void,
): Promise<{ benchmarkIndex: number; cpuSlowdown: number }> {
  const runs: number[] = [];
  for (let run = 0; run < 3; run += 1) runs.push((await audit(url, port, {})).environment.benchmarkIndex);
  const benchmarkIndex = Math.round(median(runs));
  const cpuSlowdown = cpuSlowdownFor(benchmarkIndex);
  log(`  benchmark index ${benchmarkIndex} (${runs.map(Math.round).join(', ')}): CPU slowdown ${cpuSlowdown}×`);
  return { benchmarkIndex, cpuSlowdown };
}

/**
 * Lighthouse (mobile preset, simulated throttling) on every template of the byte gate, signed-in
 * ones as the demo dealer; the budget is 100 everywhere.
 */
export async function lighthouseScores(
  site: RunningSite,
  browserPath: string | undefined,
  quick: boolean,
  log: (line: string) => void,
): Promise<Section> {
  const runs = quick ? 1 : runsPerTemplate;
  const samples = await samplesFor(site.url);
  const chrome = await chromeLauncher.launch({ chromePath: browserPath, chromeFlags });
  const rows: string[][] = [];
  let version = '';
  let heldBack = 0;
  let calibration: Awaited<ReturnType<typeof calibrate>>;
  try {
    calibration = await calibrate(`${site.url}/pages/404`, chrome.port, log);
    for (const template of pageLoads) {
      const { name } = template;
      const path = template.path(samples);
      const noindex = await keptOutOfSearch(`${site.url}${path}`);
      const results: Result[] = [];
      for (let run = 0; run < runs; run += 1) {
        let lhr: Result | undefined;
        for (let attempt = 0; attempt < attemptsPerRun && (!lhr || paintHeldBack(observedTimings(lhr))); attempt += 1) {
          if (lhr) heldBack += 1;
          if (template.visitor === 'dealer') await signIn(chrome.port, site.url);
          lhr = await audit(`${site.url}${path}`, chrome.port, {
            template,
            noindex,
            cpuSlowdown: calibration.cpuSlowdown,
          });
        }
        if (lhr) results.push(lhr);
      }
      const { scores, lcpMs, tbtMs, cls, ...run } = scoresOf(computeMedianRun(results));
      const performanceOfEach = results.map((lhr) => scoresOf(lhr).scores[0]).join(', ');
      version = run.version;
      log(
        `  ${name.padEnd(15)} ${scores.join(' / ')}  LCP ${Math.round(lcpMs)} ms, TBT ${Math.round(tbtMs)} ms, CLS ${cls.toFixed(3)} (performance of each run: ${performanceOfEach})`,
      );
      rows.push([
        noindex ? `${name} (noindex)` : name,
        path,
        ...scores.map(String),
        `${Math.round(lcpMs)} ms`,
        `${Math.round(tbtMs)} ms`,
        cls.toFixed(3),
        performanceOfEach,
        verdict(scores.every((score) => score === 100)),
      ]);
    }
  } finally {
    chrome.kill();
  }
  const { benchmarkIndex, cpuSlowdown } = calibration;
  return {
    title: 'Lighthouse',
    head: [
      'Template',
      'Sample',
      'Performance',
      'Accessibility',
      'Best practices',
      'SEO',
      'LCP',
      'TBT',
      'CLS',
      'Performance of each run',
      'All 100',
    ],
    rows,
    notes: [
      `Lighthouse ${version}, programmatic run, mobile preset (simulated slow 4G), headless system Chromium; each template is run ${runs} time${runs === 1 ? '' : 's'} and the median run reported, as Lighthouse's docs/variability.md advises (its computeMedianRun: the run nearest the median first paint and time to interactive); the performance score of every run is listed beside it.`,
      `CPU slowdown ${cpuSlowdown}× for this host's benchmark index of ${benchmarkIndex}, as Lighthouse's documentation calibrates it (docs/throttling.md): its default 4× is meant for a high-end desktop (index 1500 and over) and would stand for a far slower phone than the mobile preset's mid-tier one on a slower host.`,
      'Pages marked (noindex) are kept out of search engines on purpose; their SEO score leaves out the audit that flags exactly that (is-crawlable).',
      "Signed-in templates are audited as the demo dealer: a real Login session in the browser storage, kept for that audit, with the HTTP cache emptied before it as for every other audit (nothing the earlier audits loaded is reused). Every other audit starts with the storage empty, local storage included (Lighthouse's clearStorageTypes: all): its default reset keeps local storage, where the session lives.",
      `Runs run again because headless Chromium held the first paint back until after the load event (Lighthouse issue #17148; up to ${attemptsPerRun} attempts per run): ${heldBack} of ${pageLoads.length * runs + heldBack}.`,
    ],
  };
}
