CREATE TABLE "im_group_members" (
	"shop_id" varchar(32) NOT NULL,
	"conversation_id" varchar(32) NOT NULL,
	"buyer_id" varchar(32) NOT NULL,
	"joined_at" timestamp with time zone NOT NULL,
	CONSTRAINT "im_group_members_shop_id_conversation_id_buyer_id_pk" PRIMARY KEY("shop_id","conversation_id","buyer_id")
);
--> statement-breakpoint
CREATE TABLE "im_groups" (
	"shop_id" varchar(32) NOT NULL,
	"conversation_id" varchar(32) NOT NULL,
	"name" varchar(60) NOT NULL,
	"created_by" varchar(32) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "im_groups_shop_id_conversation_id_pk" PRIMARY KEY("shop_id","conversation_id")
);
--> statement-breakpoint
DROP INDEX "im_conversations_shop_buyer_uq";--> statement-breakpoint
ALTER TABLE "im_messages" ADD COLUMN "sender_buyer_id" varchar(32);--> statement-breakpoint
CREATE INDEX "im_group_members_shop_buyer_idx" ON "im_group_members" USING btree ("shop_id","buyer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "im_conversations_shop_buyer_uq" ON "im_conversations" USING btree ("shop_id","buyer_id") WHERE not "im_conversations"."is_group";