import * as z from 'zod/mini';
import { documentText, int, intId, nonEmpty, onFirstUse } from './rules.ts';
import { limits } from '../config/limits.ts';

/** A call without payload: an empty query string or an empty JSON body. */
export const noInput = z.object({});

/**
 * Product card used by the banner, featured, new-products and solution lists. The spec names no
 * fields for these lists, so they carry what a card shows: sku, title, subtitle, image, New sticker.
 */
export const productCard = onFirstUse(() =>
  z.object({
    sku: documentText,
    title: documentText,
    subtitle: documentText,
    kproimage: documentText,
    isNew: z.boolean(),
  }),
);

export const featureProductsResponse = onFirstUse(() => z.object({ refFeatureProducts: z.array(productCard) }));

/**
 * Products menu entry. `path` is the site path the menu links to
 * (`/cables`, and `/cables/hdmi` for a subcategory). GetAllProducts answers a bare array.
 */
export const menuSubcategory = onFirstUse(() =>
  z.object({
    name: documentText,
    path: documentText.check(z.startsWith('/')),
    SubcategoryId: int(),
  }),
);
export const menuEntry = onFirstUse(() =>
  z.object({
    category: documentText,
    path: documentText.check(z.startsWith('/')),
    categoryId: int(),
    subcategory: z.array(menuSubcategory),
  }),
);
export const allProductsResponse = onFirstUse(() => z.array(menuEntry));

/** `productid` is the category id (`categoryId` of the menu). */
export const subCategoriesRequest = z.object({ productid: intId });
export const subCategory = onFirstUse(() =>
  z.object({
    pkgroupid: int(),
    kproimg: documentText,
    kprochild: documentText,
    kprodesc: documentText,
    kprochild2: documentText,
    parentTitle: documentText,
    metadesc: z.nullable(documentText),
    metakeywords: z.nullable(documentText),
  }),
);
export const subCategoriesResponse = onFirstUse(() => z.object({ refSubCategories: z.array(subCategory) }));

/** `subcategoryId` is the subcategory's `pkgroupid`. */
export const subCategoryProductsRequest = z.object({ subcategoryId: intId });
export const subCategoryProduct = onFirstUse(() =>
  z.object({
    pkskuid: int(),
    kproimage: documentText,
    sku: documentText,
    title: documentText,
    subtitle: documentText,
    kprodesc: documentText,
    isNew: z.boolean(),
    metatitle: z.nullable(documentText),
    metadesc: z.nullable(documentText),
    metakeywords: z.nullable(documentText),
  }),
);
export const subCategoryProductsResponse = onFirstUse(() =>
  z.object({
    refSubCategoryProducts: z.array(subCategoryProduct),
  }),
);

export const newProductsResponse = onFirstUse(() => z.object({ refNewProducts: z.array(productCard) }));

/**
 * Without `page`: up to 20 suggestions for what is typed so far. With `page`: that page of every
 * match, ranked, with the number of matches (the results page).
 */
export const searchRequest = z.object({
  term: nonEmpty('Search term is required').check(
    z.maxLength(limits.searchTermMaxLength, { error: 'Search term is too long' }),
  ),
  page: z.optional(z.pipe(intId, z.number().check(z.minimum(1, { error: 'Pages start at 1' })))),
});
export const searchSuggestion = onFirstUse(() =>
  z.object({
    sku: documentText,
    title: documentText,
    subtitle: documentText,
    image1: documentText,
  }),
);
/** A subcategory a results page links to: its name, its category's name and its page. */
export const searchCategory = onFirstUse(() =>
  z.object({
    name: documentText,
    parentTitle: documentText,
    path: documentText,
  }),
);
/** Suggestions show only when the list is present, so a host may leave it out. */
export const searchResponse = onFirstUse(() =>
  z.object({
    refSearchData: z.optional(z.array(searchSuggestion)),
    /** Results page only: how many products match, and the size of a page. */
    count: z.optional(int().check(z.nonnegative())),
    pageSize: z.optional(int().check(z.positive())),
    /** Results page only, when nothing matches: the closest products and their subcategories. */
    refClosestProducts: z.optional(z.array(searchSuggestion)),
    refClosestCategories: z.optional(z.array(searchCategory)),
  }),
);

export const seoProduct = onFirstUse(() =>
  z.object({
    sku: documentText,
    title: documentText,
    upc: documentText,
  }),
);
export const seoProductsResponse = onFirstUse(() => z.object({ refSeoProducts: z.array(seoProduct) }));

export type ProductCard = z.infer<typeof productCard>;
export type FeatureProductsResponse = z.infer<typeof featureProductsResponse>;
export type MenuSubcategory = z.infer<typeof menuSubcategory>;
export type MenuEntry = z.infer<typeof menuEntry>;
export type AllProductsResponse = z.infer<typeof allProductsResponse>;
export type SubCategoriesRequest = z.input<typeof subCategoriesRequest>;
export type SubCategory = z.infer<typeof subCategory>;
export type SubCategoriesResponse = z.infer<typeof subCategoriesResponse>;
export type SubCategoryProductsRequest = z.input<typeof subCategoryProductsRequest>;
export type SubCategoryProduct = z.infer<typeof subCategoryProduct>;
export type SubCategoryProductsResponse = z.infer<typeof subCategoryProductsResponse>;
export type NewProductsResponse = z.infer<typeof newProductsResponse>;
export type SearchRequest = z.input<typeof searchRequest>;
export type SearchSuggestion = z.infer<typeof searchSuggestion>;
export type SearchCategory = z.infer<typeof searchCategory>;
export type SearchResponse = z.infer<typeof searchResponse>;
export type SeoProduct = z.infer<typeof seoProduct>;
export type SeoProductsResponse = z.infer<typeof seoProductsResponse>;
