import { callSamples } from '../../src/api/samples/index.ts';
import { sql } from '../db/index.ts';
import { stockedLines } from '../test/stocked-lines.ts';
import { startTestApi, type TestApi } from '../test/test-server.ts';

/**
 * The API node keeps the price records it read (see PriceCache); whatever changes a record, through
 * the API or straight in the database, is answered by the very next call.
 */
let api: TestApi;
/** The dealer's token, and the product whose record the tests change. */
let token: string, sku: string;
beforeAll(async () => {
  api = await startTestApi(0);
  const [login, lines] = await Promise.all([api.login('dealer'), stockedLines(api.ctx.db, 1)]);
  token = login.token;
  sku = lines[0]!.sku;
});
afterAll(() => api.close());

/** The dealer's record of `skuid` as GetItemPrices answers it, asked twice so the second is the kept one. */
async function dealerRecord(skuid = sku) {
  await api.call('GetItemPrices', { skuids: [skuid] }, { token });
  const { refPrices } = await api.call('GetItemPrices', { skuids: [skuid] }, { token });
  return refPrices[0];
}

it('answers a price and stock written straight into the database at the next call', async () => {
  const before = await dealerRecord();
  await sql`UPDATE stocks SET dealer = dealer + 1, stock = stock + 5 WHERE sku = ${sku}`.execute(api.ctx.db);
  expect(await dealerRecord()).toEqual({
    ...before,
    dealer: Number(before?.dealer) + 1,
    stock: Number(before?.stock) + 5,
  });
});

it('answers the stock an order left at the next call', async () => {
  const before = await dealerRecord();
  const request = structuredClone(callSamples.PlacingOrder.request);
  request.order.orderedItems = [{ ...request.order.orderedItems[0]!, id: sku, qty: 3 }];
  await api.call('PlacingOrder', request, { token, headers: { 'Idempotency-Key': 'kept-prices-order' } });
  expect(await dealerRecord()).toEqual({ ...before, stock: Number(before?.stock) - 3 });
});

it('leaves out a product whose sku key changed at the next call, and prices it by its new one', async () => {
  const [other] = (await stockedLines(api.ctx.db, 2)).slice(1);
  const before = await dealerRecord(other!.sku);
  expect(before?.sku).toBe(other!.sku);
  await sql`UPDATE products SET sku_key = 'RENAMEDKEY' WHERE sku = ${other!.sku}`.execute(api.ctx.db);
  expect(await dealerRecord(other!.sku)).toBeUndefined();
  expect(await dealerRecord('RENAMED-KEY')).toEqual(before);
});
