CREATE TABLE "bundle_items" (
	"shop_id" varchar(32) NOT NULL,
	"bundle_id" varchar(32) NOT NULL,
	"sku_id" bigint NOT NULL,
	"product_id" bigint NOT NULL,
	"role" varchar(8) NOT NULL,
	"quantity" smallint NOT NULL,
	CONSTRAINT "bundle_items_shop_id_bundle_id_sku_id_pk" PRIMARY KEY("shop_id","bundle_id","sku_id"),
	CONSTRAINT "bundle_items_quantity_ok" CHECK ("bundle_items"."quantity" > 0),
	CONSTRAINT "bundle_items_role_ok" CHECK ("bundle_items"."role" in ('main', 'addon'))
);
--> statement-breakpoint
CREATE TABLE "bundles" (
	"shop_id" varchar(32) NOT NULL,
	"id" varchar(32) NOT NULL,
	"name" varchar(40) NOT NULL,
	"package_price" bigint NOT NULL,
	"stock" integer NOT NULL,
	"sold" integer DEFAULT 0 NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"stopped_at" timestamp with time zone,
	"created_by" varchar(32) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bundles_shop_id_id_pk" PRIMARY KEY("shop_id","id"),
	CONSTRAINT "bundles_window_ok" CHECK ("bundles"."start_at" < "bundles"."end_at"),
	CONSTRAINT "bundles_counts_ok" CHECK ("bundles"."package_price" > 0 and "bundles"."stock" > 0 and "bundles"."sold" >= 0 and "bundles"."sold" <= "bundles"."stock")
);
--> statement-breakpoint
ALTER TABLE "order_items" DROP CONSTRAINT "order_items_promotion_shares_ok";--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "bundle_id" varchar(32);--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "bundle_units" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "bundle_sets" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "bundle_discount" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "bundle_items_sku_idx" ON "bundle_items" USING btree ("shop_id","sku_id");--> statement-breakpoint
CREATE INDEX "bundles_shop_created_idx" ON "bundles" USING btree ("shop_id","created_at");--> statement-breakpoint
CREATE INDEX "order_items_bundle_idx" ON "order_items" USING btree ("shop_id","bundle_id") WHERE "order_items"."bundle_id" is not null;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_promotion_shares_ok" CHECK ("order_items"."activity_discount" >= 0 and "order_items"."fullscale_discount" >= 0 and "order_items"."coupon_discount" >= 0 and "order_items"."addon_discount" >= 0 and "order_items"."member_discount" >= 0 and "order_items"."bundle_discount" >= 0 and "order_items"."activity_discount" + "order_items"."member_discount" + "order_items"."addon_discount" + "order_items"."bundle_discount" + "order_items"."fullscale_discount" + "order_items"."coupon_discount" <= "order_items"."discount_amount");