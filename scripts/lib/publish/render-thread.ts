/**
 * One render thread of a build (see render-threads.ts): the pages sent to it and their answers,
 * and, should it stop, its pages rendered in the main thread instead.
 */
import type { PrerenderResult } from 'astro';
import { Worker } from 'node:worker_threads';
import { addInlineScriptRecord } from '../../../src/features/catalog/inline-scripts.build.ts';
import { errorFrom, type FromRenderThread, type RenderThreadData, type ToRenderThread } from './render-protocol.ts';

/**
 * Pages a thread holds at once: one rendering, the next ones waiting while the main thread renders a
 * page of its own and cannot send more (with three, the thread waited a tenth of a build; see the
 * build's concurrency in astro.config.mjs).
 */
const PAGES_PER_THREAD = 6;

type Rendered = Extract<FromRenderThread, { type: 'rendered' }>;
type Finished = Extract<FromRenderThread, { type: 'finished' }>;
interface Pending {
  resolve: (result: PrerenderResult) => void;
  reject: (error: Error) => void;
  /** Renders the page in the main thread instead, should the thread stop. */
  inMainThread: () => Promise<PrerenderResult>;
}

function toResult({ body, status, statusText, headers, metadata }: Rendered): PrerenderResult {
  // In a build's threads this Response hands Astro the transferred bytes themselves (see bytes-response.ts).
  return { response: new Response(body, { status, statusText, headers }), metadata };
}

export class RenderThread {
  private readonly pending = new Map<number, Pending>();
  private ready = false;
  private stopped: Error | undefined;
  private finished: ((message: Finished) => void) | undefined;
  private readonly worker: Worker;

  constructor(data: RenderThreadData) {
    this.worker = new Worker(new URL('./render-worker.ts', import.meta.url), { workerData: data });
    this.worker.on('message', (message: FromRenderThread) => this.receive(message));
    this.worker.on('error', (cause) => this.stop(new Error('A render thread failed', { cause })));
    this.worker.on('exit', (code) => this.stop(new Error(`A render thread stopped (exit code ${code})`)));
  }

  get free(): boolean {
    return this.ready && this.stopped === undefined && this.pending.size < PAGES_PER_THREAD;
  }

  render(message: Extract<ToRenderThread, { type: 'render' }>, inMainThread: Pending['inMainThread']) {
    this.worker.postMessage(message);
    return new Promise<PrerenderResult>((resolve, reject) =>
      this.pending.set(message.id, { resolve, reject, inMainThread }),
    );
  }

  /** Takes what the thread's pages noted, then ends the thread. */
  async finish(): Promise<void> {
    if (this.ready && this.stopped === undefined) {
      const { inlineScripts } = await new Promise<Finished>((done) => {
        this.finished = done;
        this.worker.postMessage({ type: 'finish' } satisfies ToRenderThread);
      });
      addInlineScriptRecord(inlineScripts);
    }
    this.stopped ??= new Error('The render thread has finished');
    await this.worker.terminate();
  }

  private receive(message: FromRenderThread) {
    if (message.type === 'ready') this.ready = true;
    else if (message.type === 'finished') this.finished?.(message);
    else {
      const pending = this.pending.get(message.id);
      this.pending.delete(message.id);
      if (message.type === 'failed') pending?.reject(errorFrom(message.messages));
      else pending?.resolve(toResult(message));
    }
  }

  /** A thread that stops (out of memory, say) costs speed, not the build: its pages render in the main thread. */
  private stop(error: Error) {
    if (this.stopped !== undefined) return;
    this.stopped = error;
    console.error(
      `[render threads] ${error.message}${error.cause ? `: ${String(error.cause)}` : ''}; its pages render in the main thread`,
    );
    for (const { resolve, reject, inMainThread } of this.pending.values()) inMainThread().then(resolve, reject);
    this.pending.clear();
  }
}
