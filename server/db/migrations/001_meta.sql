-- Facts about the database itself. `catalog_revision` grows whenever rows shown by the static pages
-- change (see 008_revisions.sql), so `npm start` knows when the static site is stale.
CREATE TABLE meta (key text PRIMARY KEY, value text NOT NULL);
INSERT INTO meta (key, value) VALUES
  ('database_id', substr(md5(random()::text || clock_timestamp()::text), 1, 16)),
  ('catalog_revision', '0');
