/**
 * How long browsers and the CDN keep what the site and the API send, in seconds. A short life ends
 * in a revalidation (`ETag`, `Last-Modified`), which costs a 304 without a body when nothing changed.
 */
export const CACHE_SECONDS = {
  /** Pages, feeds, the sitemap and data files: a published catalogue shows within minutes. */
  pages: 300,
  /** Files named by a hash of their content (scripts, styles, seeded photos): never change under their name. */
  hashed: 31_536_000,
  /** Uploads named by what they are (datasheets, drawings, a dealer's photo): replaced under the same name. */
  uploads: 300,
  /** Anonymous catalogue calls of the API (menu, home lists, FAQ, search, blog). */
  publicApi: 60,
} as const;

/** `Cache-Control` of a file that never changes under its name. */
export const IMMUTABLE = `public, max-age=${CACHE_SECONDS.hashed}, immutable`;

/** `Cache-Control` of an answer kept briefly, then revalidated before it is used again. */
export const revalidatedAfter = (seconds: number) => `public, max-age=${seconds}, must-revalidate`;
