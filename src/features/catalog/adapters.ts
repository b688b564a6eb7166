import { naturalCompare } from '../../lib/natural-order.ts';
import { summaryOf } from './summary.ts';
import type { CallOutput } from '../../api/index.ts';
import { compactSku, slugify, solutionDisplayNames, solutionTabs, type SolutionKey } from '../../config/index.ts';
import { categoryPath, itemPath, subcategoryPath } from '../../lib/paths.ts';
import type {
  Category,
  CatalogLink,
  FaqEntry,
  MediaFile,
  MetaTexts,
  Product,
  ProductSummary,
  Solution,
  Subcategory,
} from '../../lib/catalog-types.ts';

/**
 * One adapter per call: API records in, catalogue types out. HTML is taken as the API answers it,
 * cleaned once with the site's rule when it was written (src/domain/html). `mediaUrl` turns image
 * paths and file links into addresses.
 */
export interface AdaptContext {
  mediaUrl: (path: string) => string;
}

const byName = <T extends { name: string }>(a: T, b: T) => naturalCompare(a.name, b.name);
const orNull = (text: string | null | undefined) => (text?.trim() ? text.trim() : null);

const metaOf = (record: {
  metatitle?: string | null;
  metadesc: string | null;
  metakeywords: string | null;
}): MetaTexts => ({
  title: orNull(record.metatitle),
  description: orNull(record.metadesc),
  keywords: orNull(record.metakeywords),
});

/** GetAllProducts: the menu's categories and subcategories, each sorted by name. */
export function toCategories(menu: CallOutput<'GetAllProducts'>): Category[] {
  return menu
    .map((entry) => ({
      id: entry.categoryId,
      name: entry.category,
      slug: slugify(entry.category),
      path: categoryPath(entry.category),
      subcategories: entry.subcategory
        .map((sub) => ({
          id: sub.SubcategoryId,
          name: sub.name,
          slug: slugify(sub.name),
          path: subcategoryPath(entry.category, sub.name),
        }))
        .sort(byName),
    }))
    .sort(byName);
}

/** GetSubCategories: the subcategory cards of one category, sorted by name. */
export function toSubcategories(
  category: Category,
  response: CallOutput<'GetSubCategories'>,
  ctx: AdaptContext,
): Subcategory[] {
  return response.refSubCategories
    .map((record) => ({
      id: record.pkgroupid,
      name: record.kprochild,
      slug: slugify(record.kprochild2),
      path: subcategoryPath(category.name, record.kprochild2),
      category: { name: category.name, slug: category.slug, path: category.path },
      image: ctx.mediaUrl(record.kproimg),
      description: record.kprodesc,
      meta: metaOf(record),
    }))
    .sort(byName);
}

export type CardRecord = { sku: string; title: string; subtitle: string; kproimage: string; isNew: boolean };

/** Banner, featured, new-products and solution lists, and subcategory product lists. */
export function toProductSummary(record: CardRecord, ctx: AdaptContext): ProductSummary {
  return {
    sku: record.sku,
    title: record.title,
    subtitle: record.subtitle,
    image: ctx.mediaUrl(record.kproimage),
    isNew: record.isNew,
    path: itemPath(record.sku),
  };
}

/** GetSubCategoriesProductPage: the product cards of one subcategory, in natural order of title. */
export function toSubcategoryProducts(
  response: CallOutput<'GetSubCategoriesProductPage'>,
  ctx: AdaptContext,
): ProductSummary[] {
  return response.refSubCategoryProducts
    .map((record) => toProductSummary(record, ctx))
    .sort((a, b) => naturalCompare(a.title, b.title) || naturalCompare(a.sku, b.sku));
}

type FileRecord = CallOutput<'GetItemDetail'>['refDiagram'][number];

function toMediaFile(record: FileRecord, ctx: AdaptContext): MediaFile {
  return {
    url: ctx.mediaUrl(record.filelink),
    name: record.filelink.split('/').pop() ?? record.filelink,
    type: record.filetype.toLowerCase(),
    size: record.filesize,
  };
}

/** GetFAQ: questions with their answers, which the API hands out without hidden blocks or unsafe markup. */
export function toFaq(response: CallOutput<'GetFAQ'>): FaqEntry[] {
  return response.refFaq.map((entry) => ({ question: entry.question, answerHtml: entry.answer }));
}

/**
 * GetItemDetail (with its FAQ): the product page, or undefined when the catalogue has no detail
 * for the sku. `findCategory` resolves the detail's parent and child category names to pages.
 */
export function toProduct(
  response: CallOutput<'GetItemDetail'>,
  faq: FaqEntry[],
  findCategory: (
    parent: string | null,
    child: string | null,
  ) => { parent: CatalogLink; child: CatalogLink } | undefined,
  ctx: AdaptContext,
): Product | undefined {
  const detail = response.refItemDetail[0];
  if (!detail) return undefined;
  // The gallery starts at image1: without it only a single fallback picture shows.
  const images = detail.image1
    ? [detail.image1, detail.image2, detail.image3].filter((image): image is string => Boolean(image)).map(ctx.mediaUrl)
    : [];
  const cardImage = ctx.mediaUrl(detail.kproimage || detail.thumbnail || detail.image1 || '');
  const placement = findCategory(detail.kproparent, detail.kprochild);
  return {
    sku: detail.sku,
    compactSku: compactSku(detail.sku),
    title: detail.title,
    subtitle: detail.subtitle,
    upc: detail.upc,
    image: images[0] ?? cardImage,
    pageImage: ctx.mediaUrl(detail.pageimage || '') || images[0] || cardImage,
    isNew: detail.isNew,
    path: itemPath(detail.sku),
    descriptionHtml: detail.description,
    specsHtml: detail.specs,
    featuresHtml: detail.features,
    images,
    hd4k: detail.hd4k,
    isTaa: detail.isTAA,
    releasedOn: detail.releasedOn,
    parent: placement?.parent ?? null,
    child: placement?.child ?? null,
    meta: metaOf(detail),
    diagrams: response.refDiagram.map((file) => toMediaFile(file, ctx)),
    panels: response.refPanel.map((file) => toMediaFile(file, ctx)),
    downloads: response.refDownloads.map((file) => toMediaFile(file, ctx)),
    videos: response.refVideos.map((video) => ({ embedUrl: video.video1, title: video.title, link: video.link })),
    faq,
  };
}

/** GetAppsInfo: a solutions page; tabs without products are left out. */
export function toSolution(
  key: SolutionKey,
  response: CallOutput<'GetAppsInfo'>,
  ctx: AdaptContext,
): Solution | undefined {
  const info = response.refAppsInfo[0];
  if (!info) return undefined;
  return {
    key,
    name: solutionDisplayNames[key] ?? info.appname,
    textHtml: info.apptext,
    summary: summaryOf(info.apptext),
    banner: ctx.mediaUrl(info.banner),
    thumbnail: ctx.mediaUrl(info.thumbnail),
    featuredSku: info.sku,
    meta: metaOf(info),
    tabs: solutionTabs
      .map((name) => ({ name, products: response[name].map((record) => toProductSummary(record, ctx)) }))
      .filter((tab) => tab.products.length > 0),
  };
}
