import { sql, type Db } from '../db/index.ts';
import type { TokenClaims } from './token.ts';

/**
 * Signing out revokes the token on the server: its id is kept until the token would have expired,
 * and a revoked token reads as signed out (401 where a token is required). Every node reads the
 * same table on every request, so a token signed out on one is refused by all.
 */
export async function revokeToken(db: Db, claims: Pick<TokenClaims, 'tokenId' | 'expiresAt'>): Promise<void> {
  const now = Math.floor(Date.now() / 1000);
  await sql`DELETE FROM revoked_tokens WHERE expires_at < ${now}::bigint`.execute(db);
  await sql`
    INSERT INTO revoked_tokens (jti, expires_at) VALUES (${claims.tokenId}, ${claims.expiresAt}::bigint)
    ON CONFLICT DO NOTHING`.execute(db);
}
