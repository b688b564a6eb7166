import { defineMiddleware } from 'astro:middleware';
import { stylesInHead } from './layouts/styles-in-head.ts';

/** Every prerendered page passes here once at build time, so the site ships valid HTML. */
export const onRequest = defineMiddleware(async (_context, next) => {
  const response = await next();
  if (!response.headers.get('content-type')?.startsWith('text/html')) return response;
  return new Response(stylesInHead(await response.text()), response);
});
