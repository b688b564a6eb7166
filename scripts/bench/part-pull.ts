import { pullSiteData } from '../lib/build/site-data.ts';
import { localPull } from '../lib/publish/local-api.ts';
import { dataset, ensureSeeded } from './datasets.ts';
import { loadNow } from './machine.ts';
import { verdict, type Section } from './report.ts';
import { median } from './stats.ts';

/**
 * The same pull on the catalogue's last SQLite version (commit 5eb9db4, node:sqlite), measured on
 * 2026-11-28 on this machine: the median of 9 timed pulls, three rounds of one warm-up and 3 pulls
 * by a script calling that commit's localPull and pullSiteData on its own bench seeding of 20,000
 * products, each round followed by a round of this part's pull, at a load average of 3.6-5.7.
 * (Earlier, at a load of 12-20, four such rounds gave 14.8 s on SQLite against 19.3 s here.)
 */
const sqliteMs = 4_227;
const budgetRatio = 1.5;
const timedRuns = 3;

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

/** One pull of the whole site's data as a publish makes it: database opened, every call, closed. */
async function timedPull(dataDir: string): Promise<number> {
  const started = performance.now();
  const { pull, close } = await localPull(dataDir);
  try {
    await pullSiteData(pull);
  } finally {
    await close();
  }
  return performance.now() - started;
}

/** The in-process pull of the 20,000-product catalogue, against the SQLite figure. */
export async function pullSpeed(log: (line: string) => void): Promise<Section> {
  const set = dataset(20000, 5013);
  const seeded = await ensureSeeded(set);
  if (seeded !== undefined) log(`  seeded ${set.products} products in ${seconds(seeded)}`);
  // The first pull in a process also compiles the code and the database engine; a publish pays
  // that once, and it says nothing of the reads.
  log(`  warm-up pull: ${seconds(await timedPull(set.dataDir))}`);
  const runs: number[] = [];
  for (let run = 0; run < timedRuns; run += 1) {
    runs.push(await timedPull(set.dataDir));
    log(`  pull ${run + 1}: ${seconds(runs[run] ?? 0)} (load ${loadNow().toFixed(1)})`);
  }
  const typical = median(runs);
  const budget = sqliteMs * budgetRatio;
  return {
    title: `Catalogue pull (${set.products.toLocaleString('en')} products, in-process)`,
    head: ['Median', 'Runs', 'SQLite', `Budget (≤ ${budgetRatio} × SQLite)`],
    rows: [
      [
        seconds(typical),
        runs.map(seconds).join(', '),
        seconds(sqliteMs),
        `${seconds(budget)}: ${(typical / sqliteMs).toFixed(2)}× (${verdict(typical <= budget)})`,
      ],
    ],
    notes: [
      "What a publish's pull does (scripts/lib/publish/pull-worker.ts, without writing the file): `localPull` opens the embedded database, `pullSiteData` makes every call through the API's own code, the database is closed; one unmeasured warm-up, then 3 timed pulls.",
      `SQLite: a constant, the median of 9 pulls measured the same way on commit 5eb9db4, the last SQLite version (node:sqlite, its own bench seeding of ${set.products.toLocaleString('en')} products): three rounds of a warm-up and 3 pulls, each followed by a round of this pull, on this machine at a load average of 3.6-5.7 (2026-11-28; see scripts/bench/part-pull.ts).`,
    ],
  };
}
