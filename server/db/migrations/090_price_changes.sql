-- Every node keeps the price and stock records it read (server/catalog/price-cache.ts). A change to
-- one tells every node at once, whoever writes it (an order, a seed, a script, psql), on the
-- channel of caller changes: 'k:' and the JSON array of the skus a statement changed, or 'k:*'
-- (every sku) when they would not fit in one announcement. One announcement per statement, so a
-- seed of 20,000 products sends one, not 20,000.
CREATE FUNCTION notify_price_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  skus text[];
  payload text;
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT sku) INTO skus FROM new_rows;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT sku) INTO skus FROM old_rows;
  ELSIF TG_TABLE_NAME = 'products' THEN
    -- A product's price is found by its sku and sku_key; its copy changes nothing kept.
    SELECT array_agg(DISTINCT sku) INTO skus FROM (
      (SELECT sku, sku_key FROM old_rows EXCEPT SELECT sku, sku_key FROM new_rows)
      UNION ALL
      (SELECT sku, sku_key FROM new_rows EXCEPT SELECT sku, sku_key FROM old_rows)
    ) moved;
  ELSE
    SELECT array_agg(DISTINCT sku) INTO skus FROM (SELECT sku FROM old_rows UNION SELECT sku FROM new_rows) changed;
  END IF;
  IF skus IS NULL THEN
    RETURN NULL;
  END IF;
  payload := 'k:' || to_json(skus)::text;
  -- PostgreSQL refuses payloads of 8,000 bytes or more.
  PERFORM pg_notify('caller_changes', CASE WHEN octet_length(payload) < 7900 THEN payload ELSE 'k:*' END);
  RETURN NULL;
END $$;

CREATE TRIGGER stocks_notify_insert AFTER INSERT ON stocks
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_price_change();
CREATE TRIGGER stocks_notify_update AFTER UPDATE ON stocks
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_price_change();
CREATE TRIGGER stocks_notify_delete AFTER DELETE ON stocks
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_price_change();
CREATE TRIGGER products_notify_insert AFTER INSERT ON products
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_price_change();
CREATE TRIGGER products_notify_update AFTER UPDATE ON products
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_price_change();
CREATE TRIGGER products_notify_delete AFTER DELETE ON products
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_price_change();
