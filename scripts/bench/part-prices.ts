import { readFileSync } from 'node:fs';
import { connectDatabase } from '../../server/db/connect.ts';
import { createApiClient } from '../../src/api/calls.ts';
import { sql } from '../../server/db/index.ts';
import { dataset, ensureSeeded, startSite } from './datasets.ts';
import { failures, json, load, ms, type LoadSpec } from './part-security.ts';
import { verdict, type Section } from './report.ts';

const budgetMs = 10;
const skuCount = 20;
const connections = 8;
const seconds = 15;
/** Clock ticks per second of /proc's CPU times (`getconf CLK_TCK`). */
const TICKS_PER_SECOND = 100;
const cpu = (value: number) => `${value.toFixed(2)} ms`;

/**
 * CPU time a process has used (user and system, /proc/<pid>/stat), in milliseconds: the cost of a
 * call that a shared machine's load does not inflate the way it inflates waiting times.
 */
function cpuMsOf(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
}

/**
 * A dealer's prices for 20 skus (GetItemPrices, the call every signed-in catalogue page makes) on
 * the embedded database at the largest catalogue, from 8 connections at once.
 */
export async function priceSpeed(quick: boolean, log: (line: string) => void): Promise<Section> {
  const set = quick ? dataset(5000, 5012) : dataset(20000, 5013);
  await ensureSeeded(set);
  const { db } = await connectDatabase({ dataDir: set.dataDir });
  const { rows } = await sql<{ sku: string }>`SELECT sku FROM stocks ORDER BY sku LIMIT ${skuCount} OFFSET 1000`
    .execute(db)
    .finally(() => db.destroy());
  const skuids = rows.map((row) => row.sku);
  log(`  serving the API on ${set.products} products; a dealer asks for the prices of ${skuids.length} skus…`);
  // One dealer asking hundreds of times a second measures the server's capacity: not held to an address's share.
  const site = await startSite(set, 'api', { RATE_LIMIT_REQUESTS: '1000000' });
  try {
    // The node builds its search index off the request path after start; the first search waits for it,
    // so the measured seconds do not share the core with that build.
    await createApiClient({ baseUrl: site.url, retry: 0 }).call('SearchProducts', { term: 'hdmi' });
    const signIn = await fetch(`${site.url}/Login`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ Email: 'dealer', Password: 'Demo1234' }),
    });
    const { token } = (await signIn.json()) as { token: string };
    const request = {
      method: 'POST' as const,
      path: '/api/Category/GetItemPrices',
      headers: { ...json, Authorization: `Bearer ${token}` },
      body: JSON.stringify({ skuids }),
    };
    // Unmeasured first: the server's first answers also warm its code.
    await load(site, { connections, distinctAddresses: false, requests: [request] }, 3);
    const measured = async (spec: Pick<LoadSpec, 'connections'>) => {
      const cpuBefore = cpuMsOf(site.pid);
      const figures = await load(site, { ...spec, distinctAddresses: false, requests: [request] }, seconds);
      return { ...figures, cpuMs: (cpuMsOf(site.pid) - cpuBefore) / Math.max(figures.requests, 1) };
    };
    const alone = await measured({ connections: 1 });
    const result = await measured({ connections });
    log(
      `  prices p95 ${ms(alone.p95)} one at a time, ${ms(result.p95)} from ${connections} connections; server CPU ${cpu(result.cpuMs)} per answer`,
    );
    return {
      title: `Dealer prices on the embedded database (${set.products.toLocaleString('en-US')} products)`,
      head: ['Measure', 'Figure', 'Budget', 'Verdict'],
      rows: [
        [
          `GetItemPrices for ${skuids.length} skus, one at a time, ${seconds} s`,
          `p95 ${ms(alone.p95)} (p50 ${ms(alone.p50)}, p99 ${ms(alone.p99)}), ${Math.round(alone.perSecond)} answers/s`,
          '-',
          '',
        ],
        [
          `GetItemPrices for ${skuids.length} skus, ${connections} connections, ${seconds} s`,
          `p95 ${ms(result.p95)} (p50 ${ms(result.p50)}, p99 ${ms(result.p99)}), ${Math.round(result.perSecond)} answers/s`,
          `p95 ≤ ${budgetMs} ms`,
          verdict(result.p95 <= budgetMs && failures(result) === 0),
        ],
        [
          'Server CPU per answer (user + system, /proc), one at a time / 8 connections',
          `${cpu(alone.cpuMs)} / ${cpu(result.cpuMs)}`,
          '-',
          '',
        ],
        ['Failed answers', String(failures(result)), '0', verdict(failures(result) === 0)],
      ],
      notes: [
        'The budget is judged under load, as search is: the embedded database runs one query at a time, so calls from several connections queue behind each other.',
        'One dealer token; one API process on the embedded PGlite database, as `npm start` runs it; the load generator in a process of its own. Measuring starts once the node has built its search index (a first search answered), after 3 s of unmeasured calls.',
        `On ${connections} connections a call waits for those ahead of it, so the p95 is about ${connections} × the server's CPU per answer when the server has a core to itself: the budget needs about ${(budgetMs / connections).toFixed(2)} ms of CPU per answer.`,
      ],
    };
  } finally {
    await site.stop();
  }
}
