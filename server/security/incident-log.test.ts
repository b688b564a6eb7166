import { Writable } from 'node:stream';
import { HUMAN_PASS_HEADER } from '../../src/api/misc.ts';
import { createApp } from '../app.ts';
import { createLogger } from '../log.ts';
import { startTestServer, type TestServer } from '../test/harness.ts';

/**
 * The finding: nothing was logged (no request line, no failed sign-in, no refused pass, no 429),
 * so after an incident there was nothing to read. Every request now writes one JSON line, every
 * security event one more, and no line holds a password, a token or a pass.
 */
let server: TestServer;
let app: ReturnType<typeof createApp>;
let written = '';
const lines = () =>
  written
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Record<string, unknown>);
beforeAll(async () => {
  server = await startTestServer({ env: { RATE_LIMIT_SIGN_INS: '3' } });
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      written += chunk.toString();
      done();
    },
  });
  app = createApp({ db: server.db, config: server.config, log: createLogger({ destination }) });
});
afterAll(() => server.close());

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  app.request(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

describe('the server log', () => {
  it('has one line per request: method, path, status, milliseconds and request id', async () => {
    const answer = await app.request('/api/Home/GetFeatureProducts?x=secret-query');
    const reqId = answer.headers.get('X-Request-Id');
    expect(reqId).toMatch(/^[0-9a-f-]{36}$/);
    expect(lines()).toContainEqual(
      expect.objectContaining({
        msg: 'request',
        method: 'GET',
        path: '/api/Home/GetFeatureProducts',
        status: 200,
        ms: expect.any(Number),
        reqId,
      }),
    );
    expect(written).not.toContain('secret-query');
  });

  it("never adopts a client's X-Request-Id: a victim's id cannot be put on an attacker's lines", async () => {
    const victims = 'trace-of-a-victim-42';
    const answers = await Promise.all(
      [1, 2].map(() => app.request('/api/Home/GetFeatureProducts', { headers: { 'X-Request-Id': victims } })),
    );
    const ids = answers.map((answer) => answer.headers.get('X-Request-Id'));
    expect(ids[0]).not.toBe(ids[1]);
    for (const id of ids) {
      expect(id).not.toBe(victims);
      // The client's id is kept, as its own field, for linking a proxy's log.
      expect(lines()).toContainEqual(expect.objectContaining({ msg: 'request', reqId: id, clientRequestId: victims }));
    }
    expect(lines().filter((line) => line.reqId === victims)).toEqual([]);
  });

  it("logs a client's request id bounded and without control characters", async () => {
    const answer = await app.request('/api/Home/GetFeatureProducts', {
      headers: { 'X-Request-Id': `forged\u0007\u009b${'x'.repeat(500)}` },
    });
    const line = lines().find((entry) => entry.reqId === answer.headers.get('X-Request-Id'));
    expect(line?.clientRequestId).toBe(`forged${'x'.repeat(194)}`);
  });

  it('records failed sign-ins, 429s, refused passes and revoked tokens, never a secret', async () => {
    expect((await post('/Login', { Email: 'dealer', Password: 'Wrong-Secret-1' })).status).toBe(401);
    const { token } = (await (await post('/Login', { Email: 'dealer', Password: 'Demo1234' })).json()) as {
      token: string;
    };
    expect((await post('/Login', { Email: 'retail', Password: 'Demo1234' })).status).toBe(200);
    expect((await post('/Login', { Email: 'retail', Password: 'Demo1234' })).status).toBe(429);
    const pass = 'not-a-real-pass-value';
    const form = await post(
      '/api/EmailManagement/NewsLetterSignup',
      { Name: 'Jo', Email: 'jo@example.com' },
      {
        [HUMAN_PASS_HEADER]: pass,
      },
    );
    expect(form.status).toBe(403);
    expect((await post('/Logout', {}, { Authorization: `Bearer ${token}` })).status).toBe(200);

    const events = lines().map((line) => line.event);
    expect(events).toEqual(
      expect.arrayContaining(['sign-in failed', 'too many requests', 'human pass refused', 'token revoked']),
    );
    expect(lines()).toContainEqual(expect.objectContaining({ event: 'sign-in failed', login: 'dealer' }));
    for (const secret of ['Wrong-Secret-1', 'Demo1234', token, pass]) expect(written).not.toContain(secret);
  });
});
