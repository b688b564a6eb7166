/** Addresses that are never indexed: shells, the account area, the cart and the not-found page. */
const privatePrefixes = [
  '/pages/404',
  '/404',
  '/item',
  '/search',
  '/account',
  '/secure',
  '/imp',
  '/logout',
  '/checkout',
  '/inquireproduct',
];

/** A built page belongs in the sitemap unless it is private or was rendered with noindex. */
export function isIndexable(path: string, noindex: ReadonlySet<string>): boolean {
  if (noindex.has(path)) return false;
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

const escapeXml = (text: string) =>
  text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&apos;');

/** The sitemaps protocol allows 50,000 addresses per file. */
export const SITEMAP_LIMIT = 50_000;

export function urlset(urls: readonly string[]): string {
  const body = urls.map((url) => `<url><loc>${escapeXml(url)}</loc></url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</urlset>\n`;
}

/**
 * The sitemap files: one `sitemap.xml` while the site fits in one file, else `sitemap.xml` as an
 * index of `sitemap-1.xml`, `sitemap-2.xml`...
 */
export function sitemapFiles(origin: string, paths: readonly string[], limit = SITEMAP_LIMIT): Map<string, string> {
  const base = origin.replace(/\/+$/, '');
  const urls = [...paths].sort().map((path) => `${base}${path}`);
  if (urls.length <= limit) return new Map([['sitemap.xml', urlset(urls)]]);
  const files = new Map<string, string>();
  for (let start = 0; start < urls.length; start += limit) {
    files.set(`sitemap-${files.size + 1}.xml`, urlset(urls.slice(start, start + limit)));
  }
  const entries = [...files.keys()]
    .map((name) => `<sitemap><loc>${escapeXml(`${base}/${name}`)}</loc></sitemap>`)
    .join('\n');
  files.set(
    'sitemap.xml',
    `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries}\n</sitemapindex>\n`,
  );
  return files;
}
