CREATE TABLE "ad_accounts" (
	"shop_id" varchar(32) PRIMARY KEY NOT NULL,
	"balance" bigint DEFAULT 0 NOT NULL,
	"opened_by" varchar(32) NOT NULL,
	"opened_at" timestamp with time zone NOT NULL,
	CONSTRAINT "ad_accounts_balance_ok" CHECK ("ad_accounts"."balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "ad_keywords" (
	"shop_id" varchar(32) NOT NULL,
	"plan_id" varchar(32) NOT NULL,
	"keyword" varchar(100) NOT NULL,
	"bid" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "ad_keywords_shop_id_plan_id_keyword_pk" PRIMARY KEY("shop_id","plan_id","keyword"),
	CONSTRAINT "ad_keywords_bid_ok" CHECK ("ad_keywords"."bid" > 0)
);
--> statement-breakpoint
CREATE TABLE "ad_plans" (
	"shop_id" varchar(32) NOT NULL,
	"id" varchar(32) NOT NULL,
	"name" varchar(50) NOT NULL,
	"type" varchar(16) NOT NULL,
	"status" varchar(16) NOT NULL,
	"stop_reason" varchar(16),
	"budget_used" varchar(16),
	"daily_budget" bigint NOT NULL,
	"total_budget" bigint,
	"spent_today" bigint DEFAULT 0 NOT NULL,
	"spent_day" varchar(10) NOT NULL,
	"spent_total" bigint DEFAULT 0 NOT NULL,
	"effective_at" timestamp with time zone NOT NULL,
	"created_by" varchar(32) NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "ad_plans_shop_id_id_pk" PRIMARY KEY("shop_id","id"),
	CONSTRAINT "ad_plans_spend_ok" CHECK ("ad_plans"."spent_today" >= 0 and "ad_plans"."spent_total" >= 0)
);
--> statement-breakpoint
CREATE TABLE "ad_recharges" (
	"shop_id" varchar(32) NOT NULL,
	"id" varchar(32) NOT NULL,
	"amount" bigint NOT NULL,
	"status" varchar(16) NOT NULL,
	"created_by" varchar(32) NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "ad_recharges_shop_id_id_pk" PRIMARY KEY("shop_id","id"),
	CONSTRAINT "ad_recharges_amount_ok" CHECK ("ad_recharges"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "ad_stats" (
	"shop_id" varchar(32) NOT NULL,
	"plan_id" varchar(32) NOT NULL,
	"day" varchar(10) NOT NULL,
	"keyword" varchar(100) NOT NULL,
	"impressions" integer DEFAULT 0 NOT NULL,
	"clicks" integer DEFAULT 0 NOT NULL,
	"spend" bigint DEFAULT 0 NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"gmv" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "ad_stats_shop_id_plan_id_day_keyword_pk" PRIMARY KEY("shop_id","plan_id","day","keyword")
);
--> statement-breakpoint
CREATE TABLE "ad_transactions" (
	"shop_id" varchar(32) NOT NULL,
	"id" varchar(32) NOT NULL,
	"kind" varchar(16) NOT NULL,
	"amount" bigint NOT NULL,
	"balance_after" bigint NOT NULL,
	"plan_id" varchar(32),
	"keyword" varchar(100),
	"recharge_id" varchar(32),
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "ad_transactions_shop_id_id_pk" PRIMARY KEY("shop_id","id"),
	CONSTRAINT "ad_transactions_balance_ok" CHECK ("ad_transactions"."balance_after" >= 0)
);
--> statement-breakpoint
CREATE INDEX "ad_keywords_keyword_idx" ON "ad_keywords" USING btree ("keyword");--> statement-breakpoint
CREATE INDEX "ad_plans_shop_created_idx" ON "ad_plans" USING btree ("shop_id","created_at");--> statement-breakpoint
CREATE INDEX "ad_plans_status_idx" ON "ad_plans" USING btree ("status","budget_used");--> statement-breakpoint
CREATE INDEX "ad_recharges_paying_idx" ON "ad_recharges" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "ad_stats_shop_day_idx" ON "ad_stats" USING btree ("shop_id","day");--> statement-breakpoint
CREATE INDEX "ad_transactions_shop_at_idx" ON "ad_transactions" USING btree ("shop_id","at");