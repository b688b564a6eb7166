-- Every change to what the static pages show (the catalogue, blog posts, news and partners) bumps
-- meta.catalog_revision, so `npm start` rebuilds the site when they changed. Prices
-- and stock are not on static pages. The triggers fire once per statement (even one that changed no
-- row): a seed inserting thousands of rows bumps once, and the revision only has to change, not count.
CREATE FUNCTION bump_catalog_revision() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE meta SET value = (value::bigint + 1)::text WHERE key = 'catalog_revision';
  RETURN NULL;
END;
$$;

CREATE TRIGGER categories_revision AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON categories
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_revision();
CREATE TRIGGER subcategories_revision AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON subcategories
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_revision();
CREATE TRIGGER products_revision AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_revision();
CREATE TRIGGER product_files_revision AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_files
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_revision();
CREATE TRIGGER product_videos_revision AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_videos
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_revision();
CREATE TRIGGER product_faqs_revision AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_faqs
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_revision();
CREATE TRIGGER home_products_revision AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON home_products
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_revision();
CREATE TRIGGER solutions_revision AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON solutions
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_revision();
CREATE TRIGGER solution_products_revision AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON solution_products
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_revision();
CREATE TRIGGER blogs_revision AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON blogs
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_revision();
CREATE TRIGGER news_revision AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON news
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_revision();
CREATE TRIGGER partners_revision AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON partners
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_revision();
