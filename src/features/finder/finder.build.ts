import { specRows } from '../../api/facets.ts';
import { type EntryResult, type FinderEntry, finderEntry } from './entry.ts';

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

/** What the finder makes of one product: undefined for a product without a page (no category). */
export function finderResultOf(product: CatalogProduct): EntryResult | undefined {
  if (!product.parent || !product.child) return undefined;
  return finderEntry({
    sku: product.sku,
    title: product.title,
    path: product.path,
    category: product.parent.path.replace(/^\//, ''),
    rows: specRows(product.specsHtml),
  });
}

const cache = new WeakMap<object, FinderData>();

/**
 * Reads every product with a page (a category) once per build, taking a product's result from
 * `known` when the pull already made it; a product whose specs do not say enough is left out,
 * never guessed.
 */
export function finderData(
  products: Map<string, CatalogProduct>,
  known?: ReadonlyMap<string, { finder?: EntryResult }>,
): FinderData {
  const cached = cache.get(products);
  if (cached) return cached;
  const data: FinderData = { entries: [], leftOut: [] };
  for (const product of products.values()) {
    const result = known?.has(product.sku) ? known.get(product.sku)?.finder : finderResultOf(product);
    if (result === undefined) continue;
    if ('entry' in result) data.entries.push(result.entry);
    else if ('leftOut' in result) data.leftOut.push(`${product.sku}: ${result.leftOut}`);
  }
  data.entries.sort((a, b) => a.sku.localeCompare(b.sku));
  data.leftOut.sort();
  cache.set(products, data);
  return data;
}
