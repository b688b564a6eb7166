import type { MpnUpcPair } from './mpn-upc.ts';

/** Every product with a UPC as [mpn, upc], by MPN. */
export function mpnUpcPairs(catalog: { products: ReadonlyMap<string, { sku: string; upc: string }> }): MpnUpcPair[] {
  return [...catalog.products.values()]
    .filter((product) => product.upc.trim() !== '')
    .map((product): MpnUpcPair => [product.sku, product.upc])
    .sort(([a], [b]) => a.localeCompare(b));
}
