CREATE TABLE "fullscale_products" (
	"shop_id" varchar(32) NOT NULL,
	"fullscale_id" varchar(32) NOT NULL,
	"product_id" bigint NOT NULL,
	CONSTRAINT "fullscale_products_shop_id_fullscale_id_product_id_pk" PRIMARY KEY("shop_id","fullscale_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "fullscale_promotions" (
	"shop_id" varchar(32) NOT NULL,
	"id" varchar(32) NOT NULL,
	"name" varchar(40) NOT NULL,
	"kind" varchar(10) NOT NULL,
	"reward_type" varchar(10) NOT NULL,
	"tiers" jsonb NOT NULL,
	"scope" varchar(10) NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"stopped_at" timestamp with time zone,
	"created_by" varchar(32) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fullscale_promotions_shop_id_id_pk" PRIMARY KEY("shop_id","id"),
	CONSTRAINT "fullscale_promotions_window_ok" CHECK ("fullscale_promotions"."start_at" < "fullscale_promotions"."end_at")
);
--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "fullscale_id" varchar(32);--> statement-breakpoint
CREATE INDEX "fullscale_products_product_idx" ON "fullscale_products" USING btree ("shop_id","product_id");--> statement-breakpoint
CREATE INDEX "fullscale_promotions_shop_created_idx" ON "fullscale_promotions" USING btree ("shop_id","created_at");