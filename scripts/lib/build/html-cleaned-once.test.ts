import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { markCleanHtml } from '../../../server/content/mark-clean-html.ts';
import { saveDraft } from '../../../server/content/drafts.ts';
import { publishDrafts } from '../../../server/content/publish-drafts.ts';
import { sql } from '../../../server/db/index.ts';
import { contractClient, startTestServer, type TestServer } from '../../../server/test/harness.ts';
import { cleanHtml } from '../../../src/domain/html/sanitize.node.ts';
import { apiPull } from '../publish/local-api.ts';
import { pullCatalog } from './catalog-pull.ts';

// Every text the rule cleans is counted; the rule itself is the product's own.
vi.mock('../../../src/domain/html/sanitize.node.ts', async (original) => {
  const rule = await original<{ cleanHtml: typeof cleanHtml }>();
  return { cleanHtml: vi.fn(rule.cleanHtml) };
});
const cleaned = vi.mocked(cleanHtml);

/** What an operator might type into psql: a script, a hidden staff note, a handler. */
const BY_HAND =
  '<p>Extends HDMI.</p><script>window.hostile = 1</script><div class="hidden">Internal: cost $4.</div>' +
  '<img src="/x.png" onerror="window.hostile = 2">';
const AS_SHOWN = '<p>Extends HDMI.</p><img src="/x.png">';

let server: TestServer;
let skus: string[];

const pageData = async () => (await pullCatalog(apiPull(server.db, server.config))).products;

beforeAll(async () => {
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
  server = await startTestServer({ products: 40 });
  const { rows } = await sql<{ sku: string }>`SELECT sku FROM products ORDER BY sku`.execute(server.db);
  skus = rows.map((row) => row.sku);
}, 120_000);
afterAll(() => server?.close());
beforeEach(() => {
  cleaned.mockClear();
});

describe('catalogue HTML cleaned once, when it is written', () => {
  it('pulls every seeded product without cleaning a text again', async () => {
    const products = await pageData();
    expect(products.size).toBeGreaterThan(0);
    expect(cleaned).not.toHaveBeenCalled();
  });

  it('cleans a description written by hand in SQL on the page data and in the API answer', async () => {
    const sku = skus[0]!;
    await sql`UPDATE products SET description = ${BY_HAND} WHERE sku = ${sku}`.execute(server.db);
    const answer = await contractClient(server.baseUrl).send('GetItemDetails', { skuids: [sku] });
    expect(answer.status).toBe(200);
    expect(JSON.stringify(answer.body)).not.toMatch(/hostile|Internal|onerror|<script/);
    expect((await pageData()).get(sku)?.descriptionHtml).toBe(AS_SHOWN);
    // The row's three HTML fields, in the answer and in the pull: no other row was cleaned.
    expect(cleaned).toHaveBeenCalledTimes(6);
  });

  it('cleans and marks such a row once, in the sweep, and reads it as stored after', async () => {
    const sku = skus[1]!;
    await sql`UPDATE products SET description = ${BY_HAND} WHERE sku = ${sku}`.execute(server.db);
    expect(await markCleanHtml(server.db)).toBeGreaterThanOrEqual(1);
    const { rows } = await sql<{ description: string }>`SELECT description FROM products WHERE sku = ${sku}`.execute(
      server.db,
    );
    expect(rows[0]?.description).toBe(AS_SHOWN);
    cleaned.mockClear();
    expect((await pageData()).get(sku)?.descriptionHtml).toBe(AS_SHOWN);
    expect(await markCleanHtml(server.db)).toBe(0);
    expect(cleaned).not.toHaveBeenCalled();
  });

  it('stores a saved and published copy cleaned, and pulls it without cleaning it again', async () => {
    const sku = skus[2]!;
    const copy = {
      title: 'Extender',
      subtitle: '4K',
      description: BY_HAND,
      features: '',
      specs: '',
      metaDescription: '',
    };
    await saveDraft(server.db, 'product', sku, copy, { accountId: 1, userName: 'staff' });
    await publishDrafts(server.db, 'build-1');
    cleaned.mockClear();
    expect((await pageData()).get(sku)?.descriptionHtml).toBe(AS_SHOWN);
    expect(cleaned).not.toHaveBeenCalled();
  });
});
