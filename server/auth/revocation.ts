import type { DatabaseSync } from 'node:sqlite';
import { statement } from '../catalog/rows.ts';
import type { TokenClaims } from './token.ts';

/**
 * Signing out revokes the token on the server: its id is kept until the token would have expired,
 * and a revoked token reads as signed out (401 where a token is required).
 */
export function revokeToken(db: DatabaseSync, claims: Pick<TokenClaims, 'tokenId' | 'expiresAt'>): void {
  const now = Math.floor(Date.now() / 1000);
  statement(db, 'DELETE FROM revoked_tokens WHERE expires_at < ?').run(now);
  statement(db, 'INSERT OR IGNORE INTO revoked_tokens (jti, expires_at) VALUES (?, ?)').run(
    claims.tokenId,
    claims.expiresAt,
  );
}

export function isRevoked(db: DatabaseSync, tokenId: string): boolean {
  return statement(db, 'SELECT 1 FROM revoked_tokens WHERE jti = ?').get(tokenId) !== undefined;
}
