import { pageSize } from '../../config/index.ts';
import { pageParam, paginate } from '../../components/ui/pagination.ts';
import { withCacheKeys } from '../catalog/cache-key.build.ts';
import { loadCatalog, loadContent } from '../../lib/site-data.build.ts';
import { titleSlug } from './content.ts';

/**
 * Each path with the `cacheKey` of what it renders (its props and the header's catalogue data), so
 * an incremental publish copies an unchanged post or list page instead of rendering it again.
 */
export async function keyed<R extends { props: unknown }>(routes: readonly R[]) {
  return withCacheKeys(await loadCatalog(), routes);
}

/** Static paths of the blog list: `/blog`, `/blog/page/2`... */
export async function blogListRoutes() {
  const { blog } = await loadContent();
  return keyed(
    paginate(blog, pageSize.blog, '/blog').map((page) => ({
      params: { page: pageParam(page.number) },
      props: { page },
    })),
  );
}

/** Static paths of every post: `/blog/{id}/{title}`. */
export async function blogPostRoutes() {
  const { blog } = await loadContent();
  return keyed(
    blog.map((post) => ({ params: { id: String(post.id), title: titleSlug(post.title) }, props: { post } })),
  );
}

/** Static paths of the news list: `/media`, `/media/page/2`... */
export async function newsListRoutes() {
  const { news } = await loadContent();
  return keyed(
    paginate(news, pageSize.news, '/media').map((page) => ({
      params: { page: pageParam(page.number) },
      props: { page },
    })),
  );
}

export async function newsArticleRoutes() {
  const { news } = await loadContent();
  return keyed(news.map((article) => ({ params: { id: String(article.id) }, props: { article } })));
}
