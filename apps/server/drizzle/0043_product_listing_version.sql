ALTER TABLE "product_counts" ADD COLUMN "listing_version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint

-- The version of a shop's listing (product_counts.listing_version): moved by every statement that
-- adds or removes products of the shop, or changes one in anything the list's filters read
-- (areas/items/product-list.ts searchConditions and product-tabs.ts). A title search's capped count
-- is kept in the server's memory with the version it was counted at, and read again only when the
-- version it finds in the same statement as the page has moved (areas/items/search-counts.ts), so
-- the count a merchant sees is the database's at that statement, on every server process. A write
-- that changes none of these columns (stock within what is reserved, views, sales, photos) leaves
-- the row alone and takes no lock on it.
CREATE FUNCTION products_bump_listing_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO product_counts AS c (shop_id, listing_version)
    SELECT DISTINCT n.shop_id, 1 FROM new_products n ORDER BY 1
    ON CONFLICT (shop_id) DO UPDATE SET listing_version = c.listing_version + 1;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO product_counts AS c (shop_id, listing_version)
    SELECT DISTINCT o.shop_id, 1 FROM old_products o ORDER BY 1
    ON CONFLICT (shop_id) DO UPDATE SET listing_version = c.listing_version + 1;
  ELSE
    INSERT INTO product_counts AS c (shop_id, listing_version)
    SELECT DISTINCT s.shop_id, 1 FROM (
      SELECT n.shop_id, o.shop_id AS old_shop_id FROM new_products n JOIN old_products o ON o.id = n.id
      WHERE (n.shop_id, n.title, n.code, n.brand_id, n.category_id, n.status, n.pre_sale, n.open_violations,
          n.deleted_at, n.purged_at, n.stock_total > n.reserved_total, n.low_stock_skus > 0)
        IS DISTINCT FROM (o.shop_id, o.title, o.code, o.brand_id, o.category_id, o.status, o.pre_sale, o.open_violations,
          o.deleted_at, o.purged_at, o.stock_total > o.reserved_total, o.low_stock_skus > 0)
    ) m CROSS JOIN LATERAL (VALUES (m.shop_id), (m.old_shop_id)) s(shop_id)
    ORDER BY 1
    ON CONFLICT (shop_id) DO UPDATE SET listing_version = c.listing_version + 1;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER products_listing_version_insert AFTER INSERT ON products REFERENCING NEW TABLE AS new_products
  FOR EACH STATEMENT EXECUTE FUNCTION products_bump_listing_version();
--> statement-breakpoint
CREATE TRIGGER products_listing_version_update AFTER UPDATE ON products REFERENCING OLD TABLE AS old_products NEW TABLE AS new_products
  FOR EACH STATEMENT EXECUTE FUNCTION products_bump_listing_version();
--> statement-breakpoint
CREATE TRIGGER products_listing_version_delete AFTER DELETE ON products REFERENCING OLD TABLE AS old_products
  FOR EACH STATEMENT EXECUTE FUNCTION products_bump_listing_version();
