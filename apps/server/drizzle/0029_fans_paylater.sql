CREATE TABLE "buyer_inbox" (
	"shop_id" varchar(32) NOT NULL,
	"broadcast_id" varchar(32) NOT NULL,
	"buyer_id" varchar(32) NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	CONSTRAINT "buyer_inbox_shop_id_broadcast_id_buyer_id_pk" PRIMARY KEY("shop_id","broadcast_id","buyer_id")
);
--> statement-breakpoint
CREATE TABLE "fan_broadcasts" (
	"shop_id" varchar(32) NOT NULL,
	"id" varchar(32) NOT NULL,
	"text" varchar(500) NOT NULL,
	"attachment" varchar(16) NOT NULL,
	"coupon_id" varchar(32),
	"product_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"delivered" integer NOT NULL,
	"sent_by" varchar(32) NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "fan_broadcasts_shop_id_id_pk" PRIMARY KEY("shop_id","id"),
	CONSTRAINT "fan_broadcasts_delivered_ok" CHECK ("fan_broadcasts"."delivered" >= 0)
);
--> statement-breakpoint
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
CREATE INDEX "buyer_inbox_buyer_idx" ON "buyer_inbox" USING btree ("buyer_id","received_at");--> statement-breakpoint
CREATE INDEX "fan_broadcasts_shop_sent_idx" ON "fan_broadcasts" USING btree ("shop_id","sent_at");--> statement-breakpoint
CREATE INDEX "paylater_activities_shop_created_idx" ON "paylater_activities" USING btree ("shop_id","created_at");--> statement-breakpoint
CREATE INDEX "paylater_orders_activity_idx" ON "paylater_orders" USING btree ("shop_id","activity_id");--> statement-breakpoint
CREATE INDEX "paylater_products_product_idx" ON "paylater_products" USING btree ("shop_id","product_id");