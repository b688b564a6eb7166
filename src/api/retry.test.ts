import { sendWithRetry } from './retry.ts';

/** A fetch that answers the given statuses in turn (a thrown error for `'offline'`). */
function answering(...outcomes: Array<number | 'offline'>) {
  const seen: RequestInit[] = [];
  const fetcher: typeof fetch = async (_url, init) => {
    seen.push(init ?? {});
    const next = outcomes.shift() ?? 200;
    if (next === 'offline') throw new TypeError('fetch failed');
    return new Response('{}', { status: next });
  };
  return { fetcher, seen };
}

describe('sending with retries', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('tries again after a passing server fault or a network error, then answers', async () => {
    const { fetcher, seen } = answering(503, 'offline', 200);
    const sent = sendWithRetry(fetcher, 'http://api.test/x', { init: {}, retries: 2, timeout: 1000 });
    await vi.runAllTimersAsync();
    expect((await sent).status).toBe(200);
    expect(seen).toHaveLength(3);
  });

  it('answers the last failure once the retries are spent', async () => {
    const { fetcher, seen } = answering(503, 503, 503, 200);
    const sent = sendWithRetry(fetcher, 'http://api.test/x', { init: {}, retries: 2, timeout: 1000 });
    await vi.runAllTimersAsync();
    expect((await sent).status).toBe(503);
    expect(seen).toHaveLength(3);
  });

  it('does not repeat a refusal such as 400', async () => {
    const { fetcher, seen } = answering(400, 200);
    const sent = sendWithRetry(fetcher, 'http://api.test/x', { init: {}, retries: 2, timeout: 1000 });
    expect((await sent).status).toBe(400);
    expect(seen).toHaveLength(1);
  });

  it('stops at once when the caller aborts', async () => {
    const { fetcher, seen } = answering('offline', 200);
    const caller = new AbortController();
    const sent = sendWithRetry(fetcher, 'http://api.test/x', {
      init: {},
      retries: 2,
      timeout: 1000,
      signal: caller.signal,
    });
    const outcome = sent.then(
      () => 'answered',
      () => 'aborted',
    );
    await vi.advanceTimersByTimeAsync(0);
    caller.abort();
    await vi.runAllTimersAsync();
    expect(await outcome).toBe('aborted');
    expect(seen).toHaveLength(1);
  });
});
