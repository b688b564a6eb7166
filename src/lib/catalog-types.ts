/**
 * The catalogue as the static pages see it. API records are reshaped into these types by the
 * adapters (adapters.ts); pages and components never see API field names.
 */

/** A link to a category or subcategory page. */
export interface CatalogLink {
  name: string;
  path: string;
}

/** A subcategory as the menu and the sidebar list it. */
export interface SubcategoryLink extends CatalogLink {
  id: number;
  slug: string;
}

/** A category with its subcategories, both sorted by name. */
export interface Category extends CatalogLink {
  id: number;
  slug: string;
  subcategories: SubcategoryLink[];
}

/** A subcategory card of a category page, and the subcategory page's own data. */
export interface Subcategory extends CatalogLink {
  id: number;
  slug: string;
  category: CatalogLink & { slug: string };
  image: string;
  description: string;
  meta: MetaTexts;
}

/** What a product card shows. */
export interface ProductSummary {
  sku: string;
  title: string;
  subtitle: string;
  image: string;
  isNew: boolean;
  path: string;
}

/** Meta texts given by the catalogue; empty ones are null so fallbacks apply. */
export interface MetaTexts {
  title: string | null;
  description: string | null;
  keywords: string | null;
}

/** A diagram, panel drawing or download. */
export interface MediaFile {
  url: string;
  name: string;
  type: string;
  size: string;
}

export interface Video {
  embedUrl: string;
  title: string;
  link: string;
}

export interface FaqEntry {
  question: string;
  /** Sanitised HTML with hidden blocks removed. */
  answerHtml: string;
}

/** A product page. HTML fields are sanitised once, when the catalogue is pulled. */
export interface Product extends ProductSummary {
  upc: string;
  /** The hyphen-free sku that short links and the SEO table use. */
  compactSku: string;
  descriptionHtml: string;
  specsHtml: string;
  featuresHtml: string;
  /** image1 to image3 that exist, in order; empty when image1 is missing. */
  images: string[];
  /** The image recently-viewed lists and the share preview use. */
  pageImage: string;
  hd4k: boolean;
  isTaa: boolean;
  /** The day the product was released, `YYYY-MM-DD`. */
  releasedOn: string;
  /** Null for products without a parent or child category: they have no page. */
  parent: CatalogLink | null;
  child: CatalogLink | null;
  meta: MetaTexts;
  diagrams: MediaFile[];
  panels: MediaFile[];
  downloads: MediaFile[];
  videos: Video[];
  faq: FaqEntry[];
}

export interface SolutionTab {
  name: string;
  products: ProductSummary[];
}

/** A solutions page (/applications/{key}). */
export interface Solution {
  key: string;
  name: string;
  /** Sanitised HTML. */
  textHtml: string;
  /** The first paragraph of the text, plain: the tile's description. */
  summary: string;
  banner: string;
  thumbnail: string;
  featuredSku: string;
  meta: MetaTexts;
  /** Only the tabs that hold products, in tab order. */
  tabs: SolutionTab[];
}

/** Everything the static pages show, pulled once per build. */
export interface Catalog {
  /** Sorted by name, each with its subcategories sorted by name. */
  categories: Category[];
  /** Subcategory cards by category slug. */
  subcategoriesByCategory: Map<string, Subcategory[]>;
  /** Product cards by subcategory path (`/cables/hdmi`). */
  productsBySubcategory: Map<string, ProductSummary[]>;
  /** Every product the catalogue knows, with or without a page, by sku. */
  products: Map<string, Product>;
  newProducts: ProductSummary[];
  banner: ProductSummary[];
  featured: ProductSummary[];
  solutions: Solution[];
  /**
   * A digest of each product's data, by sku, made where the catalogue is pulled (a worker thread in
   * a publish): equal digests, unchanged product. Product pages are keyed on it for the incremental
   * build, and the change report compares it between builds.
   */
  productDigests: Map<string, string>;
}
