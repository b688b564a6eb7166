import { apiErrorBody } from '../../src/api/errors.ts';
import { compactSku, slugify } from '../../src/config/catalog.ts';
import { ITEM_DETAILS_MAX } from '../../src/api/item-details.ts';
import { ITEM_PRICES_MAX } from '../../src/api/item-prices.ts';
import { issueToken } from '../auth/token.ts';
import { sql } from '../db/index.ts';
import { contractClient, issueFields, priceFieldPattern, startTestServer, type TestServer } from '../test/harness.ts';

let server: TestServer;
let api: ReturnType<typeof contractClient>;
beforeAll(async () => {
  // The build's pull reads in bulk many times from one address; the bulk budget has its own test.
  server = await startTestServer({ env: { RATE_LIMIT_BULK_READS: '10000' } });
  api = contractClient(server.baseUrl);
});
afterAll(() => server.close());

/** The first row of a query (fixed text of this file). */
const one = async (query: string) => {
  const { rows } = await sql<Record<string, unknown>>`${sql.raw(query)}`.execute(server.db);
  return rows[0] ?? {};
};
/** A token of account 1 after its row was given `accountType`: prices follow the row. */
const tokenFor = async (accountType: string) => {
  await sql`UPDATE accounts SET account_type = ${accountType} WHERE id = 1`.execute(server.db);
  return issueToken(
    { userId: 1, userName: 'tester', email: 'tester@example.com', accountType, tokenVersion: 0 },
    server.config.authSecret,
    600,
  );
};

describe('category page', () => {
  it('lists the subcategory cards of a category sorted by name, linking by slug', async () => {
    const extenders = Number((await one("SELECT id FROM categories WHERE slug = 'extenders'")).id);
    const { refSubCategories } = await api.call('GetSubCategories', { productid: extenders });
    expect(refSubCategories.length).toBeGreaterThan(10);
    expect(refSubCategories.length).toBeLessThanOrEqual(50);
    expect(refSubCategories.map((sub) => sub.kprochild2)).toContain('wall-plates');
    for (const sub of refSubCategories) {
      expect(sub.parentTitle).toBe('Extenders');
      expect(sub.kprochild2).toBe(slugify(sub.kprochild));
      expect(sub.kproimg).toMatch(/^\/uploads\/products\/\w+\.jpg$/);
    }
  });

  it('answers 400 for a category id that is not a number and 404 for an unknown one', async () => {
    const bad = await api.send('GetSubCategories', { productid: 'cables' });
    expect(bad.status).toBe(400);
    expect(issueFields(bad.body)).toEqual(['productid']);
    const unknown = await api.send('GetSubCategories', { productid: 999 });
    expect(unknown.status).toBe(404);
    expect(apiErrorBody.parse(unknown.body).error).toMatch(/999/);
  });
});

describe('subcategory page', () => {
  it('lists the product cards of a subcategory, id given as number or digits', async () => {
    const hdmi = Number(
      (
        await one(
          "SELECT s.id FROM subcategories s JOIN categories c ON c.id = s.category_id WHERE c.slug = 'cables' AND s.slug = 'hdmi'",
        )
      ).id,
    );
    const { refSubCategoryProducts } = await api.call('GetSubCategoriesProductPage', { subcategoryId: hdmi });
    expect(refSubCategoryProducts.length).toBeGreaterThan(0);
    expect(
      (await api.call('GetSubCategoriesProductPage', { subcategoryId: String(hdmi) })).refSubCategoryProducts,
    ).toEqual(refSubCategoryProducts);
    for (const product of refSubCategoryProducts) {
      expect(product.title).toMatch(/HDMI Cable/);
      expect(product.kprodesc).not.toMatch(/</);
    }
  });

  it('answers 400 without a subcategory id and 404 for an unknown one', async () => {
    const missing = await api.send('GetSubCategoriesProductPage', {});
    expect(missing.status).toBe(400);
    expect(issueFields(missing.body)).toEqual(['subcategoryId']);
    expect((await api.send('GetSubCategoriesProductPage', { subcategoryId: 99999 })).status).toBe(404);
  });
});

describe('product detail', () => {
  let sku = () => '';
  beforeAll(async () => {
    const found = String(
      (await one("SELECT sku FROM products WHERE sku LIKE 'AV-%-%' AND subcategory_id IS NOT NULL ORDER BY sku")).sku,
    );
    sku = () => found;
  });

  it('answers the product with its categories, files and no prices for a visitor', async () => {
    const answer = await api.send('GetItemDetail', { skuid: sku() });
    expect(answer.status).toBe(200);
    expect(JSON.stringify(answer.body)).not.toMatch(priceFieldPattern);
    const detail = await api.call('GetItemDetail', { skuid: sku() });
    expect(detail.refStocks).toEqual([]);
    const [item] = detail.refItemDetail;
    expect(item?.sku).toBe(sku());
    expect(item?.kproparent).toBeTruthy();
    expect(item?.kprochild).toBeTruthy();
    expect(item?.upc).toMatch(/^\d{12}$/);
  });

  it('finds a product by its sku without hyphens, in any case', async () => {
    const detail = await api.call('GetItemDetail', { skuid: compactSku(sku()).toLowerCase() });
    expect(detail.refItemDetail[0]?.sku).toBe(sku());
  });

  it('shows a Dealer exactly the list price, the dealer price and stock', async () => {
    const detail = await api.call('GetItemDetail', { skuid: sku() }, await tokenFor('Dealer'));
    const { rows } = await sql<Record<string, unknown>>`SELECT msrp, dealer, stock FROM stocks
      WHERE sku = ${sku()}`.execute(server.db);
    const stored = rows[0] ?? {};
    expect(detail.refStocks).toEqual([{ msrp: stored.msrp, dealer: stored.dealer, stock: stored.stock }]);
  });

  it('shows every account type only its own price fields', async () => {
    const expected: Record<string, string[]> = {
      Distributor: ['direct', 'msrp', 'stock'],
      DealerInt: ['dealer2', 'msrp2', 'stock'],
      DistributorInt: ['direct2', 'msrp2', 'stock'],
      Retail: ['msrp', 'stock'],
    };
    for (const [accountType, fields] of Object.entries(expected)) {
      const detail = await api.call('GetItemDetail', { skuid: sku() }, await tokenFor(accountType));
      expect(Object.keys(detail.refStocks[0] ?? {}).sort(), accountType).toEqual(fields);
    }
  });

  it('treats a forged token as a visitor', async () => {
    const forged = `${(await tokenFor('Dealer')).slice(0, -4)}AAAA`;
    const answer = await api.send('GetItemDetail', { skuid: sku() }, forged);
    expect(JSON.stringify(answer.body)).not.toMatch(priceFieldPattern);
  });

  it('answers a product without a category with no parent or child category', async () => {
    const orphan = String((await one('SELECT sku FROM products WHERE subcategory_id IS NULL')).sku);
    const [item] = (await api.call('GetItemDetail', { skuid: orphan })).refItemDetail;
    expect(item?.kproparent).toBeNull();
    expect(item?.kprochild).toBeNull();
  });

  it('answers 404 for an unknown sku and 400 for a blank one', async () => {
    const unknown = await api.send('GetItemDetail', { skuid: 'AV-NO-SUCH-1' });
    expect(unknown.status).toBe(404);
    expect(issueFields(unknown.body)).toEqual(['skuid']);
    const blank = await api.send('GetItemDetail', { skuid: '  ' });
    expect(blank.status).toBe(400);
    expect(issueFields(blank.body)).toEqual(['skuid']);
  });

  it('serves the images and downloads it lists from the uploads path', async () => {
    const withDownload = String(
      (await one("SELECT sku FROM product_files WHERE kind = 'download' AND filetype = 'pdf' ORDER BY sku")).sku,
    );
    const detail = await api.call('GetItemDetail', { skuid: withDownload });
    const image = await fetch(`${server.baseUrl}${detail.refItemDetail[0]?.image1}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/jpeg');
    // A JPEG starts with its SOI marker.
    expect([...new Uint8Array(await image.arrayBuffer()).slice(0, 2)]).toEqual([0xff, 0xd8]);
    const pdf = detail.refDownloads.find((file) => file.filetype === 'pdf');
    const download = await fetch(`${server.baseUrl}/uploads/${pdf?.filelink}`);
    expect(download.status).toBe(200);
    expect(await download.text()).toMatch(/^%PDF-1\.\d/);
  });
});

/** Products with files, videos and questions among them, so every part of the answer is compared. */
const skus = async () => {
  const { rows } = await sql<{ sku: string }>`SELECT sku FROM products WHERE sku IN (SELECT sku FROM product_files)
    OR sku IN (SELECT sku FROM product_videos) OR sku IN (SELECT sku FROM product_faqs)
    ORDER BY sku DESC LIMIT 40`.execute(server.db);
  return rows.map((row) => row.sku);
};

describe('many products at once (the build pull)', () => {
  it('answers each product exactly as GetItemDetail and GetFAQ answer a visitor, in the order asked', async () => {
    const asked = await skus();
    const { refItems } = await api.call('GetItemDetails', { skuids: asked });
    expect(refItems.map((item) => item.sku)).toEqual(asked);
    for (const item of refItems) {
      expect(item.detail).toEqual(await api.call('GetItemDetail', { skuid: item.sku }));
      expect(item.faq).toEqual((await api.call('GetFAQ', { sku: item.sku })).refFaq);
    }
    expect(refItems.some((item) => item.detail.refDownloads.length > 0)).toBe(true);
    expect(refItems.some((item) => item.detail.refVideos.length > 0)).toBe(true);
    expect(refItems.some((item) => item.faq.length > 0)).toBe(true);
  });

  it('never answers a price, even to a signed-in dealer', async () => {
    const answer = await api.send('GetItemDetails', { skuids: await skus() }, await tokenFor('Dealer'));
    expect(answer.status).toBe(200);
    expect(JSON.stringify(answer.body)).not.toMatch(priceFieldPattern);
  });

  it('refuses an empty or oversized list and names an unknown product by its place', async () => {
    const [first = ''] = await skus();
    expect(issueFields((await api.send('GetItemDetails', { skuids: [] })).body)).toEqual(['skuids']);
    const tooMany = Array.from({ length: ITEM_DETAILS_MAX + 1 }, () => first);
    const oversized = await api.send('GetItemDetails', { skuids: tooMany });
    expect(oversized.status).toBe(400);
    expect(issueFields(oversized.body)).toEqual(['skuids']);
    const unknown = await api.send('GetItemDetails', { skuids: [first, 'AV-NO-SUCH-1'] });
    expect(unknown.status).toBe(404);
    expect(issueFields(unknown.body)).toEqual(['skuids.1']);
  });
});

/** A token of account `id`, claiming `claimedType`, after its row was given `rowType`. */
async function tokenOf(id: number, rowType: string, claimedType = rowType) {
  await sql`UPDATE accounts SET account_type = ${rowType} WHERE id = ${id}`.execute(server.db);
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
const listing = async () => {
  const { rows } = await sql<{ sku: string }>`SELECT sku FROM stocks ORDER BY sku LIMIT 10`.execute(server.db);
  return rows.map((row) => row.sku);
};
const stored = async (sku: string) => {
  const { rows } = await sql<Record<string, unknown>>`SELECT * FROM stocks WHERE sku = ${sku}`.execute(server.db);
  return rows[0] ?? {};
};

describe('GetItemPrices: the prices of a listing in one call', () => {
  it('gives a dealer exactly its list price, its dealer price and stock of every card', async () => {
    const skus = await listing();
    const { refPrices } = await api.call('GetItemPrices', { skuids: skus }, await tokenOf(1, 'Dealer'));
    expect(refPrices.map((entry) => entry.sku)).toEqual(skus);
    for (const entry of refPrices) {
      const row = await stored(entry.sku);
      expect(entry).toEqual({ sku: entry.sku, msrp: row.msrp, dealer: row.dealer, stock: row.stock });
    }
  });

  it('prices by the account row as it is now, never by what the token claims', async () => {
    const token = await tokenOf(1, 'DistributorInt', 'Dealer');
    const { refPrices } = await api.call('GetItemPrices', { skuids: await listing() }, token);
    for (const entry of refPrices) expect(Object.keys(entry).sort()).toEqual(['direct2', 'msrp2', 'sku', 'stock']);
  });

  it("never shows one account another account's fields", async () => {
    const skus = await listing();
    const dealer = await api.call('GetItemPrices', { skuids: skus }, await tokenOf(1, 'Dealer'));
    const distributor = await api.call('GetItemPrices', { skuids: skus }, await tokenOf(2, 'Distributor'));
    expect(JSON.stringify(dealer)).not.toMatch(/"(direct2?|dealer2|msrp2)"/);
    expect(JSON.stringify(distributor)).not.toMatch(/"(dealer2?|direct2|msrp2)"/);
  });

  it('answers a visitor, a forged or a revoked-version token 401 with no price', async () => {
    const skus = await listing();
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
    const [first = ''] = await listing();
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
