import { sql, type Db } from '../db/index.ts';
import { openTestDatabase } from './harness.ts';

/**
 * A fresh database holding one HDMI cable (AV-HD-1) in Cables › HDMI, with its price record;
 * `await db.destroy()` when done.
 */
export async function oneProductDatabase(): Promise<Db> {
  const db = await openTestDatabase();
  await sql`INSERT INTO categories (id, name, slug) VALUES (1, 'Cables', 'cables')`.execute(db);
  await sql`INSERT INTO subcategories (id, category_id, name, slug) VALUES (1, 1, 'HDMI', 'hdmi')`.execute(db);
  await sql`INSERT INTO products (sku, pkskuid, sku_key, subcategory_id, title, subtitle, upc, released_on)
    VALUES ('AV-HD-1', 1, 'AVHD1', 1, 'HDMI cable', '2 m', '012345678905', '2026-01-01')`.execute(db);
  await sql`INSERT INTO stocks (sku, msrp, msrp2, dealer, direct, dealer2, direct2, stock)
    VALUES ('AV-HD-1', 10, 11, 8, 7, 9, 8, 5)`.execute(db);
  return db;
}
