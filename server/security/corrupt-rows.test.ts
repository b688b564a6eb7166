import { createApp } from '../app.ts';
import { capturedLog } from '../test/log-lines.ts';
import { jsonPoster } from '../test/post-json.ts';
import { startTestServer, type TestServer } from '../test/harness.ts';
import { sql } from '../db/index.ts';

/**
 * The attack (or an editor's slip): one corrupt product row made every search that matched it
 * answer 500, and one bad profile row made every call with that user's token answer 500. A corrupt
 * row must fail alone: left out of lists (and logged), 422 where it is the whole answer.
 */
let server: TestServer;
const { log, lines } = capturedLog();
let app: ReturnType<typeof createApp>;
beforeAll(async () => {
  server = await startTestServer();
  app = createApp({ db: server.db, config: server.config, log });
});
afterAll(() => server.close());

const post = jsonPoster(() => app);
const login = async (Email: string) =>
  (await (await post('/Login', { Email, Password: 'Demo1234' })).json()) as { token: string; userId: number };

describe('a corrupt product row', () => {
  it('is left out of the search suggestions and results that match it, and logged', async () => {
    const { rows } = await sql<{ sku: string }>`
      SELECT sku FROM products WHERE sku LIKE 'AV-%' ORDER BY sku LIMIT 2`.execute(server.db);
    const [broken, other] = rows.map((row) => row.sku);
    const prefix = String(broken).split('-').slice(0, 2).join('-');
    // A title the contract cannot read (the column refuses it now; an older schema or a hand edit did not).
    await sql`ALTER TABLE products ALTER COLUMN title DROP NOT NULL`.execute(server.db);
    await sql`UPDATE products SET title = NULL WHERE sku = ${broken ?? ''}`.execute(server.db);

    const suggestions = await app.request(`/api/Home/SearchProducts?term=${encodeURIComponent(prefix)}`);
    expect(suggestions.status).toBe(200);
    const { refSearchData } = (await suggestions.json()) as { refSearchData: Array<{ sku: string }> };
    expect(refSearchData.map((item) => item.sku)).not.toContain(broken);
    const exact = await app.request(`/api/Home/SearchProducts?term=${encodeURIComponent(String(broken))}&page=1`);
    expect(exact.status).toBe(200);
    expect(lines).toContainEqual(expect.objectContaining({ event: 'stored record skipped', sku: broken }));
    // A node whose index is built while the row is corrupt (one starting now) answers the same.
    const started = createApp({ db: server.db, config: server.config, log });
    const fresh = await started.request(`/api/Home/SearchProducts?term=${encodeURIComponent(prefix)}`);
    expect(fresh.status).toBe(200);
    const { refSearchData: freshData } = (await fresh.json()) as { refSearchData: Array<{ sku: string }> };
    expect(freshData.map((item) => item.sku)).toEqual(refSearchData.map((item) => item.sku));

    // Its own page answers 422 (not 500); every other product still answers.
    expect((await post('/api/Category/GetItemDetail', { skuid: broken })).status).toBe(422);
    expect((await post('/api/Category/GetItemDetail', { skuid: other })).status).toBe(200);
  });
});

describe('a corrupt price record', () => {
  it('fails only its own card and list line: the batch and the saved list answer 200 with the others', async () => {
    const { token } = await login('dealer');
    const { rows } = await sql<{ sku: string }>`SELECT sku FROM stocks ORDER BY sku LIMIT 3`.execute(server.db);
    const [broken, ...good] = rows.map((row) => row.sku);
    // A price the contract refuses (a hand edit or an import slip; the column has no check).
    await sql`UPDATE stocks SET dealer = -1 WHERE sku = ${broken ?? ''}`.execute(server.db);

    const prices = await post('/api/Category/GetItemPrices', { skuids: [broken, ...good] }, token);
    expect(prices.status).toBe(200);
    const { refPrices } = (await prices.json()) as { refPrices: Array<{ sku: string; dealer?: number }> };
    expect(refPrices.map((price) => price.sku)).toEqual(good);
    expect(lines).toContainEqual(
      expect.objectContaining({ event: 'stored record skipped', sku: broken, fields: ['dealer'] }),
    );

    const lineOf = (sku: string) => ({ sku, qty: 1 });
    const created = await post(
      '/api/Lists/CreateSavedList',
      { name: 'Mixed', lines: [broken, ...good].map((sku) => lineOf(String(sku))) },
      token,
    );
    expect(created.status).toBe(200);
    const { list } = (await created.json()) as { list: { id: number } };
    const opened = await post('/api/Lists/GetSavedList', { id: list.id }, token);
    expect(opened.status).toBe(200);
    const saved = (await opened.json()) as { list: { lines: Array<{ sku: string; price: number | null }> } };
    expect(saved.list.lines.find((line) => line.sku === broken)).toMatchObject({ price: null, stock: null });
    for (const sku of good) {
      expect(saved.list.lines.find((line) => line.sku === sku)?.price).toEqual(expect.any(Number));
    }
  });
});

/** A product with a price record, not the one the search test breaks. */
const pricedSku = async () =>
  String(
    (await sql<{ sku: string }>`SELECT sku FROM stocks ORDER BY sku DESC LIMIT 1`.execute(server.db)).rows[0]?.sku,
  );

describe('a corrupt profile row', () => {
  it('fails only the calls that read the profile (422); the token still works for prices', async () => {
    const { token, userId } = await login('dealer');
    await sql`
      UPDATE accounts SET profile = jsonb_set(profile::jsonb, '{Company}', '5')::text
      WHERE user_name = 'dealer'`.execute(server.db);
    const sku = await pricedSku();
    const detail = await post('/api/Category/GetItemDetail', { skuid: sku }, token);
    expect(detail.status).toBe(200);
    expect(((await detail.json()) as { refStocks: unknown[] }).refStocks).toHaveLength(1);
    const profile = await post('/api/Account/ParseProperties', { UserId: userId }, token);
    expect(profile.status).toBe(422);
  });

  it('whose account cannot be read at all reads as signed out (401), not 500', async () => {
    const { token, userId } = await login('retail');
    await sql`ALTER TABLE accounts ALTER COLUMN account_type DROP NOT NULL`.execute(server.db);
    await sql`UPDATE accounts SET account_type = NULL WHERE user_name = 'retail'`.execute(server.db);
    expect((await post('/api/Account/ParseProperties', { UserId: userId }, token)).status).toBe(401);
    const sku = await pricedSku();
    expect((await post('/api/Category/GetItemDetail', { skuid: sku }, token)).status).toBe(200);
  });
});
