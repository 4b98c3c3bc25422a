DROP INDEX "after_sales_shop_buyer_idx";--> statement-breakpoint
CREATE INDEX "after_sales_shop_buyer_trgm_idx" ON "after_sales" USING gin ("shop_id","buyer_nickname" gin_trgm_ops);