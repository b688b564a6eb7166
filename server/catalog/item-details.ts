import type { DatabaseSync, SQLOutputValue } from 'node:sqlite';
import * as z from 'zod/mini';
import { type ItemDetailsEntry } from '../../src/api/item-details.ts';
import { faqItem, fileEntry, itemDetail, videoEntry } from '../../src/api/item.ts';
import { DETAIL_SELECT, findSku, visibleDetails, visibleFaq } from './item.ts';
import { parseRows, statement } from './rows.ts';

type Row = Record<string, SQLOutputValue>;

/** Rows of one query for many skus (passed as one JSON array), grouped by their `sku` column. */
function rowsBySku(db: DatabaseSync, sql: string, skus: string[]): Map<string, Row[]> {
  const grouped = new Map<string, Row[]>();
  for (const row of statement(db, sql).all(JSON.stringify(skus))) {
    const sku = String(row.sku);
    const list = grouped.get(sku);
    if (list) list.push(row);
    else grouped.set(sku, [row]);
  }
  return grouped;
}

const IN_LIST = 'IN (SELECT value FROM json_each(?))';

/**
 * GetItemDetail as a visitor sees it (no price record) and GetFAQ, for many products in a handful
 * of queries: what a build pulls for every product page. Unknown skus answer 404 naming the entry
 * (`offset`: where `skuids` starts in the request).
 */
export function itemDetailsOf(db: DatabaseSync, skuids: readonly string[], offset = 0): ItemDetailsEntry[] {
  const skus = skuids.map((skuid, index) => findSku(db, skuid, `skuids.${offset + index}`));
  const details = rowsBySku(db, `${DETAIL_SELECT} WHERE p.sku ${IN_LIST}`, skus);
  const files = rowsBySku(
    db,
    `SELECT sku, kind, file_path AS filelink, filetype, filesize FROM product_files
    WHERE sku ${IN_LIST} ORDER BY sku, kind, position`,
    skus,
  );
  const videos = rowsBySku(
    db,
    `SELECT video1, sku AS videosku, title, link, sku FROM product_videos WHERE sku ${IN_LIST} ORDER BY sku, position`,
    skus,
  );
  const faqs = rowsBySku(
    db,
    `SELECT sku, question, answer FROM product_faqs WHERE sku ${IN_LIST} ORDER BY sku, position`,
    skus,
  );
  // The contract's objects drop the grouping columns (sku, kind) as they parse each row.
  return skus.map((sku) =>
    naming(sku, () => {
      const ofKind = (kind: string) => parseRows(fileEntry, files.get(sku)?.filter((row) => row.kind === kind) ?? []);
      return {
        sku,
        detail: {
          refItemDetail: visibleDetails(parseRows(itemDetail, details.get(sku) ?? [])),
          refDiagram: ofKind('diagram'),
          refPanel: ofKind('panel'),
          refDownloads: ofKind('download'),
          refStocks: [],
          refVideos: parseRows(videoEntry, videos.get(sku) ?? []),
        },
        faq: visibleFaq(parseRows(faqItem, faqs.get(sku) ?? [])),
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
