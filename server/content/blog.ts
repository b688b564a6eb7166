import type { DatabaseSync } from 'node:sqlite';
import {
  blogCard,
  blogPost,
  relatedBlog,
  relatedSubcategory,
  type BlogDetailResponse,
  type BlogListResponse,
} from '../../src/api/content.ts';
import { visibleHtml } from '../http/visible-html.ts';

const RELATED_BLOGS = 4;
const RELATED_SUBCATEGORIES = 6;

/** Category labels of a post come from the subcategory it is filed under. */
const POSTS = `SELECT b.*, c.name AS parent, sc.name AS child, sc.category_id
  FROM blogs b JOIN subcategories sc ON sc.id = b.subcategory_id JOIN categories c ON c.id = sc.category_id`;

/** One page of posts, newest first, and the number of pages. */
export function blogPage(db: DatabaseSync, page: number, pageSize: number): BlogListResponse {
  const count = Number(db.prepare('SELECT count(*) AS n FROM blogs').get()?.n ?? 0);
  const Blogs = db
    .prepare(`${POSTS} ORDER BY b.blogdate DESC, b.pkblogid DESC LIMIT ? OFFSET ?`)
    .all(pageSize, (page - 1) * pageSize)
    .map((row) => blogCard.parse(row));
  return { Blogs, TotalPages: Math.ceil(count / pageSize) };
}

/** A post with other posts of its category and the subcategories of that category; undefined if unknown. */
export function blogDetail(db: DatabaseSync, id: number): BlogDetailResponse | undefined {
  const row = db.prepare(`${POSTS} WHERE b.pkblogid = ?`).get(id);
  if (!row) return undefined;
  const blog = blogPost.parse({
    ...row,
    metaDescription: row.meta_description || null,
    metaKeywords: row.meta_keywords || null,
  });
  const relatedBlogs = db
    .prepare(`${POSTS} WHERE sc.category_id = ? AND b.pkblogid <> ? ORDER BY b.blogdate DESC, b.pkblogid DESC LIMIT ?`)
    .all(Number(row.category_id), id, RELATED_BLOGS)
    .map((related) => relatedBlog.parse(related));
  const relatedSubcategories = db
    .prepare(
      `SELECT sc.id AS pkgroupid, c.slug AS kproparent2, sc.slug AS kprochild2, sc.name AS kprochild
       FROM subcategories sc JOIN categories c ON c.id = sc.category_id
       WHERE sc.category_id = ? ORDER BY sc.id = ? DESC, sc.id LIMIT ?`,
    )
    .all(Number(row.category_id), Number(row.subcategory_id), RELATED_SUBCATEGORIES)
    .map((sub) => relatedSubcategory.parse(sub));
  return { blog: { ...blog, content: visibleHtml(blog.content) }, relatedBlogs, relatedSubcategories };
}
