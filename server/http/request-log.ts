import { randomUUID } from 'node:crypto';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../context.ts';
import type { Logger } from '../log.ts';
import { clientAddress } from '../security/client-address.ts';

/** Longest client request id kept in the log; the rest is cut. */
const CLIENT_ID_LENGTH = 200;

/** A client's `X-Request-Id` as a log field: bounded and without control characters (no forged lines). */
function clientRequestId(header: string | undefined): string | undefined {
  const plain = header
    ?.slice(0, CLIENT_ID_LENGTH * 2)
    .replace(/\p{Cc}/gu, '')
    .slice(0, CLIENT_ID_LENGTH);
  return plain || undefined;
}

/**
 * One log line per request: method, path (never the query, which may carry a human-verification
 * token or a search), status, milliseconds and the request id, which is also sent back as
 * `X-Request-Id`. The id is always the server's own, so no client can make its lines share a
 * victim's id; an id the client sent (a proxy's, to link logs) is logged beside it as
 * `clientRequestId`. Handlers log through `c.var.log`, which carries both and the client's address
 * (as the rate limits read it).
 */
export function requestLog(logger: Logger, trustedProxies: number) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const started = performance.now();
    const reqId = randomUUID();
    c.set('requestId', reqId);
    c.header('X-Request-Id', reqId);
    const fromClient = clientRequestId(c.req.header('X-Request-Id'));
    c.set(
      'log',
      logger.child({
        reqId,
        ...(fromClient && { clientRequestId: fromClient }),
        address: clientAddress(c, trustedProxies),
      }),
    );
    await next();
    c.var.log.info(
      {
        method: c.req.method,
        path: c.req.path.slice(0, 300),
        status: c.res.status,
        ms: Math.round((performance.now() - started) * 10) / 10,
      },
      'request',
    );
  });
}
