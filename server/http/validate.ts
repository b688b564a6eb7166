import type { Context } from 'hono';
import { validator } from 'hono/validator';
import * as z from 'zod/mini';
import { en } from 'zod/locales';
import { errorBody, issuesFromZod } from '../../src/api/errors.ts';
import { nulTextIssues } from './nul-text.ts';

/** Reasons in 400 answers are read by people: the contract's own messages, else zod's English ones. */
z.config(en());

/** `application/json` and its `+json` variants (the not-found report is `application/json-patch+json`). */
const JSON_TYPE = /^application\/([\w.-]+\+)?json\s*(;.*)?$/i;

/**
 * The 400 answer for a body sent in another format. Without it the body would be read as empty and
 * the answer would blame its first field instead of the content type.
 */
export async function contentTypeFault(c: Context): Promise<Response | undefined> {
  const type = c.req.header('Content-Type');
  if (type !== undefined ? JSON_TYPE.test(type) : (await c.req.text()) === '') return undefined;
  const reason = 'Expected application/json';
  return c.json(errorBody('Unsupported content type', [{ field: 'Content-Type', reason }]), 400);
}

interface ValidateOptions {
  /**
   * Let text hold NUL characters: only for input matched in memory, never stored or sent to the
   * database (a search term).
   */
  allowNul?: boolean;
}

function validate<S extends z.ZodMiniType>(
  target: 'json' | 'query' | 'param',
  schema: S,
  { allowNul = false }: ValidateOptions = {},
) {
  return validator(target, async (value, c) => {
    const fault = target === 'json' ? await contentTypeFault(c) : undefined;
    if (fault) return fault;
    const parsed = schema.safeParse(value);
    if (!parsed.success) return c.json(errorBody('Invalid request', issuesFromZod(parsed.error)), 400);
    const nul = allowNul ? [] : nulTextIssues(parsed.data);
    if (nul.length > 0) return c.json(errorBody('Invalid request', nul), 400);
    return parsed.data as z.output<S>;
  });
}

/** Validates the JSON body with a contract schema; read it with `c.req.valid('json')`. */
export const jsonBody = <S extends z.ZodMiniType>(schema: S) => validate('json', schema);
/** Validates the query string with a contract schema; read it with `c.req.valid('query')`. */
export const queryOf = <S extends z.ZodMiniType>(schema: S, options?: ValidateOptions) =>
  validate('query', schema, options);
/** Validates path parameters with a contract schema; read them with `c.req.valid('param')`. */
export const paramsOf = <S extends z.ZodMiniType>(schema: S) => validate('param', schema);
