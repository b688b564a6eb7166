import rss from '@astrojs/rss';
import type { APIContext } from 'astro';
import { loadContent } from '../../lib/site-data.build.ts';
import { feeds } from '../../features/content/feeds.ts';
import { company } from '../../config/index.ts';

/** The news feed, newest first. */
export async function GET(context: APIContext) {
  const { news } = await loadContent();
  return rss({
    title: feeds[1].title,
    description: `Product launches, trade shows and company news from ${company.name}.`,
    site: context.site ?? company.siteOrigin,
    // The pages' canonical addresses, which have no trailing slash (@astrojs/rss adds one by default).
    trailingSlash: false,
    items: news.map((article) => ({
      title: article.title,
      link: article.href,
      pubDate: new Date(`${article.date}T00:00:00Z`),
      description: article.teaser,
    })),
  });
}
