import { sign, verify } from 'hono/jwt';
import type { Caller } from '../context.ts';

/**
 * Issues the HS256 bearer token of a signed-in account. The `email` claim is what order placement
 * reads as the orderer's address; `accountType` selects the prices the caller may see.
 */
export async function issueToken(caller: Caller, secret: string, ttlSeconds: number): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return sign(
    {
      sub: String(caller.userId),
      name: caller.userName,
      email: caller.email,
      accountType: caller.accountType,
      iat: now,
      exp: now + ttlSeconds,
    },
    secret,
    'HS256',
  );
}

/** Returns the caller a token speaks for, or undefined when it is missing, forged or expired. */
export async function readToken(token: string, secret: string): Promise<Caller | undefined> {
  try {
    const claims = await verify(token, secret, 'HS256');
    const userId = Number(claims.sub);
    if (!Number.isInteger(userId)) return undefined;
    return {
      userId,
      userName: String(claims.name ?? ''),
      email: String(claims.email ?? ''),
      accountType: String(claims.accountType ?? ''),
    };
  } catch {
    return undefined;
  }
}
