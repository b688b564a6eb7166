/**
 * A render thread of a build (see render-threads.ts): loads the bundled site as the main thread
 * does, with the same catalogue and calls, and renders the pages it is sent, finished as the main
 * thread's are (see finished-pages.build.ts).
 */
import type { RouteData } from 'astro';
import { installRenderScope, renderForPrerender } from 'astro/app';
import { AsyncLocalStorage } from 'node:async_hooks';
import { parentPort, workerData } from 'node:worker_threads';
import { leaveCacheKeysEmpty } from '../../../src/features/catalog/cache-key.build.ts';
import { provideCatalog } from '../../../src/features/catalog/catalog-memo.build.ts';
import { finishPage, isPage } from '../../../src/features/catalog/finished-pages.build.ts';
import { inlineScriptRecord } from '../../../src/features/catalog/inline-scripts.build.ts';
import { provideContent } from '../../../src/features/content/content.build.ts';
import { installBytesResponse } from './bytes-response.ts';
import { useLocalApi } from './local-api.ts';
import { messagesOf } from './failure-message.ts';
import { loadPageModulesOnce, type PageModuleTable } from './page-modules.ts';
import { installFastUtf8Encoding } from './utf8-encoding.ts';
import type { FromRenderThread, RenderThreadData, ToRenderThread } from './render-protocol.ts';

type PrerenderableApp = Parameters<typeof renderForPrerender>[0];

/** The parts of Astro's build app a render thread uses (it is internal to Astro). */
interface BuildApp {
  manifest: PageModuleTable & { routes: Array<{ routeData: RouteData }> };
  setInternals(internals: unknown): void;
  setOptions(options: unknown): void;
}

const data = workerData as RenderThreadData;
const port = parentPort!;
const send = (message: FromRenderThread, transfer: ArrayBuffer[] = []) => port.postMessage(message, transfer);

installBytesResponse();
installFastUtf8Encoding();
if (data.dataDir) useLocalApi(data.dataDir);
leaveCacheKeysEmpty();
provideCatalog(Promise.resolve(data.catalog));
provideContent(Promise.resolve(data.content));
// Astro collects what a page used (for its incremental cache) in this scope, per thread.
installRenderScope(new AsyncLocalStorage());

const { app } = (await import(data.entryUrl)) as { app: BuildApp & PrerenderableApp };
loadPageModulesOnce(app.manifest);
// What the page heads are built from, as the main thread's build has it.
app.setInternals({ pagesByKeys: new Map(data.pageStyles), entrySpecifierToBundleMap: new Map() });
app.setOptions({
  settings: { scripts: data.scripts },
  logger: {
    options: {
      destination: {
        write: ({ level, message }: { level: string; message: string }) =>
          level === 'warn' || level === 'error' ? console.error(`[render thread] ${message}`) : true,
      },
    },
  },
});

async function render({ id, url, route, collectMetadata }: Extract<ToRenderThread, { type: 'render' }>) {
  try {
    const routeData = app.manifest.routes[route]?.routeData;
    const { response, metadata } = await renderForPrerender(app, new Request(url), { routeData, collectMetadata });
    const body = response.body === null ? null : await response.arrayBuffer();
    if (body !== null && isPage(response)) finishPage(url, new Uint8Array(body));
    const headers = [...response.headers] as Array<[string, string]>;
    const { status, statusText } = response;
    send({ type: 'rendered', id, status, statusText, headers, body, metadata }, body ? [body] : []);
  } catch (error) {
    send({ type: 'failed', id, messages: messagesOf(error) });
  }
}

port.on('message', (message: ToRenderThread) => {
  if (message.type === 'render') void render(message);
  else send({ type: 'finished', inlineScripts: inlineScriptRecord() });
});
send({ type: 'ready' });
