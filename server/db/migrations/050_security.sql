-- Revocable sessions, who placed an order, single-use human-verification passes and rate limits.

-- Every token carries the version it was issued at; changing the password bumps it, so every
-- token issued before stops working.
ALTER TABLE accounts ADD COLUMN token_version INTEGER NOT NULL DEFAULT 0;

-- The staff account that placed an order while signed in as the customer; NULL when the customer
-- placed it.
ALTER TABLE orders ADD COLUMN placed_by_account_id INTEGER REFERENCES accounts (id);
-- Digest of the order request an Idempotency-Key was first used with: the same key with another
-- cart is refused instead of answering the first order.
ALTER TABLE orders ADD COLUMN request_digest TEXT;

-- Human-verification passes already spent (a pass is single use); rows go once the pass expired.
CREATE TABLE spent_passes (
  nonce TEXT PRIMARY KEY,
  spent_by TEXT NOT NULL,
  expires_at INTEGER NOT NULL
) WITHOUT ROWID;

-- Fixed-window counters of the rate limits, keyed by rule and subject (address or account).
CREATE TABLE rate_limits (
  key TEXT PRIMARY KEY,
  window_start INTEGER NOT NULL,
  hits INTEGER NOT NULL
) WITHOUT ROWID;
