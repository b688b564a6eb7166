import { Agent, request } from 'node:http';
import { startTestServer, type TestServer } from '../test/harness.ts';

/**
 * The attack: 240 KB JSON bodies (under the single 256 KB cap) to Login from 8 connections were all
 * refused, yet each was parsed first (16–29 ms of the main thread) and invalid ones were never
 * counted, so the home page's p95 rose 38×. Bodies are now limited per call (4 KB for sign-in) while
 * they are read, before any parsing; an address at its limit is refused before its body is read, and
 * a body refused unread counts against its address.
 */
const SIGN_INS = 3;
const FORM_POSTS = 2;
let server: TestServer;
beforeEach(async () => {
  server = await startTestServer({
    env: { TRUST_PROXY: '1', RATE_LIMIT_SIGN_INS: String(SIGN_INS), RATE_LIMIT_FORM_POSTS: String(FORM_POSTS) },
    products: 8,
  });
});
afterEach(() => server.close());

const ATTACKER = '203.0.113.66';
const VISITOR = '198.51.100.7';

interface Answer {
  status: number;
  retryAfter: string | undefined;
  body: string;
}

/**
 * Posts a JSON body on a connection of its own (a body refused before it has all arrived closes its
 * connection), answering as soon as the server does.
 */
const post = (path: string, body: string, address: string) =>
  new Promise<Answer>((resolve, reject) => {
    const sending = request(`${server.baseUrl}${path}`, {
      method: 'POST',
      agent: false,
      headers: {
        'Content-Type': 'application/json',
        'X-Forwarded-For': address,
        'Content-Length': Buffer.byteLength(body),
      },
    });
    sending.on('response', (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (part: string) => (text += part));
      response.on('end', () => {
        resolve({ status: response.statusCode ?? 0, retryAfter: response.headers['retry-after'], body: text });
        sending.destroy();
      });
    });
    sending.on('error', reject);
    sending.end(body);
  });
/** 240 KB that are not JSON: parsed, they would answer 400. */
const hugeBody = `{"Email":"${'x'.repeat(240 * 1024)}`;
const signIn = (address: string) => post('/Login', JSON.stringify({ Email: 'dealer', Password: 'wrong' }), address);

/**
 * Posts a body without a Content-Length, in 1 KB chunks, never ending it: `chunks` of them, or as
 * many as the server reads before it answers. Answers the status and the bytes written.
 */
function postUnending(path: string, address: string, chunks = Infinity): Promise<{ status: number; sent: number }> {
  return new Promise((resolve, reject) => {
    const sending = request(`${server.baseUrl}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': address, 'Transfer-Encoding': 'chunked' },
    });
    let sent = 0;
    let answered = false;
    const chunk = 'x'.repeat(1024);
    sending.on('response', (response) => {
      answered = true;
      response.resume();
      resolve({ status: response.statusCode ?? 0, sent });
      sending.destroy();
    });
    sending.on('error', (error) => {
      if (!answered) reject(error);
    });
    const more = () => {
      if (answered || sent / chunk.length >= chunks) return;
      sent += chunk.length;
      sending.write(chunk, more);
    };
    sending.write('{"Email":"', more);
  });
}

describe('large bodies sent to sign-in', () => {
  it('are refused with 413 before they are parsed, and count against the address', async () => {
    for (let n = 0; n < SIGN_INS; n += 1) {
      const answer = await post('/Login', hugeBody, ATTACKER);
      expect(answer.status).toBe(413);
      expect(JSON.parse(answer.body)).toMatchObject({ issues: [{ field: 'body' }] });
    }
    const refused = await signIn(ATTACKER);
    expect(refused.status).toBe(429);
    expect(Number(refused.retryAfter)).toBeGreaterThan(0);
    expect((await signIn(VISITOR)).status).toBe(401);
  });

  it('are refused while they are read when they come without a Content-Length', async () => {
    const answer = await postUnending('/Login', ATTACKER);
    expect(answer.status).toBe(413);
  });

  it('that are not JSON count against the address too', async () => {
    for (let n = 0; n < SIGN_INS; n += 1) expect((await post('/Login', '{"Email":', ATTACKER)).status).toBe(400);
    expect((await signIn(ATTACKER)).status).toBe(429);
  });

  it('from an address at its limit are refused with 429 without being read', async () => {
    for (let n = 0; n < SIGN_INS; n += 1) await post('/Login', hugeBody, ATTACKER);
    // One chunk and no end: the answer cannot wait for the body.
    const answer = await postUnending('/Login', ATTACKER, 1);
    expect(answer.status).toBe(429);
  });
});

describe('large bodies sent to a form', () => {
  it('count as posts of their address before they are read', async () => {
    const path = '/api/EmailManagement/SalesEnquiry';
    for (let n = 0; n < FORM_POSTS; n += 1) expect((await post(path, hugeBody, ATTACKER)).status).toBe(413);
    expect((await postUnending(path, ATTACKER, 1)).status).toBe(429);
  });
});

interface PartAnswer extends Answer {
  connection: string | undefined;
}

/**
 * Sends a body in two parts on `agent`'s connection, as a client on a slow link would: the first,
 * then the rest once the server has answered (a client keeps sending the body it announced).
 */
const postInTwoParts = (agent: Agent, path: string, first: string, rest: string) =>
  new Promise<PartAnswer>((resolve, reject) => {
    const sending = request(`${server.baseUrl}${path}`, {
      method: 'POST',
      agent,
      headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(first + rest) },
    });
    let answered = false;
    sending.on('response', (response) => {
      answered = true;
      sending.end(rest);
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (part: string) => (text += part));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          retryAfter: response.headers['retry-after'],
          body: text,
          connection: response.headers.connection,
        }),
      );
    });
    // Once answered, the rest may meet a connection the server has closed, as it said it would.
    sending.on('error', (error) => {
      if (!answered) reject(error);
    });
    sending.write(first);
  });

const getOn = (agent: Agent, path: string) =>
  new Promise<number>((resolve, reject) => {
    const asking = request(`${server.baseUrl}${path}`, { agent }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
    });
    asking.on('error', reject);
    asking.end();
  });

describe('a client answered 413 before its body has all arrived', () => {
  it('is told its connection closes, and its next request succeeds', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const answer = await postInTwoParts(agent, '/Login', hugeBody.slice(0, 1024), hugeBody.slice(1024));
      expect(answer.status).toBe(413);
      expect(JSON.parse(answer.body)).toMatchObject({ issues: [{ field: 'body' }] });
      expect(answer.connection).toBe('close');
      expect(await getOn(agent, '/api/Home/GetNewProducts')).toBe(200);
    } finally {
      agent.destroy();
    }
  });
});
