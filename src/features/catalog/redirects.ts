import { CACHE_SECONDS, IMMUTABLE, revalidatedAfter } from '../../config/caching.ts';
import { PERMISSIONS_POLICY } from '../../config/content-security.ts';

/**
 * The rewrite and redirect rules of the built site, in Netlify's `_redirects` syntax (first match
 * wins; a rule never hides a file that exists, except where a status says otherwise). The bundled
 * server honours the same file.
 */

export interface RedirectRule {
  from: string;
  /** Query parameters the rule needs, bound to placeholders (`{ id: ':id' }`). */
  query?: Record<string, string>;
  to: string;
  status: 200 | 301 | 302 | 404;
  /** Applies even where a file answers the path (the shell pages of /item and /search do). */
  force?: boolean;
}

/** A prerendered page that serves a family of addresses a static build cannot list. */
export interface ShellRewrite {
  from: string;
  /** Path of the shell page, as built. */
  page: string;
}

/**
 * Dynamic routes of the site and their shell pages. A rewrite is written only when its shell page
 * was built.
 */
export const shellRewrites: readonly ShellRewrite[] = [
  { from: '/search/*', page: '/search' },
  { from: '/account/order/*', page: '/account/order' },
  { from: '/imp/*', page: '/imp' },
];

export const NOT_FOUND_PAGE = '/pages/404';

/**
 * The not-found page told which address sent the visitor there: after a redirect the browser still
 * names the page before as referrer, so the page could not tell otherwise.
 */
export const notFoundFor = (path: string) => `${NOT_FOUND_PAGE}?from=${encodeURIComponent(path)}`;

export interface RedirectInput {
  /** Every product of the catalogue: sku, hyphen-free sku and whether it has a page. */
  products: ReadonlyArray<{ sku: string; compactSku: string; hasPage: boolean }>;
  /** Paths of the pages that were built (`/search`, `/cables/hdmi`). */
  builtPaths: ReadonlySet<string>;
}

/**
 * The other ways a sku is typed: without hyphens, and both forms in lower case. Other mixes of case
 * are matched by the CDN and the bundled server, which compare paths case-insensitively.
 */
export function skuSpellings({ sku, compactSku }: { sku: string; compactSku: string }): string[] {
  const spellings = new Set([compactSku, sku.toLowerCase(), compactSku.toLowerCase()]);
  spellings.delete(sku);
  return [...spellings];
}

const BLOG_POST_PATH = /^\/blog\/(\d+)\/[^/]+$/;

export function siteRedirects({ products, builtPaths }: RedirectInput): RedirectRule[] {
  const rules: RedirectRule[] = [
    { from: '/item', query: { id: ':id' }, to: '/item/:id', status: 301, force: true },
    { from: '/search', query: { term: ':term' }, to: '/search/:term', status: 301, force: true },
  ];
  for (const product of products) {
    const page = `/item/${product.sku}`;
    const others = skuSpellings(product).map((spelling) => `/item/${spelling}`);
    if (product.hasPage) {
      for (const other of others) rules.push({ from: other, to: page, status: 301 });
    } else {
      // The not-found page at the address itself, with status 404, not a redirect to a page that
      // answers 200: a crawler takes that for a page. The address stays, so the page reports it.
      for (const address of [page, ...others]) rules.push({ from: address, to: NOT_FOUND_PAGE, status: 404 });
    }
  }
  // A post's address carries its title: every other address of its id (an older title, a
  // rolled-back one) answers 301 to the post's address as built, forever.
  for (const path of builtPaths) {
    const post = BLOG_POST_PATH.exec(path);
    if (post) rules.push({ from: `/blog/${post[1]}/*`, to: path, status: 301 });
  }
  for (const shell of shellRewrites) {
    if (builtPaths.has(shell.page)) rules.push({ from: shell.from, to: shell.page, status: 200 });
  }
  rules.push({ from: '/*', to: NOT_FOUND_PAGE, status: 404 });
  return rules;
}

export function formatRedirects(rules: readonly RedirectRule[]): string {
  return (
    rules
      .map((rule) => {
        const query = Object.entries(rule.query ?? {})
          .map(([name, value]) => ` ${name}=${value}`)
          .join('');
        return `${rule.from}${query}  ${rule.to}  ${rule.status}${rule.force ? '!' : ''}`;
      })
      .join('\n') + '\n'
  );
}

export interface HeaderOptions {
  /** The Content-Security-Policy of every page (see config/content-security.ts). */
  contentSecurityPolicy: string;
  /** Strict-Transport-Security, for a site served over https. */
  hsts?: string | undefined;
  assetsDir?: string;
}

/** Headers that only a document obeys (what it may load, run and be framed by). */
const DOCUMENT_ONLY = ['Content-Security-Policy', 'X-Frame-Options', 'Permissions-Policy'];

/**
 * The CDN's `_headers` syntax: the security headers of every answer, cache rules (hashed assets
 * forever, pages briefly, so a rebuilt catalogue shows within minutes). The asset rule comes last
 * so it wins where both apply. The hashed assets are scripts, styles and fonts, never documents:
 * they go without the document's headers (`!`, Cloudflare's detach), which would otherwise repeat
 * the page's long policy on each of the page's asset answers over HTTP/1.1.
 */
export function siteHeaders({ contentSecurityPolicy, hsts, assetsDir = '_astro' }: HeaderOptions): string {
  return [
    '/*',
    `  Cache-Control: ${revalidatedAfter(CACHE_SECONDS.pages)}`,
    '  X-Content-Type-Options: nosniff',
    '  Referrer-Policy: strict-origin-when-cross-origin',
    `  Content-Security-Policy: ${contentSecurityPolicy}`,
    '  X-Frame-Options: DENY',
    `  Permissions-Policy: ${PERMISSIONS_POLICY}`,
    ...(hsts ? [`  Strict-Transport-Security: ${hsts}`] : []),
    `/${assetsDir}/*`,
    `  Cache-Control: ${IMMUTABLE}`,
    ...DOCUMENT_ONLY.map((name) => `  ! ${name}`),
    '',
  ].join('\n');
}
