ALTER TABLE "im_conversations" ADD COLUMN "seller_read_up_to" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "im_messages" ADD COLUMN "event" jsonb;--> statement-breakpoint
-- Conversations with nothing unread were read up to their last message.
UPDATE "im_conversations" SET "seller_read_up_to" = "last_message_id" WHERE "unread_by_seller" = 0;
