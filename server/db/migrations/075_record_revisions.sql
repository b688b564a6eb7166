-- Each product, blog post, news item and partner carries the catalogue revision its last change
-- made (the value meta.catalog_revision takes once the statement's revision trigger has run), so the
-- rows changed since a build are those whose revision is above the one the build was made from.
-- The meta row is locked for the stamp, so two editing transactions never stamp the same revision.
-- Rows older than this migration read 0: made before any build that recorded its revision.
CREATE FUNCTION stamp_record_revision() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.revision := (SELECT value::bigint + 1 FROM meta WHERE key = 'catalog_revision' FOR UPDATE);
  RETURN NEW;
END;
$$;

ALTER TABLE products ADD COLUMN revision bigint NOT NULL DEFAULT 0;
ALTER TABLE blogs ADD COLUMN revision bigint NOT NULL DEFAULT 0;
ALTER TABLE news ADD COLUMN revision bigint NOT NULL DEFAULT 0;
ALTER TABLE partners ADD COLUMN revision bigint NOT NULL DEFAULT 0;

CREATE TRIGGER products_record_revision BEFORE INSERT OR UPDATE ON products
  FOR EACH ROW EXECUTE FUNCTION stamp_record_revision();
CREATE TRIGGER blogs_record_revision BEFORE INSERT OR UPDATE ON blogs
  FOR EACH ROW EXECUTE FUNCTION stamp_record_revision();
CREATE TRIGGER news_record_revision BEFORE INSERT OR UPDATE ON news
  FOR EACH ROW EXECUTE FUNCTION stamp_record_revision();
CREATE TRIGGER partners_record_revision BEFORE INSERT OR UPDATE ON partners
  FOR EACH ROW EXECUTE FUNCTION stamp_record_revision();
