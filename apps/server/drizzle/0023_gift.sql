CREATE TABLE "gift_activities" (
	"shop_id" varchar(32) NOT NULL,
	"id" varchar(32) NOT NULL,
	"name" varchar(30) NOT NULL,
	"threshold" smallint NOT NULL,
	"per_order" smallint NOT NULL,
	"gift_sku_id" bigint NOT NULL,
	"gift_product_id" bigint NOT NULL,
	"stock" integer NOT NULL,
	"given" integer DEFAULT 0 NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"stopped_at" timestamp with time zone,
	"created_by" varchar(32) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gift_activities_shop_id_id_pk" PRIMARY KEY("shop_id","id"),
	CONSTRAINT "gift_activities_window_ok" CHECK ("gift_activities"."start_at" < "gift_activities"."end_at"),
	CONSTRAINT "gift_activities_counts_ok" CHECK ("gift_activities"."threshold" > 0 and "gift_activities"."per_order" > 0 and "gift_activities"."stock" > 0),
	CONSTRAINT "gift_activities_given_ok" CHECK ("gift_activities"."given" >= 0 and "gift_activities"."given" <= "gift_activities"."stock")
);
--> statement-breakpoint
CREATE TABLE "gift_main_products" (
	"shop_id" varchar(32) NOT NULL,
	"gift_id" varchar(32) NOT NULL,
	"product_id" bigint NOT NULL,
	CONSTRAINT "gift_main_products_shop_id_gift_id_product_id_pk" PRIMARY KEY("shop_id","gift_id","product_id")
);
--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "gift_id" varchar(32);--> statement-breakpoint
CREATE INDEX "gift_activities_shop_created_idx" ON "gift_activities" USING btree ("shop_id","created_at");--> statement-breakpoint
CREATE INDEX "gift_main_products_product_idx" ON "gift_main_products" USING btree ("shop_id","product_id");--> statement-breakpoint
CREATE INDEX "order_items_gift_idx" ON "order_items" USING btree ("shop_id","gift_id") WHERE "order_items"."gift_id" is not null;