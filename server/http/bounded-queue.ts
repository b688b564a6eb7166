import PQueue from 'p-queue';
import { ApiFailure } from './errors.ts';

export interface BoundedQueueOptions {
  /** Tasks run at once. */
  concurrency: number;
  /** Milliseconds at least between the starts of two tasks. */
  interval?: number;
  /** Milliseconds after which a running task gives up its turn (its caller gets p-queue's TimeoutError). */
  timeout?: number;
  /** Tasks held (running and waiting) at the most; one more is refused at once rather than queued for seconds. */
  maxHeld: number;
  /** The 503's message when a task is refused. */
  busy: string;
}

/**
 * Costly work run at most `concurrency` at a time (with `interval`, each starting at least that long
 * after the one before, whatever the turn of the sender), `maxHeld` tasks held at the most; a task
 * past that is refused with 503 and `Retry-After: 1`. A task that runs past `timeout` gives up its
 * turn. p-queue does the queueing; this adds the refusal.
 */
export function boundedQueue({ concurrency, maxHeld, busy, interval, timeout }: BoundedQueueOptions) {
  // A sliding window of one start per interval: starts at least `interval` apart, never in bursts.
  const spacing = interval === undefined ? {} : { interval, intervalCap: 1, strict: true };
  const queue = new PQueue({ concurrency, timeout, ...spacing });
  return <T>(task: () => Promise<T>): Promise<T> => {
    if (queue.size + queue.pending >= maxHeld) return Promise.reject(new ApiFailure(503, busy, [], 1));
    return queue.add(task);
  };
}
