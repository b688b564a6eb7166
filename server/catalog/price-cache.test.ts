import { ChangeFeed } from '../db/change-feed.ts';
import { PriceCache } from './price-cache.ts';
import type { KeyedRecord } from './price-cache.ts';

const record = (sku: string): KeyedRecord => ({
  key: sku.replaceAll('-', ''),
  record: { sku, msrp: 10, msrp2: 11, dealer: 6, direct: 7, dealer2: 8, direct2: 9, stock: 4 },
});

/** A cache on a live feed, and the keys it read from the database, call by call. */
function liveCache() {
  const feed = new ChangeFeed();
  feed.setLive(true);
  const cache = new PriceCache(feed);
  const reads: string[][] = [];
  const read = async (keys: string[]) => {
    reads.push(keys);
    return keys.map((key) => record(key === 'AB1' ? 'AB-1' : 'CD-2'));
  };
  return { feed, cache, pricesOf: (keys: string[]) => cache.recordsOf(keys, read), reads };
}

describe('the price records one node keeps', () => {
  it('reads each product once while nothing changes, and only the products not kept', async () => {
    const { pricesOf, reads } = liveCache();
    await pricesOf(['AB1']);
    expect((await pricesOf(['AB1', 'CD2'])).map((kept) => kept.sku)).toEqual(['AB-1', 'CD-2']);
    await pricesOf(['AB1', 'CD2']);
    expect(reads).toEqual([['AB1'], ['CD2']]);
  });

  it.each([
    ['its stock or price changes', 'k:["AB-1"]'],
    ['a change names too many skus to list', 'k:*'],
  ])('reads a product again once %s, and keeps the others', async (_, payload) => {
    const { feed, pricesOf, reads } = liveCache();
    await pricesOf(['AB1', 'CD2']);
    feed.announce(payload);
    await pricesOf(['AB1']);
    expect(reads).toEqual([['AB1', 'CD2'], ['AB1']]);
  });

  it('keeps it when a caller or another product changes', async () => {
    const { feed, pricesOf, reads } = liveCache();
    await pricesOf(['AB1']);
    feed.announce('a:7');
    feed.announce('k:["CD-2"]');
    await pricesOf(['AB1']);
    expect(reads).toHaveLength(1);
  });

  it('does not keep a read during which a change was announced', async () => {
    const { feed, cache } = liveCache();
    let reads = 0;
    const stale = async () => {
      reads += 1;
      feed.announce('k:["AB-1"]');
      return [record('AB-1')];
    };
    await cache.recordsOf(['AB1'], stale);
    await cache.recordsOf(['AB1'], stale);
    expect(reads).toBe(2);
  });

  it('keeps nothing while changes may be missed, and nothing from before once they arrive again', async () => {
    const { feed, pricesOf, reads } = liveCache();
    await pricesOf(['AB1']);
    feed.setLive(false);
    await pricesOf(['AB1']);
    await pricesOf(['AB1']);
    feed.setLive(true);
    await pricesOf(['AB1']);
    await pricesOf(['AB1']);
    expect(reads).toHaveLength(4);
  });
});
