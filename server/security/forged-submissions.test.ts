import { callSamples } from '../../src/api/samples/index.ts';
import { startTestApi, type TestApi } from '../test/test-server.ts';
import { calls } from '../../src/api/calls.ts';
import { HUMAN_PASS_HEADER } from '../../src/api/misc.ts';
import { createApp } from '../app.ts';
import { sql, type Db } from '../db/index.ts';
import { overNetwork } from '../test/test-latency.ts';
import { issuePass, PASS_TTL_SECONDS } from './human-pass.ts';

/**
 * The attacks: forms and orders were accepted without any human verification (only the browser
 * asked ValidateCaptcha), and 200 newsletter posts in one second were all stored and mailed.
 */
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi(0);
});
afterAll(() => api.close());

const countSubmissions = async (db: Db) =>
  Number((await sql<{ n: number }>`SELECT count(*) AS n FROM submissions`.execute(db)).rows[0]?.n);
const submissions = () => countSubmissions(api.ctx.db);
const newsletter = { Name: 'Jo', Email: 'jo@example.com' };
const publicForms = [
  'DealerSignUp',
  'NewsLetterSignup',
  'PressEnquiry',
  'SalesEnquiry',
  'TechSupport',
  'DemoForm',
  'PostFAQ',
  'ProductEnquiry',
  'ProductEnquiryMail',
  'RegisterDealer',
] as const;

describe('a form post without a valid pass', () => {
  it.each(publicForms)('%s is refused with 403 naming X-Human-Pass, and nothing is stored', async (name) => {
    const before = await submissions();
    const answer = await api.send(name, callSamples[name].request, { pass: false });
    expect(answer.status).toBe(403);
    expect(answer.body).toMatchObject({ issues: [{ field: 'X-Human-Pass' }] });
    expect(await submissions()).toBe(before);
  });

  it('is refused when the pass is forged, expired or signed with another secret', async () => {
    const good = await api.pass();
    const forged = `${good.slice(0, -4)}AAAA`;
    const expired = issuePass(api.ctx.config.authSecret, Date.now() - (PASS_TTL_SECONDS + 5) * 1000);
    const foreign = issuePass('another-secret');
    for (const pass of [forged, expired, foreign, 'x'.repeat(10_000)]) {
      expect((await api.send('NewsLetterSignup', newsletter, { pass })).status, pass.slice(0, 20)).toBe(403);
    }
  });
});

describe('a pass', () => {
  it('admits one submission only', async () => {
    const pass = await api.pass();
    expect((await api.send('NewsLetterSignup', newsletter, { pass })).status).toBe(200);
    expect((await api.send('NewsLetterSignup', newsletter, { pass })).status).toBe(403);
    expect((await api.send('SalesEnquiry', callSamples.SalesEnquiry.request, { pass })).status).toBe(403);
  });

  it('is not spent by a post with a mistake, so the corrected post goes through', async () => {
    const pass = await api.pass();
    expect((await api.send('NewsLetterSignup', { Name: 'Jo', Email: 'not-an-email' }, { pass })).status).toBe(400);
    expect((await api.send('NewsLetterSignup', newsletter, { pass })).status).toBe(200);
  });

  it('sent with many posts at once admits one of them', async () => {
    const before = await submissions();
    const pass = await api.pass();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => api.send('NewsLetterSignup', newsletter, { pass })),
    );
    expect(answers.map((answer) => answer.status).sort((a, b) => a - b)).toEqual([200, ...Array(19).fill(403)]);
    expect(await submissions()).toBe(before + 1);
  });

  it('covers the product page’s enquiry and its mail, once', async () => {
    const pass = await api.pass();
    const enquiry = callSamples.ProductEnquiry.request;
    expect((await api.send('ProductEnquiry', enquiry, { pass })).status).toBe(200);
    expect((await api.send('ProductEnquiryMail', enquiry, { pass })).status).toBe(200);
    expect((await api.send('ProductEnquiryMail', enquiry, { pass })).status).toBe(403);
  });

  it('is needed to place an order', async () => {
    const { token } = await api.login('dealer');
    const answer = await api.send('PlacingOrder', callSamples.PlacingOrder.request, { token, pass: false });
    expect(answer.status).toBe(403);
    expect(answer.body).toMatchObject({ issues: [{ field: 'X-Human-Pass' }] });
  });
});

describe('with CAPTCHA=reject', () => {
  it('no pass is issued, so every form fails', async () => {
    const rejecting = await startTestApi(0, { CAPTCHA: 'reject' });
    try {
      expect(await rejecting.call('ValidateCaptcha', { captcha: 'dev-1' })).toBe(false);
      await expect(rejecting.pass()).rejects.toThrow(/false/);
    } finally {
      await rejecting.close();
    }
  });
});

describe('a flood of form posts from one address', () => {
  it('stores the first 20 and answers 429 with Retry-After to the rest', async () => {
    const limited = await startTestApi(0, { RATE_LIMIT_FORM_POSTS: '20' });
    try {
      const count = () => countSubmissions(limited.ctx.db);
      const before = await count();
      const statuses: number[] = [];
      for (let post = 0; post < 40; post += 1) {
        statuses.push((await limited.send('NewsLetterSignup', newsletter, { pass: `p${post}` })).status);
      }
      expect(statuses.slice(0, 20).every((status) => status === 403)).toBe(true);
      expect(new Set(statuses.slice(20))).toEqual(new Set([429]));
      const refused = await limited.send('NewsLetterSignup', newsletter);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
      expect(await count()).toBe(before);
    } finally {
      await limited.close();
    }
  });

  it('of 50 posts at once stores exactly RATE_LIMIT_FORM_POSTS of them and refuses the rest with 429', async () => {
    const limited = await startTestApi(0, { RATE_LIMIT_FORM_POSTS: '5', TRUST_PROXY: '1' });
    const address = { 'X-Forwarded-For': '203.0.113.50' };
    try {
      const before = await countSubmissions(limited.ctx.db);
      const passes = await Promise.all(Array.from({ length: 50 }, () => limited.pass()));
      // Half go to a second node of the same database, whose database answers as over a network.
      const other = createApp({ ...limited.ctx, db: overNetwork(limited.ctx.db) });
      const postToOther = (pass: string) =>
        other.request(calls.NewsLetterSignup.path, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', [HUMAN_PASS_HEADER]: pass, ...address },
          body: JSON.stringify(newsletter),
        });
      const answers = await Promise.all(
        passes.map((pass, n) =>
          n % 2 ? limited.send('NewsLetterSignup', newsletter, { pass, headers: address }) : postToOther(pass),
        ),
      );
      const statuses = answers.map((answer) => answer.status);
      expect(statuses.filter((status) => status === 200)).toHaveLength(5);
      expect(statuses.filter((status) => status === 429)).toHaveLength(45);
      expect(await countSubmissions(limited.ctx.db)).toBe(before + 5);
    } finally {
      await limited.close();
    }
  });
});
