CREATE TABLE "ad_plan_products" (
	"shop_id" varchar(32) NOT NULL,
	"plan_id" varchar(32) NOT NULL,
	"product_id" bigint NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "ad_plan_products_shop_id_plan_id_product_id_pk" PRIMARY KEY("shop_id","plan_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "brand_ad_stats" (
	"shop_id" varchar(32) NOT NULL,
	"brand_ad_id" varchar(32) NOT NULL,
	"day" varchar(10) NOT NULL,
	"impressions" integer DEFAULT 0 NOT NULL,
	"clicks" integer DEFAULT 0 NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"gmv" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "brand_ad_stats_shop_id_brand_ad_id_day_pk" PRIMARY KEY("shop_id","brand_ad_id","day")
);
--> statement-breakpoint
CREATE TABLE "brand_ads" (
	"shop_id" varchar(32) NOT NULL,
	"id" varchar(32) NOT NULL,
	"mode_id" varchar(32) NOT NULL,
	"state" varchar(16) NOT NULL,
	"first_day" varchar(10) NOT NULL,
	"last_day" varchar(10) NOT NULL,
	"headline" varchar(100) NOT NULL,
	"image_url" varchar(500) NOT NULL,
	"product_ids" jsonb NOT NULL,
	"cost" bigint NOT NULL,
	"reason" varchar(200),
	"submitted_by" varchar(32) NOT NULL,
	"submitted_at" timestamp with time zone NOT NULL,
	"reviewed_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "brand_ads_shop_id_id_pk" PRIMARY KEY("shop_id","id"),
	CONSTRAINT "brand_ads_days_ok" CHECK ("brand_ads"."first_day" <= "brand_ads"."last_day"),
	CONSTRAINT "brand_ads_cost_ok" CHECK ("brand_ads"."cost" >= 0)
);
--> statement-breakpoint
ALTER TABLE "ad_transactions" ADD COLUMN "brand_ad_id" varchar(32);--> statement-breakpoint
CREATE INDEX "brand_ads_shop_submitted_idx" ON "brand_ads" USING btree ("shop_id","submitted_at");--> statement-breakpoint
CREATE INDEX "brand_ads_mode_days_idx" ON "brand_ads" USING btree ("mode_id","state","first_day");