import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { issueFields, startTestApi, type TestApi } from '../test/test-server.ts';
import { sql } from '../db/index.ts';
import { settleDeliveries } from '../mail/outbox.ts';
import { mailDir } from '../mail/transport.ts';
import { stockedLines } from '../test/stocked-lines.ts';

let api: TestApi;
let dealer: string;
let distributor: string;
let staff: string;
beforeAll(async () => {
  api = await startTestApi(0);
  dealer = (await api.login('dealer')).token;
  distributor = (await api.login('distributor')).token;
  staff = (await api.login('staff')).token;
});
afterAll(() => api.close());

const inStock = (count: number) => stockedLines(api.ctx.db, count);

async function stockOf(sku: string) {
  const { rows } = await sql<{ stock: number }>`SELECT stock FROM stocks WHERE sku = ${sku}`.execute(api.ctx.db);
  return Number(rows[0]?.stock);
}

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** A request by the dealer for `lines`, answered by staff at 11.11 per unit, valid for a week. */
async function answeredQuote(given?: Array<{ sku: string; qty: number }>) {
  const lines = given ?? (await inStock(2));
  const { id } = await api.call('RequestQuote', { note: 'Project', lines }, { token: dealer });
  const { quote } = await api.call('GetQuote', { id }, { token: staff });
  const prices = quote.lines.map((line) => ({ lineNum: line.lineNum, price: 11.11 }));
  await api.call('AnswerQuote', { id, expiresOn: inDays(7), prices }, { token: staff });
  return { id, lines };
}

describe('quote requests', () => {
  it('stores the request, then mails sales, and shows it to its account as requested', async () => {
    const lines = await inStock(2);
    const { id } = await api.call(
      'RequestQuote',
      { note: 'Twelve classrooms', targetDate: '2027-01-15', lines },
      { token: dealer },
    );
    const { quotes } = await api.call('GetQuotes', {}, { token: dealer });
    expect(quotes[0]).toMatchObject({ id, status: 'requested', note: 'Twelve classrooms', targetDate: '2027-01-15' });
    expect(quotes[0]?.lines.map((line) => [line.sku, line.qty, line.price])).toEqual(
      lines.map((l) => [l.sku, 2, null]),
    );
    await settleDeliveries();
    const { rows } = await sql<{ delivered_as: string }>`
      SELECT o.delivered_as FROM submissions s JOIN outbox o ON o.id = s.outbox_id
      WHERE s.kind = 'quote' ORDER BY s.id DESC LIMIT 1`.execute(api.ctx.db);
    const row = rows[0];
    const eml = readFileSync(join(mailDir(api.dataDir), String(row?.delivered_as)), 'utf8');
    expect(eml).toContain('To: sales@example-av.com');
    expect(eml).toContain(`Quote request ${id}`);
  });

  it('lets only staff list and answer requests', async () => {
    const { id } = await api.call('RequestQuote', { note: '', lines: await inStock(1) }, { token: dealer });
    expect((await api.send('GetQuoteRequests', {}, { token: dealer })).status).toBe(403);
    const answer = { id, expiresOn: inDays(3), prices: [{ lineNum: 0, price: 5 }] };
    expect((await api.send('AnswerQuote', answer, { token: dealer })).status).toBe(403);
    const { quotes } = await api.call('GetQuoteRequests', {}, { token: staff });
    expect(quotes.map((quote) => quote.id)).toContain(id);
    const { quote } = await api.call('AnswerQuote', answer, { token: staff });
    expect(quote).toMatchObject({ status: 'answered', expiresOn: inDays(3), lines: [{ price: 5 }] });
  });

  it('refuses an answer without a price for every line or with an expiry in the past', async () => {
    const { id } = await api.call('RequestQuote', { note: '', lines: await inStock(2) }, { token: dealer });
    const short = await api.send(
      'AnswerQuote',
      { id, expiresOn: inDays(3), prices: [{ lineNum: 0, price: 5 }] },
      { token: staff },
    );
    expect(short.status).toBe(400);
    expect(issueFields(short.body)).toEqual(['prices.1.price']);
    const past = await api.send(
      'AnswerQuote',
      { id, expiresOn: inDays(-1), prices: [{ lineNum: 0, price: 5 }] },
      { token: staff },
    );
    expect(issueFields(past.body)).toEqual(['expiresOn']);
  });

  it('places the accepted quote as an order at the quoted prices, reserving stock', async () => {
    const { id, lines } = await answeredQuote();
    const before = await stockOf(lines[0]?.sku ?? '');
    const placed = await api.call(
      'AcceptQuote',
      { id, lines: [...lines].reverse(), PONumber: 'PO-Q1' },
      { token: dealer },
    );
    expect(placed.Total).toBe(44.44);
    expect(await stockOf(lines[0]?.sku ?? '')).toBe(before - 2);
    const { rows } = await sql<{ bpid: string }>`SELECT bpid FROM accounts WHERE user_name = 'dealer'`.execute(
      api.ctx.db,
    );
    const bpid = String(rows[0]?.bpid);
    const details = await api.call('GetShipmentDetails', { oid: placed.DocNum, bpid }, { token: dealer });
    expect(details.tbl1.map((line) => line.Price)).toEqual([11.11, 11.11]);
    const { quote } = await api.call('GetQuote', { id }, { token: dealer });
    expect(quote).toMatchObject({ status: 'ordered', docNum: placed.DocNum });
  });

  it('honours a quote only once, only for its account, its lines and before expiry', async () => {
    const orders = async () =>
      Number((await sql<{ n: number }>`SELECT count(*) AS n FROM orders`.execute(api.ctx.db)).rows[0]?.n);
    const { id, lines } = await answeredQuote();
    const before = await orders();

    const foreign = await api.send('AcceptQuote', { id, lines }, { token: distributor });
    expect(foreign.status).toBe(404);
    expect((await api.send('GetQuote', { id }, { token: distributor })).status).toBe(404);

    const moreOfOne = lines.map((line, index) => (index === 0 ? { ...line, qty: line.qty + 1 } : line));
    expect((await api.send('AcceptQuote', { id, lines: moreOfOne }, { token: dealer })).status).toBe(409);
    const fewer = await api.send('AcceptQuote', { id, lines: lines.slice(1) }, { token: dealer });
    expect(fewer.status).toBe(409);
    expect(issueFields(fewer.body)).toEqual(['lines']);
    const extra = await api.send(
      'AcceptQuote',
      { id, lines: [...lines, ...(await inStock(3)).slice(2)] },
      { token: dealer },
    );
    expect(extra.status).toBe(409);
    expect(await orders()).toBe(before);

    const unanswered = await api.call('RequestQuote', { note: '', lines }, { token: dealer });
    expect((await api.send('AcceptQuote', { id: unanswered.id, lines }, { token: dealer })).status).toBe(409);

    expect((await api.send('AcceptQuote', { id, lines }, { token: dealer })).status).toBe(200);
    const again = await api.send('AcceptQuote', { id, lines }, { token: dealer });
    expect(again.status).toBe(409);
    expect(await orders()).toBe(before + 1);
  });

  it('places nothing without a human pass, and a pass serves one acceptance only', async () => {
    const { id, lines } = await answeredQuote();
    const before = await stockOf(lines[0]?.sku ?? '');
    const unverified = await api.send('AcceptQuote', { id, lines }, { token: dealer, pass: false });
    expect(unverified.status).toBe(403);
    expect(issueFields(unverified.body)).toEqual(['X-Human-Pass']);
    expect(await stockOf(lines[0]?.sku ?? '')).toBe(before);
    expect((await api.call('GetQuote', { id }, { token: dealer })).quote.status).toBe('answered');

    const pass = await api.pass();
    expect((await api.send('AcceptQuote', { id, lines }, { token: dealer, pass })).status).toBe(200);
    const other = await answeredQuote();
    const reused = await api.send('AcceptQuote', { id: other.id, lines: other.lines }, { token: dealer, pass });
    expect(reused.status).toBe(403);
  });

  it('refuses an expired quote and shows it as expired', async () => {
    const { id, lines } = await answeredQuote();
    await sql`UPDATE quotes SET expires_on = ${inDays(-1)} WHERE id = ${id}`.execute(api.ctx.db);
    const expired = await api.send('AcceptQuote', { id, lines }, { token: dealer });
    expect(expired.status).toBe(409);
    const { quote } = await api.call('GetQuote', { id }, { token: dealer });
    expect(quote.status).toBe('expired');
  });

  it('refuses a request without lines or with a malformed target date, naming the field', async () => {
    const empty = await api.send('RequestQuote', { note: '', lines: [] }, { token: dealer });
    expect(issueFields(empty.body)).toEqual(['lines']);
    const date = await api.send(
      'RequestQuote',
      { note: '', targetDate: 'soon', lines: await inStock(1) },
      { token: dealer },
    );
    expect(issueFields(date.body)).toEqual(['targetDate']);
    expect((await api.send('GetQuotes', {})).status).toBe(401);
  });
});
