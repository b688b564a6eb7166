import { EventSourceParserStream } from 'eventsource-parser/stream';
import { GetPublishing, PublishNow, RollbackBuild } from '../../api/calls/staff.ts';
import { publishProgressPath, publishRun, type PublishRun } from '../../api/staff-publishing.ts';
import { publicApiBase } from '../../config/public-env.ts';
import { $token } from '../session/token.store.ts';
import { api } from '../session/api.ts';

/** The staff publishing calls; anyone else gets 404 from each of them. */

export const fetchPublishing = () => api.call(GetPublishing, {});
export const publishNow = () => api.call(PublishNow, {});
export const rollbackTo = (build: string) => api.call(RollbackBuild, { build });

/** Reads one progress stream: true once the server said the publish is done, false when the stream just ended. */
async function followStream(onRun: (run: PublishRun) => void, signal: AbortSignal): Promise<boolean> {
  const answer = await fetch(`${publicApiBase}${publishProgressPath}`, {
    headers: { Accept: 'text/event-stream', Authorization: `Bearer ${$token.get()}` },
    signal,
  });
  if (!answer.ok || !answer.body) throw new Error(`The progress could not be followed (HTTP ${answer.status})`);
  // A reader rather than `for await`: not every browser iterates a stream yet.
  const events = answer.body
    .pipeThrough(new TextDecoderStream())
    .pipeThrough(new EventSourceParserStream())
    .getReader();
  for (let next = await events.read(); !next.done; next = await events.read()) {
    if (next.value.event === 'done') return true;
    const run = publishRun.safeParse(JSON.parse(next.value.data));
    if (run.success) onRun(run.data);
  }
  return false;
}

/**
 * Follows the running publish (Server-Sent Events, read with fetch so the bearer token goes along):
 * `onRun` at each step until the server says it is done or `signal` stops it. The server ends each
 * stream after a while (so a node can shut down); the next one follows on.
 */
export async function followPublish(onRun: (run: PublishRun) => void, signal: AbortSignal): Promise<void> {
  while (!(await followStream(onRun, signal)));
}
