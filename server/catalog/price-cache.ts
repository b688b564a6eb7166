import { LRUCache } from 'lru-cache';
import { PRICE_CHANGE, type ChangeFeed } from '../db/change-feed.ts';
import { HeardChanges } from '../db/heard-changes.ts';
import type { StoredStockOfSku as StoredRecord } from './stocks.ts';

/** Records one node keeps at most: every product of the largest catalogue, a few megabytes. */
const MAX_RECORDS = 50_000;

/** A stored record as read, with the sku key it was asked by. */
export interface KeyedRecord {
  key: string;
  record: StoredRecord;
}

/** The skus an announcement names, or undefined when it names every sku (or cannot be read). */
function skusOf(named: string): string[] | undefined {
  if (named === '*') return undefined;
  try {
    const skus: unknown = JSON.parse(named);
    return Array.isArray(skus) ? skus.map(String) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The price and stock records of products (every tier's price and the stock), by sku key, so a
 * listing's prices are not read from the database on every call. Kept only while the database's
 * announcements surely arrive; each change to a product's stock row or to its sku or key (migration
 * 090: an order, a seed, a script or `psql`, through any node) drops that product's record. Answers
 * still disclose each caller only its own tier's fields.
 */
export class PriceCache {
  readonly #kept = new LRUCache<string, StoredRecord>({
    max: MAX_RECORDS,
    dispose: (record, key) => {
      if (this.#keyOfSku.get(record.sku) === key) this.#keyOfSku.delete(record.sku);
    },
  });
  /** The key each kept sku is kept by: announcements name skus. */
  readonly #keyOfSku = new Map<string, string>();
  readonly #heard: HeardChanges;

  constructor(feed: ChangeFeed) {
    this.#heard = new HeardChanges(feed, {
      change: (payload) => this.#drop(payload),
      forget: () => this.#kept.clear(),
    });
  }

  /**
   * The records of the products of `keys`, kept or read by `read` (which may leave keys out: unknown
   * products, products without a record, records that break the contract; none of those is kept).
   */
  async recordsOf(keys: readonly string[], read: (keys: string[]) => Promise<KeyedRecord[]>): Promise<StoredRecord[]> {
    const found: StoredRecord[] = [];
    const missing: string[] = [];
    for (const key of keys) {
      const kept = this.#heard.live ? this.#kept.get(key) : undefined;
      if (kept) found.push(kept);
      else missing.push(key);
    }
    if (missing.length === 0) return found;
    const mark = this.#heard.mark();
    const fresh = await read(missing);
    const keep = this.#heard.mayKeep(mark);
    for (const { key, record } of fresh) {
      found.push(record);
      if (keep) {
        this.#kept.set(key, record);
        this.#keyOfSku.set(record.sku, key);
      }
    }
    return found;
  }

  #drop(payload: string): void {
    if (!payload.startsWith(PRICE_CHANGE)) return;
    const skus = skusOf(payload.slice(PRICE_CHANGE.length));
    if (!skus) {
      this.#kept.clear();
      return;
    }
    for (const sku of skus) {
      const key = this.#keyOfSku.get(sku);
      if (key !== undefined) this.#kept.delete(key);
    }
  }
}
