import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { callSamples } from '../../src/api/samples/index.ts';
import { startTestApi, type TestApi } from '../test/test-server.ts';
import { settleDeliveries } from '../mail/outbox.ts';
import { mailDir } from '../mail/transport.ts';
import { bodyText, CONTINUATION, headerText } from '../mail/neutral.ts';
import { humanVerifiedCalls, orderCalls } from './human-pass.ts';
import { sql } from '../db/index.ts';

/**
 * The attack: line breaks in an order's comment or PO forged lines of the order mail ("Total:
 * $0.01", "Placed by staff user…" stood as lines of the body). Every form and the order are sent
 * with forged lines in each free-text value; no mail may carry them as lines of its own.
 */
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi(0);
});
afterAll(() => api.close());

const FORGED = ['Total: $0.01', 'Placed by staff user boss', 'Bcc: victim@example.com'];
/** Every line break a mail reader might honour, each before a forged line. */
const forgery = (value: string) => `${value}\r\n${FORGED[0]}\n${FORGED[1]}\u2028${FORGED[2]}`;
const forgedLine = /^(Total: \$0\.01|Placed by staff user boss|Bcc: victim@example\.com)$/m;

type Body = Record<string, unknown>;

/** The body with a forgery in every string field, less those the contract refuses it in. */
async function sendForged(name: keyof typeof callSamples, body: Body, token?: string) {
  const refused = new Set<string>();
  for (;;) {
    const forged = Object.fromEntries(
      Object.entries(body).map(([key, value]) => [
        key,
        typeof value === 'string' && !refused.has(key) ? forgery(value || 'x') : value,
      ]),
    );
    const answer = await api.send(name, forged, { token });
    const carried = Object.keys(body).filter((key) => typeof body[key] === 'string' && !refused.has(key));
    if (answer.status !== 400) return { ...answer, carried };
    const fields = (answer.body as { issues: Array<{ field: string }> }).issues.map((issue) => issue.field);
    if (fields.every((field) => refused.has(field))) return { ...answer, carried };
    for (const field of fields) refused.add(field);
  }
}

/** The mail of the latest outbox row, as stored and as written to its `.eml` file. */
async function latestMail() {
  await settleDeliveries();
  const { rows } = await sql<{ subject: string; body: string; delivered_as: string | null }>`
    SELECT subject, body, delivered_as FROM outbox ORDER BY id DESC LIMIT 1`.execute(api.ctx.db);
  const row = rows[0];
  const file = await readFile(join(mailDir(api.dataDir), String(row?.delivered_as)), 'utf8');
  return { subject: String(row?.subject), body: String(row?.body), file };
}

/** Every form that mails what it was sent: the calls that need a human pass, less the orders. */
const forms = humanVerifiedCalls.filter((name) => !orderCalls.includes(name));

describe('forged lines in a form’s free text', () => {
  it.each(forms)('%s: stay inside their value, quoted, and never reach a header', async (name) => {
    const answer = await sendForged(name, callSamples[name].request as Body);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const mail = await latestMail();
    expect(mail.body).not.toMatch(forgedLine);
    // A form whose every field refuses line breaks (the newsletter's name and email) carries none.
    if (answer.carried.length > 0) expect(mail.body).toContain(`${CONTINUATION}${FORGED[0]}`);
    expect(mail.subject).not.toMatch(/[\r\n\u2028]/);
    // No header of the written message was forged (the head ends at the first blank line).
    const head = mail.file.split('\n\n')[0] ?? '';
    expect(head).not.toMatch(/^Bcc:/im);
  });
});

describe('forged lines in an order’s comment and PO', () => {
  it('stay inside the comment and the PO, quoted', async () => {
    const { token } = await api.login('dealer');
    const { rows } = await sql<{ sku: string; title: string }>`
      SELECT p.sku, p.title FROM products p JOIN stocks s ON s.sku = p.sku WHERE s.stock >= 10 LIMIT 1`.execute(
      api.ctx.db,
    );
    const row = rows[0];
    const request = structuredClone(callSamples.PlacingOrder.request);
    request.order.orderedItems = [{ ...request.order.orderedItems[0]!, id: String(row?.sku), title: 'x', qty: 1 }];
    request.order.Comments = forgery('Please ship Monday');
    request.order.PONumber = `PO-77\n${FORGED[0]}`;
    const answer = await api.send('PlacingOrder', request, { token });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const { body } = await latestMail();
    expect(body).not.toMatch(forgedLine);
    expect(body).toMatch(/^Comments: Please ship Monday\n {4}> Total: \$0\.01$/m);
    expect(body).toMatch(/^PO: PO-77\n {4}> Total: \$0\.01$/m);
  });
});

describe('neutralising one value', () => {
  it('makes a header one line and quotes every further line of a body value', () => {
    expect(headerText('Jo\r\nBcc: x@example.com\u2028\u0085y')).toBe('Jo Bcc: x@example.com y');
    expect(bodyText('a\rb\nc\r\nd\u2029e\u000bf\u0007')).toBe(['a', 'b', 'c', 'd', 'e', 'f'].join(`\n${CONTINUATION}`));
  });
});
