import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { errorBody, type ApiIssue } from '../../src/api/errors.ts';

/** Thrown by handlers for an expected refusal (404 for another account's order, 401, 409...). */
export class ApiFailure extends Error {
  readonly status: 400 | 401 | 403 | 404 | 409 | 422;
  readonly issues: ApiIssue[];
  constructor(status: ApiFailure['status'], message: string, issues: ApiIssue[] = []) {
    super(message);
    this.status = status;
    this.issues = issues;
  }
}

/** Unknown errors answer 500 without internals; the cause is logged for operators. */
export function handleError(err: Error, c: Context) {
  if (err instanceof ApiFailure) return c.json(errorBody(err.message, err.issues), err.status);
  if (err instanceof HTTPException) {
    const status = err.status;
    const message = status === 400 ? 'Malformed request body' : err.message || 'Request failed';
    return c.json(errorBody(message, status === 400 ? [{ field: 'body', reason: message }] : []), status);
  }
  console.error('Unhandled API error', err);
  return c.json(errorBody('Internal server error'), 500);
}
