/** Answers worth a second try: timeouts, rate limits and passing server faults. */
const RETRY_STATUSES = new Set([408, 413, 429, 500, 502, 503, 504]);
/** Wait before the first retry; doubled for each further one. */
const FIRST_DELAY_MS = 300;

export interface SendPlan {
  init: RequestInit;
  /** Further attempts after a network error or a retryable status (0 for calls that change data). */
  retries: number;
  /** Milliseconds one attempt may take. */
  timeout: number;
  signal?: AbortSignal | undefined;
}

function pause(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => (clearTimeout(timer), reject(signal.reason)), { once: true });
  });
}

/**
 * Sends a request, giving each attempt its own timeout and retrying with growing pauses. A caller's
 * abort ends it at once and is never retried.
 */
export async function sendWithRetry(fetcher: typeof fetch, url: string, plan: SendPlan): Promise<Response> {
  for (let attempt = 0; ; attempt += 1) {
    const timeout = AbortSignal.timeout(plan.timeout);
    const signal = plan.signal ? AbortSignal.any([plan.signal, timeout]) : timeout;
    const last = attempt >= plan.retries;
    try {
      const response = await fetcher(url, { ...plan.init, signal });
      if (last || !RETRY_STATUSES.has(response.status)) return response;
    } catch (error) {
      if (last || plan.signal?.aborted) throw error;
    }
    await pause(FIRST_DELAY_MS * 2 ** attempt, plan.signal);
  }
}
