-- What visitors submit, and the mail it causes. A submission is stored before its mail is tried,
-- so nothing is lost when delivery fails.

CREATE TABLE outbox (
  id INTEGER PRIMARY KEY,
  kind TEXT NOT NULL,
  mail_from TEXT NOT NULL,
  mail_to TEXT NOT NULL,
  cc TEXT NOT NULL DEFAULT '',
  reply_to TEXT NOT NULL DEFAULT '',
  subject TEXT NOT NULL,
  body TEXT NOT NULL,
  created_at TEXT NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  last_error TEXT,
  last_attempt_at TEXT,
  -- A delivery attempt holds the row until this time, so a retry never sends it twice.
  locked_until TEXT,
  next_attempt_at TEXT NOT NULL,
  sent_at TEXT,
  -- Where it went: "smtp" or the .eml file name.
  delivered_as TEXT
);
CREATE INDEX outbox_pending ON outbox (next_attempt_at) WHERE sent_at IS NULL;

CREATE TABLE submissions (
  id INTEGER PRIMARY KEY,
  kind TEXT NOT NULL,
  payload TEXT NOT NULL CHECK (json_valid(payload)),
  account_id INTEGER REFERENCES accounts (id),
  outbox_id INTEGER REFERENCES outbox (id),
  created_at TEXT NOT NULL
);
CREATE INDEX submissions_by_kind ON submissions (kind, created_at);

CREATE TABLE not_found_reports (
  id INTEGER PRIMARY KEY,
  url TEXT NOT NULL,
  referrer TEXT NOT NULL DEFAULT '',
  created_at TEXT NOT NULL
);
