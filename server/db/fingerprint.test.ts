import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalogFingerprint } from './fingerprint.ts';
import { openDatabase } from './index.ts';

function freshDatabase() {
  const db = openDatabase(join(mkdtempSync(join(tmpdir(), 'fingerprint-')), 'catalog.db'));
  db.exec(`INSERT INTO categories (id, name, slug) VALUES (1, 'Cables', 'cables');
    INSERT INTO subcategories (id, category_id, name, slug) VALUES (1, 1, 'HDMI', 'hdmi');
    INSERT INTO products (sku, pkskuid, sku_key, subcategory_id, title, subtitle, upc, released_on)
      VALUES ('AV-1', 1, 'AV1', 1, 'HDMI cable', '2 m', '012345678905', '2026-01-01');
    INSERT INTO stocks VALUES ('AV-1', 10, 11, 8, 7, 9, 8, 5);`);
  return db;
}

describe('catalogue fingerprint', () => {
  it('changes when a page-visible catalogue row changes', () => {
    const db = freshDatabase();
    const before = catalogFingerprint(db);
    db.exec("UPDATE products SET title = 'HDMI 2.1 cable' WHERE sku = 'AV-1'");
    expect(catalogFingerprint(db)).not.toBe(before);
  });

  it('ignores price and stock changes, which never reach static pages', () => {
    const db = freshDatabase();
    const before = catalogFingerprint(db);
    db.exec("UPDATE stocks SET dealer = 7.5, stock = 0 WHERE sku = 'AV-1'");
    expect(catalogFingerprint(db)).toBe(before);
  });

  it('differs between two databases with the same rows', () => {
    expect(catalogFingerprint(freshDatabase())).not.toBe(catalogFingerprint(freshDatabase()));
  });
});
