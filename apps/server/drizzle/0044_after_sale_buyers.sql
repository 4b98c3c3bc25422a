CREATE TABLE "after_sale_buyers" (
	"shop_id" varchar(32) NOT NULL,
	"buyer_nickname" varchar(40) NOT NULL,
	CONSTRAINT "after_sale_buyers_shop_id_buyer_nickname_pk" PRIMARY KEY("shop_id","buyer_nickname")
);
--> statement-breakpoint
INSERT INTO after_sale_buyers (shop_id, buyer_nickname)
SELECT DISTINCT shop_id, buyer_nickname FROM after_sales ORDER BY 1, 2;
--> statement-breakpoint
DROP INDEX "after_sales_shop_buyer_trgm_idx";--> statement-breakpoint
CREATE INDEX "after_sale_buyers_trgm_idx" ON "after_sale_buyers" USING gin ("shop_id","buyer_nickname" gin_trgm_ops) WITH (fastupdate=off);--> statement-breakpoint
CREATE INDEX "after_sales_shop_status_deadline_idx" ON "after_sales" USING btree ("shop_id","status","deadline_at","id") WHERE deadline_at is not null;--> statement-breakpoint
-- The columns the list's buyer search reads of each case it finds (its tab and type, and what its
-- runs are told apart and ordered by) ride in the index, so the search reads no case row but the
-- page's: drizzle's index builder has no INCLUDE, so they are written here only.
CREATE INDEX "after_sales_shop_buyer_idx" ON "after_sales" USING btree ("shop_id","buyer_nickname")
  INCLUDE ("id", "status", "type", "deadline_at", "closed_at", "updated_at", "applied_at");--> statement-breakpoint

-- after_sale_buyers holds each buyer name the shop's cases carry (the list's buyer search reads
-- its trigrams, areas/after-sales/case-list.ts): every statement that adds cases adds their names,
-- and a case moved to another name or shop adds that one. Names are never taken out here.
CREATE FUNCTION after_sales_keep_buyers() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO after_sale_buyers (shop_id, buyer_nickname)
    SELECT DISTINCT n.shop_id, n.buyer_nickname FROM new_cases n ORDER BY 1, 2
    ON CONFLICT DO NOTHING;
  ELSE
    INSERT INTO after_sale_buyers (shop_id, buyer_nickname) VALUES (NEW.shop_id, NEW.buyer_nickname)
    ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER after_sales_buyers_insert AFTER INSERT ON after_sales REFERENCING NEW TABLE AS new_cases
  FOR EACH STATEMENT EXECUTE FUNCTION after_sales_keep_buyers();
--> statement-breakpoint
-- Only an UPDATE that sets one of these columns fires it (a case's moves do not).
CREATE TRIGGER after_sales_buyers_update AFTER UPDATE OF shop_id, buyer_nickname ON after_sales
  FOR EACH ROW WHEN (NEW.shop_id IS DISTINCT FROM OLD.shop_id OR NEW.buyer_nickname IS DISTINCT FROM OLD.buyer_nickname)
  EXECUTE FUNCTION after_sales_keep_buyers();
