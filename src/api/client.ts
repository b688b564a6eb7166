import ky, { HTTPError, type KyInstance, type Options } from 'ky';
import type { CallDefinition, InputOf, OutputOf } from './define-call.ts';
import { apiErrorBody, ApiError, issuesFromZod } from './errors.ts';
import { fillPath, getUrl, isRecord, parseJsonText } from './request-parts.ts';

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
  /** Every POST this client sends only reads (a build's pull), so it is retried as a GET is. */
  postsOnlyRead?: boolean;
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

/** Answers worth a second try: timeouts, rate limits and passing server faults. */
const RETRY_STATUSES = [408, 413, 429, 500, 502, 503, 504];

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

/** Whole seconds of a `Retry-After` header given in seconds (the API never sends a date). */
function retryAfterOf(header: string | null): number | undefined {
  const seconds = Number(header?.slice(0, 12) ?? '');
  return header && Number.isFinite(seconds) && seconds >= 0 ? Math.ceil(seconds) : undefined;
}

/** The server's message and field issues of a 4xx/5xx answer (ky has already read its body). */
function httpError(name: string, error: HTTPError): ApiError {
  const { status } = error.response;
  const parsed = apiErrorBody.safeParse(error.data);
  const message = parsed.success ? parsed.data.error : `HTTP ${status}`;
  const issues = parsed.success ? parsed.data.issues : [];
  const retryAfterSeconds = retryAfterOf(error.response.headers.get('retry-after'));
  return new ApiError(`${name} failed: ${message}`, { status, call: name, issues, retryAfterSeconds, cause: error });
}

/** URL and ky options of a call: filled path and query, headers, and the JSON body of a POST. */
function requestOf(definition: CallDefinition, request: Record<string, unknown>, baseUrl: string, token: string) {
  const { path, rest } = fillPath(definition.path, request);
  const headers: Record<string, string> = { accept: 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  if (definition.method === 'GET') {
    return { url: getUrl(baseUrl, path, rest), options: { method: 'get', headers } satisfies Options };
  }
  headers['content-type'] = definition.contentType ?? 'application/json';
  return { url: getUrl(baseUrl, path, {}), options: { method: 'post', headers, json: rest } satisfies Options };
}

/**
 * The site's way to call the API: ky gives each attempt its timeout and retries GET calls on
 * network errors and 408/413/429/5xx with growing pauses (honouring `Retry-After`); the contract's
 * schemas check every request before it leaves and every answer before a caller sees it.
 */
export function createClient(options: ApiClientOptions): ApiClient {
  const http: KyInstance = ky.create({
    // Late-bound, so a page or test that replaces fetch after start-up is still used.
    fetch: options.fetch ?? ((input, init) => globalThis.fetch(input, init)),
    timeout: options.timeout ?? 10_000,
    retry: {
      limit: options.retry ?? 2,
      methods: options.postsOnlyRead ? ['get', 'post'] : ['get'],
      statusCodes: RETRY_STATUSES,
      retryOnTimeout: true,
    },
  });

  async function send<D extends CallDefinition>(definition: D, input: unknown, callOptions: CallOptions) {
    const token = definition.auth === 'none' ? '' : (options.getToken?.() ?? '');
    const { url, options: request } = requestOf(definition, validRequest(definition, input), options.baseUrl, token);
    let response: Response;
    try {
      response = await http(url, {
        ...request,
        headers: { ...callOptions.headers, ...request.headers },
        signal: callOptions.signal,
      });
    } catch (error) {
      if (error instanceof HTTPError) throw httpError(definition.name, error);
      throw error;
    }
    const text = await response.text();
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
