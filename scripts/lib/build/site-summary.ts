import { knownSpecsFacts } from '../../../src/features/catalog/specs-facts.build.ts';
import { finderData } from '../../../src/features/finder/finder.build.ts';
import { hasPage } from '../../../src/features/catalog/catalog.ts';
import type { Catalog } from '../../../src/lib/catalog-types.ts';

/** What the build's integration needs of the catalogue once the pages are written. */
export interface SiteSummary {
  /** Every product, for the short-link redirects. */
  products: Array<{ sku: string; compactSku: string; hasPage: boolean }>;
  /** Each product's digest, by sku, for the change report. */
  digests: Record<string, string>;
  /** Products the signal-path finder left out, each with why ("sku: no distance in its specs"). */
  finderLeftOut: string[];
}

export function siteSummary(catalog: Catalog): SiteSummary {
  return {
    products: [...catalog.products.values()].map((p) => ({
      sku: p.sku,
      compactSku: p.compactSku,
      hasPage: hasPage(p),
    })),
    digests: Object.fromEntries(catalog.productDigests),
    finderLeftOut: finderData(catalog.products, knownSpecsFacts(catalog)).leftOut,
  };
}
