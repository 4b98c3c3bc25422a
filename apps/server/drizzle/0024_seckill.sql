CREATE TABLE "seckill_buys" (
	"shop_id" varchar(32) NOT NULL,
	"registration_id" varchar(32) NOT NULL,
	"buyer_id" varchar(32) NOT NULL,
	"units" integer NOT NULL,
	CONSTRAINT "seckill_buys_shop_id_registration_id_buyer_id_pk" PRIMARY KEY("shop_id","registration_id","buyer_id"),
	CONSTRAINT "seckill_buys_units_ok" CHECK ("seckill_buys"."units" >= 0)
);
--> statement-breakpoint
CREATE TABLE "seckill_programmes" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"name" varchar(40) NOT NULL,
	"created_by" varchar(32) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seckill_registrations" (
	"shop_id" varchar(32) NOT NULL,
	"id" varchar(32) NOT NULL,
	"mode_id" varchar(32) NOT NULL,
	"slot_id" varchar(32) NOT NULL,
	"sku_id" bigint NOT NULL,
	"product_id" bigint NOT NULL,
	"price" bigint NOT NULL,
	"stock" integer NOT NULL,
	"sold" integer DEFAULT 0 NOT NULL,
	"per_buyer" smallint NOT NULL,
	"state" varchar(16) DEFAULT 'pending' NOT NULL,
	"reason" varchar(200) DEFAULT '' NOT NULL,
	"reviewed_at" timestamp with time zone,
	"reviewed_by" varchar(32),
	"created_by" varchar(32) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seckill_registrations_shop_id_id_pk" PRIMARY KEY("shop_id","id"),
	CONSTRAINT "seckill_registrations_counts_ok" CHECK ("seckill_registrations"."sold" >= 0 and "seckill_registrations"."sold" <= "seckill_registrations"."stock" and "seckill_registrations"."price" >= 0 and "seckill_registrations"."per_buyer" > 0),
	CONSTRAINT "seckill_registrations_state_ok" CHECK ("seckill_registrations"."state" in ('pending', 'approved', 'rejected', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "seckill_slots" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"mode_id" varchar(32) NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	CONSTRAINT "seckill_slots_window_ok" CHECK ("seckill_slots"."start_at" < "seckill_slots"."end_at")
);
--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "seckill_id" varchar(32);--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "seckill_units" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "seckill_discount" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "seckill_registrations_mode_idx" ON "seckill_registrations" USING btree ("shop_id","mode_id","slot_id");--> statement-breakpoint
CREATE INDEX "seckill_registrations_sku_idx" ON "seckill_registrations" USING btree ("shop_id","sku_id");--> statement-breakpoint
CREATE UNIQUE INDEX "seckill_registrations_live_uq" ON "seckill_registrations" USING btree ("shop_id","slot_id","sku_id") WHERE "seckill_registrations"."state" in ('pending', 'approved');--> statement-breakpoint
CREATE INDEX "seckill_slots_mode_idx" ON "seckill_slots" USING btree ("mode_id","start_at");--> statement-breakpoint
CREATE INDEX "order_items_seckill_idx" ON "order_items" USING btree ("shop_id","seckill_id") WHERE "order_items"."seckill_id" is not null;