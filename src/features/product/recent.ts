import { limits } from '../../config/limits.ts';

/** A recently viewed product as kept in browser storage. */
export interface RecentProduct {
  sku: string;
  title: string;
  pageimage: string;
}

function isRecentProduct(value: unknown): value is RecentProduct {
  return (
    typeof value === 'object' &&
    value !== null &&
    'sku' in value &&
    typeof value.sku === 'string' &&
    value.sku !== '' &&
    'title' in value &&
    typeof value.title === 'string' &&
    'pageimage' in value &&
    typeof value.pageimage === 'string'
  );
}

/**
 * Decodes the stored list, keeping the valid entries. Hand-written rather than a schema because
 * it runs on every anonymous item page, whose script budget a schema library would exceed.
 */
export function decodeRecent(stored: unknown): RecentProduct[] {
  if (!Array.isArray(stored)) return [];
  return stored
    .filter(isRecentProduct)
    .map(({ sku, title, pageimage }) => ({ sku, title, pageimage }))
    .slice(0, limits.recentlyViewedMax);
}

/** Moves a product to the front of the list (no duplicates), keeping at most 6. */
export function pushRecent(list: readonly RecentProduct[], product: RecentProduct): RecentProduct[] {
  return [product, ...list.filter((entry) => entry.sku !== product.sku)].slice(0, limits.recentlyViewedMax);
}

/** The list shown on a product page: every entry except the product itself. */
export function othersThan(list: readonly RecentProduct[], sku: string): RecentProduct[] {
  return list.filter((entry) => entry.sku !== sku);
}
