import { company } from '../../config/index.ts';
import { SITE_CARD } from '../../lib/seo.ts';

/**
 * schema.org structured data of the site's pages, as search engines read it for rich results:
 * every address absolute, so it means the same wherever the JSON is read.
 */

const absolute = (path: string, site: string | URL) => new URL(path, site).href;

/** The trail of a page as a BreadcrumbList: positions from 1, in the order the trail shows them. */
export function breadcrumbJsonLd(items: readonly { name: string; href: string }[], site: string | URL) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: absolute(item.href, site),
    })),
  };
}

/** The company's square logo (public/logo.png), as search engines show it beside results. */
export const SITE_LOGO = '/logo.png';

/** The company as publisher and author: its name, site and logo. */
function organization(site: string | URL) {
  return {
    '@type': 'Organization',
    name: company.name,
    url: absolute('/', site),
    logo: absolute(SITE_LOGO, site),
  };
}

/** The company on the home page: name, site, logo, phone, address and social profiles. */
export function organizationJsonLd(site: string | URL) {
  return {
    '@context': 'https://schema.org',
    ...organization(site),
    foundingDate: String(company.founded),
    address: company.address,
    contactPoint: { '@type': 'ContactPoint', telephone: company.phone, contactType: 'sales' },
    sameAs: company.social.map((profile) => profile.href),
  };
}

/** A blog post or news article. */
export interface ArticleFacts {
  kind: 'BlogPosting' | 'NewsArticle';
  headline: string;
  description: string;
  /** ISO date. */
  date: string;
  path: string;
  /** Its picture; the site's card when it has none. */
  image: string | undefined;
}

export function articleJsonLd(article: ArticleFacts, site: string | URL) {
  return {
    '@context': 'https://schema.org',
    '@type': article.kind,
    headline: article.headline,
    description: article.description,
    datePublished: article.date,
    image: [absolute(article.image || SITE_CARD.path, site)],
    mainEntityOfPage: absolute(article.path, site),
    author: organization(site),
    publisher: organization(site),
  };
}
