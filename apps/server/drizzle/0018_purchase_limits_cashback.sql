CREATE TABLE "cashback_records" (
	"shop_id" varchar(32) NOT NULL,
	"id" varchar(32) NOT NULL,
	"cashback_id" varchar(32) NOT NULL,
	"order_id" bigint NOT NULL,
	"buyer_id" varchar(32) NOT NULL,
	"spend" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"state" varchar(16) DEFAULT 'pending' NOT NULL,
	"settled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cashback_records_shop_id_id_pk" PRIMARY KEY("shop_id","id")
);
--> statement-breakpoint
CREATE TABLE "cashback_rules" (
	"shop_id" varchar(32) NOT NULL,
	"id" varchar(32) NOT NULL,
	"name" varchar(40) NOT NULL,
	"min_spend" bigint NOT NULL,
	"reward_type" varchar(10) NOT NULL,
	"reward" bigint NOT NULL,
	"cap" bigint,
	"budget" bigint NOT NULL,
	"budget_used" bigint DEFAULT 0 NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"stopped_at" timestamp with time zone,
	"created_by" varchar(32) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cashback_rules_shop_id_id_pk" PRIMARY KEY("shop_id","id"),
	CONSTRAINT "cashback_rules_window_ok" CHECK ("cashback_rules"."start_at" < "cashback_rules"."end_at"),
	CONSTRAINT "cashback_rules_budget_ok" CHECK ("cashback_rules"."budget_used" >= 0 and "cashback_rules"."budget_used" <= "cashback_rules"."budget")
);
--> statement-breakpoint
CREATE TABLE "purchase_limit_skus" (
	"shop_id" varchar(32) NOT NULL,
	"purchase_limit_id" varchar(32) NOT NULL,
	"sku_id" bigint NOT NULL,
	CONSTRAINT "purchase_limit_skus_shop_id_purchase_limit_id_sku_id_pk" PRIMARY KEY("shop_id","purchase_limit_id","sku_id")
);
--> statement-breakpoint
CREATE TABLE "purchase_limits" (
	"shop_id" varchar(32) NOT NULL,
	"id" varchar(32) NOT NULL,
	"name" varchar(40) NOT NULL,
	"limit_qty" integer NOT NULL,
	"period_days" integer NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone,
	"stopped_at" timestamp with time zone,
	"created_by" varchar(32) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "purchase_limits_shop_id_id_pk" PRIMARY KEY("shop_id","id"),
	CONSTRAINT "purchase_limits_limit_or_time" CHECK ("purchase_limits"."limit_qty" > 0 or "purchase_limits"."period_days" > 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "cashback_records_order_idx" ON "cashback_records" USING btree ("shop_id","order_id");--> statement-breakpoint
CREATE INDEX "cashback_records_shop_created_idx" ON "cashback_records" USING btree ("shop_id","created_at");--> statement-breakpoint
CREATE INDEX "cashback_records_pending_idx" ON "cashback_records" USING btree ("shop_id","order_id") WHERE state = 'pending';--> statement-breakpoint
CREATE INDEX "cashback_rules_shop_created_idx" ON "cashback_rules" USING btree ("shop_id","created_at");--> statement-breakpoint
CREATE INDEX "purchase_limit_skus_sku_idx" ON "purchase_limit_skus" USING btree ("shop_id","sku_id");--> statement-breakpoint
CREATE INDEX "purchase_limits_shop_created_idx" ON "purchase_limits" USING btree ("shop_id","created_at");