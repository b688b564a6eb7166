import { decode, sign } from 'hono/jwt';
import { issueToken, readToken } from './token.ts';

const subject = {
  userId: 7,
  userName: 'dealer',
  email: 'dealer@example.com',
  accountType: 'Dealer',
  tokenVersion: 3,
};

describe('bearer tokens', () => {
  it('carry the account id, name, email, account type and token version, and expire after the given time', async () => {
    const token = await issueToken(subject, 'secret', 600);
    const { header, payload } = decode(token);
    expect(header.alg).toBe('HS256');
    expect(payload).toMatchObject({
      sub: '7',
      name: 'dealer',
      email: 'dealer@example.com',
      accountType: 'Dealer',
      ver: 3,
    });
    expect(payload).not.toHaveProperty('imp');
    expect(Number(payload.exp) - Number(payload.iat)).toBe(600);
    expect(await readToken(token, 'secret')).toEqual({
      tokenId: expect.any(String),
      expiresAt: expect.any(Number),
      userId: 7,
      tokenVersion: 3,
    });
  });

  it('name the staff user of an impersonated session', async () => {
    const impersonator = { userId: 2, userName: 'staff', tokenVersion: 0 };
    const token = await issueToken({ ...subject, impersonator }, 'secret', 600);
    expect(decode(token).payload).toMatchObject({ sub: '7', imp: 'staff', impSub: 2, impVer: 0 });
    expect(await readToken(token, 'secret')).toMatchObject({ userId: 7, tokenVersion: 3, impersonator });
  });

  it('are refused when signed with another secret, expired, or not a token', async () => {
    expect(await readToken(await issueToken(subject, 'other-secret', 600), 'secret')).toBeUndefined();
    const past = Math.floor(Date.now() / 1000) - 60;
    const expired = await sign({ sub: '7', ver: 0, exp: past }, 'secret', 'HS256');
    expect(await readToken(expired, 'secret')).toBeUndefined();
    expect(await readToken('not-a-token', 'secret')).toBeUndefined();
  });

  it('are refused when the subject is not an account id or the version is missing', async () => {
    const exp = Math.floor(Date.now() / 1000) + 60;
    expect(await readToken(await sign({ sub: 'dealer', ver: 0, exp }, 'secret', 'HS256'), 'secret')).toBeUndefined();
    expect(await readToken(await sign({ sub: '7', exp }, 'secret', 'HS256'), 'secret')).toBeUndefined();
  });
});
