import type { HttpBindings } from '@hono/node-server';
import { createMiddleware } from 'hono/factory';

/**
 * An answer given before its request's body has all arrived (over its call's limit, or refused by a
 * limit before the body is read) says `Connection: close`, and Node closes the connection after it.
 * Otherwise the rest of the body would still be on its way while the client, told nothing, sends its
 * next request on the same connection, and the server would drop the connection mid-way through
 * discarding that rest ("other side closed"). A body that has all arrived is discarded from memory
 * and its connection kept. Requests made in-process (the build's pull) have no connection.
 */
export const closeAfterUnreadBody = createMiddleware<{ Bindings: Partial<HttpBindings> }>(async (c, next) => {
  await next();
  // `complete`: Node has parsed the whole message, its body included, off the wire.
  if (c.env?.incoming && !c.env.incoming.complete) c.header('Connection', 'close');
});
