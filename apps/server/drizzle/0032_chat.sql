CREATE TABLE "im_assistant_settings" (
	"shop_id" varchar(32) PRIMARY KEY NOT NULL,
	"welcome_online" varchar(500) NOT NULL,
	"welcome_offline" varchar(500) NOT NULL,
	"auto_reply_enabled" boolean DEFAULT false NOT NULL,
	"guide_enabled" boolean DEFAULT false NOT NULL,
	"office_start" varchar(5) DEFAULT '09:00' NOT NULL,
	"office_end" varchar(5) DEFAULT '18:00' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "im_auto_replies" (
	"shop_id" varchar(32) NOT NULL,
	"id" varchar(32) NOT NULL,
	"keyword" varchar(40) NOT NULL,
	"reply" varchar(2000) NOT NULL,
	"off_hours_only" boolean DEFAULT false NOT NULL,
	"sort" integer NOT NULL,
	CONSTRAINT "im_auto_replies_shop_id_id_pk" PRIMARY KEY("shop_id","id")
);
--> statement-breakpoint
CREATE TABLE "im_guide_items" (
	"shop_id" varchar(32) NOT NULL,
	"id" varchar(32) NOT NULL,
	"option_text" varchar(30) NOT NULL,
	"reply" varchar(2000) NOT NULL,
	"sort" integer NOT NULL,
	CONSTRAINT "im_guide_items_shop_id_id_pk" PRIMARY KEY("shop_id","id")
);
--> statement-breakpoint
CREATE TABLE "im_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"shop_id" varchar(32) NOT NULL,
	"conversation_id" varchar(32) NOT NULL,
	"sender" varchar(8) NOT NULL,
	"sender_user_id" varchar(32),
	"kind" varchar(8) NOT NULL,
	"content" text NOT NULL,
	"card" jsonb,
	"automatic" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "im_quick_replies" (
	"shop_id" varchar(32) NOT NULL,
	"id" varchar(32) NOT NULL,
	"class_id" varchar(32),
	"content" varchar(2000) NOT NULL,
	"sort" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "im_quick_replies_shop_id_id_pk" PRIMARY KEY("shop_id","id")
);
--> statement-breakpoint
CREATE TABLE "im_reply_classes" (
	"shop_id" varchar(32) NOT NULL,
	"id" varchar(32) NOT NULL,
	"name" varchar(40) NOT NULL,
	"sort" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "im_reply_classes_shop_id_id_pk" PRIMARY KEY("shop_id","id")
);
--> statement-breakpoint
CREATE TABLE "notice_reads" (
	"shop_id" varchar(32) NOT NULL,
	"user_id" varchar(32) NOT NULL,
	"notice_id" varchar(32) NOT NULL,
	"read_at" timestamp with time zone NOT NULL,
	CONSTRAINT "notice_reads_shop_id_user_id_notice_id_pk" PRIMARY KEY("shop_id","user_id","notice_id")
);
--> statement-breakpoint
ALTER TABLE "im_conversations" ADD COLUMN "chat_type" varchar(8) DEFAULT 'general' NOT NULL;--> statement-breakpoint
ALTER TABLE "im_conversations" ADD COLUMN "product_id" varchar(20);--> statement-breakpoint
ALTER TABLE "im_conversations" ADD COLUMN "order_id" varchar(20);--> statement-breakpoint
ALTER TABLE "im_conversations" ADD COLUMN "assigned_to" varchar(32);--> statement-breakpoint
ALTER TABLE "im_conversations" ADD COLUMN "locked_by" varchar(32);--> statement-breakpoint
ALTER TABLE "im_conversations" ADD COLUMN "blacklisted" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "im_conversations" ADD COLUMN "remark" varchar(200) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "im_conversations" ADD COLUMN "relation_type" varchar(16) DEFAULT 'normal' NOT NULL;--> statement-breakpoint
ALTER TABLE "im_conversations" ADD COLUMN "last_message_id" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "im_conversations" ADD COLUMN "last_message_text" varchar(200) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "im_conversations" ADD COLUMN "last_message_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "im_conversations" ADD COLUMN "last_sender" varchar(8) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "im_conversations" ADD COLUMN "waiting_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "im_conversations" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "im_messages_shop_conv_idx" ON "im_messages" USING btree ("shop_id","conversation_id","id");--> statement-breakpoint
CREATE INDEX "im_messages_shop_id_idx" ON "im_messages" USING btree ("shop_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "im_conversations_shop_buyer_uq" ON "im_conversations" USING btree ("shop_id","buyer_id");--> statement-breakpoint
CREATE INDEX "im_conversations_shop_last_idx" ON "im_conversations" USING btree ("shop_id","last_message_at");