-- Accounts of the dealer portal and their orders, shipments and comments (the SAP portal data).

CREATE TABLE accounts (
  id INTEGER PRIMARY KEY,
  user_name TEXT NOT NULL UNIQUE COLLATE NOCASE,
  email TEXT NOT NULL UNIQUE COLLATE NOCASE,
  -- scrypt$<salt hex>$<key hex>
  password_hash TEXT NOT NULL,
  account_type TEXT NOT NULL,
  -- Business partner id ("C10023"), the bpid of every account call.
  bpid TEXT NOT NULL UNIQUE,
  can_impersonate INTEGER NOT NULL DEFAULT 0 CHECK (can_impersonate IN (0, 1)),
  -- Contact, billing and shipping fields of ProfileSettings, as a JSON object.
  profile TEXT NOT NULL CHECK (json_valid(profile))
);

-- Every use of impersonation: which staff account signed in as which account, and when.
CREATE TABLE impersonations (
  id INTEGER PRIMARY KEY,
  staff_account_id INTEGER NOT NULL REFERENCES accounts (id),
  target_account_id INTEGER NOT NULL REFERENCES accounts (id),
  created_at TEXT NOT NULL
);

-- Sales orders. doc_entry is the internal key (open-item comments), doc_num the order number shown.
CREATE TABLE orders (
  doc_entry INTEGER PRIMARY KEY,
  doc_num INTEGER NOT NULL UNIQUE,
  account_id INTEGER NOT NULL REFERENCES accounts (id),
  po TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('o', 'c')),
  order_date TEXT NOT NULL,
  total REAL NOT NULL,
  card_name TEXT NOT NULL,
  bill_address TEXT NOT NULL,
  ship_address TEXT NOT NULL,
  comments TEXT NOT NULL DEFAULT '',
  -- Set for orders placed through the storefront; a repeated key answers the first order.
  idempotency_key TEXT,
  created_at TEXT NOT NULL,
  UNIQUE (account_id, idempotency_key)
);
CREATE INDEX orders_by_account ON orders (account_id, status, order_date);

CREATE TABLE order_lines (
  doc_entry INTEGER NOT NULL REFERENCES orders (doc_entry) ON DELETE CASCADE,
  line_num INTEGER NOT NULL,
  item_code TEXT NOT NULL,
  description TEXT NOT NULL,
  qty INTEGER NOT NULL CHECK (qty > 0),
  open_qty INTEGER NOT NULL CHECK (open_qty >= 0 AND open_qty <= qty),
  whscode TEXT NOT NULL,
  price REAL NOT NULL,
  -- Notes2: the warehouse's note on the line; comment: the dealer's own note (UpdateComments).
  notes TEXT NOT NULL DEFAULT '',
  comment TEXT NOT NULL DEFAULT '',
  PRIMARY KEY (doc_entry, line_num)
);
CREATE INDEX order_lines_by_sku ON order_lines (item_code);

CREATE TABLE shipments (
  id INTEGER PRIMARY KEY,
  doc_entry INTEGER NOT NULL REFERENCES orders (doc_entry) ON DELETE CASCADE,
  ship_date TEXT NOT NULL,
  ship_via TEXT NOT NULL,
  track_no TEXT NOT NULL,
  invoice TEXT NOT NULL
);
CREATE INDEX shipments_by_order ON shipments (doc_entry);

-- Stock held outside the US warehouse and inbound quantities (US stock is stocks.stock).
CREATE TABLE warehouse_stock (
  sku TEXT PRIMARY KEY,
  asn_us INTEGER NOT NULL DEFAULT 0,
  stock_eu INTEGER NOT NULL DEFAULT 0,
  asn_eu INTEGER NOT NULL DEFAULT 0,
  stock_sz INTEGER NOT NULL DEFAULT 0,
  asn_sz INTEGER NOT NULL DEFAULT 0
);
