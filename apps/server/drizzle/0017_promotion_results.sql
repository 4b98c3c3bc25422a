ALTER TABLE "order_items" ADD COLUMN "activity_discount" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "fullscale_discount" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "coupon_discount" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Lines sold before the shares were kept: a line priced by one promotion alone owes it its whole discount.
UPDATE "order_items" SET "activity_discount" = "discount_amount" WHERE "activity_id" is not null and "fullscale_id" is null and "coupon_claim_id" is null;--> statement-breakpoint
UPDATE "order_items" SET "fullscale_discount" = "discount_amount" WHERE "fullscale_id" is not null and "activity_id" is null and "coupon_claim_id" is null;--> statement-breakpoint
UPDATE "order_items" SET "coupon_discount" = "discount_amount" WHERE "coupon_claim_id" is not null and "activity_id" is null and "fullscale_id" is null;--> statement-breakpoint
CREATE INDEX "order_items_activity_idx" ON "order_items" USING btree ("shop_id","activity_id") WHERE "order_items"."activity_id" is not null;--> statement-breakpoint
CREATE INDEX "order_items_fullscale_idx" ON "order_items" USING btree ("shop_id","fullscale_id") WHERE "order_items"."fullscale_id" is not null;--> statement-breakpoint
CREATE INDEX "order_items_coupon_claim_idx" ON "order_items" USING btree ("shop_id","coupon_claim_id") WHERE "order_items"."coupon_claim_id" is not null;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_promotion_shares_ok" CHECK ("order_items"."activity_discount" >= 0 and "order_items"."fullscale_discount" >= 0 and "order_items"."coupon_discount" >= 0 and "order_items"."activity_discount" + "order_items"."fullscale_discount" + "order_items"."coupon_discount" <= "order_items"."discount_amount");