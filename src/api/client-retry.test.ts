import { GetBlogList, GetNewsDetails } from './calls/content.ts';
import { NewsLetterSignup } from './calls/forms.ts';
import { createClient } from './client.ts';
import { ApiError } from './errors.ts';
import { callSamples } from './samples/index.ts';

/** A fetch that answers the given statuses in turn (a thrown error for `'offline'`). */
function answering(...outcomes: Array<number | 'offline'>) {
  const seen: Request[] = [];
  const fetcher: typeof fetch = async (input, init) => {
    seen.push(new Request(input, init));
    const next = outcomes.shift() ?? 200;
    if (next === 'offline') throw new TypeError('fetch failed');
    const body = next === 200 ? callSamples.GetBlogList.response : { error: 'Busy' };
    return new Response(JSON.stringify(body), { status: next, headers: { 'content-type': 'application/json' } });
  };
  return { fetcher, seen };
}

/** The status an answer ends with: 200 when it passed, the ApiError's status when it failed. */
const outcomeOf = (sent: Promise<unknown>) =>
  sent.then(
    () => 200,
    (error: unknown) => (error instanceof ApiError ? error.status : -1),
  );

describe('sending with retries', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const clientOf = (fetcher: typeof fetch) =>
    createClient({ baseUrl: 'http://api.test', fetch: fetcher, retry: 2, timeout: 1000 });

  it('tries again after a passing server fault or a network error, then answers', async () => {
    const { fetcher, seen } = answering(503, 'offline', 200);
    const sent = outcomeOf(clientOf(fetcher).call(GetBlogList, {}));
    await vi.runAllTimersAsync();
    expect(await sent).toBe(200);
    expect(seen).toHaveLength(3);
  });

  it('answers the last failure once the retries are spent', async () => {
    const { fetcher, seen } = answering(503, 503, 503, 200);
    const sent = outcomeOf(clientOf(fetcher).call(GetBlogList, {}));
    await vi.runAllTimersAsync();
    expect(await sent).toBe(503);
    expect(seen).toHaveLength(3);
  });

  it('does not repeat a refusal such as 400', async () => {
    const { fetcher, seen } = answering(400, 200);
    const sent = outcomeOf(clientOf(fetcher).call(GetBlogList, {}));
    await vi.runAllTimersAsync();
    expect(await sent).toBe(400);
    expect(seen).toHaveLength(1);
  });

  it('stops at once when the caller aborts', async () => {
    const { fetcher, seen } = answering('offline', 200);
    const caller = new AbortController();
    const sent = clientOf(fetcher).call(GetBlogList, {}, { signal: caller.signal });
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

  it('gives up an attempt that outlasts its timeout and tries again', async () => {
    const seen: Request[] = [];
    const fetcher: typeof fetch = (input, init) => {
      const request = new Request(input, init);
      seen.push(request);
      if (seen.length > 1) return answering(200).fetcher(input, init);
      return new Promise((_resolve, reject) => {
        request.signal.addEventListener('abort', () => reject(request.signal.reason as Error), { once: true });
      });
    };
    const sent = outcomeOf(clientOf(fetcher).call(GetBlogList, {}));
    await vi.runAllTimersAsync();
    expect(await sent).toBe(200);
    expect(seen).toHaveLength(2);
  });

  it('reads a post again after a network error when every post of the client only reads', async () => {
    const seen: Request[] = [];
    const fetcher: typeof fetch = async (input, init) => {
      seen.push(new Request(input, init));
      if (seen.length === 1) throw new TypeError('fetch failed');
      return new Response(JSON.stringify(callSamples.GetNewsDetails.response), {
        headers: { 'content-type': 'application/json' },
      });
    };
    const reading = createClient({ baseUrl: 'http://api.test', fetch: fetcher, timeout: 1000, postsOnlyRead: true });
    const sent = outcomeOf(reading.call(GetNewsDetails, callSamples.GetNewsDetails.request));
    await vi.runAllTimersAsync();
    expect(await sent).toBe(200);
    expect(seen.map((request) => request.method)).toEqual(['POST', 'POST']);
  });

  it('never repeats a post, and tells the caller how long a 429 asks to wait', async () => {
    const seen: Request[] = [];
    const fetcher: typeof fetch = async (input, init) => {
      seen.push(new Request(input, init));
      return new Response(JSON.stringify({ error: 'Too many submissions' }), {
        status: 429,
        headers: { 'content-type': 'application/json', 'retry-after': '120' },
      });
    };
    const sent = clientOf(fetcher).call(NewsLetterSignup, { Name: 'Jo', Email: 'jo@example.com' });
    const error = await sent.then(
      () => undefined,
      (reason: unknown) => reason,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 429, retryAfterSeconds: 120, call: 'NewsLetterSignup' });
    expect(seen).toHaveLength(1);
  });
});
