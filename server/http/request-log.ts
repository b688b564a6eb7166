import { createMiddleware } from 'hono/factory';
import { requestId } from 'hono/request-id';
import type { AppEnv } from '../context.ts';
import type { Logger } from '../log.ts';
import { clientAddress } from '../security/client-address.ts';

/**
 * One log line per request: method, path (never the query, which may carry a human-verification
 * token or a search), status, milliseconds and the request id, which is also sent back as
 * `X-Request-Id`. Handlers log through `c.var.log`, which carries the same id and the client's
 * address (as the rate limits read it).
 */
export function requestLog(logger: Logger, trustedProxies: number) {
  // An id the client sent is kept when short and plain (letters, digits, - _ =): a proxy's id links the logs.
  const ids = requestId({ limitLength: 64 });
  const line = createMiddleware<AppEnv>(async (c, next) => {
    const started = performance.now();
    c.set('log', logger.child({ reqId: c.get('requestId'), address: clientAddress(c, trustedProxies) }));
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
  return [ids, line] as const;
}
