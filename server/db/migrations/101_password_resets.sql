-- Password reset links ("Forgot password?"). Only a SHA-256 hash of the token is kept, so a copy of
-- the database opens no account. A link works once (used_at) and until expires_at (seconds).
CREATE TABLE password_resets (
  token_hash TEXT PRIMARY KEY,
  account_id INTEGER NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  used_at INTEGER
) WITHOUT ROWID;
CREATE INDEX password_resets_by_account ON password_resets (account_id, used_at);
CREATE INDEX password_resets_by_expiry ON password_resets (expires_at);
