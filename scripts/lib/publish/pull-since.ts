import { existsSync } from 'node:fs';
import type { Db } from '../../../server/db/index.ts';
import { productChanges } from '../../../server/db/product-revisions.ts';
import type { Pull } from '../build/pull.ts';
import { readSiteData, type SiteData } from '../../../src/lib/site-data.build.ts';
import { pullSiteData } from '../build/site-data.ts';

/**
 * A publish's pull: with the live build's data (`previousFile`, kept beside it, pulled by the same
 * code), only the products changed since its mark are read again; without, everything is. The data
 * answered carries the new mark.
 */
export async function pullSince(db: Db, pull: Pull, previousFile?: string): Promise<SiteData> {
  const previous = previousFile !== undefined && existsSync(previousFile) ? readSiteData(previousFile) : undefined;
  const since = previous?.productMark;
  const { mark, changed } = await productChanges(db, since);
  const reuse = previous && since !== undefined ? { previous: previous.catalog, changed } : undefined;
  return { ...(await pullSiteData(pull, reuse)), productMark: mark };
}
