import { buildGlobal } from '../catalog/build-global.build.ts';
import { createMediaUrl } from '../catalog/paths.ts';
import { mapWithLimit } from '../catalog/pool.ts';
import { CONCURRENCY, pull } from '../catalog/pull.build.ts';
import { cleanHtml } from '../catalog/sanitize.build.ts';
import { pageSize } from '../../config/index.ts';
import {
  type BlogArticle,
  type ContentContext,
  type NewsArticle,
  type PartnerGroup,
  toBlogArticle,
  toBlogSummary,
  toNewsArticle,
  toPartnerGroups,
} from './content.ts';

/**
 * Blog, news and partners, pulled once per build through the contract. A failed call or an answer
 * that breaks the contract stops the build (see `pull`), so a half-pulled blog is never published.
 */
export interface SiteContent {
  blog: BlogArticle[];
  news: NewsArticle[];
  partners: PartnerGroup[];
}

const log = (message: string) => console.info(`[content] ${message}`);

const ctx: ContentContext = { sanitize: cleanHtml, mediaUrl: createMediaUrl(process.env.PUBLIC_API_BASE ?? '') };

async function pullBlog(): Promise<BlogArticle[]> {
  const first = await pull('GetBlogList', { page: 1, pageSize: pageSize.blog });
  const pages = Array.from({ length: Math.max(0, first.TotalPages - 1) }, (_, i) => i + 2);
  const rest = await mapWithLimit(pages, CONCURRENCY, (page) => pull('GetBlogList', { page, pageSize: pageSize.blog }));
  const cards = [first, ...rest].flatMap((page) => page.Blogs);
  return mapWithLimit(cards, CONCURRENCY, async (card) =>
    toBlogArticle(toBlogSummary(card, ctx), await pull('GetBlogDetail', { id: card.pkblogid }), ctx),
  );
}

async function pullNews(): Promise<NewsArticle[]> {
  const { news } = await pull('GetNews', {});
  return mapWithLimit(news, CONCURRENCY, async (item) =>
    toNewsArticle((await pull('GetNewsDetails', { NewsId: item.id })).article, ctx),
  );
}

async function pullContent(): Promise<SiteContent> {
  const [blog, news, partners] = await Promise.all([pullBlog(), pullNews(), pull('GetPartners', {})]);
  const groups = toPartnerGroups(partners);
  log(`${blog.length} blog posts, ${news.length} news articles, ${partners.refAll.length} partners`);
  return { blog, news, partners: groups };
}

/** The content of this build thread, shared by every copy of this module in it (see build-global.build.ts). */
const memo = buildGlobal<Promise<SiteContent>>('content');

/** Hands this thread content pulled elsewhere: a render thread gets the build's, cleaned already. */
export const provideContent = memo.set;

/** The site's API content, pulled once per build process (shared by every page that needs it). */
export function loadContent(): Promise<SiteContent> {
  let content = memo.get();
  if (content === undefined) memo.set((content = pullContent()));
  return content;
}
