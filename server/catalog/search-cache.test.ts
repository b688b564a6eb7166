import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../db/index.ts';
import { createSearchCache } from './search-cache.ts';

function catalogue() {
  const db = openDatabase(join(mkdtempSync(join(tmpdir(), 'search-cache-')), 'catalog.db'));
  db.exec(`INSERT INTO categories (id, name, slug) VALUES (1, 'Cables', 'cables');
    INSERT INTO subcategories (id, category_id, name, slug) VALUES (1, 1, 'HDMI', 'hdmi');
    INSERT INTO products (sku, pkskuid, sku_key, subcategory_id, title, subtitle, upc, released_on)
      VALUES ('AV-HD-1', 1, 'AVHD1', 1, 'HDMI cable', '2 m', '012345678905', '2026-01-01');
    INSERT INTO product_search (rowid, sku_key, title, subtitle) VALUES (1, 'AVHD1', 'HDMI cable', '2 m');
    INSERT INTO sku_search (rowid, sku_key) VALUES (1, 'AVHD1');`);
  return db;
}

describe('cached suggestions', () => {
  it('answers a repeated term from memory while the catalogue revision stands', () => {
    const db = catalogue();
    const search = createSearchCache(db);
    expect(search('hdmi').map((s) => s.title)).toEqual(['HDMI cable']);
    // Emptying only the index tables leaves the revision alone, so a fresh query would find nothing.
    db.exec('DELETE FROM product_search; DELETE FROM sku_search;');
    expect(search('  HDMI ').map((s) => s.title)).toEqual(['HDMI cable']);
  });

  it('forgets its answers when the catalogue changes', () => {
    const db = catalogue();
    const search = createSearchCache(db);
    expect(search('hdmi')).toHaveLength(1);
    db.exec("UPDATE products SET title = 'DisplayPort cable' WHERE sku = 'AV-HD-1'; DELETE FROM product_search; DELETE FROM sku_search;");
    expect(search('hdmi')).toEqual([]);
  });
});
