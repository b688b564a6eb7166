import { callSamples } from '../../src/api/samples/index.ts';
import { startTestApi, type TestApi } from '../test/test-server.ts';
import { sql } from '../db/index.ts';

/**
 * The attack (or a bug in a client): an Idempotency-Key reused with a different cart answered 200
 * with the first order, so the browser believed its new cart was ordered.
 */
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi(0);
});
afterAll(() => api.close());

async function orderOf(qty: number) {
  const { rows } = await sql<{ sku: string; title: string }>`
    SELECT p.sku, p.title FROM products p JOIN stocks s ON s.sku = p.sku WHERE s.stock >= 10 ORDER BY p.sku LIMIT 1`.execute(
    api.ctx.db,
  );
  const row = rows[0];
  const request = structuredClone(callSamples.PlacingOrder.request);
  request.order.orderedItems = [
    { ...request.order.orderedItems[0]!, id: String(row?.sku), title: String(row?.title), qty },
  ];
  return request;
}

const orders = async () =>
  Number((await sql<{ n: number }>`SELECT count(*) AS n FROM orders`.execute(api.ctx.db)).rows[0]?.n);

it('the same key with another cart answers 409 naming the key, and places nothing', async () => {
  const { token } = await api.login('dealer');
  const headers = { 'Idempotency-Key': 'checkout-409' };
  const first = await api.call('PlacingOrder', await orderOf(1), { token, headers });
  const before = await orders();
  const other = await api.send('PlacingOrder', await orderOf(2), { token, headers });
  expect(other.status).toBe(409);
  expect(other.body).toMatchObject({
    error: 'This Idempotency-Key was already used for a different order',
    issues: [{ field: 'Idempotency-Key' }],
  });
  expect(await orders()).toBe(before);
  expect(first.status).toBe(200);
});

it('the same key with the same cart answers the first order again, without a new pass', async () => {
  const { token } = await api.login('dealer');
  const headers = { 'Idempotency-Key': 'checkout-retry' };
  const first = await api.call('PlacingOrder', await orderOf(1), { token, headers });
  const before = await orders();
  const retried = await api.call('PlacingOrder', await orderOf(1), { token, headers, pass: false });
  expect(retried).toEqual(first);
  expect(await orders()).toBe(before);
});
