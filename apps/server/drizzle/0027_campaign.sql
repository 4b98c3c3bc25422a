CREATE TABLE "campaign_registrations" (
	"shop_id" varchar(32) NOT NULL,
	"id" varchar(32) NOT NULL,
	"campaign_id" varchar(32) NOT NULL,
	"sku_id" bigint NOT NULL,
	"product_id" bigint NOT NULL,
	"price" bigint NOT NULL,
	"stock" integer NOT NULL,
	"sold" integer DEFAULT 0 NOT NULL,
	"state" varchar(16) DEFAULT 'pending' NOT NULL,
	"reason" varchar(200) DEFAULT '' NOT NULL,
	"reviewed_at" timestamp with time zone,
	"reviewed_by" varchar(32),
	"created_by" varchar(32) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campaign_registrations_shop_id_id_pk" PRIMARY KEY("shop_id","id"),
	CONSTRAINT "campaign_registrations_counts_ok" CHECK ("campaign_registrations"."sold" >= 0 and "campaign_registrations"."sold" <= "campaign_registrations"."stock" and "campaign_registrations"."price" >= 0),
	CONSTRAINT "campaign_registrations_state_ok" CHECK ("campaign_registrations"."state" in ('pending', 'approved', 'rejected', 'revoked'))
);
--> statement-breakpoint
CREATE TABLE "platform_campaigns" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"name" varchar(60) NOT NULL,
	"reg_start_at" timestamp with time zone NOT NULL,
	"reg_end_at" timestamp with time zone NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"min_discount_percent" smallint NOT NULL,
	"required_stock" integer NOT NULL,
	"category_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_by" varchar(32) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "platform_campaigns_windows_ok" CHECK ("platform_campaigns"."reg_start_at" < "platform_campaigns"."reg_end_at" and "platform_campaigns"."start_at" < "platform_campaigns"."end_at" and "platform_campaigns"."reg_end_at" <= "platform_campaigns"."end_at"),
	CONSTRAINT "platform_campaigns_rules_ok" CHECK ("platform_campaigns"."min_discount_percent" between 1 and 99 and "platform_campaigns"."required_stock" > 0)
);
--> statement-breakpoint
ALTER TABLE "order_items" DROP CONSTRAINT "order_items_promotion_shares_ok";--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "campaign_reg_id" varchar(32);--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "campaign_units" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "campaign_discount" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "campaign_registrations_campaign_idx" ON "campaign_registrations" USING btree ("shop_id","campaign_id");--> statement-breakpoint
CREATE INDEX "campaign_registrations_sku_idx" ON "campaign_registrations" USING btree ("shop_id","sku_id");--> statement-breakpoint
CREATE UNIQUE INDEX "campaign_registrations_live_uq" ON "campaign_registrations" USING btree ("shop_id","campaign_id","sku_id") WHERE "campaign_registrations"."state" in ('pending', 'approved');--> statement-breakpoint
CREATE INDEX "platform_campaigns_start_idx" ON "platform_campaigns" USING btree ("start_at");--> statement-breakpoint
CREATE INDEX "order_items_campaign_idx" ON "order_items" USING btree ("shop_id","campaign_reg_id") WHERE "order_items"."campaign_reg_id" is not null;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_promotion_shares_ok" CHECK ("order_items"."activity_discount" >= 0 and "order_items"."fullscale_discount" >= 0 and "order_items"."coupon_discount" >= 0 and "order_items"."addon_discount" >= 0 and "order_items"."member_discount" >= 0 and "order_items"."bundle_discount" >= 0 and "order_items"."seckill_discount" >= 0 and "order_items"."campaign_discount" >= 0 and "order_items"."seckill_discount" + "order_items"."campaign_discount" + "order_items"."activity_discount" + "order_items"."member_discount" + "order_items"."addon_discount" + "order_items"."bundle_discount" + "order_items"."fullscale_discount" + "order_items"."coupon_discount" <= "order_items"."discount_amount");