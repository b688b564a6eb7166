import type { Db } from '../db/index.ts';
import type { MediaStore } from './catalog/media-store.ts';
import { generateProducts, type ProductDraft } from './catalog/products.ts';
import { createRandom, hashSeed } from './catalog/random.ts';
import { buildTaxonomy } from './catalog/taxonomy.ts';
import { type ProductRef, writeHomeLists, writeSolutions } from './catalog/write-lists.ts';
import { writeProducts } from './catalog/write-products.ts';
import { writeTaxonomy } from './catalog/write-taxonomy.ts';
import type { SeedOptions } from './index.ts';

/** Products generated and written at a time: the texts of a few thousand stay in memory, not all. */
const productsPerBatch = 1000;

/**
 * Writes the demo catalogue (categories, products with media, prices, FAQ, home lists, solutions),
 * and its images and documents into `options.uploadsDir`. Call inside the seed's transaction.
 */
export async function seedCatalog(db: Db, options: SeedOptions, store: MediaStore): Promise<void> {
  if (!Number.isInteger(options.products) || options.products < 1) {
    throw new Error(`The catalogue needs at least one product, got ${options.products}`);
  }
  const taxonomy = buildTaxonomy();
  await writeTaxonomy(db, taxonomy, store);
  const refs: ProductRef[] = [];
  let batch: ProductDraft[] = [];
  for (const draft of generateProducts(taxonomy, options.products, store)) {
    batch.push(draft);
    refs.push({ sku: draft.sku, categorySlug: draft.categorySlug });
    if (batch.length === productsPerBatch) {
      await writeProducts(db, batch);
      batch = [];
    }
  }
  await writeProducts(db, batch);
  const random = createRandom(hashSeed('avconnect lists'));
  await writeHomeLists(db, refs, random);
  await writeSolutions(db, refs, random, store);
}
