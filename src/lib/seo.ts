import * as z from 'zod/mini';
import { company } from '../config/index.ts';
import type { MetaTexts } from './catalog-types.ts';

/** Title and meta texts of one page. */
export interface PageSeo {
  title: string;
  description: string;
  keywords: string;
}

export const FALLBACK_DESCRIPTION = 'Professional Audio Video components';

/** The site's social preview card (public/og-card.png), for pages without a picture of their own. */
export const SITE_CARD = { path: '/og-card.png', width: 1200, height: 630 } as const;

const filled = z.string().check(z.minLength(1));

/** The built-in SEO table: page title and meta texts of known products, by hyphen-free sku. */
export const seoTableSchema = z.record(
  z.string().check(z.regex(/^[A-Z0-9]+$/, { error: 'Keys are hyphen-free upper-case skus' })),
  z.object({ title: filled, description: filled, keywords: filled }),
);
export type SeoTable = z.infer<typeof seoTableSchema>;

/**
 * A product page's title and meta texts: the built-in table first, then the product's own meta
 * texts, then the fallbacks (the product title, a description built from the product's record,
 * and the product name as keywords).
 */
export function itemSeo(product: ItemFacts & { compactSku: string; meta: MetaTexts }, table: SeoTable): PageSeo {
  const known = table[product.compactSku];
  return {
    title: known?.title ?? product.meta.title ?? product.title,
    description: known?.description ?? product.meta.description ?? itemDescription(product),
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

/** Shorter descriptions say too little for a search result: the page's facts are added to them. */
export const MIN_DESCRIPTION = 50;

/** The page of a paged list, when it is not the first: each page's description is its own. */
export const pagedDescription = (description: string, page: { number: number; total: number }) =>
  page.number > 1 ? `${description} Page ${page.number} of ${page.total}.` : description;

const countOf = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;

/** `A`, `A and B`, `A, B and C`. */
const listed = (names: readonly string[]) =>
  names.length < 2 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;

/** What a catalogue listing holds, for its description. */
export interface ListingFacts {
  name: string;
  /** The catalogue's own description, when it has one. */
  own?: string | null | undefined;
  /** The category a subcategory belongs to. */
  range?: string | undefined;
  /** The subcategories a category lists. */
  kinds?: readonly string[] | undefined;
  products: number;
}

/**
 * A listing's description: its own when that says enough, else its own followed by what the list
 * holds (how many products, from which range, of which kinds), and the page when it is not the first.
 */
export function listingDescription(listing: ListingFacts, page: { number: number; total: number }): string {
  const kinds = listing.kinds?.length
    ? ` in ${countOf(listing.kinds.length, 'range')}: ${listed(listing.kinds.slice(0, 3))}${listing.kinds.length > 3 ? ' and more' : ''}`
    : '';
  const count = `${countOf(listing.products, 'product')}${kinds}`;
  const own = listing.own?.trim();
  const maker = listing.range ? `the ${listing.range} range of ${company.name}` : company.name;
  const base = !own
    ? `${listing.name} from ${maker}: ${count}.`
    : own.length >= MIN_DESCRIPTION
      ? own
      : `${own} ${count} from ${company.name}.`;
  return pagedDescription(base, page);
}

/** What a product page says of its product when the catalogue gives no description. */
export interface ItemFacts {
  sku: string;
  title: string;
  subtitle: string;
  hd4k: boolean;
  isTaa: boolean;
  parent: { name: string } | null;
  child: { name: string } | null;
}

/** A product's description built from its own record: name, sku, kind, range and key specs. */
export function itemDescription(product: ItemFacts): string {
  const kind =
    product.child && product.parent
      ? `${product.child.name} from the ${product.parent.name} range`
      : 'professional audio video hardware';
  const subtitle = product.subtitle.trim() ? ` ${product.subtitle.trim().replace(/\.?$/, '.')}` : '';
  const specs = [product.hd4k && '4K', product.isTaa && 'TAA compliant'].filter(Boolean);
  const specText = specs.length > 0 ? ` ${listed(specs as string[])}.` : '';
  return `${product.title} (${product.sku}): ${kind} by ${company.name}.${subtitle}${specText}`;
}
