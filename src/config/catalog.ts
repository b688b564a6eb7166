/** The twelve catalogue categories, by URL slug (catalogue spec section 2). */
export const categorySlugs = [
  'audio',
  'cables',
  'controls',
  'converters',
  'extenders',
  'flex-matrix',
  'flex-matrix-pro',
  'matrix',
  'networkav',
  'sdi',
  'splitters',
  'switchers',
] as const;
export type CategorySlug = (typeof categorySlugs)[number];

/** Solution page keys and the appId the solutions call takes for each. */
export const solutionIds = {
  classroom: 1,
  signage: 2,
  corporate: 3,
  retail: 4,
  healthcare: 5,
  government: 6,
  residential: 7,
  broadcast: 8,
  worship: 9,
  hospitality: 10,
} as const;
export type SolutionKey = keyof typeof solutionIds;

/** How a solution is named in menus where its key would read badly. */
export const solutionDisplayNames: Partial<Record<SolutionKey, string>> = {
  corporate: 'Conference Rooms',
};

/** The product groups of a solution page, in tab order. */
export const solutionTabs = ['Converters', 'Extenders', 'Splitters', 'Switchers'] as const;

/** Catalogue links are lowercase with spaces as hyphens. */
export function slugify(name: string): string {
  return name.trim().toLowerCase().replace(/\s+/g, '-');
}

/** The hyphen-free form of a sku, used to find built-in SEO text and to accept short links. */
export function compactSku(sku: string): string {
  return sku.replace(/-/g, '').toUpperCase();
}
