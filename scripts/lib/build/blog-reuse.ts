import type { BlogArticle, BlogSummary } from '../../../src/lib/content-types.ts';

/** The live build's blog posts, and the posts changed since it (by revision). */
export interface BlogReuse {
  previous: readonly BlogArticle[];
  changed: ReadonlySet<number>;
}

/** What a post's card shows; its article repeats it. */
const cardOf = ({ title, date, href, image, category, subcategory }: BlogSummary) =>
  JSON.stringify([title, date, href, image, category, subcategory]);

/**
 * The posts whose article a pull reads again, of the posts listed now: every post of a category
 * in which a post changed, came, went, or moved in or out, since a post's page lists the latest
 * others of its category. The rest keep the live build's article.
 */
export function postsToRead(now: readonly BlogSummary[], reuse: BlogReuse): Set<number> {
  const before = new Map(reuse.previous.map((post) => [post.id, post]));
  const listed = new Set(now.map((post) => post.id));
  const moved = new Set<string>();
  for (const post of now) {
    const old = before.get(post.id);
    if (old && !reuse.changed.has(post.id) && cardOf(old) === cardOf(post)) continue;
    moved.add(post.category.href);
    if (old) moved.add(old.category.href);
  }
  for (const old of reuse.previous) if (!listed.has(old.id)) moved.add(old.category.href);
  return new Set(now.filter((post) => moved.has(post.category.href)).map((post) => post.id));
}
