-- Saved lists (the wishlist is one of them) and quote requests, kept per account (issue 34).

CREATE TABLE saved_lists (
  id INTEGER PRIMARY KEY,
  account_id INTEGER NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  is_wishlist INTEGER NOT NULL DEFAULT 0 CHECK (is_wishlist IN (0, 1)),
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX saved_lists_by_account ON saved_lists (account_id);
-- One wishlist per account.
CREATE UNIQUE INDEX saved_lists_one_wishlist ON saved_lists (account_id) WHERE is_wishlist = 1;

CREATE TABLE saved_list_lines (
  list_id INTEGER NOT NULL REFERENCES saved_lists (id) ON DELETE CASCADE,
  sku TEXT NOT NULL,
  qty INTEGER NOT NULL CHECK (qty > 0),
  position INTEGER NOT NULL,
  PRIMARY KEY (list_id, sku)
);

CREATE TABLE quotes (
  id INTEGER PRIMARY KEY,
  account_id INTEGER NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  status TEXT NOT NULL CHECK (status IN ('requested', 'answered', 'ordered')),
  note TEXT NOT NULL,
  target_date TEXT,
  created_at TEXT NOT NULL,
  -- Set by sales' answer: the last day (UTC) the quoted prices hold, and who answered.
  expires_on TEXT,
  answered_by_account_id INTEGER REFERENCES accounts (id),
  answered_at TEXT,
  -- The order an accepted quote became.
  order_doc_entry INTEGER REFERENCES orders (doc_entry),
  requested_by_staff_account_id INTEGER REFERENCES accounts (id)
);
CREATE INDEX quotes_by_account ON quotes (account_id, created_at);
CREATE INDEX quotes_by_status ON quotes (status, created_at);

CREATE TABLE quote_lines (
  quote_id INTEGER NOT NULL REFERENCES quotes (id) ON DELETE CASCADE,
  line_num INTEGER NOT NULL,
  sku TEXT NOT NULL,
  title TEXT NOT NULL,
  qty INTEGER NOT NULL CHECK (qty > 0),
  price REAL CHECK (price IS NULL OR price > 0),
  PRIMARY KEY (quote_id, line_num)
);
