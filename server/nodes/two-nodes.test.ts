import { callSamples } from '../../src/api/samples/index.ts';
import { HUMAN_PASS_HEADER } from '../../src/api/misc.ts';
import { tryTake } from '../../scripts/lib/publish/lock.ts';
import { openDatabase, sql } from '../db/index.ts';
import { contractClient } from '../test/harness.ts';
import { startCluster, type Cluster } from '../test/two-nodes.ts';

/**
 * Two API nodes (`npm run api`, each its own process) on one database, as behind a load balancer:
 * whatever one node does, the other sees at once.
 */
const SIGN_INS = 4;
let cluster: Cluster;
beforeAll(async () => {
  cluster = await startCluster(2, { RATE_LIMIT_SIGN_INS: String(SIGN_INS), RATE_LIMIT_FORM_POSTS: '1000' });
}, 180_000);
afterAll(() => cluster?.close());

const node = (index: 0 | 1) => contractClient(cluster.urls[index]!);
const signIn = async (index: 0 | 1, userName = 'dealer') =>
  (await node(index).call('Login', { Email: userName, Password: 'Demo1234' })).token;
/** One dealer sign-in through node 1 for the tests that keep their token: sign-ins count against the address's limit. */
let dealerToken: Promise<string> | undefined;
const signedInDealer = () => (dealerToken ??= signIn(0));

async function orderRequest() {
  const { rows } = await sql<{ sku: string; title: string }>`
    SELECT p.sku, p.title FROM products p JOIN stocks s ON s.sku = p.sku WHERE s.stock >= 10 ORDER BY p.sku LIMIT 1`.execute(
    cluster.db,
  );
  const request = structuredClone(callSamples.PlacingOrder.request);
  request.order.orderedItems = [{ ...request.order.orderedItems[0]!, id: rows[0]!.sku, title: rows[0]!.title, qty: 1 }];
  return request;
}

it('a token signed by one node is accepted by the other, and an order placed through one is seen through both', async () => {
  const token = await signedInDealer();
  const pass = await node(1).call('ValidateCaptcha', { captcha: 'dev-test' });
  const placed = await node(1).call('PlacingOrder', await orderRequest(), token, {
    [HUMAN_PASS_HEADER]: String(pass),
    'Idempotency-Key': 'two-nodes-order',
  });
  for (const index of [0, 1] as const) {
    const open = await node(index).call('SAP_OrdersPortal', { bpid: 'C10023', status: 'o' }, token);
    expect(JSON.stringify(open), `node ${index}`).toContain(String(placed.DocNum));
  }
});

/** Whether a node keeps callers in memory, hearing the database's changes to them. */
const keepsCallers = async (index: 0 | 1) =>
  ((await (await fetch(`${cluster.urls[index]}/api/health`)).json()) as { callersKept?: boolean }).callersKept;

it('a sign-out through one node is refused by the other, which kept its caller', async () => {
  // PostgreSQL announces changes to every node; the embedded database lent over its socket announces
  // them to the writing process alone, so its nodes read the caller on every call.
  await expect.poll(() => keepsCallers(1)).toBe(Boolean(process.env.TEST_DATABASE_URL));
  const token = await signIn(0);
  expect((await node(1).send('GetSavedLists', {}, token)).status).toBe(200);
  await node(0).call('Logout', {}, token);
  await expect.poll(async () => (await node(1).send('GetSavedLists', {}, token)).status).toBe(401);
});

it("a company's new tier, written by neither node, is priced by both", async () => {
  const token = await signIn(0, 'retail');
  const request = { skuids: [(await orderRequest()).order.orderedItems[0]!.id] };
  const priceFields = async (index: 0 | 1) =>
    Object.keys((await node(index).call('GetItemPrices', request, token)).refPrices[0] ?? {}).sort();
  const retailFields = await priceFields(1);
  await sql`UPDATE accounts SET account_type = 'Dealer' WHERE user_name = 'retail'`.execute(cluster.db);
  try {
    for (const index of [0, 1] as const) {
      await expect.poll(() => priceFields(index)).not.toEqual(retailFields);
    }
  } finally {
    await sql`UPDATE accounts SET account_type = 'Retail' WHERE user_name = 'retail'`.execute(cluster.db);
  }
});

it('a price written by neither node, and the stock an order through one leaves, are answered by both', async () => {
  const token = await signedInDealer();
  const request = await orderRequest();
  const skuids = [request.order.orderedItems[0]!.id];
  const recordOn = async (index: 0 | 1) => (await node(index).call('GetItemPrices', { skuids }, token)).refPrices[0];
  // Both nodes read the record first: on PostgreSQL each keeps it until an announcement drops it.
  const before = await recordOn(0);
  expect(await recordOn(1)).toEqual(before);
  await sql`UPDATE stocks SET dealer = dealer + 1 WHERE sku = ${skuids[0]}`.execute(cluster.db);
  const repriced = { ...before, dealer: Number(before?.dealer) + 1 };
  for (const index of [0, 1] as const) await expect.poll(() => recordOn(index)).toEqual(repriced);
  const pass = await node(1).call('ValidateCaptcha', { captcha: 'dev-test' });
  await node(1).call('PlacingOrder', request, token, {
    [HUMAN_PASS_HEADER]: String(pass),
    'Idempotency-Key': 'two-nodes-prices',
  });
  const ordered = { ...repriced, stock: Number(before?.stock) - 1 };
  for (const index of [0, 1] as const) await expect.poll(() => recordOn(index)).toEqual(ordered);
});

it('a publish lock taken through one node is refused to the other until it is released', async () => {
  const other = await openDatabase({ url: cluster.databaseUrl, migrate: false, maxConnections: 1 });
  try {
    const now = Date.now();
    expect(await tryTake(cluster.db, 'first', now, 60_000)).toBe(true);
    expect(await tryTake(other.db, 'second', now, 60_000)).toBe(false);
  } finally {
    await other.db.destroy();
  }
});

it("a catalogue edit through one node is seen by the other's search", async () => {
  const term = 'quokkalink';
  for (const index of [0, 1] as const) {
    expect((await node(index).call('SearchProducts', { term })).refSearchData ?? []).toEqual([]);
  }
  const { rows } = await sql<{ sku: string }>`
    UPDATE products SET title = title || ' Quokkalink'
    WHERE sku = (SELECT min(sku) FROM products WHERE subcategory_id IS NOT NULL) RETURNING sku`.execute(cluster.db);
  for (const index of [0, 1] as const) {
    await expect
      .poll(async () => ((await node(index).call('SearchProducts', { term })).refSearchData ?? []).map((r) => r.sku), {
        timeout: 10_000,
      })
      .toContain(rows[0]!.sku);
  }
});

it('wrong passwords spread over both nodes count against one limit', async () => {
  // Counted per node, each would let SIGN_INS wrong passwords through: twice as many in all.
  const statuses: number[] = [];
  for (let attempt = 0; attempt < SIGN_INS * 2; attempt += 1) {
    const answer = await node((attempt % 2) as 0 | 1).send('Login', { Email: 'retail', Password: 'wrong-password' });
    statuses.push(answer.status);
  }
  const checked = statuses.filter((status) => status === 401).length;
  expect(checked, JSON.stringify(statuses)).toBeGreaterThan(0);
  expect(checked, JSON.stringify(statuses)).toBeLessThanOrEqual(SIGN_INS);
  expect(statuses.slice(-2), 'the last attempt on each node').toEqual([429, 429]);
});
