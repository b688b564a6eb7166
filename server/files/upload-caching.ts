import { basename } from 'node:path';
import { CACHE_SECONDS, IMMUTABLE, revalidatedAfter } from '../../src/config/caching.ts';

/**
 * An upload named by a hash of its content, as the seeded pictures are (20 hex digits of the hash
 * of what they show, then the view: `server/seed/art/render.ts`); their variants keep the name.
 */
const HASHED_NAME = /^[0-9a-f]{20}(?:-[a-z0-9]+)*\./;

/**
 * `Cache-Control` of an upload or of a variant made of it: kept for good when its name changes with
 * its content; otherwise (a datasheet or drawing replaced under its name) kept briefly, then
 * revalidated with its `ETag` or `Last-Modified`.
 */
export const uploadCacheControl = (file: string): string =>
  HASHED_NAME.test(basename(file)) ? IMMUTABLE : revalidatedAfter(CACHE_SECONDS.uploads);
