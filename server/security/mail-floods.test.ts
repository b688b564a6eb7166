import { listLimits } from '../../src/config/limits.ts';
import { callSamples } from '../../src/api/samples/index.ts';
import { apiErrorBody } from '../../src/api/errors.ts';
import { issueFields, startTestApi, type TestApi } from '../test/test-server.ts';
import { sql } from '../db/index.ts';
import { TOO_MANY_ACCOUNT_CHANGES, TOO_MANY_QUOTES } from './limits.ts';

/** Small limits, so a flood is a few requests; the defaults are ten quotes and five changes an hour. */
const QUOTES = 3;
const CHANGES = 2;

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi(0, { RATE_LIMIT_QUOTES: String(QUOTES), RATE_LIMIT_ACCOUNT_CHANGES: String(CHANGES) });
});
afterAll(() => api.close());
// Each case starts with fresh counters: the address is the same for all of them.
beforeEach(async () => {
  await sql`DELETE FROM rate_limits`.execute(api.ctx.db);
  api.refusals.clear();
});

const countOf = async (query: ReturnType<typeof sql<{ n: number }>>) =>
  Number((await query.execute(api.ctx.db)).rows[0]?.n);
const mailsOf = (kind: string) => countOf(sql<{ n: number }>`SELECT count(*) AS n FROM outbox WHERE kind = ${kind}`);

async function someSku(): Promise<string> {
  const { rows } = await sql<{ sku: string }>`SELECT sku FROM products ORDER BY sku LIMIT 1`.execute(api.ctx.db);
  if (!rows[0]) throw new Error('The catalogue has no product');
  return rows[0].sku;
}

/**
 * Sends `limit + 1` requests of one call from one account, one after another: the first `limit` go
 * through, the last is refused as the contract has it (the message, no fields, when to come back).
 */
async function floodPastLimit(
  name: 'RequestQuote' | 'RequestAccountChange',
  limit: number,
  input: (i: number) => unknown,
  token: string,
  message: string,
) {
  const answers = [];
  for (let i = 0; i <= limit; i += 1) answers.push(await api.send(name, input(i), { token }));
  expect(answers.slice(0, limit).map((answer) => answer.status)).toEqual(Array(limit).fill(200));
  const refused = answers[limit]!;
  expect(refused.status).toBe(429);
  expect(apiErrorBody.parse(refused.body)).toEqual({ error: message, issues: [] });
  expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
}

describe('a signed-in dealer mailing sales without limit', () => {
  it('gets its quote requests past the hourly limit refused with 429, nothing stored and no mail', async () => {
    const { token, userId } = await api.login('dealer');
    const lines = [{ sku: await someSku(), qty: 2 }];
    await floodPastLimit('RequestQuote', QUOTES, (i) => ({ note: `Room ${i}`, lines }), token, TOO_MANY_QUOTES);
    expect(await mailsOf('quote')).toBe(QUOTES);
    const stored = sql<{ n: number }>`SELECT count(*) AS n FROM quotes WHERE account_id = ${userId}`;
    expect(await countOf(stored)).toBe(QUOTES);
  });

  it('gets its account change requests past the hourly limit refused with 429, nothing stored and no mail', async () => {
    const { token, userId } = await api.login('distributor');
    // Each request differs, so no mail is taken for a repeat of the one before.
    const change = (i: number) => ({ ...callSamples.RequestAccountChange.request, city: `Boulder ${i}` });
    await floodPastLimit('RequestAccountChange', CHANGES, change, token, TOO_MANY_ACCOUNT_CHANGES);
    expect(await mailsOf('account-change-request')).toBe(CHANGES);
    const stored = sql<{ n: number }>`SELECT count(*) AS n FROM submissions WHERE account_id = ${userId}`;
    expect(await countOf(stored)).toBe(CHANGES);
  });

  it('refuses the requests of several accounts from one address past three accounts’ worth', async () => {
    const lines = [{ sku: await someSku(), qty: 1 }];
    const before = await mailsOf('quote');
    const statuses = [];
    for (const name of ['dealerint', 'distributorint', 'retail', 'staff']) {
      const { token } = await api.login(name);
      for (let i = 0; i < QUOTES; i += 1) {
        statuses.push((await api.send('RequestQuote', { note: `${name} ${i}`, lines }, { token })).status);
      }
    }
    expect(statuses).toEqual([...Array(QUOTES * 3).fill(200), ...Array(QUOTES).fill(429)]);
    expect((await mailsOf('quote')) - before).toBe(QUOTES * 3);
  });

  it('refuses a quote of more lines than a list holds with 400 naming the lines', async () => {
    const { token } = await api.login('dealerint');
    const lines = Array.from({ length: listLimits.linesMax + 1 }, (_, i) => ({ sku: `SKU-${i}`, qty: 1 }));
    const answer = await api.send('RequestQuote', { note: '', lines }, { token });
    expect(answer.status).toBe(400);
    expect(issueFields(answer.body)).toEqual(['lines']);
  });
});
