import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { clearSetAside, settleAfterCleanup, timedPublish, type BuildRun } from './cold-build.ts';
import { dataset, ensureSeeded, markBuilt, type Dataset } from './datasets.ts';
import { verdict, type Section } from './report.ts';
import { speedProbeMs } from './speed-probe.ts';
import { linearityRatio, marginalCosts } from './stats.ts';

const targetPagesPerSecond = 700;
const memoryLimitBytes = 2 * 1024 ** 3;
const oneChangeTargetMs = 15_000;

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
const phasesOf = (run: BuildRun) => run.phases.map((p) => `${p.phase} ${seconds(p.ms)}`).join('; ');

/** Renames the first product with a page, as an editor's change to the catalogue. */
function renameOneProduct(set: Dataset): string {
  const db = new DatabaseSync(join(set.dataDir, 'catalog.db'));
  try {
    const row = db.prepare('SELECT sku FROM products WHERE subcategory_id IS NOT NULL ORDER BY sku LIMIT 1').get();
    const sku = String(row?.sku);
    db.prepare('UPDATE products SET title = ? WHERE sku = ?').run(`Edited ${new Date().toISOString()}`, sku);
    return sku;
  } finally {
    db.close();
  }
}

interface Measured {
  products: number;
  /** The speed probe's time right before the cold publish: how fast the machine ran then. */
  speedProbeMs: number;
  cold: BuildRun;
  oneChange?: BuildRun;
  unchanged?: BuildRun;
}

async function measure(set: Dataset, largest: boolean, log: (line: string) => void) {
  const { products } = set;
  const seeded = await ensureSeeded(set);
  if (seeded !== undefined) log(`  seeded ${products} products in ${seconds(seeded)}`);
  const speed = speedProbeMs();
  log(`  cold publish of ${products} products (speed probe ${Math.round(speed)} ms)…`);
  const cold = await timedPublish(set, 'cold');
  markBuilt(set);
  const rate = cold.pages / (cold.totalMs / 1000);
  log(
    `  ${products} products: ${cold.pages} pages in ${seconds(cold.totalMs)} (${Math.round(rate)} pages/s), peak ${mib(cold.peakRssBytes)}; ${phasesOf(cold)}`,
  );
  const measured: Measured = { products, speedProbeMs: speed, cold };
  if (!largest) return measured;
  const sku = renameOneProduct(set);
  measured.oneChange = await timedPublish(set, 'again');
  log(
    `  one change (${sku}): ${measured.oneChange.rendered} pages rendered, live in ${seconds(measured.oneChange.liveMs)}`,
  );
  measured.unchanged = await timedPublish(set, 'again');
  log(`  unchanged: ${measured.unchanged.rendered} pages rendered in ${seconds(measured.unchanged.totalMs)}`);
  return measured;
}

function scalingSection(runs: readonly Measured[]): Section {
  const perProduct = runs.map(({ products, cold }) => cold.totalMs / products);
  const marginal = marginalCosts(runs.map(({ products, cold }) => ({ size: products, ms: cold.totalMs })));
  const rows = runs.map(({ products, cold }, index) => {
    const rate = cold.pages / (cold.totalMs / 1000);
    return [
      String(products),
      String(cold.pages),
      seconds(cold.totalMs),
      phasesOf(cold),
      `${Math.round(rate)} (${verdict(rate >= targetPagesPerSecond)})`,
      `${mib(cold.peakRssBytes)} (${verdict(cold.peakRssBytes <= memoryLimitBytes)})`,
      `${(perProduct[index] ?? 0).toFixed(2)} ms`,
      index === 0 ? '' : `${(marginal[index - 1] ?? 0).toFixed(2)} ms`,
    ];
  });
  return {
    title: 'Build scaling (cold publish)',
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
      "Cold: `npm run publish -- --rebuild` with every earlier build and Astro's cache moved aside (deleted after the measurements, and a run waits until six minutes have passed since the last run deleted its own: on this file system, files deleted in the last minutes slow the creation of new ones), Node's compile cache of the build's code kept as any earlier build left it; the total runs from the command to its exit and includes pulling the catalogue (in-process, from the database), rendering, the checks (page count, sitemap, prices) and the switch.",
      'Phases come from the publish report: start-up = Node and Astro; pull = the catalogue pull on a worker thread (bulk calls of 250 products, with the HTML cleaning of each), while Astro bundles the site beside it; render = writing the pages, eight at a time; finish = redirects, headers, sitemap, waiting for the precompression that ran beside the rendering; check; switch.',
      `Linearity: each extra product costs ${marginal.map((ms) => `${ms.toFixed(2)} ms`).join(', then ')} as the catalogue grows; the dearest step is ${linearityRatio(marginal).toFixed(2)}× the cheapest (1.00 = linear).`,
      `Peak memory: ${runs[0]?.cold.memorySource ?? 'not measured'}.`,
      `Speed probe right before each cold publish (see Machine): ${runs.map((run) => `${run.products} products ${Math.round(run.speedProbeMs)} ms`).join(', ')}.`,
    ],
  };
}

function incrementalSection(largest: Measured): Section {
  const row = (what: string, run: BuildRun | undefined, target: string, met: boolean | undefined) => [
    what,
    run ? seconds(run.liveMs) : 'not measured',
    run ? `${run.rendered} of ${run.pages}` : '',
    run ? phasesOf(run) : '',
    met === undefined ? target : `${target} (${verdict(met)})`,
  ];
  const { oneChange, unchanged } = largest;
  return {
    title: `Incremental publish (${largest.products} products)`,
    head: ['Publish', 'Command to live', 'Pages rendered', 'Phases', 'Target'],
    rows: [
      row('one product title changed', oneChange, '≤ 15 s', oneChange && oneChange.liveMs <= oneChangeTargetMs),
      row('nothing changed', unchanged, 'renders nothing', unchanged && unchanged.rendered === 0),
    ],
    notes: [
      'Right after the cold publish: one product renamed in the database, `npm run publish`, then `npm run publish` again with nothing changed. Command to live runs from the command to the switch that serves the new build; deleting the oldest kept build follows it (prune).',
      "Pages are rendered again only when their data key (the data they show) or their code changed; the rest are hard links to Astro's incremental cache.",
    ],
  };
}

/** Cold publishes at growing catalogue sizes, then incremental publishes of the largest. */
export async function buildScaling(quick: boolean, log: (line: string) => void): Promise<Section[]> {
  const runs: Measured[] = [];
  const sets = scalingSizes(quick).map(({ products, port }) => dataset(products, port));
  await settleAfterCleanup(log);
  try {
    for (const [index, set] of sets.entries()) runs.push(await measure(set, index === sets.length - 1, log));
  } finally {
    clearSetAside(sets);
  }
  const largest = runs.at(-1);
  return largest ? [scalingSection(runs), incrementalSection(largest)] : [scalingSection(runs)];
}
