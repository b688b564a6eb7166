import { pathParams } from './define-call.ts';

/** Path with its `:params` filled from `values` (URL-encoded), and the values left over. */
export function fillPath(
  path: string,
  values: Record<string, unknown>,
): { path: string; rest: Record<string, unknown> } {
  const rest = { ...values };
  let filled = path;
  for (const name of pathParams(path)) {
    filled = filled.replace(`:${name}`, encodeURIComponent(String(values[name] ?? '')));
    delete rest[name];
  }
  return { path: filled, rest };
}

/** Query string values of a GET input; absent values are left out. */
export function toSearchParams(values: Record<string, unknown>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    if (value !== undefined && value !== null) params.append(key, String(value));
  }
  return params;
}

/** Address of a call as the client sends it: base, path and query (absent values left out; none for a POST). */
export function getUrl(baseUrl: string, path: string, query: Record<string, unknown>): string {
  const search = toSearchParams(query).toString();
  return baseUrl.replace(/\/+$/, '') + path + (search === '' ? '' : `?${search}`);
}

/** JSON text of a body; an empty body reads as null (ValidateCaptcha may answer nothing). */
export function parseJsonText(text: string): unknown {
  return text.trim() === '' ? null : JSON.parse(text);
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
