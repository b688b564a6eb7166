import { Writable } from 'node:stream';
import { createApp } from '../app.ts';
import { createLogger } from '../log.ts';
import { startTestServer, type TestServer } from '../test/harness.ts';

/**
 * The attack (or an editor's slip): one corrupt product row made every search that matched it
 * answer 500, and one bad profile row made every call with that user's token answer 500. A corrupt
 * row must fail alone: left out of lists (and logged), 422 where it is the whole answer.
 */
let server: TestServer;
const lines: Array<Record<string, unknown>> = [];
let app: ReturnType<typeof createApp>;
beforeAll(async () => {
  server = await startTestServer();
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line) as never);
      done();
    },
  });
  app = createApp({ db: server.db, config: server.config, log: createLogger({ destination }) });
});
afterAll(() => server.close());

const post = (path: string, body: unknown, token?: string) =>
  app.request(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token && { Authorization: `Bearer ${token}` }) },
    body: JSON.stringify(body),
  });
const login = async (Email: string) =>
  (await (await post('/Login', { Email, Password: 'Demo1234' })).json()) as { token: string; userId: number };

describe('a corrupt product row', () => {
  it('is left out of the search suggestions and results that match it, and logged', async () => {
    const [broken, other] = server.db
      .prepare("SELECT sku FROM products WHERE sku LIKE 'AV-%' ORDER BY sku LIMIT 2")
      .all()
      .map((row) => String(row.sku));
    const prefix = String(broken).split('-').slice(0, 2).join('-');
    server.db.prepare("UPDATE products SET title = X'FF00' WHERE sku = ?").run(broken ?? '');
    server.db.prepare("UPDATE meta SET value = value || 'x' WHERE key = 'catalog_revision'").run();

    const suggestions = await app.request(`/api/Home/SearchProducts?term=${encodeURIComponent(prefix)}`);
    expect(suggestions.status).toBe(200);
    const { refSearchData } = (await suggestions.json()) as { refSearchData: Array<{ sku: string }> };
    expect(refSearchData.map((item) => item.sku)).not.toContain(broken);
    const exact = await app.request(`/api/Home/SearchProducts?term=${encodeURIComponent(String(broken))}&page=1`);
    expect(exact.status).toBe(200);
    expect(lines).toContainEqual(expect.objectContaining({ event: 'stored record skipped', sku: broken }));

    // Its own page answers 422 (not 500); every other product still answers.
    expect((await post('/api/Category/GetItemDetail', { skuid: broken })).status).toBe(422);
    expect((await post('/api/Category/GetItemDetail', { skuid: other })).status).toBe(200);
  });
});

/** A product with a price record, not the one the search test breaks. */
const pricedSku = () => String(server.db.prepare('SELECT sku FROM stocks ORDER BY sku DESC LIMIT 1').get()?.sku);

describe('a corrupt profile row', () => {
  it('fails only the calls that read the profile (422); the token still works for prices', async () => {
    const { token, userId } = await login('dealer');
    server.db
      .prepare("UPDATE accounts SET profile = json_set(profile, '$.Company', 5) WHERE user_name = 'dealer'")
      .run();
    const sku = pricedSku();
    const detail = await post('/api/Category/GetItemDetail', { skuid: sku }, token);
    expect(detail.status).toBe(200);
    expect(((await detail.json()) as { refStocks: unknown[] }).refStocks).toHaveLength(1);
    const profile = await post('/api/Account/ParseProperties', { UserId: userId }, token);
    expect(profile.status).toBe(422);
  });

  it('whose account cannot be read at all reads as signed out (401), not 500', async () => {
    const { token, userId } = await login('retail');
    server.db.prepare("UPDATE accounts SET account_type = X'FF' WHERE user_name = 'retail'").run();
    expect((await post('/api/Account/ParseProperties', { UserId: userId }, token)).status).toBe(401);
    const sku = pricedSku();
    expect((await post('/api/Category/GetItemDetail', { skuid: sku }, token)).status).toBe(200);
  });
});
