CREATE TABLE "ledger_day_totals" (
	"shop_id" varchar(32) NOT NULL,
	"day" date NOT NULL,
	"kind" varchar(24) NOT NULL,
	"lines" bigint NOT NULL,
	"amount" bigint NOT NULL,
	CONSTRAINT "ledger_day_totals_shop_id_day_kind_pk" PRIMARY KEY("shop_id","day","kind")
);
--> statement-breakpoint
CREATE TABLE "ledger_totals_marks" (
	"shop_id" varchar(32) PRIMARY KEY NOT NULL,
	"totalled_before" timestamp with time zone NOT NULL,
	"max_line_id" bigint NOT NULL
);
--> statement-breakpoint
DROP INDEX "ledger_lines_shop_at_idx";--> statement-breakpoint
CREATE INDEX "ledger_lines_shop_at_idx" ON "ledger_lines" USING btree ("shop_id","at","id","kind","amount");