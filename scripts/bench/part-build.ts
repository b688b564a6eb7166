import { coldBuild, type BuildRun } from './cold-build.ts';
import { dataset, ensureSeeded, markBuilt, startSite } from './datasets.ts';
import { verdict, type Section } from './report.ts';
import { linearityRatio, marginalCosts } from './stats.ts';

const targetPagesPerSecond = 700;
const memoryLimitBytes = 2 * 1024 ** 3;

/** Catalogue sizes of the scaling run and the port each one's API listens on. */
export function scalingSizes(quick: boolean): Array<{ products: number; port: number }> {
  const sizes = [
    { products: 1000, port: 5011 },
    { products: 5000, port: 5012 },
    { products: 20000, port: 5013 },
  ];
  return quick ? sizes.slice(0, 2) : sizes;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const mib = (bytes: number) => `${Math.round(bytes / 1024 ** 2)} MiB`;

async function measure(products: number, port: number, log: (line: string) => void): Promise<BuildRun> {
  const set = dataset(products, port);
  const seeded = await ensureSeeded(set);
  if (seeded !== undefined) log(`  seeded ${products} products in ${seconds(seeded)}`);
  const api = await startSite(set, 'api');
  try {
    log(`  cold build of ${products} products…`);
    const run = await coldBuild(set, api.url);
    markBuilt(set);
    return run;
  } finally {
    await api.stop();
  }
}

/** Cold builds at growing catalogue sizes: time per phase, throughput, peak memory, linearity. */
export async function buildScaling(quick: boolean, log: (line: string) => void): Promise<Section> {
  const runs: Array<{ products: number; run: BuildRun }> = [];
  for (const { products, port } of scalingSizes(quick)) {
    const run = await measure(products, port, log);
    runs.push({ products, run });
    const rate = run.pages / (run.totalMs / 1000);
    log(
      `  ${products} products: ${run.pages} pages in ${seconds(run.totalMs)} (${Math.round(rate)} pages/s), peak ${mib(run.peakRssBytes)}; ${run.phases.map((p) => `${p.phase} ${seconds(p.ms)}`).join(', ')}`,
    );
  }
  const perProduct = runs.map(({ products, run }) => run.totalMs / products);
  const marginal = marginalCosts(runs.map(({ products, run }) => ({ size: products, ms: run.totalMs })));
  const rows = runs.map(({ products, run }, index) => {
    const rate = run.pages / (run.totalMs / 1000);
    return [
      String(products),
      String(run.pages),
      seconds(run.totalMs),
      run.phases.map((p) => `${p.phase} ${seconds(p.ms)}`).join('; '),
      `${Math.round(rate)} (${verdict(rate >= targetPagesPerSecond)})`,
      `${mib(run.peakRssBytes)} (${verdict(run.peakRssBytes <= memoryLimitBytes)})`,
      `${(perProduct[index] ?? 0).toFixed(2)} ms`,
      index === 0 ? '' : `${(marginal[index - 1] ?? 0).toFixed(2)} ms`,
    ];
  });
  return {
    title: 'Build scaling (cold builds)',
    head: [
      'Products',
      'Pages',
      'Total',
      'Phases',
      `Pages/s (≥ ${targetPagesPerSecond})`,
      'Peak memory (≤ 2 GiB)',
      'Time per product',
      'Extra time per extra product',
    ],
    rows,
    notes: [
      "Cold: the output folder and Astro's cache are deleted first; the total includes pulling the catalogue from the API on the same machine.",
      'Phases are read from the build output: pull = the catalogue pull (every API call and the HTML cleaning of each product); render = writing the pages; post-process = redirects, headers, sitemap and change report.',
      `Linearity: each extra product costs ${marginal.map((ms) => `${ms.toFixed(2)} ms`).join(', then ')} as the catalogue grows; the dearest step is ${linearityRatio(marginal).toFixed(2)}× the cheapest (1.00 = linear). Time per product also carries the fixed start-up, so it falls with size.`,
      `Peak memory: ${runs[0]?.run.memorySource ?? 'not measured'}.`,
    ],
  };
}
