import { createMediaUrl } from '../../../src/lib/paths.ts';
import { type BlogReuse, postsToRead } from './blog-reuse.ts';
import { mapWithLimit } from './pool.ts';
import { CONCURRENCY, type Pull } from './pull.ts';
import { pageSize } from '../../../src/config/index.ts';
import type { BlogArticle, NewsArticle, SiteContent } from '../../../src/lib/content-types.ts';
import {
  type ContentContext,
  toBlogArticle,
  toBlogSummary,
  toNewsArticle,
  toPartnerGroups,
} from '../../../src/features/content/content.ts';

const log = (message: string) => console.info(`[content] ${message}`);

const ctx: ContentContext = { mediaUrl: createMediaUrl(process.env.PUBLIC_API_BASE ?? '') };

/** Every post listed, its article read again unless `reuse` keeps the live build's (see postsToRead). */
async function pullBlog(pull: Pull, reuse?: BlogReuse): Promise<BlogArticle[]> {
  const first = await pull('GetBlogList', { page: 1, pageSize: pageSize.blog });
  const pages = Array.from({ length: Math.max(0, first.TotalPages - 1) }, (_, i) => i + 2);
  const rest = await mapWithLimit(pages, CONCURRENCY, (page) => pull('GetBlogList', { page, pageSize: pageSize.blog }));
  const summaries = [first, ...rest].flatMap((page) => page.Blogs).map((card) => toBlogSummary(card, ctx));
  const toRead = reuse && postsToRead(summaries, reuse);
  const kept = new Map(reuse?.previous.map((post) => [post.id, post]));
  return mapWithLimit(summaries, CONCURRENCY, async (summary) => {
    const live = toRead && !toRead.has(summary.id) ? kept.get(summary.id) : undefined;
    return live ?? toBlogArticle(summary, await pull('GetBlogDetail', { id: summary.id }));
  });
}

async function pullNews(pull: Pull): Promise<NewsArticle[]> {
  const { news } = await pull('GetNews', {});
  return mapWithLimit(news, CONCURRENCY, async (item) =>
    toNewsArticle((await pull('GetNewsDetails', { NewsId: item.id })).article, ctx),
  );
}

/** Blog, news and partners, through `pull`; with `blog`, only the posts it cannot keep are read again. */
export async function pullContent(pull: Pull, blog?: BlogReuse): Promise<SiteContent> {
  const [posts, news, partners] = await Promise.all([pullBlog(pull, blog), pullNews(pull), pull('GetPartners', {})]);
  const groups = toPartnerGroups(partners, ctx);
  log(`${posts.length} blog posts, ${news.length} news articles, ${partners.refAll.length} partners`);
  return { blog: posts, news, partners: groups };
}
