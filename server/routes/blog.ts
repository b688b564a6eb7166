import { Hono } from 'hono';
import { blogDetailRequest, blogListRequest } from '../../src/api/content.ts';
import { blogDetail, blogPage } from '../content/blog.ts';
import type { AppContext, AppEnv } from '../context.ts';
import { ApiFailure } from '../http/errors.ts';
import { paramsOf, queryOf } from '../http/validate.ts';

/** The blog: GET /api/blog?page&pageSize and GET /api/blog/:id. */
export function blogRoutes(ctx: AppContext): Hono<AppEnv> {
  const { db } = ctx;
  return new Hono<AppEnv>()
    .get('/', queryOf(blogListRequest), async (c) => {
      const { page, pageSize } = c.req.valid('query');
      return c.json(await blogPage(db, page, pageSize));
    })
    .get('/:id', paramsOf(blogDetailRequest), async (c) => {
      const { id } = c.req.valid('param');
      const detail = await blogDetail(db, id);
      if (!detail) throw new ApiFailure(404, `No blog post ${id}`);
      return c.json(detail);
    });
}
