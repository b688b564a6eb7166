import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { ContentRules } from '../../src/api/staff-content.ts';
import { priceSteps } from '../../src/domain/price-steps.ts';
import { catalogPrices } from '../catalog/all-prices.ts';
import type { Db } from '../db/index.ts';

/** The uploads folders whose pictures a blog post and a partner card may show. */
const PICTURE_FOLDERS = { pictures: 'blog', logos: 'partners' } as const;

async function uploadsIn(dataDir: string, folder: string): Promise<string[]> {
  const files = await readdir(join(dataDir, 'uploads', folder)).catch(() => []);
  return files
    .filter((name) => /\.(jpe?g|png|webp|avif)$/i.test(name))
    .sort()
    .map((name) => `/uploads/${folder}/${name}`);
}

/**
 * What the editor checks as staff type and what it offers: the catalogue's prices (as steps: the
 * browser spells them with the publish's rule), the pictures of posts and partners, and the
 * subcategories a post is filed under.
 */
export async function contentRules(db: Db, dataDir: string): Promise<ContentRules> {
  const [prices, pictures, logos, categories] = await Promise.all([
    catalogPrices(db),
    uploadsIn(dataDir, PICTURE_FOLDERS.pictures),
    uploadsIn(dataDir, PICTURE_FOLDERS.logos),
    db
      .selectFrom('subcategories as sc')
      .innerJoin('categories as c', 'c.id', 'sc.category_id')
      .select(['sc.id', 'c.name as parent', 'sc.name'])
      .orderBy('c.name')
      .orderBy('sc.name')
      .execute(),
  ]);
  return {
    priceSteps: priceSteps(prices),
    pictures,
    logos,
    categories: categories.map((row) => ({ id: String(row.id), name: `${row.parent}: ${row.name}` })),
  };
}
