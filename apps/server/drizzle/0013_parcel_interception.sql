ALTER TABLE "order_items" ADD COLUMN "returned_qty" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "intercept_status" varchar(16);--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "intercept_by" varchar(16);--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "intercept_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "intercepted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "back_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "received_back_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_returned_ok" CHECK ("order_items"."returned_qty" >= 0 and "order_items"."returned_qty" <= "order_items"."quantity");