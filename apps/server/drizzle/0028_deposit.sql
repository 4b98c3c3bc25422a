CREATE TABLE "deposit_presale_skus" (
	"shop_id" varchar(32) NOT NULL,
	"presale_id" varchar(32) NOT NULL,
	"sku_id" bigint NOT NULL,
	"product_id" bigint NOT NULL,
	"deposit" bigint NOT NULL,
	"deduction" bigint NOT NULL,
	"stock" integer NOT NULL,
	"sold" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "deposit_presale_skus_shop_id_presale_id_sku_id_pk" PRIMARY KEY("shop_id","presale_id","sku_id"),
	CONSTRAINT "deposit_presale_skus_money_ok" CHECK ("deposit_presale_skus"."deposit" > 0 and "deposit_presale_skus"."deduction" >= "deposit_presale_skus"."deposit"),
	CONSTRAINT "deposit_presale_skus_sold_ok" CHECK ("deposit_presale_skus"."stock" > 0 and "deposit_presale_skus"."sold" >= 0 and "deposit_presale_skus"."sold" <= "deposit_presale_skus"."stock")
);
--> statement-breakpoint
CREATE TABLE "deposit_presales" (
	"shop_id" varchar(32) NOT NULL,
	"id" varchar(32) NOT NULL,
	"name" varchar(40) NOT NULL,
	"deposit_start" timestamp with time zone NOT NULL,
	"deposit_end" timestamp with time zone NOT NULL,
	"balance_end" timestamp with time zone NOT NULL,
	"created_by" varchar(32) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deposit_presales_shop_id_id_pk" PRIMARY KEY("shop_id","id"),
	CONSTRAINT "deposit_presales_window_ok" CHECK ("deposit_presales"."deposit_start" < "deposit_presales"."deposit_end" and "deposit_presales"."deposit_end" < "deposit_presales"."balance_end")
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "presale_id" varchar(32);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "deposit_deduction" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "balance_from" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "balance_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "balance_paid_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "deposit_presale_skus_sku_idx" ON "deposit_presale_skus" USING btree ("shop_id","sku_id");--> statement-breakpoint
CREATE INDEX "deposit_presales_shop_created_idx" ON "deposit_presales" USING btree ("shop_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_balance_due_idx" ON "orders" USING btree ("balance_due_at","id") WHERE presale_id is not null and status = 'unpaid';