-- Figures the database keeps in step for every writer (items, orders, compliance, jobs), in
-- the writer's own transaction (see apps/server/src/db/tables/products.ts). Written as
-- statement-level triggers with transition tables: one pass per statement, however many
-- rows it touched (an import, a shelf-rule sweep).

-- 1. The SKU figures of each product: stock, reserved, lowest and highest price, and how many
--    SKUs are at or below their warning line.
CREATE FUNCTION skus_refresh_product_totals() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE products p SET
      stock_total = p.stock_total + d.d_stock,
      reserved_total = p.reserved_total + d.d_reserved,
      low_stock_skus = p.low_stock_skus + d.d_low,
      price_min = CASE WHEN d.price_moved THEN coalesce((SELECT min(s.price) FROM skus s WHERE s.shop_id = p.shop_id AND s.product_id = p.id), 0) ELSE p.price_min END,
      price_max = CASE WHEN d.price_moved THEN coalesce((SELECT max(s.price) FROM skus s WHERE s.shop_id = p.shop_id AND s.product_id = p.id), 0) ELSE p.price_max END
    FROM (SELECT t.shop_id, t.product_id,
        sum(t.stock)::int AS d_stock, sum(t.reserved)::int AS d_reserved,
        sum((t.stock - t.reserved <= t.warning_line)::int)::int AS d_low, true AS price_moved
      FROM new_skus t GROUP BY t.shop_id, t.product_id) d
    WHERE p.id = d.product_id AND p.shop_id = d.shop_id
      AND (d.d_stock <> 0 OR d.d_reserved <> 0 OR d.d_low <> 0 OR d.price_moved);
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE products p SET
      stock_total = p.stock_total + d.d_stock,
      reserved_total = p.reserved_total + d.d_reserved,
      low_stock_skus = p.low_stock_skus + d.d_low,
      price_min = CASE WHEN d.price_moved THEN coalesce((SELECT min(s.price) FROM skus s WHERE s.shop_id = p.shop_id AND s.product_id = p.id), 0) ELSE p.price_min END,
      price_max = CASE WHEN d.price_moved THEN coalesce((SELECT max(s.price) FROM skus s WHERE s.shop_id = p.shop_id AND s.product_id = p.id), 0) ELSE p.price_max END
    FROM (SELECT t.shop_id, t.product_id,
        -sum(t.stock)::int AS d_stock, -sum(t.reserved)::int AS d_reserved,
        -sum((t.stock - t.reserved <= t.warning_line)::int)::int AS d_low, true AS price_moved
      FROM old_skus t GROUP BY t.shop_id, t.product_id) d
    WHERE p.id = d.product_id AND p.shop_id = d.shop_id
      AND (d.d_stock <> 0 OR d.d_reserved <> 0 OR d.d_low <> 0 OR d.price_moved);
  ELSE
    UPDATE products p SET
      stock_total = p.stock_total + d.d_stock,
      reserved_total = p.reserved_total + d.d_reserved,
      low_stock_skus = p.low_stock_skus + d.d_low,
      price_min = CASE WHEN d.price_moved THEN coalesce((SELECT min(s.price) FROM skus s WHERE s.shop_id = p.shop_id AND s.product_id = p.id), 0) ELSE p.price_min END,
      price_max = CASE WHEN d.price_moved THEN coalesce((SELECT max(s.price) FROM skus s WHERE s.shop_id = p.shop_id AND s.product_id = p.id), 0) ELSE p.price_max END
    FROM (SELECT n.shop_id, n.product_id,
        sum(n.stock - o.stock)::int AS d_stock, sum(n.reserved - o.reserved)::int AS d_reserved,
        sum((n.stock - n.reserved <= n.warning_line)::int - (o.stock - o.reserved <= o.warning_line)::int)::int AS d_low, bool_or(n.price <> o.price) AS price_moved
      FROM new_skus n JOIN old_skus o ON o.id = n.id GROUP BY n.shop_id, n.product_id) d
    WHERE p.id = d.product_id AND p.shop_id = d.shop_id
      AND (d.d_stock <> 0 OR d.d_reserved <> 0 OR d.d_low <> 0 OR d.price_moved);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER skus_totals_insert AFTER INSERT ON skus REFERENCING NEW TABLE AS new_skus
  FOR EACH STATEMENT EXECUTE FUNCTION skus_refresh_product_totals();
--> statement-breakpoint
CREATE TRIGGER skus_totals_update AFTER UPDATE ON skus REFERENCING OLD TABLE AS old_skus NEW TABLE AS new_skus
  FOR EACH STATEMENT EXECUTE FUNCTION skus_refresh_product_totals();
--> statement-breakpoint
CREATE TRIGGER skus_totals_delete AFTER DELETE ON skus REFERENCING OLD TABLE AS old_skus
  FOR EACH STATEMENT EXECUTE FUNCTION skus_refresh_product_totals();
--> statement-breakpoint

-- 2. The tab counts of each shop (the tabs of /shop/index: the same conditions as
--    apps/server/src/areas/items/product-tabs.ts) and its low-stock SKUs (dashboard). Each
--    statement adds what its new rows count and takes away what its old rows counted; a shop
--    whose counts did not move is not touched, so most writes never lock its row.
CREATE FUNCTION products_bump_counts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO product_counts AS c (shop_id, listed, on_sale, sold_out, coming, off_shelf, pre_sale, violation, recycled, low_stock_skus)
    SELECT g.* FROM (
      SELECT r.shop_id,
          sum(r.sign * (r.l)::int)::int as listed,
          sum(r.sign * (r.l and r.status = 'on_sale' and r.stock_total > r.reserved_total)::int)::int as on_sale,
          sum(r.sign * (r.l and r.status = 'on_sale' and r.stock_total <= r.reserved_total)::int)::int as sold_out,
          sum(r.sign * (r.l and r.status = 'coming')::int)::int as coming,
          sum(r.sign * (r.l and r.status = 'off_shelf')::int)::int as off_shelf,
          sum(r.sign * (r.l and r.pre_sale and r.status <> 'halted')::int)::int as pre_sale,
          sum(r.sign * (r.l and (r.status = 'halted' or r.open_violations > 0))::int)::int as violation,
          sum(r.sign * (r.deleted_at is not null and r.purged_at is null)::int)::int as recycled,
          sum(r.sign * case when r.l then r.low_stock_skus else 0 end)::int as low_stock_skus
      FROM (SELECT s.*, (s.deleted_at IS NULL AND s.purged_at IS NULL) AS l FROM (SELECT 1 AS sign, n.* FROM new_products n) s) r
      GROUP BY r.shop_id
    ) g
    WHERE (g.listed, g.on_sale, g.sold_out, g.coming, g.off_shelf, g.pre_sale, g.violation, g.recycled, g.low_stock_skus) <> (0, 0, 0, 0, 0, 0, 0, 0, 0)
    ORDER BY g.shop_id
    ON CONFLICT (shop_id) DO UPDATE SET
      listed = c.listed + excluded.listed,
      on_sale = c.on_sale + excluded.on_sale,
      sold_out = c.sold_out + excluded.sold_out,
      coming = c.coming + excluded.coming,
      off_shelf = c.off_shelf + excluded.off_shelf,
      pre_sale = c.pre_sale + excluded.pre_sale,
      violation = c.violation + excluded.violation,
      recycled = c.recycled + excluded.recycled,
      low_stock_skus = c.low_stock_skus + excluded.low_stock_skus;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO product_counts AS c (shop_id, listed, on_sale, sold_out, coming, off_shelf, pre_sale, violation, recycled, low_stock_skus)
    SELECT g.* FROM (
      SELECT r.shop_id,
          sum(r.sign * (r.l)::int)::int as listed,
          sum(r.sign * (r.l and r.status = 'on_sale' and r.stock_total > r.reserved_total)::int)::int as on_sale,
          sum(r.sign * (r.l and r.status = 'on_sale' and r.stock_total <= r.reserved_total)::int)::int as sold_out,
          sum(r.sign * (r.l and r.status = 'coming')::int)::int as coming,
          sum(r.sign * (r.l and r.status = 'off_shelf')::int)::int as off_shelf,
          sum(r.sign * (r.l and r.pre_sale and r.status <> 'halted')::int)::int as pre_sale,
          sum(r.sign * (r.l and (r.status = 'halted' or r.open_violations > 0))::int)::int as violation,
          sum(r.sign * (r.deleted_at is not null and r.purged_at is null)::int)::int as recycled,
          sum(r.sign * case when r.l then r.low_stock_skus else 0 end)::int as low_stock_skus
      FROM (SELECT s.*, (s.deleted_at IS NULL AND s.purged_at IS NULL) AS l FROM (SELECT -1 AS sign, o.* FROM old_products o) s) r
      GROUP BY r.shop_id
    ) g
    WHERE (g.listed, g.on_sale, g.sold_out, g.coming, g.off_shelf, g.pre_sale, g.violation, g.recycled, g.low_stock_skus) <> (0, 0, 0, 0, 0, 0, 0, 0, 0)
    ORDER BY g.shop_id
    ON CONFLICT (shop_id) DO UPDATE SET
      listed = c.listed + excluded.listed,
      on_sale = c.on_sale + excluded.on_sale,
      sold_out = c.sold_out + excluded.sold_out,
      coming = c.coming + excluded.coming,
      off_shelf = c.off_shelf + excluded.off_shelf,
      pre_sale = c.pre_sale + excluded.pre_sale,
      violation = c.violation + excluded.violation,
      recycled = c.recycled + excluded.recycled,
      low_stock_skus = c.low_stock_skus + excluded.low_stock_skus;
  ELSE
    INSERT INTO product_counts AS c (shop_id, listed, on_sale, sold_out, coming, off_shelf, pre_sale, violation, recycled, low_stock_skus)
    SELECT g.* FROM (
      SELECT r.shop_id,
          sum(r.sign * (r.l)::int)::int as listed,
          sum(r.sign * (r.l and r.status = 'on_sale' and r.stock_total > r.reserved_total)::int)::int as on_sale,
          sum(r.sign * (r.l and r.status = 'on_sale' and r.stock_total <= r.reserved_total)::int)::int as sold_out,
          sum(r.sign * (r.l and r.status = 'coming')::int)::int as coming,
          sum(r.sign * (r.l and r.status = 'off_shelf')::int)::int as off_shelf,
          sum(r.sign * (r.l and r.pre_sale and r.status <> 'halted')::int)::int as pre_sale,
          sum(r.sign * (r.l and (r.status = 'halted' or r.open_violations > 0))::int)::int as violation,
          sum(r.sign * (r.deleted_at is not null and r.purged_at is null)::int)::int as recycled,
          sum(r.sign * case when r.l then r.low_stock_skus else 0 end)::int as low_stock_skus
      FROM (SELECT s.*, (s.deleted_at IS NULL AND s.purged_at IS NULL) AS l FROM (SELECT 1 AS sign, n.* FROM new_products n UNION ALL SELECT -1 AS sign, o.* FROM old_products o) s) r
      GROUP BY r.shop_id
    ) g
    WHERE (g.listed, g.on_sale, g.sold_out, g.coming, g.off_shelf, g.pre_sale, g.violation, g.recycled, g.low_stock_skus) <> (0, 0, 0, 0, 0, 0, 0, 0, 0)
    ORDER BY g.shop_id
    ON CONFLICT (shop_id) DO UPDATE SET
      listed = c.listed + excluded.listed,
      on_sale = c.on_sale + excluded.on_sale,
      sold_out = c.sold_out + excluded.sold_out,
      coming = c.coming + excluded.coming,
      off_shelf = c.off_shelf + excluded.off_shelf,
      pre_sale = c.pre_sale + excluded.pre_sale,
      violation = c.violation + excluded.violation,
      recycled = c.recycled + excluded.recycled,
      low_stock_skus = c.low_stock_skus + excluded.low_stock_skus;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER products_counts_insert AFTER INSERT ON products REFERENCING NEW TABLE AS new_products
  FOR EACH STATEMENT EXECUTE FUNCTION products_bump_counts();
--> statement-breakpoint
CREATE TRIGGER products_counts_update AFTER UPDATE ON products REFERENCING OLD TABLE AS old_products NEW TABLE AS new_products
  FOR EACH STATEMENT EXECUTE FUNCTION products_bump_counts();
--> statement-breakpoint
CREATE TRIGGER products_counts_delete AFTER DELETE ON products REFERENCING OLD TABLE AS old_products
  FOR EACH STATEMENT EXECUTE FUNCTION products_bump_counts();
--> statement-breakpoint

-- 3. Products made before these triggers: their figures once, from scratch.
UPDATE products p SET
  stock_total = coalesce(a.stock_total, 0), reserved_total = coalesce(a.reserved_total, 0),
  price_min = coalesce(a.price_min, 0), price_max = coalesce(a.price_max, 0), low_stock_skus = coalesce(a.low_stock_skus, 0)
FROM products q LEFT JOIN (
  SELECT s.shop_id, s.product_id, sum(s.stock)::int AS stock_total, sum(s.reserved)::int AS reserved_total,
    min(s.price) AS price_min, max(s.price) AS price_max, sum((s.stock - s.reserved <= s.warning_line)::int)::int AS low_stock_skus
  FROM skus s GROUP BY s.shop_id, s.product_id
) a ON a.shop_id = q.shop_id AND a.product_id = q.id
WHERE p.id = q.id;
--> statement-breakpoint
DELETE FROM product_counts;
--> statement-breakpoint
INSERT INTO product_counts AS c (shop_id, listed, on_sale, sold_out, coming, off_shelf, pre_sale, violation, recycled, low_stock_skus)
    SELECT g.* FROM (
      SELECT r.shop_id,
          sum(r.sign * (r.l)::int)::int as listed,
          sum(r.sign * (r.l and r.status = 'on_sale' and r.stock_total > r.reserved_total)::int)::int as on_sale,
          sum(r.sign * (r.l and r.status = 'on_sale' and r.stock_total <= r.reserved_total)::int)::int as sold_out,
          sum(r.sign * (r.l and r.status = 'coming')::int)::int as coming,
          sum(r.sign * (r.l and r.status = 'off_shelf')::int)::int as off_shelf,
          sum(r.sign * (r.l and r.pre_sale and r.status <> 'halted')::int)::int as pre_sale,
          sum(r.sign * (r.l and (r.status = 'halted' or r.open_violations > 0))::int)::int as violation,
          sum(r.sign * (r.deleted_at is not null and r.purged_at is null)::int)::int as recycled,
          sum(r.sign * case when r.l then r.low_stock_skus else 0 end)::int as low_stock_skus
      FROM (SELECT s.*, (s.deleted_at IS NULL AND s.purged_at IS NULL) AS l FROM (SELECT 1 AS sign, n.* FROM products n) s) r
      GROUP BY r.shop_id
    ) g
    WHERE (g.listed, g.on_sale, g.sold_out, g.coming, g.off_shelf, g.pre_sale, g.violation, g.recycled, g.low_stock_skus) <> (0, 0, 0, 0, 0, 0, 0, 0, 0)
    ORDER BY g.shop_id
    ON CONFLICT (shop_id) DO UPDATE SET
      listed = c.listed + excluded.listed,
      on_sale = c.on_sale + excluded.on_sale,
      sold_out = c.sold_out + excluded.sold_out,
      coming = c.coming + excluded.coming,
      off_shelf = c.off_shelf + excluded.off_shelf,
      pre_sale = c.pre_sale + excluded.pre_sale,
      violation = c.violation + excluded.violation,
      recycled = c.recycled + excluded.recycled,
      low_stock_skus = c.low_stock_skus + excluded.low_stock_skus;
