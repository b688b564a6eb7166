import rss from '@astrojs/rss';
import type { APIContext } from 'astro';
import { loadContent } from '../../lib/site-data.build.ts';
import { feeds } from '../../features/content/feeds.ts';
import { company } from '../../config/index.ts';

/** The blog feed, newest first. */
export async function GET(context: APIContext) {
  const { blog } = await loadContent();
  return rss({
    title: feeds[0].title,
    description: `Installation practice, product guides and project stories from ${company.name}.`,
    site: context.site ?? company.siteOrigin,
    // The pages' canonical addresses, which have no trailing slash (@astrojs/rss adds one by default).
    trailingSlash: false,
    items: blog.map((post) => ({
      title: post.title,
      link: post.href,
      pubDate: new Date(`${post.date}T00:00:00Z`),
      description: post.description,
      categories: [post.category.name, post.subcategory.name],
    })),
  });
}
