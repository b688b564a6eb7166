import type { Partner } from '../api/content.ts';

/** Blog, news and partners as the pages show them (see src/features/content/content.ts). */

export interface Link {
  name: string;
  href: string;
}

/** A picture an article opens with, shown as its lead (sized and in modern formats) above the text. */
export interface LeadImage {
  src: string;
  alt: string;
}

export interface BlogSummary {
  id: number;
  title: string;
  /** ISO date (`2024-05-01`). */
  date: string;
  href: string;
  image: string;
  category: Link;
  subcategory: Link;
}

export interface BlogArticle extends BlogSummary {
  html: string;
  description: string;
  keywords: string | undefined;
  related: Array<Pick<BlogSummary, 'id' | 'title' | 'date' | 'href'>>;
  relatedCategories: Link[];
}

export interface NewsArticle {
  id: number;
  title: string;
  date: string;
  teaser: string;
  href: string;
  /** The picture the article opens with, shown above its text (and beside it in the list). */
  image: LeadImage | undefined;
  html: string;
  /** The story elsewhere, when there is one. */
  outsideLink: string | undefined;
}

export type PartnerRegion = 'North America' | 'EMEA' | 'South America' | 'Asia';

export interface PartnerGroup {
  region: PartnerRegion;
  partners: Partner[];
}

/**
 * Blog, news and partners, pulled once per build through the contract. A failed call or an answer
 * that breaks the contract stops the build, so a half-pulled blog is never published.
 */
export interface SiteContent {
  blog: BlogArticle[];
  news: NewsArticle[];
  partners: PartnerGroup[];
}
