import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import * as z from 'zod/mini';
import { errorBody, type ApiIssue } from '../../src/api/errors.ts';
import { HUMAN_PASS_HEADER } from '../../src/api/misc.ts';
import { cannotWriteCause } from '../db/cannot-write.ts';
import { log, securityEvent, type Logger } from '../log.ts';

/** Thrown by handlers for an expected refusal (404 for another account's order, 401, 409...). */
export class ApiFailure extends Error {
  readonly status: 400 | 401 | 403 | 404 | 409 | 422 | 429 | 503;
  readonly issues: ApiIssue[];
  /** Sent as `Retry-After` (429 and 503). */
  readonly retryAfterSeconds: number | undefined;
  constructor(status: ApiFailure['status'], message: string, issues: ApiIssue[] = [], retryAfterSeconds?: number) {
    super(message);
    this.status = status;
    this.issues = issues;
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/** The request's logger (with its id and address), or the server's log before it is set. */
const loggerOf = (c: Context): Logger => (c.get('log') as Logger | undefined) ?? log;

/** Refusals an operator reads after an incident: limits reached and refused human-verification passes. */
function eventOf(failure: ApiFailure): string | undefined {
  if (failure.status === 429) return 'too many requests';
  if (failure.status === 403 && failure.issues.some((issue) => issue.field === HUMAN_PASS_HEADER)) {
    return 'human pass refused';
  }
  return undefined;
}

/** How long a client waits before trying a save again when the database cannot write. */
const CANNOT_WRITE_RETRY_SECONDS = 30;

/** Unknown errors answer 500 without internals; the cause is logged for operators. */
export function handleError(err: Error, c: Context) {
  if (err instanceof ApiFailure) {
    if (err.retryAfterSeconds !== undefined) c.header('Retry-After', String(err.retryAfterSeconds));
    const event = eventOf(err);
    if (event) securityEvent(event, { path: c.req.path, reason: err.message }, loggerOf(c));
    return c.json(errorBody(err.message, err.issues), err.status);
  }
  if (err instanceof HTTPException) {
    const status = err.status;
    const message = status === 400 ? 'Malformed request body' : err.message || 'Request failed';
    return c.json(errorBody(message, status === 400 ? [{ field: 'body', reason: message }] : []), status);
  }
  const logger = loggerOf(c);
  if (err instanceof z.core.$ZodError) {
    // A stored record that breaks the contract fails the call that reads it, not the server: the
    // editor finds the field in the log (the build's own pull names it in its report).
    logger.error(
      { event: 'stored record unreadable', path: c.req.path, issues: err.issues },
      'stored record unreadable',
    );
    return c.json(errorBody('A stored record cannot be read. Please try again later.'), 422);
  }
  const fault = cannotWriteCause(err);
  if (fault) {
    // A full disk (or memory) is the operator's to fix; the visitor is told to retry, not that we broke.
    logger.error(
      { event: 'database cannot write', cause: fault.cause, code: fault.code, path: c.req.path },
      `database cannot write: ${fault.cause}`,
    );
    c.header('Retry-After', String(CANNOT_WRITE_RETRY_SECONDS));
    return c.json(errorBody('The service is briefly unable to save; please try again shortly'), 503);
  }
  logger.error({ err, path: c.req.path }, 'unhandled API error');
  return c.json(errorBody('Internal server error'), 500);
}
