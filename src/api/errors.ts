import * as z from 'zod/mini';
import { documentText } from './rules.ts';

/** One rejected field of a request: `field` is the dotted path (`body` for the whole), `reason` the message. */
export const apiIssue = z.object({ field: documentText, reason: documentText });

/** Body of every 4xx/5xx answer of the API; the server builds it with `errorBody`. */
export const apiErrorBody = z.object({
  error: documentText,
  issues: z._default(z.array(apiIssue), []),
});

export type ApiIssue = z.infer<typeof apiIssue>;
export type ApiErrorBody = z.infer<typeof apiErrorBody>;

/** The one error shape of the API, for every 4xx and 5xx answer. */
export function errorBody(error: string, issues: ApiIssue[] = []): ApiErrorBody {
  return { error, issues };
}

/** Field issues of a failed parse, in the shape of the API error body. */
export function issuesFromZod(error: z.core.$ZodError): ApiIssue[] {
  return error.issues.map((issue) => ({
    field: issue.path.length > 0 ? issue.path.map(String).join('.') : 'body',
    reason: issue.message,
  }));
}

interface ApiErrorDetails {
  /** HTTP status of the answer; 0 when no answer came (network failure, request not sent). */
  status: number;
  call: string;
  issues?: ApiIssue[];
  /** Seconds the server asked to wait before trying again (`Retry-After` of a 429 or 503). */
  retryAfterSeconds?: number | undefined;
  cause?: unknown;
}

/** Any failure of an API call: HTTP error, network failure, or a body that breaks the contract. */
export class ApiError extends Error {
  readonly status: number;
  readonly call: string;
  readonly issues: ApiIssue[];
  readonly retryAfterSeconds: number | undefined;

  constructor(message: string, details: ApiErrorDetails) {
    super(message, { cause: details.cause });
    this.name = 'ApiError';
    this.status = details.status;
    this.call = details.call;
    this.issues = details.issues ?? [];
    this.retryAfterSeconds = details.retryAfterSeconds;
  }
}
