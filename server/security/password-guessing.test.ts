import { startTestApi, type TestApi } from '../accounts/test-server.ts';
import { limitRules } from './limits.ts';

/**
 * The attack: 50 wrong passwords in 1.6 s were all answered 401 and then the right one worked; the
 * current password of ChangePassword could be guessed the same way.
 */
let api: TestApi;
beforeEach(async () => {
  api = await startTestApi(0);
});
afterEach(() => api.close());

const login = (Email: string, Password: string) => api.send('Login', { Email, Password });

/** Moves every rate-limit window into the past, as if its time had run out. */
const windowsPass = () =>
  api.ctx.db.prepare('UPDATE rate_limits SET window_start = window_start - ?').run(24 * 60 * 60 * 1000);

describe('guessing one account’s password', () => {
  it('is refused with 429 and Retry-After after 10 wrong passwords, the right one included', async () => {
    const { limit, windowSeconds } = limitRules.loginFailuresPerAccount;
    for (let attempt = 0; attempt < limit; attempt += 1)
      expect((await login('dealer', `Wrong${attempt}`)).status).toBe(401);
    const refused = await login('dealer', 'Wrong99');
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get('Retry-After'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
    expect((await login('dealer@example.com', 'Demo1234')).status).toBe(429);
  });

  it('locks the real user out only until the window ends, and other accounts not at all', async () => {
    for (let attempt = 0; attempt < 12; attempt += 1) await login('dealer', 'Wrong1234');
    expect((await login('distributor', 'Demo1234')).status).toBe(200);
    windowsPass();
    expect((await login('dealer', 'Demo1234')).status).toBe(200);
  });
});

describe('spraying passwords over many accounts from one address', () => {
  it('is refused with 429 once the address has failed 30 times', async () => {
    const { limit } = limitRules.loginFailuresPerAddress;
    for (let attempt = 0; attempt < limit; attempt += 1) {
      expect((await login(`nobody${attempt}`, 'Guess1234')).status).toBe(401);
    }
    const refused = await login('retail', 'Guess1234');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
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
});
