CREATE TABLE "activities" (
	"shop_id" varchar(32) NOT NULL,
	"id" varchar(32) NOT NULL,
	"name" varchar(40) NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"stopped_at" timestamp with time zone,
	"created_by" varchar(32) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "activities_shop_id_id_pk" PRIMARY KEY("shop_id","id"),
	CONSTRAINT "activities_window_ok" CHECK ("activities"."start_at" < "activities"."end_at")
);
--> statement-breakpoint
CREATE TABLE "activity_buys" (
	"shop_id" varchar(32) NOT NULL,
	"order_id" bigint NOT NULL,
	"sku_id" bigint NOT NULL,
	"activity_id" varchar(32) NOT NULL,
	"buyer_id" varchar(32) NOT NULL,
	"quantity" integer NOT NULL,
	"given_back" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "activity_buys_shop_id_order_id_sku_id_pk" PRIMARY KEY("shop_id","order_id","sku_id"),
	CONSTRAINT "activity_buys_qty_ok" CHECK ("activity_buys"."quantity" > 0 and "activity_buys"."given_back" >= 0 and "activity_buys"."given_back" <= "activity_buys"."quantity")
);
--> statement-breakpoint
CREATE TABLE "activity_skus" (
	"shop_id" varchar(32) NOT NULL,
	"activity_id" varchar(32) NOT NULL,
	"sku_id" bigint NOT NULL,
	"product_id" bigint NOT NULL,
	"price" bigint NOT NULL,
	"stock" integer NOT NULL,
	"sold" integer DEFAULT 0 NOT NULL,
	"per_buyer" smallint DEFAULT 0 NOT NULL,
	"skip_check" boolean DEFAULT false NOT NULL,
	CONSTRAINT "activity_skus_shop_id_activity_id_sku_id_pk" PRIMARY KEY("shop_id","activity_id","sku_id"),
	CONSTRAINT "activity_skus_counts_ok" CHECK ("activity_skus"."sold" >= 0 and "activity_skus"."sold" <= "activity_skus"."stock" and "activity_skus"."price" >= 0)
);
--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "activity_id" varchar(32);--> statement-breakpoint
CREATE INDEX "activities_shop_created_idx" ON "activities" USING btree ("shop_id","created_at");--> statement-breakpoint
CREATE INDEX "activity_buys_buyer_idx" ON "activity_buys" USING btree ("shop_id","activity_id","sku_id","buyer_id");--> statement-breakpoint
CREATE INDEX "activity_skus_sku_idx" ON "activity_skus" USING btree ("shop_id","sku_id");