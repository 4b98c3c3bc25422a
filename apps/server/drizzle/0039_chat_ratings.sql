CREATE TABLE "im_ratings" (
	"shop_id" varchar(32) NOT NULL,
	"id" varchar(32) NOT NULL,
	"conversation_id" varchar(32) NOT NULL,
	"buyer_id" varchar(32) NOT NULL,
	"stars" smallint NOT NULL,
	"comment" varchar(200) DEFAULT '' NOT NULL,
	"staff_user_id" varchar(32),
	"message_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "im_ratings_shop_id_id_pk" PRIMARY KEY("shop_id","id")
);
--> statement-breakpoint
CREATE TABLE "im_waits" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"shop_id" varchar(32) NOT NULL,
	"conversation_id" varchar(32) NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"answered_at" timestamp with time zone,
	"answered_by" varchar(32),
	"answer_message_id" bigint
);
--> statement-breakpoint
CREATE INDEX "im_ratings_shop_created_idx" ON "im_ratings" USING btree ("shop_id","created_at");--> statement-breakpoint
CREATE INDEX "im_ratings_shop_conv_idx" ON "im_ratings" USING btree ("shop_id","conversation_id","message_id");--> statement-breakpoint
CREATE INDEX "im_waits_shop_started_idx" ON "im_waits" USING btree ("shop_id","started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "im_waits_shop_conv_open_uq" ON "im_waits" USING btree ("shop_id","conversation_id") WHERE "im_waits"."answered_at" is null;--> statement-breakpoint
-- Buyers already waiting when the figures begin: their waits are open from when they started.
INSERT INTO "im_waits" ("shop_id", "conversation_id", "started_at") SELECT "shop_id", "id", "waiting_since" FROM "im_conversations" WHERE "waiting_since" IS NOT NULL;
