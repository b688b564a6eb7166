import { decode, sign } from 'hono/jwt';
import { issueToken, readToken } from './token.ts';

const caller = { userId: 7, userName: 'dealer', email: 'dealer@example.com', accountType: 'Dealer' };

describe('bearer tokens', () => {
  it('carry the account id, name, email and account type, and expire after the given time', async () => {
    const token = await issueToken(caller, 'secret', 600);
    const { header, payload } = decode(token);
    expect(header.alg).toBe('HS256');
    expect(payload).toMatchObject({ sub: '7', name: 'dealer', email: 'dealer@example.com', accountType: 'Dealer' });
    expect(Number(payload.exp) - Number(payload.iat)).toBe(600);
    expect(await readToken(token, 'secret')).toEqual(caller);
  });

  it('are refused when signed with another secret, expired, or not a token', async () => {
    expect(await readToken(await issueToken(caller, 'other-secret', 600), 'secret')).toBeUndefined();
    const past = Math.floor(Date.now() / 1000) - 60;
    const expired = await sign({ sub: '7', email: caller.email, exp: past }, 'secret', 'HS256');
    expect(await readToken(expired, 'secret')).toBeUndefined();
    expect(await readToken('not-a-token', 'secret')).toBeUndefined();
  });

  it('are refused when the subject is not an account id', async () => {
    const token = await sign({ sub: 'dealer', exp: Math.floor(Date.now() / 1000) + 60 }, 'secret', 'HS256');
    expect(await readToken(token, 'secret')).toBeUndefined();
  });
});
