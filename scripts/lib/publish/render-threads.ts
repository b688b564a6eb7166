/**
 * Renders a build's pages on more threads than Astro's one. Astro renders each page in the build's
 * main thread; this prerenderer hands pages to render threads while they have room and renders the
 * rest as Astro would, in the main thread, which also writes every page (Astro's own loop, cache and
 * file writes are unchanged). A thread loads the same bundled site, catalogue and calls, so a page
 * is the same whichever thread renders it.
 */
import type { AstroPrerenderer, PrerenderResult, RouteData } from 'astro';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Catalog } from '../../../src/features/catalog/catalog.ts';
import type { SiteContent } from '../../../src/features/content/content.build.ts';
import { loadPageModulesOnce, type PageModuleTable } from './page-modules.ts';
import type { RenderThreadData } from './render-protocol.ts';
import { RenderThread } from './render-thread.ts';

/** The parts of Astro's default prerenderer and build options used here (internal to Astro). */
interface AstroBuild {
  app?: {
    manifest: PageModuleTable & { routes: Array<{ routeData: RouteData }> };
    getOptions(): {
      allPages: Record<string, { key: string; styles: unknown[] }>;
      settings: { scripts: Array<{ stage: string }>; config: { outDir: URL } };
    };
  };
}

/** Astro bundles the pages into `.prerender/` in the build folder, or in `.astro/` when that is elsewhere. */
export function prerenderEntry(outDir: URL): string | undefined {
  const out = fileURLToPath(outDir);
  const root = out.startsWith(process.cwd()) ? out : join(process.cwd(), '.astro');
  const dir = join(root, '.prerender');
  if (!existsSync(dir)) return undefined;
  const entries = readdirSync(dir).filter((name) => /^prerender-entry\.[\w-]+\.mjs$/.test(name));
  return entries.length === 1 ? pathToFileURL(join(dir, entries[0]!)).href : undefined;
}

const asResult = (rendered: Response | PrerenderResult): PrerenderResult =>
  rendered instanceof Response ? { response: rendered } : rendered;

export interface RenderThreadOptions {
  /** Threads beside the main one. */
  threads: number;
  /** The build's catalogue and content, which every thread renders from. */
  catalog: () => Promise<Catalog>;
  content: () => Promise<SiteContent>;
  /** The catalogue database a publish answers the pages' calls from, in each thread. */
  dataDir?: string;
  /** Where Astro put the bundled site's prerender entry, for a build into `outDir`. */
  findEntry?: (outDir: URL) => string | undefined;
  /** Pages the main thread renders before the threads start; with 0 they start with the build. */
  startAfter?: number;
}

/**
 * A thread takes a second or two to start (it loads the site and its own copy of the catalogue),
 * time the main thread renders hundreds of pages in: a publish of a few changed pages never starts
 * one. A build that renders every page starts its threads with the build (`startAfter: 0`), while
 * the main thread collects the pages' paths.
 */
const START_AFTER_PAGES = 200;

/** Astro's prerenderer `pages` with more threads rendering beside the main one. */
export function renderOnThreads(
  pages: AstroPrerenderer & AstroBuild,
  {
    threads,
    catalog,
    content,
    dataDir,
    findEntry = prerenderEntry,
    startAfter = START_AFTER_PAGES,
  }: RenderThreadOptions,
): AstroPrerenderer {
  let workers: RenderThread[] = [];
  let routeIndex = new Map<RouteData, number>();
  let start: (() => void) | undefined;
  const startThreads = () => {
    start?.();
    start = undefined;
  };
  let requested = 0;
  let nextId = 0;
  return {
    ...pages,
    name: 'avconnect:render-threads',
    setup: async () => {
      await pages.setup?.();
      if (pages.app) loadPageModulesOnce(pages.app.manifest);
      const options = pages.app?.getOptions();
      const entryUrl = options && findEntry(options.settings.config.outDir);
      // A script injected into every page's bundle is known only to Astro's internals: one thread then.
      if (!pages.app || !options || !entryUrl || options.settings.scripts.some((s) => s.stage === 'page')) return;
      routeIndex = new Map(pages.app.manifest.routes.map(({ routeData }, index) => [routeData, index]));
      // The main thread pulls the content while the catalogue's pull finishes on its own thread.
      const [builtCatalog, builtContent] = await Promise.all([catalog(), content()]);
      const data: RenderThreadData = {
        entryUrl,
        pageStyles: Object.values(options.allPages).map((page) => [page.key, { styles: page.styles }]),
        scripts: options.settings.scripts,
        catalog: builtCatalog,
        content: builtContent,
        ...(dataDir ? { dataDir } : {}),
      };
      start = () => {
        workers = Array.from({ length: threads }, () => new RenderThread(data));
      };
      if (startAfter === 0) startThreads();
    },
    render: (request, options) => {
      if (requested++ === startAfter) startThreads();
      const route = routeIndex.get(options.routeData);
      const thread = route === undefined ? undefined : workers.find((worker) => worker.free);
      if (thread === undefined || route === undefined) return pages.render(request, options);
      const message = {
        type: 'render',
        id: nextId++,
        url: request.url,
        route,
        collectMetadata: options.collectMetadata === true,
      } as const;
      return thread.render(message, async () => asResult(await pages.render(request, options)));
    },
    teardown: async () => {
      await Promise.all(workers.map((worker) => worker.finish()));
      await pages.teardown?.();
    },
  };
}
