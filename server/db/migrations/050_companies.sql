-- Company accounts: a dealer account is a company. Colleagues its admin invites sign in with login
-- accounts of their own and work on the company's data (price tier, stock, orders, invoices), which
-- stays on the company's account row. An account without a row here is its own company's admin:
-- every account made before companies, staff and retail accounts among them.
CREATE TABLE company_members (
  account_id integer PRIMARY KEY REFERENCES accounts (id) ON DELETE CASCADE,
  company_id integer NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  role text NOT NULL CHECK (role IN ('admin', 'buyer', 'viewer')),
  -- 'invited' until the invitation link sets the password; a disabled member's tokens are refused.
  status text NOT NULL CHECK (status IN ('invited', 'active', 'disabled')),
  invited_at text NOT NULL,
  CHECK (account_id <> company_id)
);
CREATE INDEX company_members_by_company ON company_members (company_id);

-- The business partner id is the company's: a member's login row carries its company's.
ALTER TABLE accounts DROP CONSTRAINT accounts_bpid_key;
CREATE INDEX accounts_by_bpid ON accounts (bpid);

-- Who placed an order, by user name as it was then (kept when the member is removed later).
ALTER TABLE orders ADD COLUMN placed_by_name text;

-- The single-use links of password_resets also accept invitations; a link of one purpose does
-- nothing for the other.
ALTER TABLE password_resets
  ADD COLUMN purpose text NOT NULL DEFAULT 'reset' CHECK (purpose IN ('reset', 'invitation'));

-- A removed member's login is deleted; staff sign-ins as it stay on record without it.
ALTER TABLE impersonations ALTER COLUMN target_account_id DROP NOT NULL;
ALTER TABLE impersonations DROP CONSTRAINT impersonations_target_account_id_fkey;
ALTER TABLE impersonations ADD CONSTRAINT impersonations_target_account_id_fkey
  FOREIGN KEY (target_account_id) REFERENCES accounts (id) ON DELETE SET NULL;
