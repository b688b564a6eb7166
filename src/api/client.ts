/// <reference types="astro/client" />
import ky, { isHTTPError } from 'ky';
import { type z } from 'zod';
import { calls, type CallInput, type CallName, type CallOutput } from './calls.ts';
import type { CallDefinition } from './define-call.ts';
import { apiErrorBody, ApiError, issuesFromZod } from './errors.ts';
import { fillPath, isRecord, parseJsonText, toSearchParams } from './request-parts.ts';

export interface ApiClientOptions {
  /** Origin (and optional path) of the API; '' means the page's own origin. */
  baseUrl: string;
  /** Bearer token of the session; '' or undefined when signed out. */
  getToken?: () => string | undefined;
  fetch?: typeof globalThis.fetch;
  /** Retries of idempotent (GET) calls on network errors and 408/429/5xx; ky's default is 2. */
  retry?: number;
  /** Per-attempt timeout in milliseconds; ky's default is 10000. */
  timeout?: number;
}

export interface CallOptions {
  signal?: AbortSignal;
  /** Extra request headers, e.g. the `Idempotency-Key` of an order. */
  headers?: Record<string, string>;
}

export interface ApiClient {
  /** Makes one call of the contract: validates the input, sends it, parses the answer. */
  call<N extends CallName>(name: N, input: CallInput<N>, options?: CallOptions): Promise<CallOutput<N>>;
}

/** The registry seen per call name, so a call's parsed answer keeps that call's output type. */
const registry: { [N in CallName]: CallDefinition<z.ZodType, z.ZodType<CallOutput<N>>> } = calls;

function parseOrThrow<T>(schema: z.ZodType<T>, body: unknown, name: CallName, status: number): T {
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  const issues = issuesFromZod(result.error);
  const first = issues[0];
  const where = first ? ` (${first.field || 'body'}: ${first.reason})` : '';
  throw new ApiError(`${name}: the response does not match the contract${where}`, {
    status,
    call: name,
    issues,
    cause: result.error,
  });
}

/** Turns whatever ky threw into an ApiError carrying the server's message and field issues. */
function toApiError(error: unknown, name: CallName): ApiError {
  if (error instanceof ApiError) return error;
  if (isHTTPError(error)) {
    const status = error.response.status;
    const body = apiErrorBody.safeParse(error.data);
    const message = body.success ? body.data.error : `HTTP ${status}`;
    return new ApiError(`${name} failed: ${message}`, {
      status,
      call: name,
      issues: body.success ? body.data.issues : [],
      cause: error,
    });
  }
  const reason = error instanceof Error ? error.message : String(error);
  return new ApiError(`${name} failed: ${reason}`, { status: 0, call: name, cause: error });
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const http = ky.create({
    ...(options.baseUrl ? { prefix: options.baseUrl } : {}),
    ...(options.fetch ? { fetch: options.fetch } : {}),
    ...(options.retry === undefined ? {} : { retry: options.retry }),
    ...(options.timeout === undefined ? {} : { timeout: options.timeout }),
  });

  async function send<N extends CallName>(name: N, input: CallInput<N>, callOptions: CallOptions) {
    const definition = registry[name];
    const request = parseOrThrowRequest(definition.request, input, name);
    const { path, rest } = fillPath(definition.path, request);
    const token = definition.auth === 'none' ? '' : (options.getToken?.() ?? '');
    const headers: Record<string, string> = { ...callOptions.headers, accept: 'application/json' };
    if (token) headers.authorization = `Bearer ${token}`;
    if (definition.contentType) headers['content-type'] = definition.contentType;
    const response = await http(path, {
      method: definition.method,
      headers,
      ...(definition.method === 'GET' ? { searchParams: toSearchParams(rest) } : { json: rest }),
      ...(callOptions.signal ? { signal: callOptions.signal } : {}),
    });
    const text = await response.text();
    let body: unknown;
    try {
      body = parseJsonText(text);
    } catch (cause) {
      throw new ApiError(`${name}: the response is not JSON`, { status: response.status, call: name, cause });
    }
    return parseOrThrow(definition.response, body, name, response.status);
  }

  return {
    async call(name, input, callOptions = {}) {
      try {
        return await send(name, input, callOptions);
      } catch (error) {
        throw toApiError(error, name);
      }
    },
  };
}

/** A request that breaks the contract is not sent; the caller gets the field issues. */
function parseOrThrowRequest(schema: z.ZodType, input: unknown, name: CallName): Record<string, unknown> {
  const result = schema.safeParse(input);
  if (!result.success) {
    throw new ApiError(`${name}: invalid request`, {
      status: 0,
      call: name,
      issues: issuesFromZod(result.error),
      cause: result.error,
    });
  }
  const data: unknown = result.data;
  if (!isRecord(data)) throw new ApiError(`${name}: the request is not an object`, { status: 0, call: name });
  return data;
}
