import { existsSync } from 'node:fs';
import { relative } from 'node:path';
import type { Context, MiddlewareHandler } from 'hono';
import { errorBody, issuesFromZod, type ApiIssue } from '../../src/api/errors.ts';
import { imageVariantQuery } from '../../src/api/images.ts';
import { hasVariants } from '../../src/domain/picture-variants.ts';
import type { ImageFormat } from '../../src/config/images.ts';
import { uploadCacheControl } from '../files/upload-caching.ts';
import { variantFile } from '../files/variants.ts';
import { fileAnswer } from '../http/file-answer.ts';

/** Why a variant is not found, in the API's error body: answered at once, nothing is encoded. */
const notFound = (c: Context, issues: ApiIssue[]) => c.json(errorBody('No such picture', issues), 404);
const noFile = (reason: string): ApiIssue[] => [{ field: 'path', reason }];

/**
 * `/uploads/<photo>?w=720&fm=avif`: the upload at that width and in that format, as the publish made
 * it (server/files/variants.ts). Only files made there are sent: a width, a format or a photo that
 * has none answers 404 at once, so no request ever waits for, or causes, an encode.
 */
export function imageVariants(dataDir: string): MiddlewareHandler {
  const fileOf = (path: string, c: Context) =>
    variantFile(dataDir, path, Number(c.req.query('w')), c.req.query('fm') as ImageFormat);
  const serve = fileAnswer({
    root: dataDir,
    // serveStatic hands over the path decoded, as the publish names the variant.
    rewriteRequestPath: (path, c) => `/${relative(dataDir, fileOf(path, c) ?? '')}`,
    cacheControl: uploadCacheControl,
  });

  return async (c, next) => {
    if (!c.req.url.includes('?')) return next();
    const query = imageVariantQuery.safeParse(c.req.query());
    if (!query.success) return notFound(c, issuesFromZod(query.error));
    if (!hasVariants(c.req.path)) return notFound(c, noFile('Variants are made of JPEG, PNG and WebP uploads'));
    let photo: string;
    try {
      photo = decodeURIComponent(c.req.path);
    } catch {
      return notFound(c, noFile('Not an upload'));
    }
    const file = variantFile(dataDir, photo, Number(query.data.w), query.data.fm);
    const missing = noFile('This picture has no such variant: variants are made when the site is published');
    if (file === undefined || !existsSync(file)) return notFound(c, missing);
    // Gone between the look and the read: not found either, never the photo itself.
    return (await serve(c, async () => undefined)) ?? notFound(c, missing);
  };
}
