import type { z } from 'zod';

/** Who may make a call: anyone, anyone (answers differ when signed in), or a signed-in account only. */
export type CallAuth = 'none' | 'optional' | 'bearer';
export type CallMethod = 'GET' | 'POST';

/**
 * One call of the API. For GET `request` describes the query string, for POST the JSON body.
 * Path parameters are written `:name` in `path` and are taken from the request input.
 */
export interface CallDefinition<Req extends z.ZodType = z.ZodType, Res extends z.ZodType = z.ZodType> {
  method: CallMethod;
  path: string;
  auth: CallAuth;
  request: Req;
  response: Res;
  /** Content type of a POST body when it is not plain `application/json`. */
  contentType?: string;
}

/** Keeps the exact schema types of a call so inputs and outputs are inferred per call. */
export function defineCall<Req extends z.ZodType, Res extends z.ZodType>(
  definition: CallDefinition<Req, Res>,
): CallDefinition<Req, Res> {
  return definition;
}

/** Names of the `:param` segments of a path, in order. */
export function pathParams(path: string): string[] {
  return [...path.matchAll(/:([A-Za-z_]\w*)/g)].map((match) => match[1] ?? '');
}
