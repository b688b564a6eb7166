/**
 * Every page has one address, the one its canonical link and the sitemap name: without a trailing
 * slash (the home page is `/`). The slashed form answers a permanent redirect to it, with the query
 * kept, so a crawler or a shared link never finds the same page under two addresses. The CDN's own
 * rule for pages built as files does the same (Cloudflare Pages redirects `/x/` to `/x` when the
 * build has `x.html`); `_redirects` cannot say it, as Netlify's rules match either form.
 */

/** The path without trailing slashes; leading ones collapse to one, so `//host/` stays on this site. */
export const canonicalPath = (path: string) => `/${path.replace(/^\/+|\/+$/g, '')}`;

/** Where the slashed form of an address is sent (query kept), or undefined when it is canonical. */
export function canonicalLocation(url: URL): string | undefined {
  if (url.pathname === '/' || !url.pathname.endsWith('/')) return undefined;
  return `${canonicalPath(url.pathname)}${url.search}`;
}
