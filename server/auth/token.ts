import { randomUUID } from 'node:crypto';
import { sign, verify } from 'hono/jwt';
import { LRUCache } from 'lru-cache';
import { z } from 'zod';

/** What a token is issued for: an account at its current token version, maybe by a staff user. */
export interface TokenSubject {
  userId: number;
  userName: string;
  email: string;
  accountType: string;
  tokenVersion: number;
  /** The staff account signed in as this account (impersonation). */
  impersonator?: { userId: number; userName: string; tokenVersion: number };
}

/** The claims the server trusts: who, at which version, and by whom. Everything else is looked up. */
export interface TokenClaims {
  /** The token's own id, so signing out can revoke this token alone. */
  tokenId: string;
  /** When it expires (seconds since the epoch): a revocation is kept until then. */
  expiresAt: number;
  userId: number;
  tokenVersion: number;
  impersonator?: { userId: number; userName: string; tokenVersion: number };
}

const accountId = z.coerce.number().int().positive();
const version = z.number().int().nonnegative();
const claimsSchema = z.object({
  sub: accountId,
  ver: version,
  jti: z.string().min(1).max(64),
  exp: z.number().int(),
  imp: z.string().max(200).optional(),
  impSub: accountId.optional(),
  impVer: version.optional(),
});

/**
 * Issues the HS256 bearer token of a signed-in account. `name`, `email` and `accountType` are for
 * the browser (order placement reads the email); the server decides access and prices from the
 * account row, and refuses the token once `ver` is behind the account's token version. An
 * impersonation token also names the staff user (`imp`, `impSub`, `impVer`). `jti` identifies the token
 * for signing out (see revocation.ts).
 */
export async function issueToken(subject: TokenSubject, secret: string, ttlSeconds: number): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  const { impersonator } = subject;
  return sign(
    {
      sub: String(subject.userId),
      name: subject.userName,
      email: subject.email,
      accountType: subject.accountType,
      ver: subject.tokenVersion,
      ...(impersonator && {
        imp: impersonator.userName,
        impSub: impersonator.userId,
        impVer: impersonator.tokenVersion,
      }),
      jti: randomUUID(),
      iat: now,
      exp: now + ttlSeconds,
    },
    secret,
    'HS256',
  );
}

/** The trusted claims of a token, or undefined when it is missing, forged, expired or malformed. */
export async function readToken(token: string, secret: string): Promise<TokenClaims | undefined> {
  try {
    const parsed = claimsSchema.safeParse(await verify(token, secret, 'HS256'));
    if (!parsed.success) return undefined;
    const { sub, ver, jti, exp, imp, impSub, impVer } = parsed.data;
    const impersonator =
      imp !== undefined && impSub !== undefined && impVer !== undefined
        ? { userId: impSub, userName: imp, tokenVersion: impVer }
        : undefined;
    return { tokenId: jti, expiresAt: exp, userId: sub, tokenVersion: ver, ...(impersonator && { impersonator }) };
  } catch {
    return undefined;
  }
}

/** Tokens whose signature one node remembers having checked. */
const MAX_VERIFIED = 10_000;

/**
 * `readToken` for one secret, remembering the claims of the tokens it verified (by the token's
 * whole text, signature included) until they expire: a dealer's token is checked once per node,
 * not on every call.
 */
export function tokenReader(secret: string): (token: string) => Promise<TokenClaims | undefined> {
  const verified = new LRUCache<string, TokenClaims>({ max: MAX_VERIFIED });
  return async (token) => {
    const kept = verified.get(token);
    if (kept && kept.expiresAt > Math.floor(Date.now() / 1000)) return kept;
    const claims = await readToken(token, secret);
    if (claims) verified.set(token, claims);
    else verified.delete(token);
    return claims;
  };
}
