CREATE TABLE "plus_offer_skus" (
	"shop_id" varchar(32) NOT NULL,
	"offer_id" varchar(32) NOT NULL,
	"sku_id" bigint NOT NULL,
	"product_id" bigint NOT NULL,
	"price" bigint NOT NULL,
	CONSTRAINT "plus_offer_skus_shop_id_offer_id_sku_id_pk" PRIMARY KEY("shop_id","offer_id","sku_id"),
	CONSTRAINT "plus_offer_skus_price_ok" CHECK ("plus_offer_skus"."price" > 0)
);
--> statement-breakpoint
CREATE TABLE "plus_offers" (
	"shop_id" varchar(32) NOT NULL,
	"id" varchar(32) NOT NULL,
	"name" varchar(40) NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"stopped_at" timestamp with time zone,
	"created_by" varchar(32) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plus_offers_shop_id_id_pk" PRIMARY KEY("shop_id","id"),
	CONSTRAINT "plus_offers_window_ok" CHECK ("plus_offers"."start_at" < "plus_offers"."end_at")
);
--> statement-breakpoint
CREATE TABLE "shop_follows" (
	"shop_id" varchar(32) NOT NULL,
	"buyer_id" varchar(32) NOT NULL,
	"since" timestamp with time zone NOT NULL,
	CONSTRAINT "shop_follows_shop_id_buyer_id_pk" PRIMARY KEY("shop_id","buyer_id")
);
--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "plus_offer_id" varchar(32);--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "max_discount" bigint;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "channel" varchar(8) DEFAULT 'shop' NOT NULL;--> statement-breakpoint
CREATE INDEX "plus_offer_skus_sku_idx" ON "plus_offer_skus" USING btree ("shop_id","sku_id");--> statement-breakpoint
CREATE INDEX "plus_offers_shop_created_idx" ON "plus_offers" USING btree ("shop_id","created_at");