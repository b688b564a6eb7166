import type { InquiryProduct } from './enquiry-bodies.ts';

/**
 * The product a visitor chose to ask about, handed from a product page to /inquireproduct through
 * browser storage. The page reads it once and removes it. Decoded by hand rather than with zod so
 * the page's first script stays a few hundred bytes.
 */
export const INQUIRY_PRODUCT_KEY = 'av:inquiry-product:v1';

const LIMIT = 300;
const isText = (value: unknown): value is string => typeof value === 'string' && value.length <= LIMIT;

/** The stored text as a product, or null when it is missing, corrupt or from another version. */
export function decodeInquiryProduct(text: string | null): InquiryProduct | null {
  if (text === null || text.length > 2 * LIMIT + 40) return null;
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null) return null;
    const { sku, title } = value as Record<string, unknown>;
    return isText(sku) && sku.trim() !== '' && isText(title) ? { sku, title } : null;
  } catch {
    return null;
  }
}

/** Remembers the product for the inquiry page (call before going to /inquireproduct). */
export function rememberInquiryProduct(product: InquiryProduct, storage: Storage = localStorage): void {
  storage.setItem(INQUIRY_PRODUCT_KEY, JSON.stringify({ sku: product.sku, title: product.title }));
}

/** Reads the stored product and removes it. */
export function takeInquiryProduct(storage: Storage = localStorage): InquiryProduct | null {
  const product = decodeInquiryProduct(storage.getItem(INQUIRY_PRODUCT_KEY));
  storage.removeItem(INQUIRY_PRODUCT_KEY);
  return product;
}
