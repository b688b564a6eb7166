import PQueue from 'p-queue';
import { ApiError, createApiClient, type CallInput, type CallName, type CallOutput } from '../../../src/api/index.ts';
import { buildEnv } from '../../../src/config/env.build.ts';

/** Calls in flight at once: enough to keep the API busy without swamping a small host. */
export const CONCURRENCY = 16;

/**
 * Calls of one pull over HTTP in flight at once, whatever its parts pull side by side: the API
 * holds back more than 16 at once from one address (MAX_REQUESTS_PER_ADDRESS's default).
 */
export const HTTP_IN_FLIGHT = 8;

/** One anonymous call of the catalogue API, as the build makes it (answers carry no prices or stock). */
export type Pull = <N extends CallName>(name: N, input: CallInput<N>) => Promise<CallOutput<N>>;

/**
 * A pull over `fetch`: a failure or an answer that breaks the contract stops the build with a
 * message naming the call, its input and every offending field. A publish on the API's own host
 * passes a `fetch` that answers from the API's code in the same process (no sockets), where no
 * address limit applies, and may keep more calls in flight.
 */
export function createPull(
  fetch: typeof globalThis.fetch,
  baseUrl: string = buildEnv.API_BASE,
  inFlight = HTTP_IN_FLIGHT,
): Pull {
  // A connection the API closes as a request is sent on it (a keep-alive timing out on a busy
  // machine) fails that read with a network error: it is read again, as every pull call only reads.
  const client = createApiClient({ baseUrl, fetch, retry: 2, timeout: 60_000, postsOnlyRead: true });
  const queue = new PQueue({ concurrency: inFlight });
  return async (name, input) => {
    try {
      return await queue.add(() => client.call(name, input));
    } catch (cause) {
      throw new Error(describeFailure(name, input, cause), { cause });
    }
  };
}

let http: Pull | undefined;

/** The pull of `API_BASE` over HTTP (`astro build`, `astro dev`), made on first use. */
export const httpPull: Pull = (name, input) => (http ??= createPull(fetch))(name, input);

const INPUT_SHOWN = 120;

/** The build's error message: call, input, HTTP status, and each rejected field with its reason. */
export function describeFailure(name: string, input: unknown, cause: unknown): string {
  const json = input && typeof input === 'object' && Object.keys(input).length > 0 ? JSON.stringify(input) : '';
  // A bulk call names hundreds of products: the field of each issue says which one.
  const args = json.length > INPUT_SHOWN ? ` ${json.slice(0, INPUT_SHOWN)}…` : json && ` ${json}`;
  const head = `Catalogue pull failed: ${name}${args}`;
  if (!(cause instanceof ApiError)) return `${head}: ${cause instanceof Error ? cause.message : String(cause)}`;
  const status = cause.status ? ` (HTTP ${cause.status})` : '';
  const fields = cause.issues.map((issue) => `\n  - ${issue.field || '(body)'}: ${issue.reason}`).join('');
  return `${head}${status}: ${cause.message}${fields}`;
}
