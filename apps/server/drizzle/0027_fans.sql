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
CREATE INDEX "buyer_inbox_buyer_idx" ON "buyer_inbox" USING btree ("buyer_id","received_at");--> statement-breakpoint
CREATE INDEX "fan_broadcasts_shop_sent_idx" ON "fan_broadcasts" USING btree ("shop_id","sent_at");