import { connectDatabase } from '../../server/db/connect.ts';
import { sql } from '../../server/db/index.ts';
import { dataset, ensureSeeded, startSite } from './datasets.ts';
import { failures, json, load, ms } from './part-security.ts';
import { verdict, type Section } from './report.ts';

const budgetMs = 10;
const skuCount = 20;
const connections = 8;
const seconds = 15;

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
  const site = await startSite(set, 'api');
  try {
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
    const alone = await load(site, { connections: 1, distinctAddresses: false, requests: [request] }, seconds);
    const result = await load(site, { connections, distinctAddresses: false, requests: [request] }, seconds);
    log(`  prices p95 ${ms(alone.p95)} one at a time, ${ms(result.p95)} from ${connections} connections`);
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
        ['Failed answers', String(failures(result)), '0', verdict(failures(result) === 0)],
      ],
      notes: [
        'The budget is judged under load, as search is: the embedded database runs one query at a time, so calls from several connections queue behind each other.',
        'One dealer token; one API process on the embedded PGlite database, as `npm start` runs it; the load generator in a process of its own.',
      ],
    };
  } finally {
    await site.stop();
  }
}
