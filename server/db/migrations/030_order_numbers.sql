-- Order numbers (orders.doc_num) come from a sequence, so API nodes placing orders at once never
-- hand out one number twice. next_order_number() skips numbers already stored (the seeded history
-- and imported orders are numbered from the same start), so new orders continue after them.
CREATE SEQUENCE order_numbers AS integer START WITH 410001;

CREATE FUNCTION next_order_number() RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  candidate integer;
BEGIN
  LOOP
    candidate := nextval('order_numbers');
    EXIT WHEN NOT EXISTS (SELECT 1 FROM orders WHERE doc_num = candidate);
  END LOOP;
  RETURN candidate;
END;
$$;
