CREATE TABLE "coupon_claims" (
	"shop_id" varchar(32) NOT NULL,
	"id" varchar(32) NOT NULL,
	"coupon_id" varchar(32) NOT NULL,
	"buyer_id" varchar(32) NOT NULL,
	"claimed_at" timestamp with time zone NOT NULL,
	"usable_until" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"order_id" bigint,
	CONSTRAINT "coupon_claims_shop_id_id_pk" PRIMARY KEY("shop_id","id")
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"shop_id" varchar(32) NOT NULL,
	"id" varchar(32) NOT NULL,
	"name" varchar(40) NOT NULL,
	"code" varchar(20) NOT NULL,
	"type" varchar(8) NOT NULL,
	"value" bigint NOT NULL,
	"min_spend" bigint DEFAULT 0 NOT NULL,
	"quantity" integer NOT NULL,
	"per_person" smallint NOT NULL,
	"grant_start" timestamp with time zone NOT NULL,
	"grant_end" timestamp with time zone NOT NULL,
	"validity_days" smallint NOT NULL,
	"audience" varchar(16) NOT NULL,
	"received_count" integer DEFAULT 0 NOT NULL,
	"used_count" integer DEFAULT 0 NOT NULL,
	"stopped_at" timestamp with time zone,
	"created_by" varchar(32) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupons_shop_id_id_pk" PRIMARY KEY("shop_id","id"),
	CONSTRAINT "coupons_counts_ok" CHECK ("coupons"."received_count" >= 0 and "coupons"."received_count" <= "coupons"."quantity" and "coupons"."used_count" >= 0 and "coupons"."used_count" <= "coupons"."received_count"),
	CONSTRAINT "coupons_window_ok" CHECK ("coupons"."grant_start" < "coupons"."grant_end")
);
--> statement-breakpoint
ALTER TABLE "buyers" ADD COLUMN "groups" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "discount_amount" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "coupon_claim_id" varchar(32);--> statement-breakpoint
CREATE INDEX "coupon_claims_coupon_buyer_idx" ON "coupon_claims" USING btree ("shop_id","coupon_id","buyer_id");--> statement-breakpoint
CREATE INDEX "coupon_claims_buyer_idx" ON "coupon_claims" USING btree ("shop_id","buyer_id","usable_until");--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_shop_code_uq" ON "coupons" USING btree ("shop_id","code");--> statement-breakpoint
CREATE INDEX "coupons_shop_created_idx" ON "coupons" USING btree ("shop_id","created_at");--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_discount_ok" CHECK ("order_items"."discount_amount" >= 0 and "order_items"."discount_amount" <= "order_items"."line_amount");