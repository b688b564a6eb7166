import { apiErrorBody } from '../../src/api/errors.ts';
import { categorySlugs, compactSku, slugify, solutionIds } from '../../src/config/catalog.ts';
import { suggestionLimit } from '../catalog/search.ts';
import { sql } from '../db/index.ts';
import { contractClient, issueFields, priceFieldPattern, startTestServer, type TestServer } from '../test/harness.ts';

let server: TestServer;
let api: ReturnType<typeof contractClient>;
beforeAll(async () => {
  // A test below searches in a loop until an edit shows; the search limit has its own test.
  server = await startTestServer({ env: { RATE_LIMIT_SEARCHES: '100000' } });
  api = contractClient(server.baseUrl);
});
afterAll(() => server.close());

/** The first sku (by sku) of the products `where` (fixed text of this file) says. */
const anySku = async (where: string) => {
  const { rows } = await sql<{ sku: string }>`SELECT sku FROM products WHERE ${sql.raw(where)}
    ORDER BY sku LIMIT 1`.execute(server.db);
  return String(rows[0]?.sku);
};

describe('home lists', () => {
  it('answers eight banner and eight featured products, all with a product page', async () => {
    const banner = (await api.call('GetHomeBanner', {})).refFeatureProducts;
    const featured = (await api.call('GetFeatureProducts', {})).refFeatureProducts;
    expect(banner).toHaveLength(8);
    expect(featured).toHaveLength(8);
    for (const card of [...banner, ...featured]) {
      expect(card.kproimage).toMatch(/^\/uploads\/products\/\w+\.jpg$/);
      const detail = await api.call('GetItemDetail', { skuid: card.sku });
      expect(detail.refItemDetail[0]?.kprochild).toBeTruthy();
    }
  });

  it('lists new products only, newest first', async () => {
    const { refNewProducts } = await api.call('GetNewProducts', {});
    expect(refNewProducts.length).toBeGreaterThan(0);
    expect(refNewProducts.every((card) => card.isNew)).toBe(true);
  });

  it('lists every product for SEO, including products without a category', async () => {
    const { refSeoProducts } = await api.call('GetAllProductsSeo', {});
    expect(refSeoProducts).toHaveLength(120);
    expect(refSeoProducts.map((p) => p.sku)).toContain(await anySku('subcategory_id IS NULL'));
    for (const product of refSeoProducts) expect(product.upc).toMatch(/^\d{12}$/);
  });
});

describe('products menu', () => {
  it('lists the twelve categories and their subcategories sorted by name, with link paths', async () => {
    const menu = await api.call('GetAllProducts', {});
    expect(menu.map((entry) => entry.path.slice(1)).sort()).toEqual([...categorySlugs].sort());
    const names = menu.map((entry) => entry.category);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    for (const entry of menu) {
      expect(entry.path).toBe(`/${slugify(entry.category)}`);
      const subNames = entry.subcategory.map((sub) => sub.name);
      expect(subNames).toEqual([...subNames].sort((a, b) => a.localeCompare(b)));
      for (const sub of entry.subcategory) expect(sub.path).toBe(`${entry.path}/${slugify(sub.name)}`);
    }
    expect(menu.find((entry) => entry.path === '/cables')?.subcategory.map((sub) => sub.path)).toContain(
      '/cables/hdmi',
    );
    expect(menu.some((entry) => entry.subcategory.length > 10)).toBe(true);
  });
});

describe('FAQ', () => {
  it('answers the questions of a product, by sku with or without hyphens', async () => {
    const { rows } = await sql<{ sku: string }>`SELECT sku FROM product_faqs ORDER BY sku LIMIT 1`.execute(server.db);
    const sku = String(rows[0]?.sku);
    const { refFaq } = await api.call('GetFAQ', { sku });
    expect(refFaq.length).toBeGreaterThan(0);
    expect((await api.call('GetFAQ', { sku: compactSku(sku).toLowerCase() })).refFaq).toEqual(refFaq);
  });

  it('stores answers cleaned and marked, internal notes gone (one written by hand: security/internal-notes.test.ts)', async () => {
    const { rows } = await sql<{ hidden: number; unmarked: number; all: number }>`SELECT
      count(*) FILTER (WHERE answer LIKE '%class="hidden"%' OR answer LIKE '%display:none%') AS hidden,
      count(*) FILTER (WHERE html_digest IS NULL) AS unmarked, count(*) AS all
      FROM product_faqs`.execute(server.db);
    expect(rows.map(({ hidden, unmarked, all }) => [Number(hidden), Number(unmarked), Number(all) > 0])).toEqual([
      [0, 0, true],
    ]);
  });

  it('answers 400 without a sku and 404 for an unknown one', async () => {
    const missing = await api.send('GetFAQ', {});
    expect(missing.status).toBe(400);
    expect(issueFields(missing.body)).toEqual(['sku']);
    expect((await api.send('GetFAQ', { sku: 'NO-SUCH-SKU' })).status).toBe(404);
  });
});

describe('solutions', () => {
  it('answers each of the ten solutions with its featured product and tabs', async () => {
    const tabSizes: number[] = [];
    for (const [key, appId] of Object.entries(solutionIds)) {
      const info = await api.call('GetAppsInfo', { appId });
      const [solution] = info.refAppsInfo;
      expect(solution?.banner, key).toMatch(/^\/uploads\/solutions\/\w+\.jpg$/);
      expect((await api.send('GetItemDetail', { skuid: solution?.sku })).status, key).toBe(200);
      tabSizes.push(info.Converters.length, info.Extenders.length, info.Splitters.length, info.Switchers.length);
    }
    expect((await api.call('GetAppsInfo', { appId: solutionIds.corporate })).refAppsInfo[0]?.appname).toBe(
      'Conference Rooms',
    );
    expect(tabSizes).toContain(0);
    expect(Math.max(...tabSizes)).toBeGreaterThan(5);
  });

  it('answers 400 for an appId outside 1 to 10', async () => {
    for (const body of [{ appId: 11 }, { appId: '1' }, {}]) {
      const answer = await api.send('GetAppsInfo', body);
      expect(answer.status).toBe(400);
      expect(issueFields(answer.body)).toEqual(['appId']);
    }
  });
});

describe('search suggestions', () => {
  const skuOf = (rows: { sku: string }[]) => rows.map((row) => row.sku);

  it('finds a sku typed without hyphens, in any case, exact match first', async () => {
    const sku = await anySku("sku LIKE '%-%-%'");
    const { refSearchData = [] } = await api.call('SearchProducts', { term: compactSku(sku).toLowerCase() });
    expect(refSearchData[0]?.sku).toBe(sku);
  });

  it('finds skus by a hyphenated or hyphen-free part, as the user types', async () => {
    for (const term of ['HD-EXT', 'hdext', 'hde']) {
      const { refSearchData = [] } = await api.call('SearchProducts', { term });
      expect(skuOf(refSearchData), term).toContain(await anySku("sku LIKE 'AV-HD-EXT-%'"));
    }
  });

  it('finds products by words of the title and subtitle', async () => {
    const { refSearchData = [] } = await api.call('SearchProducts', { term: 'extender kit' });
    expect(refSearchData.length).toBeGreaterThan(0);
    for (const row of refSearchData)
      expect(`${row.sku} ${row.title} ${row.subtitle}`.toLowerCase()).toMatch(/ext.*kit|kit.*ext/);
    const { refSearchData: byLetter = [] } = await api.call('SearchProducts', { term: 'w' });
    expect(byLetter.length).toBeGreaterThan(0);
  });

  it('never suggests a product without a page', async () => {
    const orphan = await anySku('subcategory_id IS NULL');
    const { refSearchData = [] } = await api.call('SearchProducts', { term: orphan });
    expect(skuOf(refSearchData)).not.toContain(orphan);
  });

  it(`answers at most ${suggestionLimit} suggestions with their images`, async () => {
    const { refSearchData = [] } = await api.call('SearchProducts', { term: 'hdmi' });
    expect(refSearchData).toHaveLength(suggestionLimit);
    for (const row of refSearchData) expect(row.image1).toMatch(/^\/uploads\//);
  });

  it('answers an empty list for a blank term or punctuation, 400 without a term', async () => {
    for (const term of ['', '   ', '-', '"']) {
      expect(await api.call('SearchProducts', { term }), JSON.stringify(term)).toEqual({ refSearchData: [] });
    }
    const missing = await api.send('SearchProducts', {});
    expect(missing.status).toBe(400);
    expect(apiErrorBody.parse(missing.body).issues).toEqual([{ field: 'term', reason: 'Search term is required' }]);
  });
});

describe('search results', () => {
  it('pages every match with its count, and never offers a product without a page', async () => {
    // A word of the title, subtitle or description starting with "hdmi", or a sku part starting with it.
    const startsAWord = /(^|[^a-z0-9])hdmi/;
    const { rows } = await sql<{ sku: string; title: string; subtitle: string; summary: string }>`SELECT sku, title,
      subtitle, summary FROM products WHERE subcategory_id IS NOT NULL`.execute(server.db);
    const expected = rows
      .filter((row) =>
        [row.title, row.subtitle, row.summary, String(row.sku).replaceAll('-', ' ')].some((text) =>
          startsAWord.test(String(text).toLowerCase()),
        ),
      )
      .map((row) => String(row.sku));
    expect(expected.length).toBeGreaterThan(20);
    const first = await api.call('SearchProducts', { term: 'hdmi', page: 1 });
    expect(first.count).toBe(expected.length);
    expect(first.pageSize).toBe(20);
    const pages = Math.ceil(expected.length / 20);
    const all = [...(first.refSearchData ?? [])];
    for (let page = 2; page <= pages; page += 1) {
      all.push(...((await api.call('SearchProducts', { term: 'hdmi', page })).refSearchData ?? []));
    }
    expect(all.map((row) => row.sku).sort()).toEqual([...expected].sort());
    const past = await api.call('SearchProducts', { term: 'hdmi', page: pages + 1 });
    expect(past).toMatchObject({ refSearchData: [], count: expected.length });

    const orphan = await anySku('subcategory_id IS NULL');
    for (const page of [undefined, 1]) {
      const { refSearchData = [] } = await api.call('SearchProducts', { term: orphan, ...(page ? { page } : {}) });
      expect(refSearchData.map((row) => row.sku)).not.toContain(orphan);
    }
  });

  it('ranks the exact sku first, then titles with every word, then the rest', async () => {
    const sku = await anySku("subcategory_id IS NOT NULL AND sku LIKE '%-%-%'");
    const bySku = await api.call('SearchProducts', { term: compactSku(sku).toLowerCase(), page: 1 });
    expect(bySku.refSearchData?.[0]?.sku).toBe(sku);

    const { refSearchData = [] } = await api.call('SearchProducts', { term: 'hdmi extender', page: 1 });
    const inTitle = (row: { title: string }) => /hdmi/i.test(row.title) && /extender/i.test(row.title);
    const firstOther = refSearchData.findIndex((row) => !inTitle(row));
    const lastInTitle = refSearchData.findLastIndex(inTitle);
    expect(lastInTitle).toBeGreaterThanOrEqual(0);
    if (firstOther >= 0) expect(firstOther).toBeGreaterThan(lastInTitle);
  });

  it('answers a term that matches nothing with the closest products and their subcategory pages', async () => {
    const none = await api.call('SearchProducts', { term: 'hdmi splitter 1x32', page: 1 });
    expect(none).toMatchObject({ refSearchData: [], count: 0 });
    expect(none.refClosestProducts?.length).toBeGreaterThan(0);
    for (const product of none.refClosestProducts ?? []) expect(product.title).toMatch(/HDMI|Splitter/);
    const { rows } = await sql<{ path: string }>`SELECT '/' || c.slug || '/' || s.slug AS path
      FROM subcategories s JOIN categories c ON c.id = s.category_id`.execute(server.db);
    const paths = new Set(rows.map((row) => row.path));
    expect(none.refClosestCategories?.length).toBeGreaterThan(0);
    for (const category of none.refClosestCategories ?? []) expect(paths).toContain(category.path);
    // A term with results, and the dropdown, carry no closest products.
    expect(await api.call('SearchProducts', { term: 'hdmi splitter', page: 1 })).not.toHaveProperty(
      'refClosestProducts',
    );
    expect(await api.call('SearchProducts', { term: 'hdmi splitter 1x32' })).toEqual({ refSearchData: [] });
  });

  it('refuses a page below 1, naming the field', async () => {
    const answer = await api.send('SearchProducts', { term: 'hdmi', page: 0 });
    expect(answer.status).toBe(400);
    expect(issueFields(answer.body)).toEqual(['page']);
  });
});

describe('anonymous catalogue answers', () => {
  it('never carry a price or stock field', async () => {
    const answers = await Promise.all([
      api.send('GetHomeBanner', {}),
      api.send('GetFeatureProducts', {}),
      api.send('GetAllProducts', {}),
      api.send('GetNewProducts', {}),
      api.send('GetAllProductsSeo', {}),
      api.send('SearchProducts', { term: 'hdmi' }),
      api.send('GetAppsInfo', { appId: 1 }),
    ]);
    for (const answer of answers) expect(JSON.stringify(answer.body)).not.toMatch(priceFieldPattern);
  });
});

describe('search after a catalogue edit', () => {
  it('finds a product by its new title within about a second of an edit made on any node', async () => {
    const sku = await anySku('subcategory_id IS NOT NULL');
    const { rows } = await sql<{ title: string }>`SELECT title FROM products WHERE sku = ${sku}`.execute(server.db);
    // Straight to the database, as another API node would write it: this node learns of it from the revision.
    await sql`UPDATE products SET title = 'Quokkaport Adapter' WHERE sku = ${sku}`.execute(server.db);
    try {
      const edited = Date.now();
      let found: string[] = [];
      while (found.length === 0 && Date.now() - edited < 5000) {
        const { refSearchData = [] } = await api.call('SearchProducts', { term: 'quokkaport' });
        found = refSearchData.map((row) => row.sku);
      }
      expect(found).toEqual([sku]);
      expect(Date.now() - edited).toBeLessThan(2500);
    } finally {
      await sql`UPDATE products SET title = ${rows[0]?.title ?? ''} WHERE sku = ${sku}`.execute(server.db);
    }
  });
});
