import { validator } from 'hono/validator';
import type { z } from 'zod';
import type { ApiIssue } from './errors.ts';
import { errorBody } from './errors.ts';

/** Turns zod issues into the `{ field, reason }` list every 400 answer carries. */
export function issuesOf(error: z.ZodError): ApiIssue[] {
  return error.issues.map((issue) => ({
    field: issue.path.length > 0 ? issue.path.join('.') : 'body',
    reason: issue.message,
  }));
}

function validate<S extends z.ZodType>(target: 'json' | 'query' | 'param', schema: S) {
  return validator(target, (value, c) => {
    const parsed = schema.safeParse(value);
    if (!parsed.success) return c.json(errorBody('Invalid request', issuesOf(parsed.error)), 400);
    return parsed.data as z.output<S>;
  });
}

/** Validates the JSON body with a contract schema; read it with `c.req.valid('json')`. */
export const jsonBody = <S extends z.ZodType>(schema: S) => validate('json', schema);
/** Validates the query string with a contract schema; read it with `c.req.valid('query')`. */
export const queryOf = <S extends z.ZodType>(schema: S) => validate('query', schema);
/** Validates path parameters with a contract schema; read them with `c.req.valid('param')`. */
export const paramsOf = <S extends z.ZodType>(schema: S) => validate('param', schema);
