import { connectDatabase } from '../../server/db/connect.ts';
import { sql } from '../../server/db/index.ts';
import { bareAstroBuildMs } from './bare-build.ts';
import { buildCodeLines } from './code-lines.ts';
import { clearSetAside, settleAfterCleanup, timedPublish, type BuildRun } from './cold-build.ts';
import { dataset, ensureSeeded, markBuilt, startSite, type Dataset } from './datasets.ts';
import { verdict, type Section } from './report.ts';
import { speedProbeMs } from './speed-probe.ts';
import {
  staffBlogPublish,
  staffClient,
  staffProductPublish,
  staffUnchangedPublish,
  type StaffPublish,
} from './staff-publish.ts';
import { linearityRatio, marginalCosts } from './stats.ts';

const coldTargetMs = 60_000;
const memoryLimitBytes = 2 * 1024 ** 3;
const oneChangeTargetMs = 10_000;
const unchangedTargetMs = 1_000;
/** Lines of build and publish code before it moved onto Astro's documented APIs (see code-lines.ts). */
const linesBefore = 3266;

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

/** The product the staff rename: the first listed one (read before the site opens the database). */
async function listedSku(set: Dataset): Promise<string> {
  const { db } = await connectDatabase({ dataDir: set.dataDir });
  try {
    const { rows } = await sql<{ sku: string }>`
      SELECT sku FROM products WHERE subcategory_id IS NOT NULL ORDER BY sku LIMIT 1`.execute(db);
    return String(rows[0]?.sku);
  } finally {
    await db.destroy();
  }
}

/** As the publishing page does it: staff edit a product title and a blog title, and publish each, then nothing. */
async function staffPublishes(set: Dataset, log: (line: string) => void) {
  const sku = await listedSku(set);
  const site = await startSite(set, 'site');
  try {
    const api = await staffClient(site);
    const oneChange = await staffProductPublish(set, site, api, sku);
    log(
      `  one product title (${sku}): ${oneChange.rendered} pages rendered, live ${seconds(oneChange.liveMs)} after the click`,
    );
    const { post, run: blogChange } = await staffBlogPublish(set, site, api);
    log(
      `  blog post ${post}: ${blogChange.rendered} pages rendered, live ${seconds(blogChange.liveMs)} after the click`,
    );
    const unchanged = await staffUnchangedPublish(set, api);
    log(`  unchanged: reported ${seconds(unchanged.liveMs)} after the click`);
    return { oneChange, blogChange, unchanged };
  } finally {
    await site.stop();
  }
}

interface Measured {
  products: number;
  /** The speed probe's time right before the cold publish: how fast the machine ran then. */
  speedProbeMs: number;
  cold: BuildRun;
  /** A bare Astro build of as many trivial pages, run in the same bench. */
  bareMs: number;
  oneChange?: StaffPublish;
  blogChange?: StaffPublish;
  unchanged?: StaffPublish;
  /** `npm run publish` with nothing changed, from the command to its exit. */
  unchangedCommand?: BuildRun;
}

async function measure(set: Dataset, largest: boolean, log: (line: string) => void) {
  const { products } = set;
  const seeded = await ensureSeeded(set);
  if (seeded !== undefined) log(`  seeded ${products} products in ${seconds(seeded)}`);
  const speed = speedProbeMs();
  log(`  cold publish of ${products} products (speed probe ${Math.round(speed)} ms)…`);
  const cold = await timedPublish(set, 'cold');
  markBuilt(set);
  const bareMs = await bareAstroBuildMs(cold.pages);
  log(
    `  ${products} products: ${cold.pages} pages in ${seconds(cold.totalMs)} (bare Astro ${seconds(bareMs)}), peak ${mib(cold.peakRssBytes)}; ${phasesOf(cold)}`,
  );
  const measured: Measured = { products, speedProbeMs: speed, cold, bareMs };
  if (!largest) return measured;
  Object.assign(measured, await staffPublishes(set, log));
  measured.unchangedCommand = await timedPublish(set, 'again');
  log(`  unchanged, by the command: ${seconds(measured.unchangedCommand.totalMs)}`);
  return measured;
}

function scalingSection(runs: readonly Measured[]): Section {
  const perProduct = runs.map(({ products, cold }) => cold.totalMs / products);
  const marginal = marginalCosts(runs.map(({ products, cold }) => ({ size: products, ms: cold.totalMs })));
  const rows = runs.map(({ products, cold, bareMs }, index) => {
    const target = products >= 20_000 ? ` (≤ 60 s: ${verdict(cold.totalMs <= coldTargetMs)})` : '';
    return [
      String(products),
      String(cold.pages),
      `${seconds(cold.totalMs)}${target}`,
      phasesOf(cold),
      `${seconds(bareMs)} (${(cold.totalMs / bareMs).toFixed(1)}×)`,
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
      'Bare Astro build of as many pages (ratio)',
      'Peak memory (≤ 2 GiB)',
      'Time per product',
      'Extra time per extra product',
    ],
    rows,
    notes: [
      "Cold: `npm run publish -- --rebuild` with every earlier build and Astro's cache moved aside (deleted after the measurements, and a run waits until six minutes have passed since the last run deleted its own: on this file system, files deleted in the last minutes slow the creation of new ones), the total runs from the command to its exit and includes pulling the catalogue (in-process, from the database), rendering, the checks (page count, sitemap, prices) and the switch.",
      "Phases come from the publish report (the build's own events): start-up = Node, Astro's configuration and content sync; bundle = Astro's bundling, while the catalogue is pulled on a worker thread beside it (bulk calls of 250 products, with the HTML cleaning of each); pull = any wait for the pull after the bundling; render = Astro rendering the pages, each compressed as it is rendered on a thread of its own; finish = redirects, headers, sitemap, waiting for the compression that ran beside the rendering; check = reading every new file for prices, a page taking the copies made of the bytes read and any other file compressed; switch.",
      'Bare Astro build: `astro build` of a project with one dynamic route of as many trivial pages, run right after the cold publish on the same machine; the ratio is the publish over it.',
      `Linearity: each extra product costs ${marginal.map((ms) => `${ms.toFixed(2)} ms`).join(', then ')} as the catalogue grows; the dearest step is ${linearityRatio(marginal).toFixed(2)}× the cheapest (1.00 = linear).`,
      `Peak memory: ${runs[0]?.cold.memorySource ?? 'not measured'}.`,
      `Speed probe right before each cold publish (see Machine): ${runs.map((run) => `${run.products} products ${Math.round(run.speedProbeMs)} ms`).join(', ')}.`,
    ],
  };
}

function incrementalSection(largest: Measured): Section {
  const row = (
    what: string,
    run: StaffPublish | undefined,
    command: string,
    target: string,
    met: boolean | undefined,
  ) => [
    what,
    run ? seconds(run.liveMs) : 'not measured',
    command,
    run ? `${run.rendered} of ${run.pages}` : '',
    run ? run.phases.map((p) => `${p.phase} ${seconds(p.ms)}`).join('; ') : '',
    met === undefined ? target : `${target} (${verdict(met)})`,
  ];
  const { oneChange, blogChange, unchanged, unchangedCommand } = largest;
  return {
    title: `Incremental publish (${largest.products} products)`,
    head: ['Publish', 'Click to live', 'Command to its end', 'Pages rendered', 'Phases', 'Target'],
    rows: [
      row('one product title changed', oneChange, '', '≤ 10 s', oneChange && oneChange.liveMs <= oneChangeTargetMs),
      row('one blog title changed', blogChange, '', '≤ 10 s', blogChange && blogChange.liveMs <= oneChangeTargetMs),
      row(
        'nothing changed',
        unchanged,
        unchangedCommand ? seconds(unchangedCommand.totalMs) : 'not measured',
        '≤ 1 s, renders nothing',
        unchanged && unchanged.rendered === 0 && unchanged.liveMs <= unchangedTargetMs,
      ),
    ],
    notes: [
      "Right after the cold publish, on the storefront of `npm start` serving that build: signed in as staff through the API the staff pages call, a product's title is saved as a draft (SaveProductCopy), then \"Publish now\" (PublishNow); then the newest blog post's title (SaveContentRecord) and \"Publish now\"; then \"Publish now\" with nothing changed. Each click comes 30 s after the storefront started or the last publish ended (the editor editing; the storefront readies the next build's process meanwhile, see README). Click to live runs from the PublishNow call until the served item page (the post's address, where any older one redirects) shows the new title, looked at every 100 ms; with nothing changed, until the page's state (GetPublishing) lists the publish's report. Phases from the publish's report (prune, deleting the oldest kept build, follows the switch).",
      'Command to its end: `npm run publish` on the same site with the storefront stopped, from the command to its exit: Node start-up and opening the embedded database included.',
      "Pages are rendered again only when their data key (the data they show) or their code changed; Astro leaves the rest as they are in the publish's working folder, and the new build's folder links every file unchanged since the last build, or made anew with the same bytes (scripts, data files, rules), to that build's own file, with its compressed copies: only files with new bytes are copied, read for prices and compressed (assemble = making the build's folder).",
      "The pull reads again only the products changed since the live build (by their revision) and the subcategory product lists whose mark (count and highest revision) moved, taking the rest, with each product's specs facts, from the live build's pulled data; the blog, news and partners only when their mark moved, and then of the blog only the posts changed since and the other posts of their categories (whose pages list them); the menu, the list of every sku, home carousels and solutions are read whole.",
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
  const sections = largest ? [scalingSection(runs), incrementalSection(largest)] : [scalingSection(runs)];
  return [...sections, codeSection()];
}

function codeSection(): Section {
  const { files, lines } = buildCodeLines();
  return {
    title: 'Build and publish code',
    head: ['Files', 'Lines', 'Before the move to documented APIs', 'Change'],
    rows: [[String(files), String(lines), String(linesBefore), `${Math.round((lines / linesBefore - 1) * 100)} %`]],
    notes: [
      'scripts/lib/build, scripts/lib/publish and every `*.build.ts` under src/, tests left out (before: the same plus src/renderers).',
    ],
  };
}
