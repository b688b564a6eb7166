import { ITEM_PRICES_MAX } from '../../src/api/item-prices.ts';
import { compactSku } from '../../src/config/catalog.ts';
import { issueToken } from '../auth/token.ts';
import { contractClient, issueFields, priceFieldPattern, startTestServer, type TestServer } from '../test/harness.ts';

let server: TestServer;
let api: ReturnType<typeof contractClient>;
beforeAll(async () => {
  server = await startTestServer();
  api = contractClient(server.baseUrl);
});
afterAll(() => server.close());

/** A token of account `id`, claiming `claimedType`, after its row was given `rowType`. */
function tokenOf(id: number, rowType: string, claimedType = rowType) {
  server.db.prepare('UPDATE accounts SET account_type = ? WHERE id = ?').run(rowType, id);
  return issueToken(
    {
      userId: id,
      userName: `tester${id}`,
      email: `tester${id}@example.com`,
      accountType: claimedType,
      tokenVersion: 0,
    },
    server.config.authSecret,
    600,
  );
}
/** Ten priced products of one listing, as its cards name them. */
const listing = () =>
  server.db
    .prepare('SELECT sku FROM stocks ORDER BY sku LIMIT 10')
    .all()
    .map((row) => String(row.sku));
const stored = (sku: string) => server.db.prepare('SELECT * FROM stocks WHERE sku = ?').get(sku) ?? {};

describe('GetItemPrices: the prices of a listing in one call', () => {
  it('gives a dealer exactly its list price, its dealer price and stock of every card', async () => {
    const skus = listing();
    const { refPrices } = await api.call('GetItemPrices', { skuids: skus }, await tokenOf(1, 'Dealer'));
    expect(refPrices.map((entry) => entry.sku)).toEqual(skus);
    for (const entry of refPrices) {
      const row = stored(entry.sku);
      expect(entry).toEqual({ sku: entry.sku, msrp: row.msrp, dealer: row.dealer, stock: row.stock });
    }
  });

  it('prices by the account row as it is now, never by what the token claims', async () => {
    const token = await tokenOf(1, 'DistributorInt', 'Dealer');
    const { refPrices } = await api.call('GetItemPrices', { skuids: listing() }, token);
    for (const entry of refPrices) expect(Object.keys(entry).sort()).toEqual(['direct2', 'msrp2', 'sku', 'stock']);
  });

  it("never shows one account another account's fields", async () => {
    const skus = listing();
    const dealer = await api.call('GetItemPrices', { skuids: skus }, await tokenOf(1, 'Dealer'));
    const distributor = await api.call('GetItemPrices', { skuids: skus }, await tokenOf(2, 'Distributor'));
    expect(JSON.stringify(dealer)).not.toMatch(/"(direct2?|dealer2|msrp2)"/);
    expect(JSON.stringify(distributor)).not.toMatch(/"(dealer2?|direct2|msrp2)"/);
  });

  it('answers a visitor, a forged or a revoked-version token 401 with no price', async () => {
    const skus = listing();
    const anonymous = await api.send('GetItemPrices', { skuids: skus });
    expect(anonymous.status).toBe(401);
    expect(JSON.stringify(anonymous.body)).not.toMatch(priceFieldPattern);
    const forged = await api.send(
      'GetItemPrices',
      { skuids: skus },
      `${(await tokenOf(1, 'Dealer')).slice(0, -4)}AAAA`,
    );
    expect(forged.status).toBe(401);
    const outdated = await issueToken(
      { userId: 1, userName: 'tester1', email: 'tester1@example.com', accountType: 'Dealer', tokenVersion: 99 },
      server.config.authSecret,
      600,
    );
    expect((await api.send('GetItemPrices', { skuids: skus }, outdated)).status).toBe(401);
  });

  it('matches skus without hyphens and leaves out unknown ones', async () => {
    const [first = ''] = listing();
    const { refPrices } = await api.call(
      'GetItemPrices',
      { skuids: [compactSku(first).toLowerCase(), 'AV-NO-SUCH-1'] },
      await tokenOf(1, 'Dealer'),
    );
    expect(refPrices.map((entry) => entry.sku)).toEqual([first]);
  });

  it('refuses an empty or oversized list with the field and reason', async () => {
    const token = await tokenOf(1, 'Dealer');
    const empty = await api.send('GetItemPrices', { skuids: [] }, token);
    expect([empty.status, issueFields(empty.body)]).toEqual([400, ['skuids']]);
    const tooMany = Array.from({ length: ITEM_PRICES_MAX + 1 }, (_, i) => `AV-${i}`);
    const oversized = await api.send('GetItemPrices', { skuids: tooMany }, token);
    expect([oversized.status, issueFields(oversized.body)]).toEqual([400, ['skuids']]);
  });
});
