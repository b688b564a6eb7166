import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import { noInputRequest } from '../../src/api/lists.ts';
import { rollbackRequest, type PublishingState } from '../../src/api/staff-publishing.ts';
import { callerOf } from '../auth/middleware.ts';
import { requireStaffOr404 } from '../auth/staff.ts';
import type { AppContext, AppEnv } from '../context.ts';
import { ApiFailure } from '../http/errors.ts';
import { jsonBody } from '../http/validate.ts';
import { securityEvent } from '../log.ts';
import type { PublishingControl } from '../publishing/control.ts';
import { catalogRevision } from '../catalog/catalog-revision.ts';
import { draftsWaiting, recordsChangedSince } from '../publishing/waiting.ts';

/** How long one progress stream lasts at most: a node shutting down waits for no longer; the page follows on with another. */
const STREAM_MS = 30_000;

/**
 * Publishing from the browser: `/api/Staff/Publishing/…` for the staff account signed in as
 * itself. Anyone else (anonymous, a dealer, staff signed in as a dealer) gets the 404 of a call that
 * does not exist, so the calls are not even seen; each refusal and every action is a security event.
 */
export function staffPublishingRoutes(ctx: AppContext, control: PublishingControl): Hono<AppEnv> {
  const { db } = ctx;
  async function state(): Promise<PublishingState> {
    const builds = control.builds();
    const liveRevision = builds.find((build) => build.live)?.revision;
    const revision = await catalogRevision(db);
    const changed = liveRevision === undefined ? [] : await recordsChangedSince(db, liveRevision);
    return {
      revision,
      waiting: [...(await draftsWaiting(db)), ...changed],
      otherChanges: liveRevision === undefined || (liveRevision !== revision && changed.length === 0),
      running: control.running(),
      builds,
      reports: control.reports(),
    };
  }

  return new Hono<AppEnv>()
    .use('*', requireStaffOr404(ctx))
    .post('/GetPublishing', jsonBody(noInputRequest), async (c) => c.json(await state()))
    .post('/PublishNow', jsonBody(noInputRequest), (c) => {
      const build = control.request('staff', false, callerOf(c).userName);
      securityEvent('publish requested', { user: callerOf(c).userName, build }, c.var.log);
      return c.json({ build }, 202);
    })
    .post('/RollbackBuild', jsonBody(rollbackRequest), (c) => {
      const { build } = c.req.valid('json');
      securityEvent('rollback requested', { user: callerOf(c).userName, build }, c.var.log);
      const outcome = control.rollback(build, callerOf(c).userName);
      if (!outcome.ok) throw new ApiFailure(outcome.status, outcome.reason);
      return c.json({ build }, 202);
    })
    .get('/Progress', (c) =>
      // `progress` with the running publish at each step, then `done` with the newest report; the
      // page reattaches after a reload, or after STREAM_MS, by calling again.
      streamSSE(c, async (stream) => {
        let sending = Promise.resolve();
        let over = false;
        await new Promise<void>((resolve) => {
          const send = () => {
            sending = sending.then(async () => {
              if (over) return;
              const run = control.running();
              if (run) return stream.writeSSE({ event: 'progress', data: JSON.stringify(run) });
              stop();
              await stream.writeSSE({ event: 'done', data: JSON.stringify(control.reports()[0] ?? null) });
            });
          };
          const unwatch = control.watch(send);
          const stop = () => {
            over = true;
            clearTimeout(timer);
            unwatch();
            resolve();
          };
          const timer = setTimeout(stop, STREAM_MS);
          stream.onAbort(stop);
          send();
        });
        await sending;
      }),
    );
}
