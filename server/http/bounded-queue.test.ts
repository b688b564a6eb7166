import { ApiFailure } from './errors.ts';
import { boundedQueue } from './bounded-queue.ts';

/** A task that reports its start and ends when the test says so. */
function gatedTasks() {
  const ends: Array<() => void> = [];
  let running = 0;
  let most = 0;
  const task = () =>
    new Promise<string>((resolve) => {
      running += 1;
      most = Math.max(most, running);
      ends.push(() => {
        running -= 1;
        resolve('done');
      });
    });
  return { task, ends, most: () => most, running: () => running };
}

/** How early a timer may fire by performance.now() on a busy machine. */
const TIMER_SLACK_MS = 5;

describe('a bounded queue', () => {
  it('runs at most its concurrency at once, holds at most maxHeld and refuses the rest with 503', async () => {
    const run = boundedQueue({ concurrency: 2, maxHeld: 5, busy: 'Busy.' });
    const gated = gatedTasks();
    const results = Array.from({ length: 8 }, () => run(gated.task).catch((error: unknown) => error));
    expect(gated.running()).toBe(2);
    for (let held = 0; held < 5; held += 1) {
      await vi.waitFor(() => expect(gated.ends.length).toBeGreaterThan(0));
      gated.ends.shift()?.();
    }
    const settled = await Promise.all(results);
    expect(settled.filter((result) => result === 'done')).toHaveLength(5);
    const refused = settled.filter((result) => result instanceof ApiFailure);
    expect(refused).toHaveLength(3);
    expect(refused[0]).toMatchObject({ status: 503, message: 'Busy.', retryAfterSeconds: 1 });
    expect(gated.most()).toBe(2);
  });

  it('takes tasks again once the held ones are done', async () => {
    const run = boundedQueue({ concurrency: 1, maxHeld: 1, busy: 'Busy.' });
    const first = run(async () => 'first');
    await expect(run(async () => 'refused')).rejects.toBeInstanceOf(ApiFailure);
    await expect(first).resolves.toBe('first');
    await expect(run(async () => 'again')).resolves.toBe('again');
  });

  it('starts tasks at least the interval apart, however fast they finish', async () => {
    const run = boundedQueue({ concurrency: 1, maxHeld: 10, busy: 'Busy.', interval: 60 });
    const startedAt: number[] = [];
    await Promise.all(Array.from({ length: 4 }, () => run(async () => startedAt.push(performance.now()))));
    for (let index = 1; index < startedAt.length; index += 1) {
      // Node's timers count from the event loop's clock, read once per turn: on a busy machine a
      // timer may fire a few milliseconds early by performance.now(). Unspaced, they start together.
      expect((startedAt[index] ?? 0) - (startedAt[index - 1] ?? 0)).toBeGreaterThanOrEqual(60 - TIMER_SLACK_MS);
    }
  });

  it('frees the turn of a task that runs past the timeout', async () => {
    const run = boundedQueue({ concurrency: 1, maxHeld: 2, busy: 'Busy.', timeout: 50 });
    const stuck = run(() => new Promise<never>(() => undefined));
    await expect(run(async () => 'next')).resolves.toBe('next');
    await expect(stuck).rejects.toThrow(/timed out/);
  });
});
