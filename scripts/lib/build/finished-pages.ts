import type { AstroPrerenderer } from 'astro';
import { stylesInHead } from '../../../src/layouts/styles-in-head.ts';

/** Whether a rendered response is a page (rather than a feed or a file). */
const isPage = (response: Response) =>
  response.body !== null && response.headers.get('content-type')?.startsWith('text/html') === true;

export interface PageHooks {
  /** Runs before Astro asks for the first path: the data the pages read must be in place by then. */
  beforeRender?: () => Promise<void>;
  /** How many paths the build has, rendered or copied from Astro's cache. */
  onPaths?: (count: number) => void;
  /**
   * Each output Astro renders (not those it copies): its address, and a page's finished bytes. The
   * page is written once the answer settles.
   */
  onRendered: (pathname: string, page: Uint8Array | undefined) => void | Promise<void>;
}

async function finished(url: string, response: Response, hooks: PageHooks): Promise<Response> {
  const { pathname } = new URL(url);
  if (!isPage(response)) {
    await hooks.onRendered(pathname, undefined);
    return response;
  }
  // Style elements move into the head, the only place HTML allows them.
  const page = stylesInHead(new Uint8Array(await response.arrayBuffer()));
  await hooks.onRendered(pathname, page);
  return new Response(page, response);
}

/**
 * Astro's own prerenderer (set through the `astro:build:start` hook), with each page it renders
 * finished and reported. Pages Astro copies from its incremental cache are not rendered, so not
 * reported: they were finished when first rendered.
 */
export function finishingPrerenderer(pages: AstroPrerenderer, hooks: PageHooks): AstroPrerenderer {
  return {
    ...pages,
    setup: async () => {
      await hooks.beforeRender?.();
      await pages.setup?.();
    },
    getStaticPaths: async () => {
      const paths = await pages.getStaticPaths();
      hooks.onPaths?.(paths.length);
      return paths;
    },
    render: async (request, options) => {
      const rendered = await pages.render(request, options);
      if (rendered instanceof Response) return finished(request.url, rendered, hooks);
      return { ...rendered, response: await finished(request.url, rendered.response, hooks) };
    },
  };
}
