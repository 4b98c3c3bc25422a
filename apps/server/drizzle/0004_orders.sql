CREATE TABLE "bulk_ship_batches" (
	"shop_id" varchar(32) NOT NULL,
	"id" varchar(32) NOT NULL,
	"file_name" varchar(200) NOT NULL,
	"total" integer NOT NULL,
	"shipped" integer NOT NULL,
	"failed" integer NOT NULL,
	"rows" jsonb NOT NULL,
	"created_by" varchar(32) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bulk_ship_batches_shop_id_id_pk" PRIMARY KEY("shop_id","id")
);
--> statement-breakpoint
CREATE TABLE "buyers" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"nickname" varchar(40) NOT NULL,
	"phone" varchar(20) NOT NULL,
	"email" varchar(100) DEFAULT '' NOT NULL,
	"status" varchar(16) DEFAULT 'active' NOT NULL,
	"address" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "freight_templates" (
	"shop_id" varchar(32) NOT NULL,
	"id" varchar(32) NOT NULL,
	"name" varchar(40) NOT NULL,
	"mode" varchar(16) NOT NULL,
	"first_unit" integer NOT NULL,
	"first_fee" bigint NOT NULL,
	"continued_unit" integer NOT NULL,
	"continued_fee" bigint NOT NULL,
	"free_over" bigint,
	"regions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "freight_templates_shop_id_id_pk" PRIMARY KEY("shop_id","id")
);
--> statement-breakpoint
CREATE TABLE "logistics_configs" (
	"shop_id" varchar(32) PRIMARY KEY NOT NULL,
	"carriers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"default_carrier" varchar(16),
	"ship_mode" varchar(16) DEFAULT 'platform_pickup' NOT NULL,
	"self_delivery" boolean DEFAULT false NOT NULL,
	"pickup_address_id" varchar(32),
	"ship_within_days" smallint DEFAULT 3 NOT NULL,
	"parcel_insurance" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_address_changes" (
	"shop_id" varchar(32) NOT NULL,
	"id" varchar(32) NOT NULL,
	"order_id" bigint NOT NULL,
	"before" jsonb NOT NULL,
	"after" jsonb NOT NULL,
	"reason" varchar(200) DEFAULT '' NOT NULL,
	"status" varchar(16) DEFAULT 'pending' NOT NULL,
	"requested_by" varchar(32) NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "order_address_changes_shop_id_id_pk" PRIMARY KEY("shop_id","id")
);
--> statement-breakpoint
CREATE TABLE "order_appeals" (
	"shop_id" varchar(32) NOT NULL,
	"id" varchar(32) NOT NULL,
	"order_id" bigint NOT NULL,
	"reason" varchar(32) NOT NULL,
	"description" varchar(500) NOT NULL,
	"evidence" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" varchar(16) DEFAULT 'pending' NOT NULL,
	"filed_by" varchar(32) NOT NULL,
	"filed_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	"decision_note" varchar(500) DEFAULT '' NOT NULL,
	CONSTRAINT "order_appeals_shop_id_id_pk" PRIMARY KEY("shop_id","id")
);
--> statement-breakpoint
CREATE TABLE "order_counts" (
	"shop_id" varchar(32) NOT NULL,
	"status" varchar(24) NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "order_counts_shop_id_status_pk" PRIMARY KEY("shop_id","status")
);
--> statement-breakpoint
CREATE TABLE "order_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"shop_id" varchar(32) NOT NULL,
	"order_id" bigint NOT NULL,
	"kind" varchar(24) NOT NULL,
	"actor" varchar(16) NOT NULL,
	"actor_id" varchar(32),
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_items" (
	"shop_id" varchar(32) NOT NULL,
	"order_id" bigint NOT NULL,
	"line_no" smallint NOT NULL,
	"product_id" bigint NOT NULL,
	"sku_id" bigint NOT NULL,
	"title" varchar(100) NOT NULL,
	"spec_values" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"image_url" varchar(500) DEFAULT '' NOT NULL,
	"sku_code" varchar(40) DEFAULT '' NOT NULL,
	"unit_price" bigint NOT NULL,
	"quantity" integer NOT NULL,
	"line_amount" bigint NOT NULL,
	"shipped_qty" integer DEFAULT 0 NOT NULL,
	"weight_grams" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "order_items_shop_id_order_id_line_no_pk" PRIMARY KEY("shop_id","order_id","line_no"),
	CONSTRAINT "order_items_qty_ok" CHECK ("order_items"."quantity" > 0 and "order_items"."shipped_qty" >= 0 and "order_items"."shipped_qty" <= "order_items"."quantity"),
	CONSTRAINT "order_items_amount_ok" CHECK ("order_items"."line_amount" = "order_items"."unit_price" * "order_items"."quantity")
);
--> statement-breakpoint
CREATE TABLE "order_memos" (
	"shop_id" varchar(32) NOT NULL,
	"id" varchar(32) NOT NULL,
	"order_id" bigint NOT NULL,
	"user_id" varchar(32) NOT NULL,
	"user_name" varchar(40) NOT NULL,
	"text" varchar(500) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_memos_shop_id_id_pk" PRIMARY KEY("shop_id","id")
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 2611000000001 CACHE 1),
	"shop_id" varchar(32) NOT NULL,
	"buyer_id" varchar(32) NOT NULL,
	"buyer_nickname" varchar(40) NOT NULL,
	"status" varchar(24) NOT NULL,
	"pay_status" varchar(16) NOT NULL,
	"pay_method" varchar(16) NOT NULL,
	"pay_serial" varchar(40),
	"paid_at" timestamp with time zone,
	"order_type" varchar(16) DEFAULT 'normal' NOT NULL,
	"delivery_mode" varchar(16) DEFAULT 'express' NOT NULL,
	"goods_amount" bigint NOT NULL,
	"freight_amount" bigint DEFAULT 0 NOT NULL,
	"discount_amount" bigint DEFAULT 0 NOT NULL,
	"total_amount" bigint NOT NULL,
	"deposit_amount" bigint DEFAULT 0 NOT NULL,
	"refunded_amount" bigint DEFAULT 0 NOT NULL,
	"buyer_remark" varchar(200) DEFAULT '' NOT NULL,
	"address" jsonb NOT NULL,
	"item_count" integer NOT NULL,
	"carrier_code" varchar(16),
	"waybill_no" varchar(40),
	"ship_deadline" timestamp with time zone,
	"estimated_arrival" varchar(10),
	"shipped_at" timestamp with time zone,
	"picked_up_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"signed_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"cancel_reason" varchar(24),
	"abnormal_at" timestamp with time zone,
	"abnormal_reason" varchar(24),
	"risk_level" varchar(8) DEFAULT 'none' NOT NULL,
	"risk_reason" varchar(100) DEFAULT '' NOT NULL,
	"points_deducted" boolean DEFAULT false NOT NULL,
	"receipt_requested_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_amounts_ok" CHECK ("orders"."total_amount" = "orders"."goods_amount" + "orders"."freight_amount" - "orders"."discount_amount" and "orders"."total_amount" >= 0 and "orders"."refunded_amount" >= 0 and "orders"."refunded_amount" <= "orders"."total_amount")
);
--> statement-breakpoint
CREATE TABLE "pickup_codes" (
	"shop_id" varchar(32) NOT NULL,
	"id" varchar(32) NOT NULL,
	"code" varchar(32) NOT NULL,
	"carrier_code" varchar(16) NOT NULL,
	"status" varchar(16) DEFAULT 'unused' NOT NULL,
	"order_id" bigint,
	"import_batch" varchar(32) NOT NULL,
	"imported_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "pickup_codes_shop_id_id_pk" PRIMARY KEY("shop_id","id")
);
--> statement-breakpoint
CREATE TABLE "shipment_tracks" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"shop_id" varchar(32) NOT NULL,
	"shipment_id" varchar(32) NOT NULL,
	"event" varchar(20) NOT NULL,
	"location" varchar(100) DEFAULT '' NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipments" (
	"shop_id" varchar(32) NOT NULL,
	"id" varchar(32) NOT NULL,
	"order_id" bigint NOT NULL,
	"carrier_code" varchar(16) NOT NULL,
	"waybill_no" varchar(40) NOT NULL,
	"lines" jsonb NOT NULL,
	"status" varchar(16) DEFAULT 'shipped' NOT NULL,
	"kind" varchar(16) DEFAULT 'normal' NOT NULL,
	"shipped_by" varchar(32),
	"shipped_at" timestamp with time zone NOT NULL,
	"picked_up_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"signed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "shipments_shop_id_id_pk" PRIMARY KEY("shop_id","id")
);
--> statement-breakpoint
CREATE TABLE "shop_point_deductions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"shop_id" varchar(32) NOT NULL,
	"order_id" bigint,
	"points" integer NOT NULL,
	"reason" varchar(32) NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "bulk_ship_batches_shop_created_idx" ON "bulk_ship_batches" USING btree ("shop_id","created_at");--> statement-breakpoint
CREATE INDEX "buyers_nickname_idx" ON "buyers" USING btree ("nickname");--> statement-breakpoint
CREATE UNIQUE INDEX "freight_templates_shop_name_uq" ON "freight_templates" USING btree ("shop_id","name");--> statement-breakpoint
CREATE INDEX "order_address_changes_shop_order_idx" ON "order_address_changes" USING btree ("shop_id","order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_appeals_shop_order_uq" ON "order_appeals" USING btree ("shop_id","order_id");--> statement-breakpoint
CREATE INDEX "order_appeals_shop_status_idx" ON "order_appeals" USING btree ("shop_id","status","filed_at");--> statement-breakpoint
CREATE INDEX "order_events_shop_order_idx" ON "order_events" USING btree ("shop_id","order_id","id");--> statement-breakpoint
CREATE INDEX "order_items_shop_sku_idx" ON "order_items" USING btree ("shop_id","sku_id");--> statement-breakpoint
CREATE INDEX "order_memos_shop_order_idx" ON "order_memos" USING btree ("shop_id","order_id");--> statement-breakpoint
CREATE INDEX "orders_shop_status_created_idx" ON "orders" USING btree ("shop_id","status","created_at","id");--> statement-breakpoint
CREATE INDEX "orders_shop_created_idx" ON "orders" USING btree ("shop_id","created_at","id");--> statement-breakpoint
CREATE INDEX "orders_shop_buyer_idx" ON "orders" USING btree ("shop_id","buyer_nickname");--> statement-breakpoint
CREATE INDEX "orders_shop_waybill_idx" ON "orders" USING btree ("shop_id","waybill_no");--> statement-breakpoint
CREATE UNIQUE INDEX "pickup_codes_shop_code_uq" ON "pickup_codes" USING btree ("shop_id","code");--> statement-breakpoint
CREATE INDEX "pickup_codes_shop_status_idx" ON "pickup_codes" USING btree ("shop_id","status","imported_at");--> statement-breakpoint
CREATE INDEX "shipment_tracks_shop_shipment_idx" ON "shipment_tracks" USING btree ("shop_id","shipment_id","at");--> statement-breakpoint
CREATE INDEX "shipments_shop_order_idx" ON "shipments" USING btree ("shop_id","order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shipments_carrier_waybill_uq" ON "shipments" USING btree ("carrier_code","waybill_no") WHERE "shipments"."cancelled_at" is null;--> statement-breakpoint
CREATE INDEX "shop_point_deductions_shop_idx" ON "shop_point_deductions" USING btree ("shop_id","at");