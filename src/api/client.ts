import type { CallDefinition, InputOf, OutputOf } from './define-call.ts';
import { apiErrorBody, ApiError, issuesFromZod } from './errors.ts';
import { fillPath, isRecord, parseJsonText, toSearchParams } from './request-parts.ts';
import { sendWithRetry } from './retry.ts';

export interface ApiClientOptions {
  /** Origin (and optional path) of the API; '' means the page's own origin. */
  baseUrl: string;
  /** Bearer token of the session; '' or undefined when signed out. */
  getToken?: () => string | undefined;
  fetch?: typeof globalThis.fetch;
  /** Retries of idempotent (GET) calls on network errors and 408/429/5xx; 2 unless set. */
  retry?: number;
  /** Per-attempt timeout in milliseconds; 10000 unless set. */
  timeout?: number;
}

export interface CallOptions {
  signal?: AbortSignal;
  /** Extra request headers, e.g. the `Idempotency-Key` of an order. */
  headers?: Record<string, string>;
}

export interface ApiClient {
  /** Makes one call of the contract: validates the input, sends it, parses the answer. */
  call<D extends CallDefinition>(definition: D, input: InputOf<D>, options?: CallOptions): Promise<OutputOf<D>>;
}

/** A request that breaks the contract is not sent; the caller gets the field issues. */
function validRequest(definition: CallDefinition, input: unknown): Record<string, unknown> {
  const { name } = definition;
  const result = definition.request.safeParse(input);
  if (!result.success) {
    const issues = issuesFromZod(result.error);
    throw new ApiError(`${name}: invalid request`, { status: 0, call: name, issues, cause: result.error });
  }
  const data: unknown = result.data;
  if (!isRecord(data)) throw new ApiError(`${name}: the request is not an object`, { status: 0, call: name });
  return data;
}

function parseAnswer<D extends CallDefinition>(definition: D, body: unknown, status: number): OutputOf<D> {
  const { name } = definition;
  const result = definition.response.safeParse(body);
  if (result.success) return result.data as OutputOf<D>;
  const issues = issuesFromZod(result.error);
  const where = issues[0] ? ` (${issues[0].field}: ${issues[0].reason})` : '';
  const message = `${name}: the response does not match the contract${where}`;
  throw new ApiError(message, { status, call: name, issues, cause: result.error });
}

/** The server's message and field issues of a 4xx/5xx answer. */
function httpError(name: string, response: Response, text: string): ApiError {
  const { status } = response;
  const cause = new Error(`HTTP ${status} ${response.statusText}`.trim());
  let body: unknown;
  try {
    body = parseJsonText(text);
  } catch {
    body = undefined;
  }
  const parsed = apiErrorBody.safeParse(body);
  const message = parsed.success ? parsed.data.error : `HTTP ${status}`;
  const issues = parsed.success ? parsed.data.issues : [];
  return new ApiError(`${name} failed: ${message}`, { status, call: name, issues, cause });
}

/** The request of a call: URL with filled path and query, headers, and the JSON body of a POST. */
function requestOf(definition: CallDefinition, request: Record<string, unknown>, baseUrl: string, token: string) {
  const { path, rest } = fillPath(definition.path, request);
  const headers: Record<string, string> = { accept: 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  const url = baseUrl.replace(/\/+$/, '') + path;
  if (definition.method === 'GET') {
    const query = toSearchParams(rest).toString();
    return { url: query ? `${url}?${query}` : url, init: { method: 'GET', headers } };
  }
  headers['content-type'] = definition.contentType ?? 'application/json';
  return { url, init: { method: 'POST', headers, body: JSON.stringify(rest) } };
}

/** The site's way to call the API: plain fetch, so islands carry no HTTP library. */
export function createClient(options: ApiClientOptions): ApiClient {
  const fetcher = options.fetch ?? ((input, init) => globalThis.fetch(input, init));

  async function send<D extends CallDefinition>(definition: D, input: unknown, callOptions: CallOptions) {
    const token = definition.auth === 'none' ? '' : (options.getToken?.() ?? '');
    const { url, init } = requestOf(definition, validRequest(definition, input), options.baseUrl, token);
    const response = await sendWithRetry(fetcher, url, {
      init: { ...init, headers: { ...callOptions.headers, ...init.headers } },
      retries: definition.method === 'GET' ? (options.retry ?? 2) : 0,
      timeout: options.timeout ?? 10_000,
      signal: callOptions.signal,
    });
    const text = await response.text();
    if (!response.ok) throw httpError(definition.name, response, text);
    let body: unknown;
    try {
      body = parseJsonText(text);
    } catch (cause) {
      const { name } = definition;
      throw new ApiError(`${name}: the response is not JSON`, { status: response.status, call: name, cause });
    }
    return parseAnswer(definition, body, response.status);
  }

  return {
    async call(definition, input, callOptions = {}) {
      try {
        return await send(definition, input, callOptions);
      } catch (error) {
        if (error instanceof ApiError) throw error;
        const reason = error instanceof Error ? error.message : String(error);
        throw new ApiError(`${definition.name} failed: ${reason}`, { status: 0, call: definition.name, cause: error });
      }
    },
  };
}
