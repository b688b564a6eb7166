import { hash } from 'node:crypto';
import { existsSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { PRECOMPRESSED_SUFFIX } from '../../../src/config/static-files.ts';
import { pageCopiesOf } from './precompress.ts';
import type { WorkerAnswer } from './worker-thread.ts';

/**
 * Astro renders pages on one thread. A publish compresses each page as it is rendered, on a
 * thread of its own (the second core), instead of in its check after the rendering. The copies go
 * into a folder of the publish's own, each named by a digest of the page's bytes, and the check
 * moves a page's copies beside it only after reading those same bytes and finding them clean:
 * what is served compressed is what passed. The folder is emptied before each build writes into
 * it, so nothing a build killed midway left there is ever taken.
 */

const keyOf = (page: Uint8Array) => hash('sha512', page, 'base64url');

const COPY_SUFFIXES = Object.values(PRECOMPRESSED_SUFFIX);

/** Writes `page`'s compressed copies into `dir` on this thread; false when it gets none (too small, or made already). */
export function makeCopies(dir: string, page: Buffer): boolean {
  const key = keyOf(page);
  // Two pages with the same bytes share their copies; the check takes them for the first.
  if (existsSync(join(dir, `${key}${COPY_SUFFIXES.at(-1)}`))) return false;
  const copies = pageCopiesOf(page);
  for (const [suffix, bytes] of copies) writeFileSync(join(dir, `${key}${suffix}`), bytes);
  return copies.length > 0;
}

/**
 * Moves the copies made from `page`, the bytes of `file` just read, beside `file`, which has none;
 * false when there are none to take. The build that made them ended well, so each has both.
 */
export function takeCopies(dir: string, file: string, page: Buffer): boolean {
  const key = keyOf(page);
  const [first = '', ...rest] = COPY_SUFFIXES;
  try {
    renameSync(join(dir, `${key}${first}`), `${file}${first}`);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw error;
  }
  for (const suffix of rest) renameSync(join(dir, `${key}${suffix}`), `${file}${suffix}`);
  return true;
}

/** Pages handed to the thread and not yet compressed, at most: the bytes waiting stay few. */
const WAITING = 16;
const work = 'Compressing the rendered pages';

export interface PageCompressor {
  /** Hands a rendered page over; resolves once the thread has room for it. */
  add(page: Uint8Array): Promise<void>;
  /** Answers how many pages got copies, once every page handed over has them. */
  finish(): Promise<number>;
}

/** Starts the thread that compresses rendered pages into `dir` (see makeCopies). */
export function compressBesideRendering(dir: string): PageCompressor {
  const worker = new Worker(new URL('./page-copies-worker.ts', import.meta.url), { workerData: dir });
  let waiting = 0;
  let stopped = false;
  const room: Array<() => void> = [];
  const stop = () => {
    stopped = true;
    for (const wake of room.splice(0)) wake();
  };
  const answered = new Promise<number>((resolve, reject) => {
    worker.on('message', (message: 'copied' | WorkerAnswer<number>) => {
      if (message === 'copied') {
        waiting -= 1;
        room.shift()?.();
      } else if ('value' in message) resolve(message.value);
      else reject(new Error(message.failure));
    });
    worker.once('error', (cause) => reject(new Error(`${work} failed`, { cause })));
    worker.once('exit', (code) => reject(new Error(`${work} stopped (exit code ${code})`)));
  });
  // A failure is answered by `finish`; until then pages are no longer handed over.
  answered.catch(() => undefined).finally(stop);
  return {
    async add(page) {
      while (!stopped && waiting >= WAITING) await new Promise<void>((wake) => room.push(wake));
      if (stopped) return;
      waiting += 1;
      // A copy of its own, moved to the thread rather than copied again.
      const bytes = new Uint8Array(page);
      worker.postMessage(bytes, [bytes.buffer]);
    },
    finish() {
      if (!stopped) worker.postMessage('finish');
      return answered;
    },
  };
}
