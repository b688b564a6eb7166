import { pageSize } from '../../config/index.ts';
import { pageParam, paginate } from '../../components/ui/pagination.ts';
import { loadContent } from './content.build.ts';
import { titleSlug } from './content.ts';

/** Static paths of the blog list: `/blog`, `/blog/page/2`... */
export async function blogListRoutes() {
  const { blog } = await loadContent();
  return paginate(blog, pageSize.blog, '/blog').map((page) => ({
    params: { page: pageParam(page.number) },
    props: { page },
  }));
}

/** Static paths of every post: `/blog/{id}/{title}`. */
export async function blogPostRoutes() {
  const { blog } = await loadContent();
  return blog.map((post) => ({ params: { id: String(post.id), title: titleSlug(post.title) }, props: { post } }));
}

/** Static paths of the news list: `/media`, `/media/page/2`... */
export async function newsListRoutes() {
  const { news } = await loadContent();
  return paginate(news, pageSize.news, '/media').map((page) => ({
    params: { page: pageParam(page.number) },
    props: { page },
  }));
}

export async function newsArticleRoutes() {
  const { news } = await loadContent();
  return news.map((article) => ({ params: { id: String(article.id) }, props: { article } }));
}
