import type {
  BlogCard,
  BlogDetailResponse,
  NewsItem,
  Partner,
  PartnersResponse,
  RelatedSubcategory,
} from '../../api/content.ts';
import { limits } from '../../config/index.ts';
import { categoryPath, subcategoryPath } from '../../lib/paths.ts';
import { textOf } from './html-text.ts';
import { leadImageOf } from './lead-image.ts';
import type { BlogArticle, BlogSummary, Link, NewsArticle, PartnerGroup } from '../../lib/content-types.ts';

/** Blog, news and partners as the pages show them; API field names stay in this module. */

/** A linked tile of a page's grid; `external` tiles open in a new window. */
export interface Tile {
  title: string;
  href: string;
  text?: string;
  image?: string;
  external?: boolean;
}

/**
 * Makes media paths absolute; supplied by the build. HTML is taken as the API answers it, cleaned
 * once with the site's rule when it was written (src/domain/html).
 */
export interface ContentContext {
  mediaUrl: (path: string) => string;
}

const MAX_SLUG_LENGTH = 80;

/** The `{title}` segment of a post's address: lowercase words joined by hyphens. */
export function titleSlug(title: string): string {
  const slug = title
    .slice(0, 200)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, MAX_SLUG_LENGTH)
    .replace(/-+$/, '');
  return slug || 'post';
}

export const blogPostPath = (id: number, title: string) => `/blog/${id}/${titleSlug(title)}`;
export const newsArticlePath = (id: number) => `/media/article/${id}`;

/** The meta description falls back to the first 155 characters of the content's text. */
export function metaDescriptionOf(given: string | null, html: string): string {
  const own = given?.trim();
  return own ? own : textOf(html).slice(0, limits.blogMetaDescriptionLength);
}

function categoryLinks(parent: string, child: string): Pick<BlogSummary, 'category' | 'subcategory'> {
  return {
    category: { name: parent, href: categoryPath(parent) },
    subcategory: { name: child, href: subcategoryPath(parent, child) },
  };
}

export function toBlogSummary(card: BlogCard, ctx: ContentContext): BlogSummary {
  return {
    id: card.pkblogid,
    title: card.title,
    date: card.blogdate.slice(0, 10),
    href: blogPostPath(card.pkblogid, card.title),
    image: ctx.mediaUrl(card.childimg),
    ...categoryLinks(card.parent, card.child),
  };
}

const relatedCategoryLink = (sub: RelatedSubcategory): Link => ({
  name: sub.kprochild,
  href: `/${sub.kproparent2}/${sub.kprochild2}`,
});

export function toBlogArticle(summary: BlogSummary, detail: BlogDetailResponse): BlogArticle {
  const html = detail.blog.content;
  return {
    ...summary,
    title: detail.blog.title,
    date: detail.blog.blogdate.slice(0, 10),
    ...categoryLinks(detail.blog.parent, detail.blog.child),
    html,
    description: metaDescriptionOf(detail.blog.metaDescription, html),
    keywords: detail.blog.metaKeywords ?? undefined,
    related: detail.relatedBlogs.map((post) => ({
      id: post.pkblogid,
      title: post.title,
      date: post.blogdate.slice(0, 10),
      href: blogPostPath(post.pkblogid, post.title),
    })),
    relatedCategories: detail.relatedSubcategories.map(relatedCategoryLink),
  };
}

export function toNewsArticle(item: NewsItem, ctx: ContentContext): NewsArticle {
  const { image, html } = leadImageOf(item.newscontent);
  return {
    id: item.id,
    title: item.title,
    date: item.newsdate.slice(0, 10),
    teaser: item.teaser,
    href: newsArticlePath(item.id),
    image: image && { ...image, src: ctx.mediaUrl(image.src) },
    html,
    outsideLink: item.newslink && /^https?:\/\//i.test(item.newslink) ? item.newslink : undefined,
  };
}

/**
 * The spec's region order. An uploaded partner picture (`/uploads/...`) loads from the API host;
 * a site path (`/images/logos/...`, the drawn monogram) stays on the site.
 */
export function toPartnerGroups(response: PartnersResponse, ctx: ContentContext): PartnerGroup[] {
  const located = (partners: Partner[]) =>
    partners.map((partner) =>
      partner.logo.startsWith('/uploads/') ? { ...partner, logo: ctx.mediaUrl(partner.logo) } : partner,
    );
  return [
    { region: 'North America', partners: located(response.refNorthAmerica) },
    { region: 'EMEA', partners: located(response.refEmea) },
    { region: 'South America', partners: located(response.refSouthAmerica) },
    { region: 'Asia', partners: located(response.refAsia) },
  ];
}

/** Made once: making a formatter costs far more than formatting a date (most of a build's time on blog pages). */
const longDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/** Dates as the pages write them: `May 1, 2024` (UTC, so the build machine's zone never shifts a day). */
export function formatDate(isoDate: string): string {
  return longDate.format(new Date(`${isoDate.slice(0, 10)}T00:00:00Z`));
}
