/** Messages between a build's main thread and its render threads (see render-threads.ts). */
import type { PrerenderRenderMetadata } from 'astro';
import type { Catalog } from '../../../src/features/catalog/catalog.ts';
import type { SiteContent } from '../../../src/features/content/content.build.ts';
import type { InlineScriptRecord } from '../../../src/features/catalog/inline-scripts.build.ts';

/** What a render thread needs to render as the main thread does. */
export interface RenderThreadData {
  /** The bundled site's prerender entry, whose `app` renders pages. */
  entryUrl: string;
  /** Styles of each page, by Astro's page key: what the page's `<head>` links. */
  pageStyles: Array<[string, { styles: unknown[] }]>;
  /** Scripts integrations inject (`settings.scripts`). */
  scripts: unknown[];
  catalog: Catalog;
  /** The blog, news and partners, as the main thread pulled and cleaned them. */
  content: SiteContent;
  /** The catalogue database a publish answers its calls from, in-thread. */
  dataDir?: string;
}

export type ToRenderThread =
  { type: 'render'; id: number; url: string; route: number; collectMetadata: boolean } | { type: 'finish' };

export type FromRenderThread =
  | { type: 'ready' }
  | {
      type: 'rendered';
      id: number;
      status: number;
      statusText: string;
      headers: Array<[string, string]>;
      body: ArrayBuffer | null;
      metadata?: PrerenderRenderMetadata;
    }
  | { type: 'failed'; id: number; messages: string[] }
  | { type: 'finished'; inlineScripts: InlineScriptRecord };

/** An error rebuilt from its chain of messages (`messagesOf`), which survive the trip between threads. */
export function errorFrom(messages: readonly string[]): Error {
  return messages.reduceRight<Error | undefined>((cause, message) => new Error(message, { cause }), undefined)!;
}
