ALTER TABLE "after_sales" ADD COLUMN "refunded_freight" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "refund_receipts" ADD COLUMN "freight_amount" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "dispute_return_status" varchar(24);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refunded_freight" bigint DEFAULT 0 NOT NULL;