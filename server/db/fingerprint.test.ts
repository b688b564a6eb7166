import { describe, expect, it } from 'vitest';
import { oneProductDatabase as freshDatabase } from '../test/one-product.ts';
import { catalogFingerprint } from './fingerprint.ts';

describe('catalogue fingerprint', () => {
  it('changes when a page-visible catalogue row changes', () => {
    const db = freshDatabase();
    const before = catalogFingerprint(db);
    db.exec("UPDATE products SET title = 'HDMI 2.1 cable' WHERE sku = 'AV-HD-1'");
    expect(catalogFingerprint(db)).not.toBe(before);
  });

  it('ignores price and stock changes, which never reach static pages', () => {
    const db = freshDatabase();
    const before = catalogFingerprint(db);
    db.exec("UPDATE stocks SET dealer = 7.5, stock = 0 WHERE sku = 'AV-HD-1'");
    expect(catalogFingerprint(db)).toBe(before);
  });

  it('differs between two databases with the same rows', () => {
    expect(catalogFingerprint(freshDatabase())).not.toBe(catalogFingerprint(freshDatabase()));
  });
});
