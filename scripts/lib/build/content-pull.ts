import { createMediaUrl } from '../../../src/lib/paths.ts';
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

async function pullBlog(pull: Pull): Promise<BlogArticle[]> {
  const first = await pull('GetBlogList', { page: 1, pageSize: pageSize.blog });
  const pages = Array.from({ length: Math.max(0, first.TotalPages - 1) }, (_, i) => i + 2);
  const rest = await mapWithLimit(pages, CONCURRENCY, (page) => pull('GetBlogList', { page, pageSize: pageSize.blog }));
  const cards = [first, ...rest].flatMap((page) => page.Blogs);
  return mapWithLimit(cards, CONCURRENCY, async (card) =>
    toBlogArticle(toBlogSummary(card, ctx), await pull('GetBlogDetail', { id: card.pkblogid })),
  );
}

async function pullNews(pull: Pull): Promise<NewsArticle[]> {
  const { news } = await pull('GetNews', {});
  return mapWithLimit(news, CONCURRENCY, async (item) =>
    toNewsArticle((await pull('GetNewsDetails', { NewsId: item.id })).article, ctx),
  );
}

/** Blog, news and partners, through `pull`. */
export async function pullContent(pull: Pull): Promise<SiteContent> {
  const [blog, news, partners] = await Promise.all([pullBlog(pull), pullNews(pull), pull('GetPartners', {})]);
  const groups = toPartnerGroups(partners, ctx);
  log(`${blog.length} blog posts, ${news.length} news articles, ${partners.refAll.length} partners`);
  return { blog, news, partners: groups };
}
