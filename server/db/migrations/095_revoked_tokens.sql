-- Tokens signed out before they expire (POST /Logout). A row is kept until its token would have
-- expired anyway, then swept.
CREATE TABLE revoked_tokens (
  jti TEXT PRIMARY KEY,
  expires_at INTEGER NOT NULL
) WITHOUT ROWID;
CREATE INDEX revoked_tokens_by_expiry ON revoked_tokens (expires_at);
