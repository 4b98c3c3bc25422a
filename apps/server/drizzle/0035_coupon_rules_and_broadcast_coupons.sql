ALTER TABLE "fan_broadcasts" ADD COLUMN "coupon_ids" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "min_units" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "fan_broadcasts" SET "coupon_ids" = jsonb_build_array("coupon_id") WHERE "coupon_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "fan_broadcasts" DROP COLUMN "coupon_id";
