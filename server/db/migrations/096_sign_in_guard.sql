-- Failed sign-ins of one account from one address: each failure past the free ones doubles the wait
-- before that address may try that account again (server/security/sign-in-guard.ts).
CREATE TABLE sign_in_pairs (
  account TEXT NOT NULL,
  address TEXT NOT NULL,
  failures INTEGER NOT NULL,
  last_at INTEGER NOT NULL,
  PRIMARY KEY (account, address)
) WITHOUT ROWID;
CREATE INDEX sign_in_pairs_by_time ON sign_in_pairs (last_at);

-- Addresses an account signed in from: its owner's way in while the account's ceiling holds.
CREATE TABLE sign_in_known (
  account TEXT NOT NULL,
  address TEXT NOT NULL,
  last_at INTEGER NOT NULL,
  PRIMARY KEY (account, address)
) WITHOUT ROWID;
CREATE INDEX sign_in_known_by_time ON sign_in_known (last_at);
