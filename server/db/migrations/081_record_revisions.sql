-- Blog posts, news items and partners carry the catalogue revision of their last change as products
-- do (080), so the staff publishing page lists the records changed since the live build: the same
-- bump before the statement and the same stamp, so a change committed later always carries a higher
-- revision than any change a reader could already see. Rows older than this migration read 0.
ALTER TABLE blogs ADD COLUMN revision bigint NOT NULL DEFAULT 0;
ALTER TABLE news ADD COLUMN revision bigint NOT NULL DEFAULT 0;
ALTER TABLE partners ADD COLUMN revision bigint NOT NULL DEFAULT 0;

DO $$
DECLARE
  kind text;
BEGIN
  FOREACH kind IN ARRAY ARRAY['blogs', 'news', 'partners'] LOOP
    EXECUTE format('CREATE TRIGGER %I BEFORE INSERT OR UPDATE ON %I
      FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_revision()', kind || '_revision_before', kind);
    EXECUTE format('CREATE TRIGGER %I BEFORE INSERT OR UPDATE ON %I
      FOR EACH ROW EXECUTE FUNCTION stamp_product_revision()', kind || '_revision_stamp', kind);
  END LOOP;
END;
$$;
