import type { DatabaseSync } from 'node:sqlite';
import { transaction } from '../db/index.ts';
import type { MediaStore } from './catalog/media-store.ts';
import { generateProducts } from './catalog/products.ts';
import { createRandom, hashSeed } from './catalog/random.ts';
import { buildTaxonomy } from './catalog/taxonomy.ts';
import { type ProductRef, writeHomeLists, writeSolutions } from './catalog/write-lists.ts';
import { productWriter } from './catalog/write-products.ts';
import { writeTaxonomy } from './catalog/write-taxonomy.ts';
import type { SeedOptions } from './index.ts';

/**
 * Writes the demo catalogue (categories, products with media, prices, FAQ, home lists, solutions)
 * in one transaction, and its images and documents into `options.uploadsDir`.
 */
export function seedCatalog(db: DatabaseSync, options: SeedOptions, store: MediaStore): void {
  if (!Number.isInteger(options.products) || options.products < 1) {
    throw new Error(`The catalogue needs at least one product, got ${options.products}`);
  }
  const taxonomy = buildTaxonomy();
  transaction(db, () => {
    writeTaxonomy(db, taxonomy, store);
    const writeProduct = productWriter(db);
    const refs: ProductRef[] = [];
    for (const draft of generateProducts(taxonomy, options.products, store)) {
      writeProduct(draft);
      refs.push({ sku: draft.sku, categorySlug: draft.categorySlug });
    }
    const random = createRandom(hashSeed('avconnect lists'));
    writeHomeLists(db, refs, random);
    writeSolutions(db, refs, random, store);
  });
}
