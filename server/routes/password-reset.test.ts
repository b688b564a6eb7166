import { INVALID_LINK } from '../accounts/password-reset.ts';
import { issueFields, startTestApi, type TestApi } from '../test/test-server.ts';
import { sql } from '../db/index.ts';
import { settleDeliveries } from '../mail/outbox.ts';
import { limitRules } from '../security/limits.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi(0);
});
afterAll(() => api.close());
afterEach(() => vi.useRealTimers());

/** The reset and confirmation mails queued for an address, oldest first. */
const mailsTo = async (to: string) =>
  (
    await sql<{ kind: string; subject: string; body: string }>`
      SELECT kind, subject, body FROM outbox WHERE mail_to = ${to} ORDER BY id`.execute(api.ctx.db)
  ).rows;

/** Asks for a reset of `login` and answers the token of the link mailed to `email`. */
async function tokenFor(login: string, email: string): Promise<string> {
  expect(await api.call('RequestPasswordReset', { Login: login })).toEqual({ status: 200 });
  // The link is stored and mailed after the answer.
  await settleDeliveries();
  const link = (await mailsTo(email))
    .filter((mail) => mail.kind === 'password-reset')
    .at(-1)
    ?.body.match(/\/reset-password#token=([\w-]+)/);
  if (!link?.[1]) throw new Error(`No reset link was mailed to ${email}`);
  return link[1];
}

const reset = (Token: string, password = 'Fresh2026') =>
  api.send('ResetPassword', { Token, NewPassword: password, ConfirmPassword: password });

describe('POST /RequestPasswordReset', () => {
  it('answers the same status and body for an account that exists and one that does not', async () => {
    const known = await api.send('RequestPasswordReset', { Login: 'retail@example.com' });
    const unknown = await api.send('RequestPasswordReset', { Login: 'nobody@example.com' });
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toEqual(known.body);
    expect(known.body).toEqual({ status: 200 });
    await settleDeliveries();
    expect((await mailsTo('retail@example.com')).map((mail) => mail.kind)).toEqual(['password-reset']);
    expect(await mailsTo('nobody@example.com')).toEqual([]);
  });

  it('stores only a hash of the token', async () => {
    const token = await tokenFor('retail', 'retail@example.com');
    const stored = (await sql<{ token_hash: string }>`SELECT token_hash FROM password_resets`.execute(api.ctx.db)).rows;
    expect(stored.length).toBeGreaterThan(0);
    expect(stored.map((row) => row.token_hash)).not.toContain(token);
  });

  it('answers 400 naming Login when it is blank', async () => {
    const answer = await api.send('RequestPasswordReset', { Login: '  ' });
    expect(answer.status).toBe(400);
    expect(issueFields(answer.body)).toEqual(['Login']);
  });
});

describe('POST /ResetPassword', () => {
  it('sets the new password once, ends every earlier session and mails a confirmation', async () => {
    const before = await api.login('dealer');
    const token = await tokenFor('DEALER', 'dealer@example.com');
    expect((await reset(token)).status).toBe(200);

    expect((await api.send('ParseProperties', { UserId: before.userId }, { token: before.token })).status).toBe(401);
    expect((await api.send('Login', { Email: 'dealer', Password: 'Demo1234' })).status).toBe(401);
    await api.call('Login', { Email: 'dealer', Password: 'Fresh2026' });
    expect((await mailsTo('dealer@example.com')).at(-1)?.kind).toBe('password-changed');

    const again = await reset(token, 'Other2026');
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ error: 'Invalid request', issues: [{ field: 'Token', reason: INVALID_LINK }] });
    await api.call('Login', { Email: 'dealer', Password: 'Fresh2026' });
  });

  it('lets only one of two uses of a link arriving together through', async () => {
    const token = await tokenFor('retail', 'retail@example.com');
    const answers = await Promise.all([reset(token, 'First2026'), reset(token, 'Second2026')]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400]);
    const kept = answers[0]?.status === 200 ? 'First2026' : 'Second2026';
    await api.call('Login', { Email: 'retail', Password: kept });
  });

  it('spends every other open link of the account with the one used', async () => {
    const first = await tokenFor('distributor', 'distributor@example.com');
    const second = await tokenFor('distributor@example.com', 'distributor@example.com');
    expect((await reset(second)).status).toBe(200);
    expect((await reset(first)).status).toBe(400);
  });

  it('refuses a link after one hour, and an unknown token, the same way', async () => {
    const token = await tokenFor('dealerint', 'dealerint@example.com');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 60 * 60 * 1000 + 1000);
    const expired = await reset(token);
    const unknown = await reset('x'.repeat(43));
    expect(expired.status).toBe(400);
    expect(unknown.body).toEqual(expired.body);
    vi.useRealTimers();
    await api.call('Login', { Email: 'dealerint', Password: 'Demo1234' });
  });

  it('keeps the spec password rule and the confirmation, naming the field', async () => {
    const token = await tokenFor('staff', 'staff@example.com');
    const weak = await api.send('ResetPassword', { Token: token, NewPassword: 'weakone', ConfirmPassword: 'weakone' });
    expect(weak.status).toBe(400);
    expect(issueFields(weak.body)).toEqual(['NewPassword']);
    const mismatch = await api.send('ResetPassword', { Token: token, NewPassword: 'Good1234', ConfirmPassword: 'x' });
    expect(issueFields(mismatch.body)).toEqual(['ConfirmPassword']);
    await api.call('Login', { Email: 'staff', Password: 'Demo1234' });
  });
});

describe('reset limits', () => {
  let own: TestApi;
  beforeAll(async () => {
    own = await startTestApi(0);
  });
  afterAll(() => own.close());
  const resetMails = async () =>
    (await sql<{ n: number }>`SELECT count(*) AS n FROM outbox WHERE kind = 'password-reset'`.execute(own.ctx.db))
      .rows[0]?.n;

  it('mails one account at most its limit an hour, answering every request alike, even all at once', async () => {
    const limit = limitRules.resetMailsPerAccount.limit;
    const logins = Array.from({ length: limit + 3 }, (_, i) => (i % 2 ? 'dealer' : 'DEALER@example.com'));
    const answers = await Promise.all(logins.map((Login) => own.send('RequestPasswordReset', { Login })));
    expect(answers.map((answer) => answer.body)).toEqual(logins.map(() => ({ status: 200 })));
    await settleDeliveries();
    expect(await resetMails()).toBe(limit);
  });

  it('refuses an address past its limit with 429, known account or not', async () => {
    const answers = [];
    for (let i = 0; i < limitRules.resetRequestsPerAddress.limit; i += 1) {
      answers.push((await own.send('RequestPasswordReset', { Login: `someone${i}@example.com` })).status);
    }
    expect(answers.at(-1)).toBe(429);
    expect((await own.send('RequestPasswordReset', { Login: 'retail' })).status).toBe(429);
  });
});
