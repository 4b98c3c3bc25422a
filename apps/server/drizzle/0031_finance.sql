CREATE TABLE "bill_adjustments" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"shop_id" varchar(32) NOT NULL,
	"amount" bigint NOT NULL,
	"reason" varchar(200) NOT NULL,
	"for_bill_id" varchar(32),
	"line_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bill_lines" (
	"shop_id" varchar(32) NOT NULL,
	"bill_id" varchar(32) NOT NULL,
	"line_id" bigint NOT NULL,
	CONSTRAINT "bill_lines_line_id_pk" PRIMARY KEY("line_id")
);
--> statement-breakpoint
CREATE TABLE "bills" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"shop_id" varchar(32) NOT NULL,
	"period_start" varchar(10) NOT NULL,
	"period_end" varchar(10) NOT NULL,
	"status" varchar(16) NOT NULL,
	"amount" bigint NOT NULL,
	"line_count" bigint NOT NULL,
	"built_at" timestamp with time zone NOT NULL,
	"audit_deadline" timestamp with time zone NOT NULL,
	"pay_deadline" timestamp with time zone NOT NULL,
	"audited_at" timestamp with time zone,
	"auto_confirmed" boolean DEFAULT false NOT NULL,
	"dispute_reason" text,
	"disputed_at" timestamp with time zone,
	"settled_at" timestamp with time zone,
	"payout_account" varchar(120),
	"payout_line_id" bigint
);
--> statement-breakpoint
CREATE TABLE "ledger_lines" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"shop_id" varchar(32) NOT NULL,
	"kind" varchar(24) NOT NULL,
	"amount" bigint NOT NULL,
	"order_id" bigint,
	"ref" varchar(64) DEFAULT '' NOT NULL,
	"note" varchar(200) DEFAULT '' NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "receiving_accounts" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"shop_id" varchar(32) NOT NULL,
	"holder" varchar(100) NOT NULL,
	"bank_code" varchar(8) NOT NULL,
	"number" varchar(20) NOT NULL,
	"branch" varchar(100) DEFAULT '' NOT NULL,
	"group_name" varchar(40) DEFAULT '' NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "receiving_accounts_number_digits" CHECK ("receiving_accounts"."number" ~ '^[0-9]+$')
);
--> statement-breakpoint
CREATE INDEX "bill_adjustments_shop_idx" ON "bill_adjustments" USING btree ("shop_id","created_at");--> statement-breakpoint
CREATE INDEX "bill_lines_bill_idx" ON "bill_lines" USING btree ("shop_id","bill_id");--> statement-breakpoint
CREATE INDEX "bills_shop_status_idx" ON "bills" USING btree ("shop_id","status","period_start");--> statement-breakpoint
CREATE INDEX "bills_shop_period_idx" ON "bills" USING btree ("shop_id","period_start");--> statement-breakpoint
CREATE INDEX "ledger_lines_shop_at_idx" ON "ledger_lines" USING btree ("shop_id","at","id");--> statement-breakpoint
CREATE INDEX "ledger_lines_shop_order_idx" ON "ledger_lines" USING btree ("shop_id","order_id");--> statement-breakpoint
CREATE INDEX "ledger_lines_shop_kind_idx" ON "ledger_lines" USING btree ("shop_id","kind","at");--> statement-breakpoint
CREATE INDEX "receiving_accounts_shop_idx" ON "receiving_accounts" USING btree ("shop_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "receiving_accounts_one_default" ON "receiving_accounts" USING btree ("shop_id") WHERE "receiving_accounts"."is_default";--> statement-breakpoint
CREATE FUNCTION "ledger_lines_immutable"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger lines are immutable: post a reversal line instead';
END $$;
--> statement-breakpoint
CREATE TRIGGER "ledger_lines_no_change" BEFORE UPDATE OR DELETE ON "ledger_lines" FOR EACH ROW EXECUTE FUNCTION "ledger_lines_immutable"();
