import * as z from 'zod/mini';
import { company } from '../../config/index.ts';
import type { MetaTexts } from './types.ts';

/** Title and meta texts of one page. */
export interface PageSeo {
  title: string;
  description: string;
  keywords: string;
}

export const FALLBACK_DESCRIPTION = 'Professional Audio Video components';

const filled = z.string().check(z.minLength(1));

/** The built-in SEO table: page title and meta texts of known products, by hyphen-free sku. */
export const seoTableSchema = z.record(
  z.string().check(z.regex(/^[A-Z0-9]+$/, { error: 'Keys are hyphen-free upper-case skus' })),
  z.object({ title: filled, description: filled, keywords: filled }),
);
export type SeoTable = z.infer<typeof seoTableSchema>;

/**
 * A product page's title and meta texts: the built-in table first, then the product's own meta
 * texts, then the fallbacks (the product title, `Professional Audio Video components`, and the
 * product name as keywords).
 */
export function itemSeo(product: { compactSku: string; title: string; meta: MetaTexts }, table: SeoTable): PageSeo {
  const known = table[product.compactSku];
  return {
    title: known?.title ?? product.meta.title ?? product.title,
    description: known?.description ?? product.meta.description ?? FALLBACK_DESCRIPTION,
    keywords: known?.keywords ?? product.meta.keywords ?? product.title,
  };
}

/** A page title with the company name after it, as every non-product page carries it. */
export const siteTitle = (name: string) => `${name} | ${company.name}`;

/** The canonical address: the site origin plus the page path (no trailing slash but for home). */
export function canonicalUrl(site: string | URL, path: string): string {
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return new URL(trimmed || '/', site).href;
}
