import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import { openDatabase } from '../db/index.ts';

/** A fresh database holding one HDMI cable (AV-HD-1) in Cables › HDMI, with its price record. */
export function oneProductDatabase(): DatabaseSync {
  const db = openDatabase(join(mkdtempSync(join(tmpdir(), 'one-product-')), 'catalog.db'));
  db.exec(`INSERT INTO categories (id, name, slug) VALUES (1, 'Cables', 'cables');
    INSERT INTO subcategories (id, category_id, name, slug) VALUES (1, 1, 'HDMI', 'hdmi');
    INSERT INTO products (sku, pkskuid, sku_key, subcategory_id, title, subtitle, upc, released_on)
      VALUES ('AV-HD-1', 1, 'AVHD1', 1, 'HDMI cable', '2 m', '012345678905', '2026-01-01');
    INSERT INTO stocks VALUES ('AV-HD-1', 10, 11, 8, 7, 9, 8, 5);`);
  return db;
}
