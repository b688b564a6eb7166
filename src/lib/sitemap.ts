/** Addresses that are never indexed: shells, the account and staff areas, the cart and the not-found page. */
const privatePrefixes = [
  '/pages/404',
  '/404',
  '/item',
  '/search',
  '/account',
  '/staff',
  '/secure',
  '/imp',
  '/logout',
  '/checkout',
  '/inquireproduct',
  // The cards files listings filter on and the facets search results filter on (listing.build.ts).
  '/data',
];

/**
 * The spec's "lazy areas": directories of the site's parts that no page links to. A crawler finds
 * the parts they list through the menus; their own address only in a sitemap would be an orphan.
 * Exact paths: the pages under `/pages/` are linked, and listed.
 */
const unlinkedIndexes = new Set(['/elements', '/pages']);

/** A built page belongs in the sitemap unless it is private, an unlinked index or was rendered with noindex. */
export function isIndexable(path: string, noindex: ReadonlySet<string>): boolean {
  if (noindex.has(path) || unlinkedIndexes.has(path)) return false;
  if (path.startsWith('/item/') && path.length > '/item/'.length) return true;
  return !privatePrefixes.some(
    (prefix) => path === prefix || path.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`),
  );
}

/** Site path of a page as the build reports it (`cables/hdmi/` → `/cables/hdmi`, `` → `/`). */
export function pagePathOf(pathname: string): string {
  const trimmed = pathname.replace(/^\/+|\/+$/g, '');
  return trimmed ? `/${trimmed}` : '/';
}

/**
 * Site path of a page from the address Astro renders it at: each page is built as a file
 * (`build.format: 'file'`), and its address at build time is that file's (`/cables/hdmi.html`).
 */
export function pagePathOfRendered(pathname: string): string {
  return pagePathOf(pathname.replace(/(?:^|\/)index\.html$|\.html$/, ''));
}
