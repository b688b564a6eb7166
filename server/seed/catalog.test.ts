import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { categorySlugs, compactSku, slugify, solutionIds } from '../../src/config/catalog.ts';
import { sql, type Db } from '../db/index.ts';
import { openTestDatabase } from '../test/harness.ts';
import { seedCatalog } from './catalog.ts';
import { createMediaStore } from './catalog/media-store.ts';
import { defaultProductCount } from './index.ts';

const catalogueTables = [
  'categories',
  'subcategories',
  'products',
  'stocks',
  'product_files',
  'product_videos',
  'product_faqs',
  'home_products',
  'solutions',
  'solution_products',
];

interface Seeded {
  db: Db;
  uploads: string;
  dir: string;
}

const opened: Seeded[] = [];
async function seed(products: number): Promise<Seeded> {
  const dir = mkdtempSync(join(tmpdir(), 'catalog-seed-'));
  const db = await openTestDatabase();
  const uploads = join(dir, 'uploads');
  const store = createMediaStore(uploads);
  await db.transaction().execute((trx) => seedCatalog(trx, { products, uploadsDir: uploads }, store));
  await store.art.flush();
  const seeded = { db, uploads, dir };
  opened.push(seeded);
  return seeded;
}
afterAll(async () => {
  for (const { db, dir } of opened) {
    await db.destroy();
    rmSync(dir, { recursive: true, force: true });
  }
});

type Row = Record<string, unknown>;
const rows = async (db: Db, query: string) => (await sql.raw<Row>(query).execute(db)).rows;
const count = async (db: Db, query: string) => Number((await rows(db, query))[0]?.n);
const fileDigests = (dir: string) =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => {
      const path = join(entry.parentPath, entry.name);
      return `${path.slice(dir.length)} ${createHash('sha256').update(readFileSync(path)).digest('hex')}`;
    })
    .sort();

describe('demo catalogue seed', () => {
  let db: Db;
  let uploads: string;
  beforeAll(async () => {
    ({ db, uploads } = await seed(defaultProductCount));
  });

  it('writes the same rows and files every time', async () => {
    const again = await seed(defaultProductCount);
    for (const table of catalogueTables) {
      // Ordered by the whole row: ids included, so they must match too.
      const all = `SELECT * FROM ${table} t ORDER BY t`;
      expect(await rows(again.db, all), table).toEqual(await rows(db, all));
    }
    expect(fileDigests(again.uploads)).toEqual(fileDigests(uploads));
    // A whole second seed of the demo catalogue, as long as the hook's.
  }, 180_000);

  it('has the twelve categories, slugs following the link rule, some with more than one page', async () => {
    const categories = await rows(db, 'SELECT name, slug FROM categories');
    expect(categories.map((c) => c.slug).sort()).toEqual([...categorySlugs].sort());
    for (const row of [...categories, ...(await rows(db, 'SELECT name, slug FROM subcategories'))]) {
      expect(row.slug).toBe(slugify(String(row.name)));
    }
    const perCategory = (await rows(db, 'SELECT count(*) AS n FROM subcategories GROUP BY category_id')).map((r) =>
      Number(r.n),
    );
    expect(Math.max(...perCategory)).toBeGreaterThan(10);
    expect(Math.max(...perCategory)).toBeLessThanOrEqual(50);
  });

  it('fills some subcategories beyond one page and leaves a few products without a category', async () => {
    expect(
      await count(db, 'SELECT max(n) AS n FROM (SELECT count(*) AS n FROM products GROUP BY subcategory_id) c'),
    ).toBeGreaterThan(10);
    const orphans = await count(db, 'SELECT count(*) AS n FROM products WHERE subcategory_id IS NULL');
    expect(orphans).toBeGreaterThan(0);
    expect(orphans).toBeLessThan(10);
  });

  it('gives every product a unique hyphen-free sku, a valid UPC and an image file', async () => {
    const products = await rows(db, 'SELECT sku, sku_key, upc, image1, image2 FROM products');
    expect(products).toHaveLength(defaultProductCount);
    expect(products.some((p) => String(p.sku).includes('-'))).toBe(true);
    expect(products.some((p) => p.image2 === null)).toBe(true);
    for (const p of products) {
      expect(p.sku_key).toBe(compactSku(String(p.sku)));
      const digits = [...String(p.upc)].map(Number);
      expect(digits).toHaveLength(12);
      expect(digits.reduce((sum, d, i) => sum + d * (i % 2 === 0 ? 3 : 1), 0) % 10).toBe(0);
      expect(existsSync(join(uploads, String(p.image1).replace(/^\/uploads\//, '')))).toBe(true);
    }
  });

  it('prices every product in cents, each tier below the one above it, some out of stock', async () => {
    const stocks = await rows(db, 'SELECT * FROM stocks');
    expect(stocks).toHaveLength(defaultProductCount);
    for (const s of stocks) {
      const [msrp, msrp2, dealer, direct, dealer2, direct2] = [
        s.msrp,
        s.msrp2,
        s.dealer,
        s.direct,
        s.dealer2,
        s.direct2,
      ].map(Number);
      for (const amount of [msrp, msrp2, dealer, direct, dealer2, direct2])
        expect(Math.round(Number(amount) * 100) / 100).toBe(amount);
      expect(Number(msrp2)).toBeGreaterThan(Number(msrp));
      expect(Number(msrp)).toBeGreaterThan(Number(dealer));
      expect(Number(dealer)).toBeGreaterThan(Number(direct));
      expect(Number(msrp2)).toBeGreaterThan(Number(dealer2));
      expect(Number(dealer2)).toBeGreaterThan(Number(direct2));
    }
    const outOfStock = stocks.filter((s) => s.stock === 0).length / stocks.length;
    expect(outOfStock).toBeGreaterThan(0.05);
    expect(outOfStock).toBeLessThan(0.15);
  });

  it('lists downloads that exist with their type and size', async () => {
    const files = await rows(db, 'SELECT file_path, filetype, filesize FROM product_files');
    expect(new Set(files.map((f) => f.filetype))).toEqual(new Set(['svg', 'pdf', 'txt']));
    for (const f of files) {
      const content = readFileSync(join(uploads, String(f.file_path)));
      expect(f.filesize).toMatch(/^\d+(\.\d)? (B|KB)$/);
      if (f.filetype !== 'pdf') continue;
      const pdf = content.toString('latin1');
      expect(pdf).toMatch(/^%PDF-1\.\d[\s\S]*%%EOF\s*$/);
      // Datasheets, manuals and panel drawings are real documents of two pages or more.
      expect(pdf.match(/\/Type \/Page\b/g)?.length ?? 0, String(f.file_path)).toBeGreaterThanOrEqual(2);
    }
  });

  it('has the ten solutions under their spec ids, with tabs of varied sizes', async () => {
    const solutions = await rows(db, 'SELECT id, key FROM solutions ORDER BY id');
    expect(Object.fromEntries(solutions.map((s) => [s.key, s.id]))).toEqual(solutionIds);
    const sizes = (
      await rows(
        db,
        `SELECT count(sp.sku) AS n FROM solutions s CROSS JOIN (SELECT 'Converters' AS tab UNION SELECT 'Extenders'
      UNION SELECT 'Splitters' UNION SELECT 'Switchers') t LEFT JOIN solution_products sp ON sp.solution_id = s.id AND sp.tab = t.tab
      GROUP BY s.id, t.tab`,
      )
    ).map((r) => Number(r.n));
    expect(sizes).toContain(0);
    expect(Math.max(...sizes)).toBeGreaterThan(5);
  });
});

describe('large catalogues', () => {
  it('share a pool of images and documents instead of writing files per product', async () => {
    const { db, uploads } = await seed(2500);
    expect(await count(db, 'SELECT count(*) AS n FROM products')).toBe(2500);
    expect(fileDigests(uploads).length).toBeLessThan(1000);
  }, 180_000);
});
