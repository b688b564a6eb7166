import * as z from 'zod/mini';
import { type ItemDetailsEntry } from '../../src/api/item-details.ts';
import { fileEntry, videoEntry } from '../../src/api/item.ts';
import { type Db, sql } from '../db/index.ts';
import { DETAIL_SELECT, findSkus, visibleDetails, visibleFaq } from './item.ts';
import { parseRows, type Row } from './rows.ts';

/** Rows grouped by their `sku` column. */
function bySku(rows: readonly Row[]): Map<string, Row[]> {
  const grouped = new Map<string, Row[]>();
  for (const row of rows) {
    const sku = String(row.sku);
    const list = grouped.get(sku);
    if (list) list.push(row);
    else grouped.set(sku, [row]);
  }
  return grouped;
}

/**
 * GetItemDetail as a visitor sees it (no price record) and GetFAQ, for many products in a handful
 * of queries: what a build pulls for every product page. Unknown skus answer 404 naming the entry
 * (`offset`: where `skuids` starts in the request).
 */
export async function itemDetailsOf(db: Db, skuids: readonly string[], offset = 0): Promise<ItemDetailsEntry[]> {
  const skus = await findSkus(db, skuids, (index) => `skuids.${offset + index}`);
  const [details, files, videos, faqs] = (
    await Promise.all([
      sql<Row>`${sql.raw(DETAIL_SELECT)} WHERE p.sku = ANY(${skus})`.execute(db),
      sql<Row>`SELECT sku, kind, file_path AS filelink, filetype, filesize FROM product_files
        WHERE sku = ANY(${skus}) ORDER BY sku, kind, position`.execute(db),
      sql<Row>`SELECT video1, sku AS videosku, title, link, sku FROM product_videos
        WHERE sku = ANY(${skus}) ORDER BY sku, position`.execute(db),
      sql<Row>`SELECT sku, question, answer, html_digest FROM product_faqs WHERE sku = ANY(${skus}) ORDER BY sku, position`.execute(
        db,
      ),
    ])
  ).map((result) => bySku(result.rows));
  // The contract's objects drop the grouping columns (sku, kind) as they parse each row.
  return skus.map((sku) =>
    naming(sku, () => {
      const ofKind = (kind: string) => parseRows(fileEntry, files?.get(sku)?.filter((row) => row.kind === kind) ?? []);
      return {
        sku,
        detail: {
          refItemDetail: visibleDetails(details?.get(sku) ?? []),
          refDiagram: ofKind('diagram'),
          refPanel: ofKind('panel'),
          refDownloads: ofKind('download'),
          refStocks: [],
          refVideos: parseRows(videoEntry, videos?.get(sku) ?? []),
        },
        faq: visibleFaq(faqs?.get(sku) ?? []),
      };
    }),
  );
}

/** A stored record that breaks the contract is reported under its product's sku. */
function naming<T>(sku: string, read: () => T): T {
  try {
    return read();
  } catch (error) {
    if (!(error instanceof z.core.$ZodError)) throw error;
    throw new z.core.$ZodError(error.issues.map((issue) => ({ ...issue, path: ['refItems', sku, ...issue.path] })));
  }
}
