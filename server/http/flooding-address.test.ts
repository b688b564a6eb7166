import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import { addressQueue } from './address-queue.ts';
import { handleError } from './errors.ts';

/**
 * The threat: one client sending requests as fast as the server answers them takes the server's
 * time from everyone else, and refusing each at once only makes room for its next one. Its excess
 * requests wait, unread, for their turn (at most MAX_REQUESTS_PER_ADDRESS in flight and
 * RATE_LIMIT_REQUESTS started a second); past MAX_HELD_PER_ADDRESS waiting, one more is refused
 * with 429. Another address is answered meanwhile.
 */
const limits = { inFlight: 4, perSecond: 10, held: 3, trustedProxies: 1 };
const flooder = '203.0.113.70';
const visitor = '198.51.100.70';

let server: ServerType;
let baseUrl: string;
let started: string[] = [];
let release = () => {};
let released = Promise.resolve();
let arrived = 0;
let onStart = () => {};
let onArrival = () => {};

const app = new Hono();
app.onError(handleError);
app.use('*', async (_c, next) => {
  arrived += 1;
  onArrival();
  await next();
});
app.use('*', addressQueue(limits));
app.post('/slow', async (c) => {
  started.push(await c.req.text());
  onStart();
  await released;
  return c.json({ ok: true });
});

beforeAll(async () => {
  server = await new Promise((resolve) => {
    const listening = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(listening));
  });
  const address = server.address();
  baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  started = [];
  arrived = 0;
  released = new Promise((resolve) => (release = resolve));
});

const slow = (address: string, body: string) =>
  fetch(`${baseUrl}/slow`, { method: 'POST', headers: { 'X-Forwarded-For': address }, body });
/** Resolves once `count` requests have reached the handler. */
const startedCount = (count: number) =>
  new Promise<void>((resolve) => {
    onStart = () => {
      if (started.length >= count) resolve();
    };
    onStart();
  });
/** Resolves once `count` requests have reached the server (and been held or let through). */
const arrivedCount = (count: number) =>
  new Promise<void>((resolve) => {
    onArrival = () => {
      if (arrived >= count) resolve();
    };
    onArrival();
  });

describe('one address flooding the server', () => {
  it('has its excess held unread, not answered, while another address is answered', async () => {
    const running = Array.from({ length: limits.inFlight }, (_, n) => slow(flooder, `running ${n}`));
    await startedCount(limits.inFlight);
    const waiting = Array.from({ length: limits.held }, (_, n) => slow(flooder, `waiting ${n}`));
    await arrivedCount(limits.inFlight + limits.held);

    const other = slow(visitor, 'visitor');
    await startedCount(limits.inFlight + 1);
    // The other address went in ahead of every request the flooder sent before it.
    expect(started.at(-1)).toBe('visitor');
    expect(started.filter((body) => body.startsWith('waiting'))).toEqual([]);

    release();
    expect((await other).status).toBe(200);
    // Held, not refused: each is answered once its turn comes.
    const answers = await Promise.all([...running, ...waiting]);
    expect(answers.map((answer) => answer.status)).toEqual(Array(limits.inFlight + limits.held).fill(200));
  });

  it('is refused with 429 and Retry-After: 1 past the requests it may have waiting', async () => {
    const running = Array.from({ length: limits.inFlight }, (_, n) => slow(flooder, `running ${n}`));
    await startedCount(limits.inFlight);
    const waiting = Array.from({ length: limits.held }, (_, n) => slow(flooder, `waiting ${n}`));
    await arrivedCount(limits.inFlight + limits.held);

    const refused = await slow(flooder, 'one more');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('Retry-After')).toBe('1');
    expect((await refused.json()).error).toMatch(/Too many requests at once/);

    const other = slow(visitor, 'visitor');
    await startedCount(limits.inFlight + 1);
    release();
    expect((await other).status).toBe(200);
    await Promise.all([...running, ...waiting]);
    // The refused body never reached the handler.
    expect(started).not.toContain('one more');
  });

  it('made in-process (the build pulling) is never held', async () => {
    const pulls = Array.from({ length: limits.inFlight + limits.held + 2 }, (_, n) =>
      app.request('/slow', { method: 'POST', body: `pull ${n}` }),
    );
    await startedCount(pulls.length);
    release();
    expect((await Promise.all(pulls)).map((answer) => answer.status)).toEqual(Array(pulls.length).fill(200));
  });
});

describe('one address sending more than its requests a second', () => {
  afterEach(() => vi.useRealTimers());

  it('has the rest started in the next second, while another address is answered', async () => {
    vi.useFakeTimers();
    const perSecond = 2;
    const paced = new Hono();
    paced.use('*', addressQueue({ inFlight: 100, perSecond, held: 100, trustedProxies: 1 }));
    paced.get('/quick', (c) => c.text(c.req.header('X-Forwarded-For') ?? ''));
    // A socket's address, as @hono/node-server gives it: the request is not in-process.
    const overSocket = { incoming: { socket: { remoteAddress: '10.0.0.1', remotePort: 1, remoteFamily: 'IPv4' } } };
    const get = async (address: string) =>
      paced.request('/quick', { headers: { 'X-Forwarded-For': address } }, overSocket);

    const first = await Promise.all(Array.from({ length: perSecond }, () => get(flooder)));
    expect(first.map((answer) => answer.status)).toEqual(Array(perSecond).fill(200));
    let nextAnswered = false;
    const next = get(flooder).then((answer) => {
      nextAnswered = true;
      return answer;
    });
    expect((await get(visitor)).status).toBe(200);
    expect(nextAnswered).toBe(false);

    await vi.advanceTimersByTimeAsync(1000);
    expect((await next).status).toBe(200);
  });
});
