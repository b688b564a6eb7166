import { ApiError, createApiClient, type CallInput, type CallName, type CallOutput } from '../../api/index.ts';
import { buildEnv } from '../../config/env.build.ts';
import { createBuildFetch } from './http-fetch.build.ts';
import { localCatalogFetch } from './local-api.build.ts';

/** Calls in flight at once: enough to keep the API busy without swamping a small host. */
export const CONCURRENCY = 16;

const httpFetch = createBuildFetch(CONCURRENCY);

/** The API's own code in this process when a publish set it up (it may do so after this module loads), else HTTP. */
const catalogFetch: typeof fetch = (input, init) => (localCatalogFetch() ?? httpFetch)(input, init);

/** Calls the catalogue API anonymously (no token: answers carry no prices or stock). */
const client = createApiClient({
  baseUrl: buildEnv.API_BASE,
  fetch: catalogFetch,
  retry: 2,
  timeout: 60_000,
});

/**
 * Makes one call; a failure or an answer that breaks the contract stops the build with a message
 * naming the call, its input and every offending field.
 */
export async function pull<N extends CallName>(name: N, input: CallInput<N>): Promise<CallOutput<N>> {
  try {
    return await client.call(name, input);
  } catch (cause) {
    throw new Error(describeFailure(name, input, cause), { cause });
  }
}

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
