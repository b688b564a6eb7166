import type { AstroPrerenderer } from 'astro';
import { stylesInHead } from '../../layouts/styles-in-head.ts';
import { recordInlineScripts } from './inline-scripts.build.ts';
import { pagePathOfRendered } from './sitemap.ts';

/** Whether a rendered response is a page (rather than a feed or a file). */
export const isPage = (response: Response) =>
  response.body !== null && response.headers.get('content-type')?.startsWith('text/html') === true;

/**
 * What every built page goes through once, on its bytes and in place, so the site ships valid HTML:
 * style elements move into the head. Its inline scripts are noted for the Content-Security-Policy
 * while the page is at hand. `url` is the address the page was rendered at.
 */
export function finishPage(url: string, page: Uint8Array): void {
  recordInlineScripts(pagePathOfRendered(new URL(url).pathname), stylesInHead(page));
}

/** The finished page of a rendered response (other responses as they are). */
async function finishedResponse(url: string, response: Response): Promise<Response> {
  if (!isPage(response)) return response;
  const page = new Uint8Array(await response.arrayBuffer());
  finishPage(url, page);
  return new Response(page, response);
}

/**
 * Astro's prerenderer with every page it renders finished. A render thread renders with Astro's
 * own code and finishes its pages itself, on the bytes it hands over anyway (see render-worker.ts).
 */
export function finishedPages(pages: AstroPrerenderer & { app?: unknown }): AstroPrerenderer & { app?: unknown } {
  return {
    name: pages.name,
    // Astro's prerenderer loads its app in `setup`; a prerenderer around this one reads it there.
    get app() {
      return pages.app;
    },
    setup: async () => {
      await pages.setup?.();
    },
    getStaticPaths: () => pages.getStaticPaths(),
    render: async (request, options) => {
      const rendered = await pages.render(request, options);
      if (rendered instanceof Response) return finishedResponse(request.url, rendered);
      return { ...rendered, response: await finishedResponse(request.url, rendered.response) };
    },
    teardown: async () => {
      await pages.teardown?.();
    },
  };
}
