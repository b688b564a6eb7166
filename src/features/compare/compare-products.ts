import { specRows } from '../../api/facets.ts';
import { itemPath } from '../../lib/paths.ts';
import type { CompareProduct } from './compare-rows.ts';

/**
 * The compare page reads each product from its own product page, which the site publishes anyway:
 * the product's facts (the page's `#product-context`) and its specs table. No price is there.
 */

type Facts = Omit<CompareProduct, 'specs'>;

/**
 * The facts of a product context, or undefined when they are not a product's. Hand-written rather
 * than a schema: the compare page is an anonymous page, whose script budget a schema library would
 * exceed (as the recently viewed list's decoding, recent.ts).
 */
function factsOf(context: unknown): Facts | undefined {
  if (typeof context !== 'object' || context === null) return undefined;
  const text = (key: string) => {
    const value: unknown = Reflect.get(context, key);
    return typeof value === 'string' ? value : undefined;
  };
  const [sku, title, path] = [text('sku'), text('title'), text('path')];
  if (!sku || title === undefined || !path) return undefined;
  return { sku, title, path, subtitle: text('subtitle') ?? '', image: text('image') ?? '' };
}

/** The product a product page shows, or undefined when the page is not a product's. */
export function readItemPage(html: string): CompareProduct | undefined {
  const page = new DOMParser().parseFromString(html, 'text/html');
  let context: unknown;
  try {
    context = JSON.parse(page.getElementById('product-context')?.textContent ?? '');
  } catch {
    return undefined;
  }
  const facts = factsOf(context);
  if (!facts) return undefined;
  const specs = page.querySelector('[data-print="specs"]')?.innerHTML ?? '';
  return { ...facts, specs: specRows(specs) };
}

/** A sku's product, or undefined when the site has no product of that sku; throws when it cannot tell. */
export async function loadProduct(sku: string, signal?: AbortSignal): Promise<CompareProduct | undefined> {
  const response = await fetch(itemPath(sku), { signal });
  if (response.status === 404) return undefined;
  if (!response.ok) throw new Error(`Could not load the product ${sku}`, { cause: response.status });
  return readItemPage(await response.text());
}
