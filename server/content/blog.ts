import {
  blogCard,
  blogPost,
  relatedBlog,
  relatedSubcategory,
  type BlogDetailResponse,
  type BlogListResponse,
} from '../../src/api/content.ts';
import { type Db, sql } from '../db/index.ts';
import { withVisibleHtml } from '../http/visible-html.ts';

const RELATED_BLOGS = 4;
const RELATED_SUBCATEGORIES = 6;

type Row = Record<string, unknown>;

/** Category labels of a post come from the subcategory it is filed under (fixed fragments for `sql.raw`). */
const FILED = `FROM blogs b JOIN subcategories sc ON sc.id = b.subcategory_id JOIN categories c ON c.id = sc.category_id`;
const POSTS = `SELECT b.*, c.name AS parent, sc.name AS child, sc.category_id ${FILED}`;
/** A card or a link names a post without its text: a post's text is most of its bytes. */
const CARDS = `SELECT b.pkblogid, b.title, b.blogdate, b.childimg, c.name AS parent, sc.name AS child ${FILED}`;

/** One page of posts, newest first, and the number of pages. */
export async function blogPage(db: Db, page: number, pageSize: number): Promise<BlogListResponse> {
  const [count, posts] = await Promise.all([
    sql<{ n: number }>`SELECT count(*) AS n FROM blogs`.execute(db),
    sql<Row>`${sql.raw(CARDS)} ORDER BY b.blogdate DESC, b.pkblogid DESC
      LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`.execute(db),
  ]);
  return {
    Blogs: posts.rows.map((row) => blogCard.parse(row)),
    TotalPages: Math.ceil(Number(count.rows[0]?.n ?? 0) / pageSize),
  };
}

/** A post with other posts of its category and the subcategories of that category; undefined if unknown. */
export async function blogDetail(db: Db, id: number): Promise<BlogDetailResponse | undefined> {
  const { rows } = await sql<Row & { category_id: number; subcategory_id: number }>`${sql.raw(POSTS)}
    WHERE b.pkblogid = ${id}`.execute(db);
  const row = rows[0];
  if (!row) return undefined;
  const blog = blogPost.parse({
    ...row,
    metaDescription: row.meta_description || null,
    metaKeywords: row.meta_keywords || null,
  });
  const [related, subcategories] = await Promise.all([
    sql<Row>`${sql.raw(CARDS)} WHERE sc.category_id = ${row.category_id} AND b.pkblogid <> ${id}
      ORDER BY b.blogdate DESC, b.pkblogid DESC LIMIT ${RELATED_BLOGS}`.execute(db),
    sql<Row>`SELECT sc.id AS pkgroupid, c.slug AS kproparent2, sc.slug AS kprochild2, sc.name AS kprochild
      FROM subcategories sc JOIN categories c ON c.id = sc.category_id
      WHERE sc.category_id = ${row.category_id}
      ORDER BY sc.id = ${row.subcategory_id} DESC, sc.id LIMIT ${RELATED_SUBCATEGORIES}`.execute(db),
  ]);
  return {
    blog: withVisibleHtml(blog, 'blogs', row.html_digest),
    relatedBlogs: related.rows.map((entry) => relatedBlog.parse(entry)),
    relatedSubcategories: subcategories.rows.map((sub) => relatedSubcategory.parse(sub)),
  };
}
