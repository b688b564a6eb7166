-- Facts about the database itself. `catalog_revision` grows whenever catalogue rows change (see the
-- triggers of the catalogue migrations), so `npm start` knows when the static site is stale.
CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
INSERT INTO meta (key, value) VALUES ('database_id', lower(hex(randomblob(8)))), ('catalog_revision', '0');
