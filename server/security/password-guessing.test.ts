import { startTestApi, type TestApi } from '../test/test-server.ts';
import { createApp } from '../app.ts';
import { sql } from '../db/index.ts';
import { overNetwork } from '../test/test-latency.ts';
import { limitRules, pairDelay, signInRules } from './limits.ts';

/**
 * The attacks: 50 wrong passwords in 1.6 s were all answered 401 and then the right one worked; the
 * current password of ChangePassword could be guessed the same way. Then, against the first limits:
 * ten wrong passwords from anywhere locked the real user out from every address (an attacker could
 * repeat it forever); 100 concurrent bad logins counted 35 failures against a limit of 10; a flood
 * from one address made a dealer elsewhere wait or get 503; correct logins were never limited.
 */
let api: TestApi;
/** The default of RATE_LIMIT_SIGN_INS. */
const SIGN_INS = 30;
const counted = signInRules(SIGN_INS);
beforeEach(async () => {
  // Each request names its address in X-Forwarded-For, as a proxy in front of the server would.
  api = await startTestApi(0, { TRUST_PROXY: '1', RATE_LIMIT_SIGN_INS: String(SIGN_INS) });
});
afterEach(() => api.close());

const from = (address: string) => ({ headers: { 'X-Forwarded-For': address } });
const login = (Email: string, Password: string, address = '203.0.113.9') =>
  api.send('Login', { Email, Password }, from(address));

/**
 * A second API node on the same database, its database answering as over a network: requests sent
 * to both at once race as they would between nodes.
 */
const secondNode = () => {
  const node = createApp({ ...api.ctx, db: overNetwork(api.ctx.db) });
  return (path: string, body: unknown, headers: Record<string, string>) =>
    node.request(path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
};

/** Moves every sign-in wait and window into the past, as if their time had run out. */
const timePasses = async () => {
  const day = 24 * 60 * 60 * 1000;
  await sql`UPDATE rate_limits SET window_start = window_start - ${day}::bigint`.execute(api.ctx.db);
  await sql`UPDATE sign_in_pairs SET last_at = last_at - ${day}::bigint`.execute(api.ctx.db);
  api.refusals.clear();
};
/** Moves the last failure of every pair back by `seconds`. */
const waitPasses = async (seconds: number) => {
  await sql`UPDATE sign_in_pairs SET last_at = last_at - ${seconds * 1000}::bigint`.execute(api.ctx.db);
  api.refusals.clear();
};

describe('guessing one account’s password from one address', () => {
  it('waits after five wrong passwords, and each further failure doubles the wait', async () => {
    for (let attempt = 0; attempt < pairDelay.freeFailures; attempt += 1)
      expect((await login('dealer', `Wrong${attempt}`)).status).toBe(401);
    const refused = await login('dealer', 'Demo1234');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('Retry-After'))).toBe(1);
    await waitPasses(1);
    expect((await login('dealer', 'Wrong6')).status).toBe(401);
    const longer = await login('dealer', 'Wrong7');
    expect(longer.status).toBe(429);
    expect(Number(longer.headers.get('Retry-After'))).toBe(2);
    await waitPasses(2);
    expect((await login('dealer@example.com', 'Demo1234')).status).toBe(200);
  });

  it('cannot be aimed at the real user: the owner signs in from another address at once', async () => {
    for (let attempt = 0; attempt < 8; attempt += 1) await login('dealer', `Wrong${attempt}`);
    expect((await login('dealer', 'Demo1234')).status).toBe(429);
    expect((await login('dealer', 'Demo1234', '198.51.100.20')).status).toBe(200);
  });
});

describe('guessing one account’s password from many addresses', () => {
  it('stops at the account’s ceiling, except from an address the owner signed in from before', async () => {
    const owner = '198.51.100.7';
    expect((await login('dealer', 'Demo1234', owner)).status).toBe(200);
    // A botnet has already failed all but ten times (stored as the limiter counts them); ten more
    // addresses guess at once and reach the ceiling.
    const { limit, name } = limitRules.loginFailuresPerAccount;
    await sql`
      INSERT INTO rate_limits (key, window_start, hits) VALUES (${`${name}:dealer`}, ${Date.now()}::bigint, ${limit - 10})
      ON CONFLICT (key) DO UPDATE SET window_start = excluded.window_start, hits = excluded.hits`.execute(api.ctx.db);
    const guesses = Array.from({ length: 10 }, (_, bot) => login('dealer', 'Guess1234', `10.0.0.${bot}`));
    expect((await Promise.all(guesses)).map((answer) => answer.status)).toEqual(Array(10).fill(401));
    expect((await login('dealer', 'Demo1234', '10.9.9.9')).status).toBe(429);
    expect((await login('dealer', 'Demo1234', owner)).status).toBe(200);
    await timePasses();
    expect((await login('dealer', 'Demo1234', '10.9.9.9')).status).toBe(200);
  });
});

describe('guessing one account’s password from 50 addresses at once', () => {
  it('lets exactly as many through as the account’s ceiling has left, and refuses the rest with 429', async () => {
    const { limit, name } = limitRules.loginFailuresPerAccount;
    await sql`
      INSERT INTO rate_limits (key, window_start, hits) VALUES (${`${name}:dealer`}, ${Date.now()}::bigint, ${limit - 10})
      ON CONFLICT (key) DO UPDATE SET window_start = excluded.window_start, hits = excluded.hits`.execute(api.ctx.db);
    const other = secondNode();
    const guesses = Array.from({ length: 50 }, (_, bot) =>
      bot % 2
        ? login('dealer', 'Guess1234', `10.2.0.${bot}`)
        : other('/Login', { Email: 'dealer', Password: 'Guess1234' }, { 'X-Forwarded-For': `10.2.0.${bot}` }),
    );
    const statuses = (await Promise.all(guesses)).map((answer) => answer.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(40);
  });
});

describe('a flood from one address', () => {
  it('is refused past RATE_LIMIT_SIGN_INS attempts, whatever their outcome, over any accounts', async () => {
    const { limit } = counted.attemptsPerAddress;
    for (let attempt = 0; attempt < limit; attempt += 1) {
      const answer = await login(attempt % 2 ? 'retail' : `nobody${attempt}`, attempt % 2 ? 'Demo1234' : 'Guess1234');
      expect(answer.status).toBe(attempt % 2 ? 200 : 401);
    }
    const refused = await login('distributor', 'Demo1234');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
  });

  it('of 100 concurrent wrong passwords counts every one it let through, and lets few through', async () => {
    const answers = await Promise.all(Array.from({ length: 100 }, (_, n) => login('dealer', `Wrong${n}`)));
    const failed = answers.filter((answer) => answer.status === 401).length;
    expect(failed + answers.filter((answer) => answer.status === 429).length).toBe(100);
    // Two hash at a time per address; the rest wait their turn as 429s (the free failures, then
    // 1 s and 2 s waits, at most, pass while a slow machine answers the hundred).
    expect(failed).toBeLessThanOrEqual(pairDelay.freeFailures + 2);
    const { rows } = await sql<{ failures: number }>`SELECT failures FROM sign_in_pairs`.execute(api.ctx.db);
    expect(rows.map((pair) => pair.failures)).toEqual([failed]);
  });

  it('leaves a dealer at another address signing in as usual, never 503', async () => {
    const flood = Array.from({ length: 100 }, (_, n) => login(`nobody${n}`, 'Guess1234'));
    const dealer = await login('distributor', 'Demo1234', '198.51.100.30');
    await Promise.all(flood);
    expect(dealer.status).toBe(200);
  });
});

describe('a flood of correct logins for one account', () => {
  it('is held past RATE_LIMIT_SIGN_INS sign-ins in five minutes', async () => {
    const { limit } = counted.successesPerAccount;
    for (let attempt = 0; attempt < limit; attempt += 1)
      expect((await login('dealer', 'Demo1234', `10.1.0.${attempt}`)).status).toBe(200);
    expect((await login('dealer', 'Demo1234', '10.1.1.1')).status).toBe(429);
    expect((await login('retail', 'Demo1234', '10.1.1.1')).status).toBe(200);
  });
});

describe('guessing the current password with a stolen session', () => {
  it('is refused with 429 after 5 wrong current passwords', async () => {
    const { token, userId } = await api.login('dealer');
    const change = (CurrentPassword: string) =>
      api.send(
        'ChangePassword',
        { CurrentPassword, NewPassword: 'Next1234', ConfirmPassword: 'Next1234', UserId: userId },
        { token },
      );
    for (let attempt = 0; attempt < limitRules.passwordFailuresPerAccount.limit; attempt += 1) {
      expect((await change(`Guess${attempt}`)).status).toBe(400);
    }
    const refused = await change('Demo1234');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
  });

  it('of 50 wrong current passwords at once answers exactly 5 and refuses the rest with 429', async () => {
    const { token, userId } = await api.login('dealer');
    const other = secondNode();
    const guesses = Array.from({ length: 50 }, (_, n) => {
      const body = {
        CurrentPassword: `Guess${n}`,
        NewPassword: 'Next1234',
        ConfirmPassword: 'Next1234',
        UserId: userId,
      };
      return n % 2
        ? api.send('ChangePassword', body, { token, ...from('203.0.113.60') })
        : other('/ChangePassword', body, { Authorization: `Bearer ${token}`, 'X-Forwarded-For': '203.0.113.60' });
    });
    const statuses = (await Promise.all(guesses)).map((answer) => answer.status);
    expect(statuses.filter((status) => status === 400)).toHaveLength(limitRules.passwordFailuresPerAccount.limit);
    expect(statuses.filter((status) => status === 429)).toHaveLength(50 - limitRules.passwordFailuresPerAccount.limit);
  });
});
