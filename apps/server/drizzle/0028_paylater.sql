CREATE TABLE "paylater_activities" (
	"shop_id" varchar(32) NOT NULL,
	"id" varchar(32) NOT NULL,
	"name" varchar(40) NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"plans" jsonb NOT NULL,
	"subsidy_percent" integer NOT NULL,
	"stopped_at" timestamp with time zone,
	"created_by" varchar(32) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "paylater_activities_shop_id_id_pk" PRIMARY KEY("shop_id","id"),
	CONSTRAINT "paylater_activities_window_ok" CHECK ("paylater_activities"."start_at" < "paylater_activities"."end_at")
);
--> statement-breakpoint
CREATE TABLE "paylater_orders" (
	"shop_id" varchar(32) NOT NULL,
	"order_id" bigint NOT NULL,
	"activity_id" varchar(32) NOT NULL,
	"months" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "paylater_orders_shop_id_order_id_pk" PRIMARY KEY("shop_id","order_id")
);
--> statement-breakpoint
CREATE TABLE "paylater_products" (
	"shop_id" varchar(32) NOT NULL,
	"activity_id" varchar(32) NOT NULL,
	"product_id" bigint NOT NULL,
	CONSTRAINT "paylater_products_shop_id_activity_id_product_id_pk" PRIMARY KEY("shop_id","activity_id","product_id")
);
--> statement-breakpoint
CREATE INDEX "paylater_activities_shop_created_idx" ON "paylater_activities" USING btree ("shop_id","created_at");--> statement-breakpoint
CREATE INDEX "paylater_orders_activity_idx" ON "paylater_orders" USING btree ("shop_id","activity_id");--> statement-breakpoint
CREATE INDEX "paylater_products_product_idx" ON "paylater_products" USING btree ("shop_id","product_id");