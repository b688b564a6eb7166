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

  it.each([
    [
      'blog post',
      "INSERT INTO blogs VALUES (1, 'Choosing HDMI', '2026-01-01', '<p>x</p>', '', '', 1, 'a.svg')",
      'blogs',
    ],
    ['news article', "INSERT INTO news VALUES (1, 'Expo', 'Meet us', NULL, '2026-01-01', '<p>x</p>')", 'news'],
    [
      'partner',
      "INSERT INTO partners VALUES (1, 'EMEA', 'AV Ltd', 'l.svg', 'Leeds', '1 St', '1', 'a@b', 'u')",
      'partners',
    ],
  ])('changes when a %s is added, edited or deleted: the static pages show it too', (_kind, insert, table) => {
    const db = freshDatabase();
    const stamps = [catalogFingerprint(db)];
    db.exec(insert);
    stamps.push(catalogFingerprint(db));
    db.exec(`UPDATE ${table} SET ${table === 'partners' ? 'name' : 'title'} = 'Edited'`);
    stamps.push(catalogFingerprint(db));
    db.exec(`DELETE FROM ${table}`);
    stamps.push(catalogFingerprint(db));
    expect(new Set(stamps).size).toBe(4);
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
