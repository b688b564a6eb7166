-- Single-use human-verification passes, rate limits, revoked tokens, the sign-in guard and
-- password reset links. Times here are numbers: epoch milliseconds (bigint) or epoch seconds.

-- Human-verification passes already spent (a pass is single use); rows go once the pass expired
-- (expires_at in epoch milliseconds).
CREATE TABLE spent_passes (
  nonce text PRIMARY KEY,
  spent_by text NOT NULL,
  expires_at bigint NOT NULL
);

-- Fixed-window counters of the rate limits, keyed by rule and subject (address or account);
-- window_start in epoch milliseconds.
CREATE TABLE rate_limits (
  key text PRIMARY KEY,
  window_start bigint NOT NULL,
  hits integer NOT NULL
);

-- Tokens signed out before they expire (POST /Logout). A row is kept until its token would have
-- expired anyway (expires_at in epoch seconds), then swept.
CREATE TABLE revoked_tokens (
  jti text PRIMARY KEY,
  expires_at bigint NOT NULL
);
CREATE INDEX revoked_tokens_by_expiry ON revoked_tokens (expires_at);

-- Failed sign-ins of one account from one address: each failure past the free ones doubles the wait
-- before that address may try that account again (server/security/sign-in-guard.ts).
-- last_at in epoch milliseconds.
CREATE TABLE sign_in_pairs (
  account text NOT NULL,
  address text NOT NULL,
  failures integer NOT NULL,
  last_at bigint NOT NULL,
  PRIMARY KEY (account, address)
);
CREATE INDEX sign_in_pairs_by_time ON sign_in_pairs (last_at);

-- Addresses an account signed in from: its owner's way in while the account's ceiling holds.
CREATE TABLE sign_in_known (
  account text NOT NULL,
  address text NOT NULL,
  last_at bigint NOT NULL,
  PRIMARY KEY (account, address)
);
CREATE INDEX sign_in_known_by_time ON sign_in_known (last_at);

-- Password reset links ("Forgot password?"). Only a SHA-256 hash of the token is kept, so a copy of
-- the database opens no account. A link works once (used_at) and until expires_at (epoch seconds).
CREATE TABLE password_resets (
  token_hash text PRIMARY KEY,
  account_id integer NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  created_at bigint NOT NULL,
  expires_at bigint NOT NULL,
  used_at bigint
);
CREATE INDEX password_resets_by_account ON password_resets (account_id, used_at);
CREATE INDEX password_resets_by_expiry ON password_resets (expires_at);
