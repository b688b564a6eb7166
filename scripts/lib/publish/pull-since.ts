import { existsSync } from 'node:fs';
import type { Db } from '../../../server/db/index.ts';
import { contentMark, productChanges } from '../../../server/db/product-revisions.ts';
import type { Pull } from '../build/pull.ts';
import { readSiteData, type SiteData } from '../../../src/lib/site-data.build.ts';
import { pullSiteData } from '../build/site-data.ts';

/**
 * The live build's data, kept beside it (`file`), when there is one to start a pull from.
 */
export const previousData = (file?: string): SiteData | undefined =>
  file !== undefined && existsSync(file) ? readSiteData(file) : undefined;

/**
 * A publish's pull: with the live build's data (`previous`, pulled by the same code), only the
 * products changed since its mark are read again, and the blog, news and partners only when they
 * changed; without, everything is. The data answered carries the new marks.
 */
export async function pullSince(db: Db, pull: Pull, previous?: SiteData): Promise<SiteData> {
  const since = previous?.productMark;
  const { mark, changed } = await productChanges(db, since);
  const reuse = previous && since !== undefined ? { previous: previous.catalog, changed } : undefined;
  const contentNow = await contentMark(db);
  const content = previous?.contentMark === contentNow ? previous.content : undefined;
  return { ...(await pullSiteData(pull, reuse, content)), productMark: mark, contentMark: contentNow };
}
