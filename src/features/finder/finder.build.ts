import { specRows } from '../../api/facets.ts';
import { type FinderEntry, finderEntry } from './entry.ts';

/** The finder's data of a build: every product it can read, and those it had to leave out. */
export interface FinderData {
  entries: FinderEntry[];
  /** "sku: why", for the build report. */
  leftOut: string[];
}

/** What the finder reads of a catalogue product (its page's own data). */
interface CatalogProduct {
  sku: string;
  title: string;
  path: string;
  specsHtml: string;
  /** The product's category and subcategory; a product lacking either has no page. */
  parent: { path: string } | null;
  child: object | null;
}

const cache = new WeakMap<object, FinderData>();

/** Reads every product with a page (a category) once per build; a product whose specs do not say enough is left out, never guessed. */
export function finderData(products: Map<string, CatalogProduct>): FinderData {
  const known = cache.get(products);
  if (known) return known;
  const data: FinderData = { entries: [], leftOut: [] };
  for (const product of products.values()) {
    if (!product.parent || !product.child) continue;
    const result = finderEntry({
      sku: product.sku,
      title: product.title,
      path: product.path,
      category: product.parent.path.replace(/^\//, ''),
      rows: specRows(product.specsHtml),
    });
    if ('entry' in result) data.entries.push(result.entry);
    else if ('leftOut' in result) data.leftOut.push(`${product.sku}: ${result.leftOut}`);
  }
  data.entries.sort((a, b) => a.sku.localeCompare(b.sku));
  data.leftOut.sort();
  cache.set(products, data);
  return data;
}
