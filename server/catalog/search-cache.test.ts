import { describe, expect, it } from 'vitest';
import { oneProductDatabase } from '../test/one-product.ts';
import { createSearchCache } from './search-cache.ts';

function catalogue() {
  const db = oneProductDatabase();
  db.exec(`INSERT INTO product_search (rowid, sku_key, title, subtitle) VALUES (1, 'AVHD1', 'HDMI cable', '2 m');
    INSERT INTO sku_search (rowid, sku_key) VALUES (1, 'AVHD1');`);
  return db;
}

describe('cached suggestions', () => {
  it('answers a repeated term from memory while the catalogue revision stands', () => {
    const db = catalogue();
    const search = createSearchCache(db, () => undefined);
    expect(search('hdmi').map((s) => s.title)).toEqual(['HDMI cable']);
    // Emptying only the index tables leaves the revision alone, so a fresh query would find nothing.
    db.exec('DELETE FROM product_search; DELETE FROM sku_search;');
    expect(search('  HDMI ').map((s) => s.title)).toEqual(['HDMI cable']);
  });

  it('forgets its answers when the catalogue changes', () => {
    const db = catalogue();
    const search = createSearchCache(db, () => undefined);
    expect(search('hdmi')).toHaveLength(1);
    db.exec(
      "UPDATE products SET title = 'DisplayPort cable' WHERE sku = 'AV-HD-1'; DELETE FROM product_search; DELETE FROM sku_search;",
    );
    expect(search('hdmi')).toEqual([]);
  });
});
