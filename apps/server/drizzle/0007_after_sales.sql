CREATE TABLE "after_sale_counts" (
	"shop_id" varchar(32) NOT NULL,
	"status" varchar(16) NOT NULL,
	"type" varchar(12) NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "after_sale_counts_shop_id_status_type_pk" PRIMARY KEY("shop_id","status","type")
);
--> statement-breakpoint
CREATE TABLE "after_sale_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"shop_id" varchar(32) NOT NULL,
	"case_id" bigint NOT NULL,
	"kind" varchar(24) NOT NULL,
	"actor" varchar(10) NOT NULL,
	"actor_id" varchar(32),
	"status" varchar(16),
	"note" text DEFAULT '' NOT NULL,
	"amount" bigint,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "after_sale_items" (
	"shop_id" varchar(32) NOT NULL,
	"case_id" bigint NOT NULL,
	"order_id" bigint NOT NULL,
	"line_no" smallint NOT NULL,
	"sku_id" bigint NOT NULL,
	"product_id" bigint NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "after_sale_items_shop_id_case_id_line_no_pk" PRIMARY KEY("shop_id","case_id","line_no"),
	CONSTRAINT "after_sale_items_qty_ok" CHECK ("after_sale_items"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "after_sale_proofs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"shop_id" varchar(32) NOT NULL,
	"case_id" bigint NOT NULL,
	"side" varchar(10) NOT NULL,
	"note" varchar(500) DEFAULT '' NOT NULL,
	"urls" jsonb NOT NULL,
	"user_id" varchar(32),
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "after_sales" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "after_sales_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 8611000000001 CACHE 1),
	"shop_id" varchar(32) NOT NULL,
	"order_id" bigint NOT NULL,
	"buyer_id" varchar(32) NOT NULL,
	"buyer_nickname" varchar(40) NOT NULL,
	"type" varchar(12) NOT NULL,
	"status" varchar(16) NOT NULL,
	"reason" varchar(24) NOT NULL,
	"description" varchar(500) DEFAULT '' NOT NULL,
	"title" varchar(100) NOT NULL,
	"image_url" varchar(500) DEFAULT '' NOT NULL,
	"quantity" integer NOT NULL,
	"refund_amount" bigint NOT NULL,
	"refunded_amount" bigint DEFAULT 0 NOT NULL,
	"deadline_kind" varchar(16),
	"deadline_at" timestamp with time zone,
	"return_address" jsonb,
	"return_carrier" varchar(16),
	"return_waybill" varchar(40),
	"return_shipped_at" timestamp with time zone,
	"received_at" timestamp with time zone,
	"reship_carrier" varchar(16),
	"reship_waybill" varchar(40),
	"reshipped_at" timestamp with time zone,
	"reject_reason" varchar(32),
	"reject_note" varchar(200) DEFAULT '' NOT NULL,
	"intervened_at" timestamp with time zone,
	"judged_for" varchar(8),
	"judgement_note" varchar(500) DEFAULT '' NOT NULL,
	"judged_at" timestamp with time zone,
	"appeal_status" varchar(8),
	"appeal_reason" varchar(200) DEFAULT '' NOT NULL,
	"appeal_note" varchar(500) DEFAULT '' NOT NULL,
	"appeal_filed_at" timestamp with time zone,
	"appeal_decided_at" timestamp with time zone,
	"compensated_amount" bigint DEFAULT 0 NOT NULL,
	"applied_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "after_sales_amounts_ok" CHECK ("after_sales"."refund_amount" >= 0 and "after_sales"."refunded_amount" >= 0 and "after_sales"."refunded_amount" <= "after_sales"."refund_amount" and "after_sales"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "refund_receipts" (
	"shop_id" varchar(32) NOT NULL,
	"id" varchar(32) NOT NULL,
	"case_id" bigint NOT NULL,
	"order_id" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"pay_serial" varchar(40) NOT NULL,
	"paid_at" timestamp with time zone NOT NULL,
	"keep_until" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refund_receipts_shop_id_id_pk" PRIMARY KEY("shop_id","id"),
	CONSTRAINT "refund_receipts_amount_ok" CHECK ("refund_receipts"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "refunded_amount" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "after_sale_events_shop_case_idx" ON "after_sale_events" USING btree ("shop_id","case_id","id");--> statement-breakpoint
CREATE INDEX "after_sale_items_shop_order_idx" ON "after_sale_items" USING btree ("shop_id","order_id","line_no");--> statement-breakpoint
CREATE INDEX "after_sale_proofs_shop_case_idx" ON "after_sale_proofs" USING btree ("shop_id","case_id","id");--> statement-breakpoint
CREATE INDEX "after_sales_shop_applied_idx" ON "after_sales" USING btree ("shop_id","applied_at","id");--> statement-breakpoint
CREATE INDEX "after_sales_shop_status_idx" ON "after_sales" USING btree ("shop_id","status","applied_at","id");--> statement-breakpoint
CREATE INDEX "after_sales_shop_deadline_idx" ON "after_sales" USING btree ("shop_id","deadline_at","id") WHERE deadline_at is not null;--> statement-breakpoint
CREATE INDEX "after_sales_deadline_idx" ON "after_sales" USING btree ("deadline_at","id") WHERE deadline_at is not null;--> statement-breakpoint
CREATE INDEX "after_sales_shop_untimed_idx" ON "after_sales" USING btree ("shop_id","updated_at","id") WHERE deadline_at is null and closed_at is null;--> statement-breakpoint
CREATE INDEX "after_sales_shop_order_idx" ON "after_sales" USING btree ("shop_id","order_id");--> statement-breakpoint
CREATE INDEX "after_sales_shop_buyer_idx" ON "after_sales" USING btree ("shop_id","buyer_nickname");--> statement-breakpoint
CREATE INDEX "refund_receipts_shop_case_idx" ON "refund_receipts" USING btree ("shop_id","case_id");--> statement-breakpoint
CREATE INDEX "refund_receipts_keep_idx" ON "refund_receipts" USING btree ("keep_until");--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_refund_ok" CHECK ("order_items"."refunded_amount" >= 0 and "order_items"."refunded_amount" <= "order_items"."line_amount");
--> statement-breakpoint
-- The tab counts of /order/aftersale (after_sale_counts, one row per shop, state and type),
-- kept by a statement-level trigger on after_sales in the writer's own transaction, as
-- order_counts is (0005_order_counts.sql). An update touches the counts only when a case's
-- state moved; rows are bumped in (shop, state, type) order.
CREATE FUNCTION after_sales_bump_counts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO after_sale_counts AS c (shop_id, status, type, count)
    SELECT t.shop_id, t.status, t.type, count(*)::int FROM new_cases t
    GROUP BY t.shop_id, t.status, t.type ORDER BY t.shop_id, t.status, t.type
    ON CONFLICT (shop_id, status, type) DO UPDATE SET count = c.count + excluded.count;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO after_sale_counts AS c (shop_id, status, type, count)
    SELECT t.shop_id, t.status, t.type, -count(*)::int FROM old_cases t
    GROUP BY t.shop_id, t.status, t.type ORDER BY t.shop_id, t.status, t.type
    ON CONFLICT (shop_id, status, type) DO UPDATE SET count = c.count + excluded.count;
  ELSE
    INSERT INTO after_sale_counts AS c (shop_id, status, type, count)
    SELECT k.shop_id, k.status, k.type, sum(k.n)::int FROM (
        SELECT n.shop_id, n.status, n.type, 1 AS n
          FROM new_cases n JOIN old_cases o ON o.id = n.id WHERE n.status <> o.status OR n.type <> o.type
        UNION ALL SELECT o.shop_id, o.status, o.type, -1
          FROM new_cases n JOIN old_cases o ON o.id = n.id WHERE n.status <> o.status OR n.type <> o.type
      ) k
    GROUP BY k.shop_id, k.status, k.type HAVING sum(k.n) <> 0 ORDER BY k.shop_id, k.status, k.type
    ON CONFLICT (shop_id, status, type) DO UPDATE SET count = c.count + excluded.count;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER after_sales_counts_insert AFTER INSERT ON after_sales REFERENCING NEW TABLE AS new_cases
  FOR EACH STATEMENT EXECUTE FUNCTION after_sales_bump_counts();
--> statement-breakpoint
CREATE TRIGGER after_sales_counts_update AFTER UPDATE ON after_sales REFERENCING OLD TABLE AS old_cases NEW TABLE AS new_cases
  FOR EACH STATEMENT EXECUTE FUNCTION after_sales_bump_counts();
--> statement-breakpoint
CREATE TRIGGER after_sales_counts_delete AFTER DELETE ON after_sales REFERENCING OLD TABLE AS old_cases
  FOR EACH STATEMENT EXECUTE FUNCTION after_sales_bump_counts();
