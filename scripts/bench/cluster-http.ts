/**
 * The dealer's calls as the cluster benchmark's clients make them: JSON over one kept-alive
 * connection per dealer. A broken connection or a timeout is an answer with status 0 and the error
 * code as its body, so every outcome is counted the same way.
 */
import { Agent, request } from 'node:http';
import { callSamples } from '../../src/api/samples/index.ts';
import { HUMAN_PASS_HEADER } from '../../src/api/misc.ts';

export interface Answer {
  status: number;
  body: unknown;
  ms: number;
}

/** A product an order may name, with its title as the cart sends it. */
export interface Orderable {
  sku: string;
  title: string;
}

const timeoutMs = 30_000;

/** One connection at a time, kept alive: a dealer's browser tab. */
export const dealerAgent = () => new Agent({ keepAlive: true, maxSockets: 1 });

/** Sends a JSON body (a POST) or none (a GET) and reads the answer as JSON where it is. */
function send(agent: Agent, url: string, body: unknown, headers: Record<string, string> = {}): Promise<Answer> {
  const payload = body === undefined ? '' : JSON.stringify(body);
  const bodyHeaders = body === undefined ? {} : { 'Content-Type': 'application/json' };
  const started = performance.now();
  return new Promise((resolve) => {
    const done = (status: number, answer: unknown) =>
      resolve({ status, body: answer, ms: performance.now() - started });
    const sent = request(
      url,
      {
        method: body === undefined ? 'GET' : 'POST',
        agent,
        timeout: timeoutMs,
        headers: { ...bodyHeaders, 'Content-Length': Buffer.byteLength(payload), ...headers },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('error', (error: NodeJS.ErrnoException) => done(0, error.code ?? error.message));
        response.on('end', () => {
          let parsed: unknown = text;
          try {
            parsed = JSON.parse(text);
          } catch {
            // A balancer's error page is HTML: kept as text for the symptom.
          }
          done(response.statusCode ?? 0, parsed);
        });
      },
    );
    sent.on('timeout', () => sent.destroy(Object.assign(new Error('timeout'), { code: 'TIMEOUT' })));
    sent.on('error', (error: NodeJS.ErrnoException) => done(0, error.code ?? error.message));
    sent.end(payload);
  });
}

export const postJson = (agent: Agent, url: string, body: unknown, headers: Record<string, string> = {}) =>
  send(agent, url, body, headers);

/** What a failed answer looked like, in a few words: "502", "500 Internal error", "ECONNRESET". */
export function symptomOf(answer: Answer): string {
  if (answer.status === 0) return String(answer.body);
  const body = answer.body;
  const message =
    typeof body === 'object' && body !== null && 'error' in body ? String(body.error) : String(body).slice(0, 60);
  return `${answer.status} ${message.replace(/\s+/g, ' ').trim()}`.trim();
}

export const tokenOf = (answer: Answer) =>
  answer.status === 200 && typeof answer.body === 'object' && answer.body !== null && 'token' in answer.body
    ? String(answer.body.token)
    : undefined;

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** Signs the demo dealer in; `address` is the dealer's own, forwarded by a proxy in front of the balancer. */
export const signIn = (agent: Agent, base: string, address: string) =>
  postJson(agent, `${base}/Login`, { Email: 'dealer', Password: 'Demo1234' }, { 'X-Forwarded-For': address });

export const prices = (agent: Agent, base: string, token: string, skuids: readonly string[]) =>
  postJson(agent, `${base}/api/Category/GetItemPrices`, { skuids }, bearer(token));

/** The development provider's check (ValidateCaptcha, a GET): its answer is a single-use pass. */
export const humanCheck = (agent: Agent, base: string) =>
  send(agent, `${base}/api/Home/ValidateCaptcha?captcha=dev-test`, undefined);

export const passOf = (answer: Answer) =>
  answer.status === 200 && typeof answer.body === 'string' && answer.body ? answer.body : undefined;

/** A PlacingOrder request for one of each product (prices are the server's own). */
export function orderBody(lines: readonly Orderable[]) {
  const request = structuredClone(callSamples.PlacingOrder.request);
  const sample = request.order.orderedItems[0]!;
  request.SKU = lines.map((line) => line.sku).join(' ');
  request.QTY = lines.map(() => '1').join(' ');
  request.order.orderedItems = lines.map((line) => ({ ...sample, id: line.sku, title: line.title, qty: 1 }));
  return request;
}

export const placeOrder = (agent: Agent, base: string, token: string, pass: string, key: string, body: unknown) =>
  postJson(agent, `${base}/api/EmailManagement/PlacingOrder`, body, {
    ...bearer(token),
    [HUMAN_PASS_HEADER]: pass,
    'Idempotency-Key': key,
  });

export const docNumOf = (answer: Answer) =>
  answer.status === 200 && typeof answer.body === 'object' && answer.body !== null && 'DocNum' in answer.body
    ? Number(answer.body.DocNum)
    : undefined;

/** `count` different items of `list`, starting at a random place. */
export function pick<T>(list: readonly T[], count: number): T[] {
  const start = Math.floor(Math.random() * list.length);
  return Array.from({ length: Math.min(count, list.length) }, (_, index) => list[(start + index) % list.length]!);
}
