import {
  type FaqItem,
  faqItem,
  fileEntry,
  itemDetail,
  type ItemDetail,
  type ItemDetailResponse,
  videoEntry,
} from '../../src/api/item.ts';
import { compactSku } from '../../src/config/catalog.ts';
import { discloseTo, type PriceRecord } from '../../src/config/pricing.ts';
import type { Caller } from '../context.ts';
import { type Db, sql } from '../db/index.ts';
import { ApiFailure } from '../http/errors.ts';
import { visibleRows } from '../http/visible-html.ts';
import { parseRows, type Row } from './rows.ts';
import { stockOf } from './stocks.ts';

/**
 * The stored skus of products named by their sku with or without hyphens, in one query, in the
 * order asked; 404 naming the first unknown one (`fieldOf`: its field, by its place).
 */
export async function findSkus(
  db: Db,
  skuids: readonly string[],
  fieldOf: (index: number) => string,
): Promise<string[]> {
  const typed = skuids.map((skuid) => skuid.trim());
  const keys = typed.map((skuid) => compactSku(skuid));
  const { rows } = await sql<{ sku: string; sku_key: string }>`SELECT sku, sku_key FROM products
    WHERE sku = ANY(${typed}) OR sku_key = ANY(${keys})`.execute(db);
  const bySku = new Map(rows.map((row) => [row.sku, row.sku]));
  const byKey = new Map(rows.map((row) => [row.sku_key, row.sku]));
  return typed.map((skuid, index) => {
    const sku = bySku.get(skuid) ?? byKey.get(keys[index] ?? '');
    if (sku === undefined) {
      throw new ApiFailure(404, `No product with sku ${skuids[index]}`, [
        { field: fieldOf(index), reason: 'Unknown sku' },
      ]);
    }
    return sku;
  });
}

/** The stored sku of a product named by its sku with or without hyphens; 404 when unknown. */
export async function findSku(db: Db, skuid: string, field: string): Promise<string> {
  const [sku = ''] = await findSkus(db, [skuid], () => field);
  return sku;
}

/** The diagrams, panel drawings and downloads of a product, each list in its order. */
async function filesOf(db: Db, sku: string) {
  const { rows } = await sql<Row>`SELECT kind, file_path AS filelink, filetype, filesize FROM product_files
    WHERE sku = ${sku} ORDER BY kind, position`.execute(db);
  // The contract's object drops the grouping column (kind) as it parses each row.
  return (kind: 'diagram' | 'panel' | 'download') =>
    parseRows(
      fileEntry,
      rows.filter((row) => row.kind === kind),
    );
}

/**
 * The price and stock record a caller may see: nothing for a visitor; for an account, its list
 * price, its own tier price and stock (the storefront's price rule).
 */
async function stocksFor(db: Db, sku: string, caller: Caller | undefined): Promise<PriceRecord[]> {
  if (!caller) return [];
  const record = await stockOf(db, sku);
  return record ? [discloseTo(record, caller.accountType)] : [];
}

/**
 * The product page's columns of a product, named as the contract names them (camel-case names
 * quoted: PostgreSQL folds unquoted names to lower case). A fixed fragment for `sql.raw`.
 */
export const DETAIL_SELECT = `SELECT p.sku, p.title, p.subtitle, p.upc, p.description, p.specs, p.features,
  p.image1, p.image2, p.image3, p.pageimage, p.thumbnail, p.kproimage, c.name AS kproparent, s.name AS kprochild,
  p.is_new AS "isNew", p.hd4k, p.is_taa AS "isTAA", p.metatitle, p.metadesc, p.metakeywords,
  p.released_on AS "releasedOn", p.html_digest
  FROM products p LEFT JOIN subcategories s ON s.id = p.subcategory_id LEFT JOIN categories c ON c.id = s.category_id`;

/** Products' detail rows with their HTML fields as a reader sees them (no internal notes). */
export const visibleDetails = (rows: readonly Row[]): ItemDetail[] => visibleRows('products', itemDetail, rows);

/** FAQ rows with their answers as a reader sees them (no internal notes). */
export const visibleFaq = (rows: readonly Row[]): FaqItem[] => visibleRows('product_faqs', faqItem, rows);

/** Everything the product page shows of one product. */
export async function itemDetailOf(db: Db, skuid: string, caller: Caller | undefined): Promise<ItemDetailResponse> {
  const sku = await findSku(db, skuid, 'skuid');
  const [detail, videos, files, stocks] = await Promise.all([
    sql<Row>`${sql.raw(DETAIL_SELECT)} WHERE p.sku = ${sku}`.execute(db),
    sql<Row>`SELECT video1, sku AS videosku, title, link FROM product_videos
      WHERE sku = ${sku} ORDER BY position`.execute(db),
    filesOf(db, sku),
    stocksFor(db, sku, caller),
  ]);
  return {
    refItemDetail: visibleDetails(detail.rows),
    refDiagram: files('diagram'),
    refPanel: files('panel'),
    refDownloads: files('download'),
    refStocks: stocks,
    refVideos: parseRows(videoEntry, videos.rows),
  };
}

/** The FAQ of a product, its answers without their internal notes. */
export async function faqOf(db: Db, skuid: string) {
  const sku = await findSku(db, skuid, 'sku');
  const { rows } = await sql<Row>`SELECT question, answer, html_digest FROM product_faqs
    WHERE sku = ${sku} ORDER BY position`.execute(db);
  return visibleFaq(rows);
}
