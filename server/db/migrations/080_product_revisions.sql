-- Each product row carries the catalogue revision of its last change (its own row, its files, videos
-- or questions), so a publish reads only the products changed since the live build and reuses the
-- live build's copy of the rest. The revision is taken under the row lock of meta.catalog_revision,
-- bumped before the statement runs and held to the commit: a change committed later always carries
-- a higher revision than every change a reader could already see, so none is skipped.
ALTER TABLE products ADD COLUMN revision bigint NOT NULL DEFAULT 0;

CREATE TRIGGER products_revision_before BEFORE INSERT OR UPDATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_revision();

CREATE FUNCTION stamp_product_revision() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.revision := (SELECT value::bigint FROM meta WHERE key = 'catalog_revision');
  RETURN NEW;
END;
$$;

CREATE TRIGGER products_revision_stamp BEFORE INSERT OR UPDATE ON products
  FOR EACH ROW EXECUTE FUNCTION stamp_product_revision();

-- A change to a product's files, videos or questions is a change to its page: one UPDATE of the
-- products it touches per statement (transition tables), not one per row.
-- With an argument, the products named by that transition table; without, every product.
CREATE FUNCTION touch_products() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_NARGS = 0 THEN
    UPDATE products SET revision = 0;
  ELSE
    EXECUTE format('UPDATE products SET revision = 0 WHERE sku IN (SELECT sku FROM %I)', TG_ARGV[0]);
  END IF;
  RETURN NULL;
END;
$$;

DO $$
DECLARE
  child text;
BEGIN
  FOREACH child IN ARRAY ARRAY['product_files', 'product_videos', 'product_faqs'] LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS added
      FOR EACH STATEMENT EXECUTE FUNCTION touch_products(added)', child || '_touch_added', child);
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING NEW TABLE AS added
      FOR EACH STATEMENT EXECUTE FUNCTION touch_products(added)', child || '_touch_updated', child);
    -- A row moved to another product changes the page it left too.
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING OLD TABLE AS removed
      FOR EACH STATEMENT EXECUTE FUNCTION touch_products(removed)', child || '_touch_moved', child);
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS removed
      FOR EACH STATEMENT EXECUTE FUNCTION touch_products(removed)', child || '_touch_removed', child);
    EXECUTE format('CREATE TRIGGER %I AFTER TRUNCATE ON %I
      FOR EACH STATEMENT EXECUTE FUNCTION touch_products()', child || '_touch_truncated', child);
  END LOOP;
END;
$$;
