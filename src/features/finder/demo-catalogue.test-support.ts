import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defaultProductCount } from '../../../server/seed/index.ts';
import { createMediaStore } from '../../../server/seed/catalog/media-store.ts';
import { generateProducts } from '../../../server/seed/catalog/products.ts';
import { buildTaxonomy } from '../../../server/seed/catalog/taxonomy.ts';
import { itemPath } from '../../lib/paths.ts';
import { type FinderData, finderData } from './finder.build.ts';

/**
 * The finder's data of the demo catalogue as `npm start` seeds it, read the way a build reads the
 * catalogue's products (specs table, title, category), for the tests and the bench.
 */
export function demoProducts() {
  const dir = mkdtempSync(join(tmpdir(), 'finder-demo-'));
  try {
    const drafts = [...generateProducts(buildTaxonomy(), defaultProductCount, createMediaStore(dir))];
    return drafts.map((draft) => ({
      sku: draft.sku,
      title: draft.title,
      path: itemPath(draft.sku),
      specsHtml: draft.specs,
      parent: draft.categorySlug ? { path: `/${draft.categorySlug}` } : null,
      child: draft.subcategoryId === null ? null : {},
    }));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export const demoFinderData = (): FinderData =>
  finderData(new Map(demoProducts().map((product) => [product.sku, product])));
