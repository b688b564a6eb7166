import * as z from 'zod/mini';
import { documentText, int, intId, isoDate } from './rules.ts';

export const partner = z.object({
  /** The partner's key: a partner without a logo of its own shows a mark drawn for it alone. */
  id: int(),
  name: documentText,
  /** The partner's picture: an upload (`/uploads/partners/<hash>.jpg`), a site path, or none (see logoOf). */
  logo: documentText,
  city: documentText,
  address: documentText,
  tel: documentText,
  email: documentText,
  url: documentText,
});
/** GetPartners takes an empty body. refAll holds every partner; the others are the regions. */
export const partnersResponse = z.object({
  refAll: z.array(partner),
  refEmea: z.array(partner),
  refNorthAmerica: z.array(partner),
  refSouthAmerica: z.array(partner),
  refAsia: z.array(partner),
});

/** News article; `newslink` is an optional outside link of the story. */
export const newsItem = z.object({
  id: int(),
  title: documentText,
  teaser: documentText,
  newslink: z.nullable(documentText),
  newsdate: isoDate,
  newscontent: documentText,
});
export const newsSummary = z.omit(newsItem, { newscontent: true });
/** GetNews takes an empty body; the spec names no list key, so the API answers `{ news }`, newest first. */
export const newsResponse = z.object({ news: z.array(newsSummary) });

export const newsDetailsRequest = z.object({ NewsId: intId });
/** The spec names no key, so the API answers `{ article }`; an unknown id answers 404. */
export const newsDetailsResponse = z.object({ article: newsItem });

/** Query of GET /api/blog; values arrive as query-string text. */
export const blogListRequest = z.object({
  page: z._default(z.pipe(intId, z.number().check(z.minimum(1))), 1),
  pageSize: z._default(z.pipe(intId, z.number().check(z.minimum(1), z.maximum(100))), 10),
});
export const blogCard = z.object({
  pkblogid: int(),
  title: documentText,
  blogdate: isoDate,
  parent: documentText,
  child: documentText,
  childimg: documentText,
});
export const blogListResponse = z.object({
  Blogs: z.array(blogCard),
  TotalPages: int().check(z.nonnegative()),
});

/** Path parameter of GET /api/blog/:id. */
export const blogDetailRequest = z.object({ id: intId });
export const blogPost = z.object({
  title: documentText,
  blogdate: isoDate,
  content: documentText,
  metaDescription: z.nullable(documentText),
  metaKeywords: z.nullable(documentText),
  parent: documentText,
  child: documentText,
});
export const relatedBlog = z.object({ pkblogid: int(), title: documentText, blogdate: isoDate });
export const relatedSubcategory = z.object({
  pkgroupid: int(),
  kproparent2: documentText,
  kprochild2: documentText,
  kprochild: documentText,
});
export const blogDetailResponse = z.object({
  blog: blogPost,
  relatedBlogs: z.array(relatedBlog),
  relatedSubcategories: z.array(relatedSubcategory),
});

export type Partner = z.infer<typeof partner>;
export type PartnersResponse = z.infer<typeof partnersResponse>;
export type NewsItem = z.infer<typeof newsItem>;
export type NewsSummary = z.infer<typeof newsSummary>;
export type NewsResponse = z.infer<typeof newsResponse>;
export type NewsDetailsRequest = z.input<typeof newsDetailsRequest>;
export type NewsDetailsResponse = z.infer<typeof newsDetailsResponse>;
export type BlogListRequest = z.input<typeof blogListRequest>;
export type BlogCard = z.infer<typeof blogCard>;
export type BlogListResponse = z.infer<typeof blogListResponse>;
export type BlogDetailRequest = z.input<typeof blogDetailRequest>;
export type BlogPost = z.infer<typeof blogPost>;
export type RelatedBlog = z.infer<typeof relatedBlog>;
export type RelatedSubcategory = z.infer<typeof relatedSubcategory>;
export type BlogDetailResponse = z.infer<typeof blogDetailResponse>;
