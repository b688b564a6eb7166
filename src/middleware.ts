import { defineMiddleware } from 'astro:middleware';
import { recordInlineScripts } from './features/catalog/inline-scripts.build.ts';
import { pagePathOfRendered } from './features/catalog/sitemap.ts';
import { stylesInHead } from './layouts/styles-in-head.ts';

/**
 * Every prerendered page passes here once at build time, so the site ships valid HTML; its inline
 * scripts are noted for the Content-Security-Policy while the text is at hand.
 */
export const onRequest = defineMiddleware(async (context, next) => {
  const response = await next();
  if (!response.headers.get('content-type')?.startsWith('text/html')) return response;
  const html = stylesInHead(await response.text());
  recordInlineScripts(pagePathOfRendered(context.url.pathname), html);
  return new Response(html, response);
});
