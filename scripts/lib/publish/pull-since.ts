import { existsSync } from 'node:fs';
import type { Db } from '../../../server/db/index.ts';
import { blogChanges, contentMark, listMarks, productChanges } from '../../../server/db/product-revisions.ts';
import type { Pull } from '../build/pull.ts';
import { readSiteData, type SiteData } from '../../../src/lib/site-data.build.ts';
import { pullSiteData } from '../build/site-data.ts';

/**
 * The live build's data, kept beside it (`file`), when there is one to start a pull from.
 */
export const previousData = (file?: string): SiteData | undefined =>
  file !== undefined && existsSync(file) ? readSiteData(file) : undefined;

const databaseOf = (mark: string | undefined) => mark?.split('/')[0];

/** Ids of the subcategories whose product lists are as the live build's data has them. */
function unchangedLists(previous: SiteData, now: Record<string, string>): Set<number> {
  const before = previous.listMarks ?? {};
  return new Set(
    Object.keys(now)
      .filter((id) => before[id] === now[id])
      .map(Number),
  );
}

/**
 * A publish's pull: with the live build's data (`previous`, pulled by the same code), only the
 * products changed since its mark are read again, with the subcategory lists they are or were in,
 * and the blog, news and partners only when they changed (of the blog, the posts changed and the
 * others of their categories); without, everything is. The data
 * answered carries the new marks.
 */
export async function pullSince(db: Db, pull: Pull, previous?: SiteData): Promise<SiteData> {
  const since = previous?.productMark;
  const { mark, changed } = await productChanges(db, since);
  const lists = await listMarks(db);
  // Marks are comparable only within one database (a reseeded one counts its revisions anew).
  const reuse =
    previous && since !== undefined
      ? {
          previous: previous.catalog,
          changed,
          lists: databaseOf(since) === databaseOf(mark) ? unchangedLists(previous, lists) : new Set<number>(),
        }
      : undefined;
  const contentNow = await contentMark(db);
  const posts = await blogChanges(db, previous?.blogMark);
  const content = previous && {
    previous: previous.content,
    unchanged: previous.contentMark === contentNow,
    changedPosts: posts.changed,
  };
  return {
    ...(await pullSiteData(pull, reuse, content)),
    productMark: mark,
    contentMark: contentNow,
    blogMark: posts.mark,
    listMarks: lists,
  };
}
