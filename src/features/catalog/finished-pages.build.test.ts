import type { AstroPrerenderer, PrerenderResult, RouteData } from 'astro';
import { describe, expect, it } from 'vitest';
import { finishedPages } from './finished-pages.build.ts';
import { inlineScriptRecord } from './inline-scripts.build.ts';

const page =
  '<html><head><title>T</title></head><body><style>p{}</style><p>Câble</p><script>go()</script></body></html>';
const finished =
  '<html><head><title>T</title><style>p{}</style></head><body><p>Câble</p><script>go()</script></body></html>';

/** Astro's prerenderer as far as the wrapper sees it: its app appears in `setup`. */
function astros(answer: (path: string) => Response | PrerenderResult) {
  const prerenderer: AstroPrerenderer & { app?: unknown } = {
    name: 'astro:default',
    setup: async () => {
      prerenderer.app = { loaded: true };
    },
    getStaticPaths: async () => [],
    render: async (request) => answer(new URL(request.url).pathname),
  };
  return prerenderer;
}

const render = (pages: AstroPrerenderer, path: string) =>
  pages.render(new Request(`http://localhost${path}`), { routeData: {} as RouteData, collectMetadata: true });

describe('finished pages', () => {
  it('moves the styles of a page into its head and notes its inline scripts, keeping its metadata', async () => {
    const metadata = { contentEntryKeys: ['a'], staticImages: [], referencedImages: [] };
    const pages = finishedPages(
      astros(() => ({ response: new Response(page, { headers: { 'content-type': 'text/html' } }), metadata })),
    );
    const result = (await render(pages, '/finished.html')) as PrerenderResult;
    expect(await result.response.text()).toBe(finished);
    expect(result.response.headers.get('content-type')).toBe('text/html');
    expect(result.metadata).toEqual(metadata);
    expect(inlineScriptRecord().pages).toContain('/finished');
  });

  it('answers a bare response with a bare response, and leaves what is not a page as it is', async () => {
    const pages = finishedPages(
      astros((path) =>
        path.endsWith('.xml')
          ? new Response(page, { headers: { 'content-type': 'application/xml' } })
          : new Response(page, { headers: { 'content-type': 'text/html; charset=utf-8' } }),
      ),
    );
    const html = await render(pages, '/bare.html');
    expect(html).toBeInstanceOf(Response);
    expect(await (html as Response).text()).toBe(finished);
    expect(await ((await render(pages, '/feed.xml')) as Response).text()).toBe(page);
  });

  it("shows Astro's app once it is set up, for a prerenderer around this one", async () => {
    const pages = finishedPages(astros(() => new Response('')));
    expect(pages.app).toBeUndefined();
    await pages.setup?.();
    expect(pages.app).toEqual({ loaded: true });
  });
});
