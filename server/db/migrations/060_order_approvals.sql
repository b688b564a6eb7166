-- Spending limits of a company's buyers: per order and per calendar month (UTC), in the company's
-- currency; null is no limit. They apply while the member is a Buyer.
ALTER TABLE company_members ADD COLUMN order_limit numeric(12,2) CHECK (order_limit >= 0);
ALTER TABLE company_members ADD COLUMN month_limit numeric(12,2) CHECK (month_limit >= 0);

-- A buyer's order over a limit, kept for the company's admins to approve (then placed at the prices
-- of that moment from the request as sent) or decline with a reason; the buyer may withdraw it
-- while it is pending. The buyer's name stays when its login is removed.
CREATE TABLE order_approvals (
  id serial PRIMARY KEY,
  company_id integer NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  buyer_account_id integer REFERENCES accounts (id) ON DELETE SET NULL,
  buyer_name text NOT NULL,
  status text NOT NULL CHECK (status IN ('pending', 'approved', 'declined', 'withdrawn')),
  note text NOT NULL,
  -- What the order came to when it was asked for, its lines priced then (JSON), and the request
  -- body as sent (JSON), which an approval places again at the prices of its moment.
  total numeric(12,2) NOT NULL,
  lines text NOT NULL,
  request text NOT NULL,
  created_at text NOT NULL,
  decided_at text,
  decided_by_name text,
  reason text,
  order_doc_num integer
);
CREATE INDEX order_approvals_by_company ON order_approvals (company_id, status);
CREATE INDEX order_approvals_by_buyer ON order_approvals (buyer_account_id, created_at);
