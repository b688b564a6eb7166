import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Db } from '../db/index.ts';
import { boundedQueue } from '../http/bounded-queue.ts';
import { createAnswerCache } from './answer-cache.ts';
import { findSkus } from './item.ts';
import { itemDetailsOf } from './item-details.ts';

/** Products read and written between two turns of the event loop: a few milliseconds of work. */
const CHUNK = 10;
/** Bulk reads held (the one written out and those waiting their turn); more are refused at once (503). */
const MAX_HELD = 16;
/**
 * Bulk reads start at least this far apart, whoever sends them: many clients (or one with many
 * addresses) together get a few answers a second and a small share of the server, never all of it.
 */
const GAP_MS = 200;
/** A bulk answer not written out within this time gives up its turn. */
const STUCK_MS = 30_000;

/**
 * GetItemDetails without holding up other visitors: one bulk read runs at a time, `GAP_MS` after the
 * start of the one before, and its answer is read and written out `CHUNK` products at a time with a
 * turn of the event loop between them, so a page or a sign-in waits for one chunk at most, never for
 * a whole 250-product answer (or four).
 * Every sku is looked up first, so an unknown one still answers 404 naming its entry. Each product's
 * answer is kept until the catalogue changes, so a client asking again costs almost nothing.
 */
export function createBulkReader(db: Db) {
  const inTurn = boundedQueue({
    concurrency: 1,
    maxHeld: MAX_HELD,
    interval: GAP_MS,
    // An answer nobody reads must not hold up every later bulk read.
    timeout: STUCK_MS,
    busy: 'The server is busy with bulk reads. Please try again in a moment.',
  });
  const encoder = new TextEncoder();
  const answers = createAnswerCache(db);

  async function* pieces(skus: readonly string[]): AsyncGenerator<Uint8Array> {
    for (let start = 0; start < skus.length; start += CHUNK) {
      if (start > 0) await nextTurn();
      const json = (
        await answers(skus.slice(start, start + CHUNK), async (missing) =>
          (await itemDetailsOf(db, missing)).map((entry) => JSON.stringify(entry)),
        )
      ).join(',');
      yield encoder.encode(`${start === 0 ? '{"refItems":[' : ','}${json}${start + CHUNK >= skus.length ? ']}' : ''}`);
    }
  }

  /** The answer as a stream, and the moment it is written out, read no further, or failed. */
  function streamOf(skus: readonly string[]): { stream: ReadableStream<Uint8Array>; finished: Promise<void> } {
    const source = pieces(skus);
    const { promise: finished, resolve: done } = Promise.withResolvers<void>();
    const stream = new ReadableStream<Uint8Array>({
      async pull(controller) {
        try {
          const next = await source.next();
          if (next.done) {
            controller.close();
            done();
          } else controller.enqueue(next.value);
        } catch (error) {
          controller.error(error);
          done();
        }
      },
      cancel() {
        done();
      },
    });
    return { stream, finished };
  }

  /** The answer's body as a stream, once the bulk read's turn has come; its turn ends when it is finished. */
  return async (skuids: readonly string[]): Promise<ReadableStream<Uint8Array>> => {
    const skus = await findSkus(db, skuids, (index) => `skuids.${index}`);
    const { promise: started, resolve: start } = Promise.withResolvers<ReadableStream<Uint8Array>>();
    const turn = inTurn(async () => {
      const { stream, finished } = streamOf(skus);
      start(stream);
      await finished;
    });
    // Refused (503): that is the answer. Once the turn came, the stream is; how the turn ends is not the caller's.
    return Promise.race([started, turn.then(() => started)]);
  };
}
