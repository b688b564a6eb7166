import { startTestApi, type TestApi } from '../test/test-server.ts';
import { notFoundReportsPerAddress } from './limits.ts';
import { recordNotFound } from '../submissions/not-found.ts';
import { sql } from '../db/index.ts';

/**
 * The attack: ReportNotFound stored anything, as fast as it was sent: 1,319 rows (5.3 MB) in 20 s,
 * the site's p99 rising to 1 s meanwhile. Reports are now limited per address, kept once per
 * address and referrer, and the table has a bound.
 */
let api: TestApi;
beforeEach(async () => {
  api = await startTestApi(0, { TRUST_PROXY: '1', RATE_LIMIT_FORM_POSTS: '20' });
});
afterEach(() => api.close());

const report = (URL: string, address = '203.0.113.44') =>
  api.send('ReportNotFound', { URL }, { headers: { 'X-Forwarded-For': address } });
const rows = async () =>
  Number((await sql<{ n: number }>`SELECT count(*) AS n FROM not_found_reports`.execute(api.ctx.db)).rows[0]?.n);

describe('a flood of not-found reports', () => {
  it('is refused with 429 past the limit of one address, while other visitors still report', async () => {
    const { limit } = notFoundReportsPerAddress(20);
    for (let n = 0; n < limit; n += 1) expect((await report(`https://www.example-av.com/flood/${n}`)).status).toBe(200);
    const refused = await report('https://www.example-av.com/flood/more');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(await rows()).toBe(limit);
    expect((await report('https://www.example-av.com/broken', '198.51.100.1')).status).toBe(200);
  });

  it('of the same address is kept once, counted', async () => {
    const first = await api.call('ReportNotFound', { URL: 'https://www.example-av.com/gone' });
    const again = await api.call('ReportNotFound', { URL: ' https://www.example-av.com/gone ' });
    expect(again.id).toBe(first.id);
    const { rows: stored } = await sql<{ hits: number }>`
      SELECT hits FROM not_found_reports WHERE id = ${first.id}`.execute(api.ctx.db);
    expect(stored).toEqual([{ hits: 2 }]);
  });

  it('never grows the table past its bound: the least recently reported make way', async () => {
    const { db } = api.ctx;
    // The bound is MAX_NOT_FOUND_REPORTS; a smaller one shows the rule in fewer writes.
    const kept = 100;
    for (let n = 0; n < kept + 50; n += 1) await recordNotFound(db, `https://x.example/${n}`, undefined, kept);
    expect(await rows()).toBe(kept);
    const stored = async (url: string) =>
      (await sql`SELECT 1 AS kept FROM not_found_reports WHERE url = ${url}`.execute(db)).rows;
    expect(await stored('https://x.example/0')).toEqual([]);
    expect(await stored(`https://x.example/${kept + 49}`)).toEqual([{ kept: 1 }]);
  });
});
