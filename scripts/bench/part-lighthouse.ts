import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { samplesFor } from '../../e2e/support/samples.ts';
import { templates } from '../../e2e/support/templates.ts';
import type { RunningSite } from './datasets.ts';
import { verdict, type Section } from './report.ts';

/** The templates Lighthouse scores, by their name in the template list. */
const scored = ['home', 'category', 'subcategory', 'item', 'search results'];
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

async function audit(url: string, port: number): Promise<Scores> {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: [...categories] });
  if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse could not audit ${url}: ${lhr.runtimeError.message}`);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    version: lhr.lighthouseVersion,
    scores: categories.map((id) => Math.round((lhr.categories[id]?.score ?? 0) * 100)),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
  };
}

/** Lighthouse (mobile preset, simulated throttling) on the main templates; the budget is 100 everywhere. */
export async function lighthouseScores(
  site: RunningSite,
  browserPath: string | undefined,
  log: (line: string) => void,
): Promise<Section> {
  const samples = await samplesFor(site.url);
  const chrome = await chromeLauncher.launch({ chromePath: browserPath, chromeFlags });
  const rows: string[][] = [];
  let version = '';
  try {
    for (const name of scored) {
      const template = templates.find((entry) => entry.name === name);
      if (!template) throw new Error(`No template named "${name}"`);
      const path = template.path(samples);
      const { scores, lcpMs, tbtMs, cls, ...run } = await audit(`${site.url}${path}`, chrome.port);
      version = run.version;
      log(
        `  ${name.padEnd(15)} ${scores.join(' / ')}  LCP ${Math.round(lcpMs)} ms, TBT ${Math.round(tbtMs)} ms, CLS ${cls.toFixed(3)}`,
      );
      rows.push([
        name,
        path,
        ...scores.map(String),
        `${Math.round(lcpMs)} ms`,
        `${Math.round(tbtMs)} ms`,
        cls.toFixed(3),
        verdict(scores.every((score) => score === 100)),
      ]);
    }
  } finally {
    chrome.kill();
  }
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
      'All 100',
    ],
    rows,
    notes: [
      `Lighthouse ${version}, programmatic run, mobile preset (simulated slow 4G and 4× CPU slowdown), headless system Chromium.`,
    ],
  };
}
