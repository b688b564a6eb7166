import type { AstroPrerenderer, PrerenderResult, RouteData } from 'astro';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { Catalog } from '../../../src/features/catalog/catalog.ts';
import type { SiteContent } from '../../../src/features/content/content.build.ts';
import { inlineScriptRecord } from '../../../src/features/catalog/inline-scripts.build.ts';
import { installBytesResponse } from './bytes-response.ts';
import { failureMessage } from './failure-message.ts';
import { renderOnThreads } from './render-threads.ts';

/**
 * A bundled site as Astro's prerender entry exports it: `/item/*` pages name the thread that
 * rendered them in an inline script, after a style element in their body; `/broken` fails as a page whose call failed does;
 * `/crash` ends the thread, as running out of memory would.
 */
const ENTRY = `
import { threadId } from 'node:worker_threads';
const route = (path) => ({ routeData: { route: path } });
export const app = {
  manifest: { routes: [route('/item/[sku]'), route('/broken'), route('/crash')] },
  logger: { warn() {}, error() {}, info() {}, debug() {} },
  setInternals() {},
  setOptions() {},
  async render(request, { routeData }) {
    const path = new URL(request.url).pathname;
    if (routeData.route === '/crash') process.exit(3);
    if (routeData.route === '/broken') {
      throw new Error('Could not render /broken', { cause: new Error('Catalogue pull failed: GetFAQ {"sku":"AV-9"}') });
    }
    const html = '<html><head></head><body><h1>' + path + '</h1><style>h1{}</style><script>thread(' + threadId + ')</script></body></html>';
    const content = await globalThis[Symbol.for('avconnect.content')];
    const headers = { 'content-type': 'text/html', 'x-thread': String(threadId), 'x-blog-posts': String(content?.blog.length) };
    return new Response(html, { status: 200, headers });
  },
};
`;

const blogPost = { id: 1, title: 'Installer notes' } as unknown as SiteContent['blog'][number];

function site(startAfter = 0) {
  const dir = mkdtempSync(join(tmpdir(), 'render-threads-'));
  writeFileSync(join(dir, 'prerender-entry.mjs'), ENTRY);
  const routes = [{ route: '/item/[sku]' }, { route: '/broken' }, { route: '/crash' }] as RouteData[];
  const inMain: string[] = [];
  /** Astro's own prerenderer, rendering in the main thread. */
  const astros: AstroPrerenderer & { app: unknown } = {
    name: 'astro:default',
    getStaticPaths: async () => [],
    render: async (request) => {
      inMain.push(new URL(request.url).pathname);
      return new Response('<h1>main</h1>', { headers: { 'x-thread': '0' } });
    },
    app: {
      manifest: { routes: routes.map((routeData) => ({ routeData })) },
      getOptions: () => ({ allPages: {}, settings: { scripts: [], config: { outDir: pathToFileURL(dir) } } }),
    },
  };
  const pages = renderOnThreads(astros as Parameters<typeof renderOnThreads>[0], {
    threads: 1,
    catalog: async () => ({ products: new Map() }) as unknown as Catalog,
    content: async () => ({ blog: [blogPost], news: [], partners: [] }),
    findEntry: () => pathToFileURL(join(dir, 'prerender-entry.mjs')).href,
    startAfter,
  });
  const render = async (path: string, route = routes[0]!) => {
    const result = await pages.render(new Request(`http://localhost${path}`), {
      routeData: route,
      collectMetadata: true,
    });
    return result instanceof Response ? { response: result } : result;
  };
  return { pages, render, routes, inMain };
}

/** Waits until the render thread has loaded the site and takes pages. */
async function untilThreadTakesPages(render: (path: string) => Promise<PrerenderResult>) {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const { response } = await render(`/item/WARM-${attempt}`);
    if (response.headers.get('x-thread') !== '0') return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('The render thread never took a page');
}

describe('renderOnThreads', () => {
  it('renders pages on a thread with their status, headers, finished body and incremental metadata', async () => {
    const { pages, render } = site();
    await pages.setup?.();
    await untilThreadTakesPages(render);
    const { response, metadata } = await render('/item/AV-1');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html');
    expect(Number(response.headers.get('x-thread'))).toBeGreaterThan(0);
    // The content the main thread pulled and cleaned, not pulled again.
    expect(response.headers.get('x-blog-posts')).toBe('1');
    expect(await response.text()).toMatch(
      /^<html><head><style>h1\{\}<\/style><\/head><body><h1>\/item\/AV-1<\/h1><script>thread\(\d+\)<\/script><\/body><\/html>$/,
    );
    expect(metadata).toEqual({ contentEntryKeys: [], staticImages: [], referencedImages: [] });
    await pages.teardown?.();
  });

  it("hands Astro a thread's page as bytes, the same whichever way it is read", async () => {
    // As in a build's main thread, where pages are Responses that keep their bytes.
    const restore = installBytesResponse();
    try {
      const { pages, render } = site();
      await pages.setup?.();
      await untilThreadTakesPages(render);
      const { response } = await render('/item/AV-2');
      const twin = response.clone();
      const bytes = new TextDecoder().decode(await response.arrayBuffer());
      expect(bytes).toContain('<h1>/item/AV-2</h1>');
      expect(await twin.text()).toBe(bytes);
      await pages.teardown?.();
    } finally {
      restore();
    }
  });

  it('starts its thread with the build when every page is to be rendered', async () => {
    const { pages, render, inMain } = site(0);
    await pages.setup?.();
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const { response } = await render('/item/FIRST');
    expect(Number(response.headers.get('x-thread'))).toBeGreaterThan(0);
    expect(inMain).toEqual([]);
    await pages.teardown?.();
  });

  it('starts no thread for a build that renders only a few pages', async () => {
    const { pages, render, inMain } = site(3);
    await pages.setup?.();
    for (const path of ['/item/A', '/item/B', '/item/C']) await render(path);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const { response } = await render('/item/D');
    expect(response.headers.get('x-thread')).toBe('0');
    expect(inMain).toEqual(['/item/A', '/item/B', '/item/C', '/item/D']);
    await untilThreadTakesPages(render);
    await pages.teardown?.();
  });

  it('renders in the main thread what the thread has no room for', async () => {
    const { pages, render, inMain } = site();
    await pages.setup?.();
    await untilThreadTakesPages(render);
    inMain.length = 0;
    const paths = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'].map((sku) => `/item/${sku}`);
    const results = await Promise.all(paths.map((path) => render(path)));
    const threads = results.map(({ response }) => response.headers.get('x-thread'));
    // A thread holds six pages at once; the seventh and eighth are the main thread's.
    expect(threads.filter((thread) => thread !== '0')).toHaveLength(6);
    expect(inMain).toEqual(['/item/G', '/item/H']);
    await pages.teardown?.();
  });

  it("fails a page with its own error chain, so the build's report names the failed call", async () => {
    const { pages, render, routes } = site();
    await pages.setup?.();
    await untilThreadTakesPages(render);
    const failure = await render('/broken', routes[1]).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(Error);
    expect((failure as Error).message).toBe('Could not render /broken');
    expect(failureMessage(failure)).toBe('Catalogue pull failed: GetFAQ {"sku":"AV-9"}');
    await pages.teardown?.();
  });

  it('renders the pages of a thread that stops in the main thread, and the later ones too', async () => {
    const { pages, render, routes, inMain } = site();
    await pages.setup?.();
    await untilThreadTakesPages(render);
    inMain.length = 0;
    const [crashed, waiting] = await Promise.all([render('/crash', routes[2]), render('/item/AV-2')]);
    expect(crashed.response.headers.get('x-thread')).toBe('0');
    expect(waiting.response.headers.get('x-thread')).toBe('0');
    const { response } = await render('/item/AV-3');
    expect(response.headers.get('x-thread')).toBe('0');
    expect(inMain).toEqual(['/crash', '/item/AV-2', '/item/AV-3']);
    await pages.teardown?.();
  });

  it("hands the thread's inline scripts to the main thread when rendering ends", async () => {
    const { pages, render } = site();
    await pages.setup?.();
    await untilThreadTakesPages(render);
    await render('/item/AV-7');
    await pages.teardown?.();
    const record = inlineScriptRecord();
    expect(record.pages).toContain('/item/AV-7');
    expect(record.hashes.length).toBeGreaterThan(0);
  });
});
