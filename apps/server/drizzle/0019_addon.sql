CREATE TABLE "addon_deals" (
	"shop_id" varchar(32) NOT NULL,
	"id" varchar(32) NOT NULL,
	"name" varchar(40) NOT NULL,
	"per_order" smallint NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"stopped_at" timestamp with time zone,
	"created_by" varchar(32) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "addon_deals_shop_id_id_pk" PRIMARY KEY("shop_id","id"),
	CONSTRAINT "addon_deals_window_ok" CHECK ("addon_deals"."start_at" < "addon_deals"."end_at"),
	CONSTRAINT "addon_deals_per_order_ok" CHECK ("addon_deals"."per_order" > 0)
);
--> statement-breakpoint
CREATE TABLE "addon_main_products" (
	"shop_id" varchar(32) NOT NULL,
	"addon_id" varchar(32) NOT NULL,
	"product_id" bigint NOT NULL,
	CONSTRAINT "addon_main_products_shop_id_addon_id_product_id_pk" PRIMARY KEY("shop_id","addon_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "addon_skus" (
	"shop_id" varchar(32) NOT NULL,
	"addon_id" varchar(32) NOT NULL,
	"sku_id" bigint NOT NULL,
	"product_id" bigint NOT NULL,
	"price" bigint NOT NULL,
	"stock" integer NOT NULL,
	"sold" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "addon_skus_shop_id_addon_id_sku_id_pk" PRIMARY KEY("shop_id","addon_id","sku_id"),
	CONSTRAINT "addon_skus_counts_ok" CHECK ("addon_skus"."sold" >= 0 and "addon_skus"."sold" <= "addon_skus"."stock" and "addon_skus"."price" >= 0)
);
--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "addon_id" varchar(32);--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "addon_units" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "addon_deals_shop_created_idx" ON "addon_deals" USING btree ("shop_id","created_at");--> statement-breakpoint
CREATE INDEX "addon_main_products_product_idx" ON "addon_main_products" USING btree ("shop_id","product_id");--> statement-breakpoint
CREATE INDEX "addon_skus_sku_idx" ON "addon_skus" USING btree ("shop_id","sku_id");