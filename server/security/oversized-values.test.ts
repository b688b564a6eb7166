import { calls } from '../../src/api/calls.ts';
import { issueFields, startTestApi, type TestApi } from '../test/test-server.ts';
import { maxBodyBytes } from '../http/body-limits.ts';
import { backtrackingBait, contractCalls, STUCK_MS, stringLeaves, withLeaves } from '../test/hostile-input.ts';

/**
 * The attack: one request with a huge, pattern-hostile value (a 200 KB email took the thread for
 * 26 s) froze the site, the API and ordering for everybody. Every string of every call is sent
 * at the size of that attack while another visitor keeps asking for a page of products. A body over
 * its call's limit (server/http/body-limits.ts) is refused unread with 413 naming `body`; one under
 * it, by the value's length, naming the value's field.
 */
const BODY_VALUE_LENGTH = 200_000;
/** Query strings travel in the request line, which Node caps at 16 KB of headers. */
const QUERY_VALUE_LENGTH = 8_000;

let api: TestApi;
let token: string;
beforeAll(async () => {
  api = await startTestApi(0);
  token = (await api.login('dealer')).token;
});
afterAll(() => api.close());

/** Asks for the new products page over and over until stopped; answers the slowest wait. */
function probe(): { stop(): Promise<number> } {
  let running = true;
  let slowest = 0;
  const loop = (async () => {
    while (running) {
      const started = performance.now();
      const answer = await api.send('GetNewProducts', {});
      expect(answer.status).toBe(200);
      slowest = Math.max(slowest, performance.now() - started);
    }
  })();
  return {
    stop: async () => {
      running = false;
      await loop;
      return slowest;
    },
  };
}

const withStrings = contractCalls.filter((call) => stringLeaves(call.sample).length > 0);

describe.each(withStrings)('$name with 200 KB values', ({ name, method, sample }) => {
  const leaves = stringLeaves(sample);
  const length = method === 'GET' ? QUERY_VALUE_LENGTH : BODY_VALUE_LENGTH;

  it('refuses each one by its length, naming the field, while others are served', async () => {
    const watcher = probe();
    for (const leaf of leaves) {
      const hostile = withLeaves(sample, [leaf], () => backtrackingBait(length));
      const answer = await api.send(name, hostile, { token });
      const label = `${name} ${leaf.join('.')}`;
      const overLimit = method === 'POST' && JSON.stringify(hostile).length > maxBodyBytes(calls[name].path);
      if (overLimit) {
        expect(answer.status, label).toBe(413);
        expect(issueFields(answer.body), label).toEqual(['body']);
        continue;
      }
      expect(answer.status, label).toBeGreaterThanOrEqual(400);
      expect(answer.status, label).toBeLessThan(500);
      if (method === 'POST') expect(issueFields(answer.body), label).toContain(leaf.join('.'));
    }
    expect(await watcher.stop()).toBeLessThan(STUCK_MS);
  });
});
