import { serveStatic, type ServeStaticOptions } from '@hono/node-server/serve-static';
import type { MiddlewareHandler } from 'hono';
import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';

/** Validators already made, by file; a file whose size or time changed is read again. */
const tags = new Map<string, { size: number; mtimeMs: number; tag: string }>();
const TAGS_KEPT = 100_000;

/**
 * A strong validator from the file's bytes, so a file that did not change keeps its tag when it is
 * written again (a page rendered again is a new file, with a new time). Made once per file and
 * kept while the file's size and time stay; a middleware that compresses the answer marks it weak.
 */
export function entityTag(file: string): string {
  const { size, mtimeMs } = statSync(file);
  const known = tags.get(file);
  if (known && known.size === size && known.mtimeMs === mtimeMs) return known.tag;
  const tag = `"${createHash('sha1').update(readFileSync(file)).digest('base64url')}"`;
  if (tags.size >= TAGS_KEPT) tags.clear();
  tags.set(file, { size, mtimeMs, tag });
  return tag;
}

export interface FileAnswerOptions extends Omit<ServeStaticOptions, 'onFound'> {
  /** `Cache-Control` of the file sent (its path on disk, a stored compressed copy's included). */
  cacheControl?: (file: string) => string;
}

/**
 * `serveStatic` of @hono/node-server (type, `Last-Modified`, `Range`, stored compressed copies) with
 * the file's `ETag` and, when given, its `Cache-Control`. With Hono's `etag` middleware around it a
 * matching `If-None-Match` gets a 304; with `notModifiedSince`, a matching `If-Modified-Since`.
 */
export function fileAnswer({ cacheControl, ...options }: FileAnswerOptions): MiddlewareHandler {
  return async (c, next) => {
    let sent = '';
    const served = await serveStatic({
      ...options,
      onFound: (found) => {
        sent = found;
      },
    })(c, next);
    if (!served || !sent) return served;
    served.headers.set('ETag', entityTag(sent));
    if (cacheControl) served.headers.set('Cache-Control', cacheControl(sent));
    return served;
  };
}
