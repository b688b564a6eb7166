import { callSamples } from '../../src/api/samples/index.ts';
import { issueFields, startTestApi, type TestApi } from '../test/test-server.ts';
import { sql } from '../db/index.ts';

/**
 * Orders arriving at the same moment (a double click, two API nodes, two customers after the last
 * units): each request is sent with its pass fetched beforehand, so both are in flight at once.
 */
let api: TestApi;
let token: string;
let sku: string;
beforeAll(async () => {
  api = await startTestApi(0);
  token = (await api.login('dealer')).token;
  const { rows } = await sql<{ sku: string }>`
    SELECT p.sku FROM products p JOIN stocks s ON s.sku = p.sku WHERE s.stock >= 10 ORDER BY p.sku DESC LIMIT 1`.execute(
    api.ctx.db,
  );
  sku = rows[0]!.sku;
});
afterAll(() => api.close());

function orderOf(qty: number) {
  const request = structuredClone(callSamples.PlacingOrder.request);
  request.order.orderedItems = [{ ...request.order.orderedItems[0]!, id: sku, qty }];
  return request;
}

const stock = async () =>
  (await sql<{ stock: number }>`SELECT stock FROM stocks WHERE sku = ${sku}`.execute(api.ctx.db)).rows[0]?.stock;
const orders = async () =>
  Number((await sql<{ n: number }>`SELECT count(*) AS n FROM orders`.execute(api.ctx.db)).rows[0]?.n);

async function sendAtOnce(requests: ReadonlyArray<{ qty: number; key: string }>) {
  const passes = await Promise.all(requests.map(() => api.pass()));
  return Promise.all(
    requests.map(({ qty, key }, index) =>
      api.send('PlacingOrder', orderOf(qty), { token, pass: passes[index], headers: { 'Idempotency-Key': key } }),
    ),
  );
}

it('places one order for one cart sent twice at once with one key, and answers both with it', async () => {
  const stockBefore = await stock();
  const ordersBefore = await orders();
  const answers = await sendAtOnce([
    { qty: 2, key: 'double-click' },
    { qty: 2, key: 'double-click' },
  ]);
  expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
  expect(answers[1]?.body).toEqual(answers[0]?.body);
  expect(await orders()).toBe(ordersBefore + 1);
  expect(await stock()).toBe(Number(stockBefore) - 2);
});

it('gives the last units to one of two orders, refuses the other naming its line, and never goes below zero', async () => {
  await sql`UPDATE stocks SET stock = 3 WHERE sku = ${sku}`.execute(api.ctx.db);
  const ordersBefore = await orders();
  const answers = await sendAtOnce([
    { qty: 3, key: 'first-customer' },
    { qty: 3, key: 'second-customer' },
  ]);
  expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400]);
  const refused = answers.find((answer) => answer.status === 400);
  expect(issueFields(refused?.body)).toEqual(['order.orderedItems.0.qty']);
  expect(await stock()).toBe(0);
  expect(await orders()).toBe(ordersBefore + 1);
});

it('numbers orders placed at once with distinct order numbers', async () => {
  await sql`UPDATE stocks SET stock = 100 WHERE sku = ${sku}`.execute(api.ctx.db);
  const answers = await sendAtOnce(Array.from({ length: 6 }, (_, index) => ({ qty: 1, key: `batch-${index}` })));
  expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 200]);
  const numbers = answers.map((answer) => (answer.body as { DocNum: number }).DocNum);
  expect(new Set(numbers).size).toBe(6);
});
