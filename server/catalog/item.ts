import type { DatabaseSync } from 'node:sqlite';
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
import { ApiFailure } from '../http/errors.ts';
import { withVisibleHtml } from '../http/visible-html.ts';
import { parseRows, statement } from './rows.ts';
import { stockOf } from './stocks.ts';

/** The stored sku of a product named by its sku with or without hyphens; 404 when unknown. */
export function findSku(db: DatabaseSync, skuid: string, field: string): string {
  const row = statement(db, 'SELECT sku FROM products WHERE sku = ? OR sku_key = ?').get(
    skuid.trim(),
    compactSku(skuid.trim()),
  );
  if (!row) throw new ApiFailure(404, `No product with sku ${skuid}`, [{ field, reason: 'Unknown sku' }]);
  return String(row.sku);
}

function filesOf(db: DatabaseSync, sku: string, kind: 'diagram' | 'panel' | 'download') {
  const rows = statement(
    db,
    `SELECT file_path AS filelink, filetype, filesize FROM product_files
    WHERE sku = ? AND kind = ? ORDER BY position`,
  ).all(sku, kind);
  return parseRows(fileEntry, rows);
}

/**
 * The price and stock record a caller may see: nothing for a visitor; for an account, its list
 * price, its own tier price and stock (the storefront's price rule).
 */
function stocksFor(db: DatabaseSync, sku: string, caller: Caller | undefined): PriceRecord[] {
  if (!caller) return [];
  const record = stockOf(db, sku);
  return record ? [discloseTo(record, caller.accountType)] : [];
}

/** The product page's columns of a product, named as the contract names them. */
export const DETAIL_SELECT = `SELECT p.sku, p.title, p.subtitle, p.upc, p.description, p.specs, p.features,
  p.image1, p.image2, p.image3, p.pageimage, p.thumbnail, p.kproimage, c.name AS kproparent, s.name AS kprochild,
  p.is_new AS isNew, p.hd4k, p.is_taa AS isTAA, p.metatitle, p.metadesc, p.metakeywords,
  p.released_on AS releasedOn
  FROM products p LEFT JOIN subcategories s ON s.id = p.subcategory_id LEFT JOIN categories c ON c.id = s.category_id`;

/** The HTML fields of a product as a reader sees them (no internal notes). */
export const visibleDetails = (details: ItemDetail[]) =>
  details.map((detail) => withVisibleHtml(detail, ['description', 'specs', 'features']));

/** FAQ answers as a reader sees them (no internal notes). */
export const visibleFaq = (faq: FaqItem[]) => faq.map((entry) => withVisibleHtml(entry, ['answer']));

/** Everything the product page shows of one product. */
export function itemDetailOf(db: DatabaseSync, skuid: string, caller: Caller | undefined): ItemDetailResponse {
  const sku = findSku(db, skuid, 'skuid');
  const detail = statement(db, `${DETAIL_SELECT} WHERE p.sku = ?`).all(sku);
  const videos = statement(
    db,
    'SELECT video1, sku AS videosku, title, link FROM product_videos WHERE sku = ? ORDER BY position',
  ).all(sku);
  return {
    refItemDetail: visibleDetails(parseRows(itemDetail, detail)),
    refDiagram: filesOf(db, sku, 'diagram'),
    refPanel: filesOf(db, sku, 'panel'),
    refDownloads: filesOf(db, sku, 'download'),
    refStocks: stocksFor(db, sku, caller),
    refVideos: parseRows(videoEntry, videos),
  };
}

/** The FAQ of a product, its answers without their internal notes. */
export function faqOf(db: DatabaseSync, skuid: string) {
  const sku = findSku(db, skuid, 'sku');
  const rows = statement(db, 'SELECT question, answer FROM product_faqs WHERE sku = ? ORDER BY position').all(sku);
  return visibleFaq(parseRows(faqItem, rows));
}
