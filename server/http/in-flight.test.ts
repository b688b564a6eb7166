import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import { handleError } from './errors.ts';
import { requestsInFlight } from './in-flight.ts';

/**
 * The threat: one client opening many connections at once takes every turn of the event loop from
 * everyone else. Past MAX_REQUESTS_PER_ADDRESS requests in flight, one more from that address is
 * refused at once with 429 while other addresses are served.
 */
const MAX = 16;
let server: ServerType;
let baseUrl: string;
let held: { started: number; release: () => void; released: Promise<void> };
const hold = () => {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  held = { started: 0, release, released };
};
let startedOne = () => {};

const app = new Hono();
app.onError(handleError);
app.use('*', requestsInFlight(MAX, 1));
app.get('/slow', async (c) => {
  held.started += 1;
  startedOne();
  await held.released;
  return c.json({ ok: true });
});

beforeAll(async () => {
  server = await new Promise((resolve) => {
    const started = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(started));
  });
  const address = server.address();
  baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(hold);

const slow = (address: string) => fetch(`${baseUrl}/slow`, { headers: { 'X-Forwarded-For': address } });
/** Resolves once `count` requests are inside the handler. */
const started = (count: number) =>
  new Promise<void>((resolve) => {
    startedOne = () => {
      if (held.started >= count) resolve();
    };
    startedOne();
  });

describe('many slow requests at once from one address', () => {
  it('are refused past the cap with 429 and Retry-After: 1, while another address is served', async () => {
    const flood = Array.from({ length: MAX }, () => slow('203.0.113.70'));
    await started(MAX);
    const refused = await slow('203.0.113.70');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('Retry-After')).toBe('1');
    expect((await refused.json()).error).toMatch(/Too many requests at once/);

    const other = slow('198.51.100.70');
    await started(MAX + 1);
    held.release();
    expect((await other).status).toBe(200);
    expect((await Promise.all(flood)).map((answer) => answer.status)).toEqual(Array(MAX).fill(200));
    // Once they are answered, the address is served again.
    expect((await slow('203.0.113.70')).status).toBe(200);
  });

  it('made in-process (the build pulling) are never capped', async () => {
    const pulls = Array.from({ length: MAX + 4 }, () => app.request('/slow'));
    await started(MAX + 4);
    held.release();
    expect((await Promise.all(pulls)).map((answer) => answer.status)).toEqual(Array(MAX + 4).fill(200));
  });
});
