-- Saved lists and quote requests belong to the member who made them inside their company. A list
-- is private to its owner until shared with the company; a quote request shows to its requester
-- and to the company's admins.
ALTER TABLE saved_lists ADD COLUMN owner_account_id integer REFERENCES accounts (id) ON DELETE SET NULL;
ALTER TABLE saved_lists ADD COLUMN shared boolean NOT NULL DEFAULT false;
-- Lists made before belonged to the whole company: the company's own account (its first admin)
-- owns them, and they stay shared so no member loses a list it used.
UPDATE saved_lists SET owner_account_id = account_id, shared = true;
-- One wishlist per member, no longer one per company.
DROP INDEX saved_lists_one_wishlist;
CREATE UNIQUE INDEX saved_lists_one_wishlist ON saved_lists (owner_account_id) WHERE is_wishlist;
CREATE INDEX saved_lists_by_owner ON saved_lists (owner_account_id);

-- Who asked for a quote, by login and by user name as it was then (kept when the member is removed).
ALTER TABLE quotes ADD COLUMN requested_by_account_id integer REFERENCES accounts (id) ON DELETE SET NULL;
ALTER TABLE quotes ADD COLUMN requested_by_name text;
UPDATE quotes q SET requested_by_account_id = q.account_id, requested_by_name = a.user_name
FROM accounts a WHERE a.id = q.account_id;
CREATE INDEX quotes_by_requester ON quotes (requested_by_account_id);
