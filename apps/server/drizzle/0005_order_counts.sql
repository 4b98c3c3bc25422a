-- The tab counts of /order/index (order_counts, one row per shop and key), kept by a
-- statement-level trigger on orders in the writer's own transaction, as product_counts is
-- (0003_product_triggers.sql). Keys: every order status; 'deposit' (order type deposit, a tab
-- of its own); 'marked_abnormal' (orders the automatic rules marked abnormal, abnormal_at set).
-- An update touches the counts only when a row's key moved, so most writes (amounts, memos,
-- tracking times) never lock a count row; rows are bumped in (shop, key) order.
CREATE FUNCTION orders_bump_counts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO order_counts AS c (shop_id, status, count)
    SELECT k.shop_id, k.status, sum(k.n)::int FROM (
        SELECT t.shop_id, t.status::text AS status, 1 AS n FROM new_orders t
        UNION ALL SELECT t.shop_id, 'deposit', 1 FROM new_orders t WHERE t.order_type = 'deposit'
        UNION ALL SELECT t.shop_id, 'marked_abnormal', 1 FROM new_orders t WHERE t.abnormal_at IS NOT NULL
      ) k
    GROUP BY k.shop_id, k.status ORDER BY k.shop_id, k.status
    ON CONFLICT (shop_id, status) DO UPDATE SET count = c.count + excluded.count;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO order_counts AS c (shop_id, status, count)
    SELECT k.shop_id, k.status, sum(k.n)::int FROM (
        SELECT t.shop_id, t.status::text AS status, -1 AS n FROM old_orders t
        UNION ALL SELECT t.shop_id, 'deposit', -1 FROM old_orders t WHERE t.order_type = 'deposit'
        UNION ALL SELECT t.shop_id, 'marked_abnormal', -1 FROM old_orders t WHERE t.abnormal_at IS NOT NULL
      ) k
    GROUP BY k.shop_id, k.status ORDER BY k.shop_id, k.status
    ON CONFLICT (shop_id, status) DO UPDATE SET count = c.count + excluded.count;
  ELSE
    INSERT INTO order_counts AS c (shop_id, status, count)
    SELECT k.shop_id, k.status, sum(k.n)::int FROM (
        SELECT n.shop_id, n.status::text AS status, 1 AS n
          FROM new_orders n JOIN old_orders o ON o.id = n.id WHERE n.status <> o.status
        UNION ALL SELECT o.shop_id, o.status::text, -1
          FROM new_orders n JOIN old_orders o ON o.id = n.id WHERE n.status <> o.status
        UNION ALL SELECT n.shop_id, 'deposit', CASE WHEN n.order_type = 'deposit' THEN 1 ELSE -1 END
          FROM new_orders n JOIN old_orders o ON o.id = n.id
          WHERE (n.order_type = 'deposit') <> (o.order_type = 'deposit')
        UNION ALL SELECT n.shop_id, 'marked_abnormal', CASE WHEN n.abnormal_at IS NOT NULL THEN 1 ELSE -1 END
          FROM new_orders n JOIN old_orders o ON o.id = n.id
          WHERE (n.abnormal_at IS NOT NULL) <> (o.abnormal_at IS NOT NULL)
      ) k
    GROUP BY k.shop_id, k.status HAVING sum(k.n) <> 0 ORDER BY k.shop_id, k.status
    ON CONFLICT (shop_id, status) DO UPDATE SET count = c.count + excluded.count;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER orders_counts_insert AFTER INSERT ON orders REFERENCING NEW TABLE AS new_orders
  FOR EACH STATEMENT EXECUTE FUNCTION orders_bump_counts();
--> statement-breakpoint
CREATE TRIGGER orders_counts_update AFTER UPDATE ON orders REFERENCING OLD TABLE AS old_orders NEW TABLE AS new_orders
  FOR EACH STATEMENT EXECUTE FUNCTION orders_bump_counts();
--> statement-breakpoint
CREATE TRIGGER orders_counts_delete AFTER DELETE ON orders REFERENCING OLD TABLE AS old_orders
  FOR EACH STATEMENT EXECUTE FUNCTION orders_bump_counts();
--> statement-breakpoint
-- Orders written before the trigger existed.
INSERT INTO order_counts (shop_id, status, count)
SELECT k.shop_id, k.status, count(*)::int FROM (
    SELECT shop_id, status::text AS status FROM orders
    UNION ALL SELECT shop_id, 'deposit' FROM orders WHERE order_type = 'deposit'
    UNION ALL SELECT shop_id, 'marked_abnormal' FROM orders WHERE abnormal_at IS NOT NULL
  ) k
GROUP BY k.shop_id, k.status
ON CONFLICT (shop_id, status) DO UPDATE SET count = excluded.count;
