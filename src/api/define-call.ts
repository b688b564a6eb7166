import type * as z from 'zod/mini';

/** Who may make a call: anyone, anyone (answers differ when signed in), or a signed-in account only. */
export type CallAuth = 'none' | 'optional' | 'bearer';
export type CallMethod = 'GET' | 'POST';

/** Any schema of the contract. */
export type Schema = z.ZodMiniType;

/**
 * One call of the API. For GET `request` describes the query string, for POST the JSON body.
 * Path parameters are written `:name` in `path` and are taken from the request input.
 */
export interface CallDefinition<Req extends Schema = Schema, Res extends Schema = Schema> {
  /** The call's name in the spec and in error messages, e.g. `SearchProducts`. */
  name: string;
  method: CallMethod;
  path: string;
  auth: CallAuth;
  request: Req;
  response: Res;
  /** Content type of a POST body when it is not plain `application/json`. */
  contentType?: string;
}

/** What a caller passes: query values for GET (path parameters included), the body for POST. */
export type InputOf<D extends CallDefinition> = z.input<D['request']>;
/** The parsed answer of a call. */
export type OutputOf<D extends CallDefinition> = z.output<D['response']>;

/**
 * Keeps the exact schema types of a call so inputs and outputs are inferred per call. Marked free
 * of side effects so a bundle keeps only the definitions it uses.
 */
/* @__NO_SIDE_EFFECTS__ */
export function defineCall<Req extends Schema, Res extends Schema>(
  definition: CallDefinition<Req, Res>,
): CallDefinition<Req, Res> {
  return definition;
}

/** Names of the `:param` segments of a path, in order. */
export function pathParams(path: string): string[] {
  return [...path.matchAll(/:([A-Za-z_]\w*)/g)].map((match) => match[1] ?? '');
}
