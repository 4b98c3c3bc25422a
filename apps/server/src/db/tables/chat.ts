import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { at, createdAt, id } from '../columns.ts';

// The customer-service chat (catalogue §7 "Instant messaging (cos/im/)"): the messages of the
// conversations (im_conversations in schema.ts), the quick replies and the automatic assistant;
// and which notices each user has read (§7 "Notices").

/** A card a message carries, as it was when sent. */
export interface MessageCard {
  type: 'product' | 'order' | 'coupon';
  id: string;
  title: string;
  amount: string;
  imageUrl: string;
  status: string;
}

/** What a system line of a conversation records (the workbench writes it in the reader's language). */
export type MessageEvent =
  | {
      type: 'forwarded';
      /** The staff member's name it went to, and the one who forwarded it, as they were then. */
      to: string;
      by: string;
    }
  | {
      type: 'rated';
      /** The buyer's stars (1–5) and comment, and the name of the staff member who served. */
      stars: number;
      comment: string;
      staff: string;
    };

/**
 * One message. Its id grows with every message of every shop: a reconnecting workbench asks for
 * the messages after the last id it holds.
 */
export const imMessages = pgTable(
  'im_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    shopId: id('shop_id').notNull(),
    conversationId: id('conversation_id').notNull(),
    /** buyer | seller | system */
    sender: varchar('sender', { length: 8 }).notNull(),
    /** The staff member who wrote it (seller side). */
    senderUserId: id('sender_user_id'),
    /** MESSAGE_KINDS of @sc/contract/chat.ts. */
    kind: varchar('kind', { length: 8 }).notNull(),
    content: text('content').notNull(),
    card: jsonb('card').$type<MessageCard>(),
    /** A system line's event (sender system): seen by the shop's staff, not the buyer. */
    event: jsonb('event').$type<MessageEvent>(),
    /** Written by the automatic reply, the welcome message or the guide bar. */
    automatic: boolean('automatic').notNull().default(false),
    createdAt: createdAt(),
    /** In a group: the member buyer who wrote it (sender buyer). */
    senderBuyerId: id('sender_buyer_id'),
  },
  (t) => [
    index('im_messages_shop_conv_idx').on(t.shopId, t.conversationId, t.id),
    index('im_messages_shop_id_idx').on(t.shopId, t.id),
    // The workbench's search over history: any part of a message's text.
    index('im_messages_shop_content_trgm_idx').using('gin', t.shopId, sql`${t.content} gin_trgm_ops`),
  ],
);

/** Classes of quick replies (/imMessageSetup/quickreply). */
export const imReplyClasses = pgTable(
  'im_reply_classes',
  {
    shopId: id('shop_id').notNull(),
    id: id().notNull(),
    name: varchar('name', { length: 40 }).notNull(),
    sort: integer('sort').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.shopId, t.id] })],
);

export const imQuickReplies = pgTable(
  'im_quick_replies',
  {
    shopId: id('shop_id').notNull(),
    id: id().notNull(),
    classId: id('class_id'),
    content: varchar('content', { length: 2000 }).notNull(),
    sort: integer('sort').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.shopId, t.id] })],
);

/** The automatic assistant of a shop (/imMessageSetup/intelligentAssistant). */
export const imAssistantSettings = pgTable('im_assistant_settings', {
  shopId: id('shop_id').primaryKey(),
  welcomeOnline: varchar('welcome_online', { length: 500 }).notNull(),
  welcomeOffline: varchar('welcome_offline', { length: 500 }).notNull(),
  autoReplyEnabled: boolean('auto_reply_enabled').notNull().default(false),
  guideEnabled: boolean('guide_enabled').notNull().default(false),
  /** Office hours, Bangkok wall time 'HH:MM'. */
  officeStart: varchar('office_start', { length: 5 }).notNull().default('09:00'),
  officeEnd: varchar('office_end', { length: 5 }).notNull().default('18:00'),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

/** A keyword rule of the automatic reply. */
export const imAutoReplies = pgTable(
  'im_auto_replies',
  {
    shopId: id('shop_id').notNull(),
    id: id().notNull(),
    keyword: varchar('keyword', { length: 40 }).notNull(),
    reply: varchar('reply', { length: 2000 }).notNull(),
    /** Answer only outside office hours (else at any time). */
    offHoursOnly: boolean('off_hours_only').notNull().default(false),
    sort: integer('sort').notNull(),
  },
  (t) => [primaryKey({ columns: [t.shopId, t.id] })],
);

/** An item of the guide bar shown to buyers: the option text and what answers it. */
export const imGuideItems = pgTable(
  'im_guide_items',
  {
    shopId: id('shop_id').notNull(),
    id: id().notNull(),
    optionText: varchar('option_text', { length: 30 }).notNull(),
    reply: varchar('reply', { length: 2000 }).notNull(),
    sort: integer('sort').notNull(),
  },
  (t) => [primaryKey({ columns: [t.shopId, t.id] })],
);

/** The rich menu of a shop (/imMessageSetup/intelligentAssistant): whether buyers see it. */
export const imRichMenus = pgTable('im_rich_menus', {
  shopId: id('shop_id').primaryKey(),
  enabled: boolean('enabled').notNull().default(false),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

/** A tile of the rich menu: its label, picture and the one thing it opens. */
export const imRichMenuTiles = pgTable(
  'im_rich_menu_tiles',
  {
    shopId: id('shop_id').notNull(),
    id: id().notNull(),
    label: varchar('label', { length: 30 }).notNull(),
    /** A /media picture the shop uploaded; empty for none. */
    imageUrl: varchar('image_url', { length: 500 }).notNull().default(''),
    /** RICH_MENU_ACTIONS of @sc/contract/chat.ts. */
    action: varchar('action', { length: 8 }).notNull(),
    /** The product id (action product) or coupon id (action coupon); empty otherwise. */
    targetId: varchar('target_id', { length: 64 }).notNull().default(''),
    /** The text sent into the chat (action reply); empty otherwise. */
    reply: varchar('reply', { length: 2000 }).notNull().default(''),
    sort: integer('sort').notNull(),
  },
  (t) => [primaryKey({ columns: [t.shopId, t.id] })],
);

/** Which platform notices a user has read in the notice centre. */
export const noticeReads = pgTable(
  'notice_reads',
  {
    shopId: id('shop_id').notNull(),
    userId: id('user_id').notNull(),
    noticeId: id('notice_id').notNull(),
    readAt: at('read_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.shopId, t.userId, t.noticeId] })],
);

/**
 * A buyer's wait for the shop (the service figures, /oms/cos/im/service/statistics): opened by the
 * buyer's first message nothing answers yet, closed in the transaction of the next message a staff
 * member writes (automatic replies do not close it). At most one open wait per conversation.
 */
export const imWaits = pgTable(
  'im_waits',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    shopId: id('shop_id').notNull(),
    conversationId: id('conversation_id').notNull(),
    startedAt: at('started_at').notNull(),
    answeredAt: at('answered_at'),
    /** The staff member whose message closed it. */
    answeredBy: id('answered_by'),
    answerMessageId: bigint('answer_message_id', { mode: 'number' }),
  },
  (t) => [
    index('im_waits_shop_started_idx').on(t.shopId, t.startedAt),
    uniqueIndex('im_waits_shop_conv_open_uq').on(t.shopId, t.conversationId).where(sql`${t.answeredAt} is null`),
  ],
);

/** A buyer's rating of the service in a conversation (/oms/mkt/im/buyer/rate). */
export const imRatings = pgTable(
  'im_ratings',
  {
    shopId: id('shop_id').notNull(),
    id: id().notNull(),
    conversationId: id('conversation_id').notNull(),
    buyerId: id('buyer_id').notNull(),
    stars: smallint('stars').notNull(),
    comment: varchar('comment', { length: 200 }).notNull().default(''),
    /** Who served: the conversation's assignee, else the last staff member who wrote. */
    staffUserId: id('staff_user_id'),
    /** The system line that shows it in the conversation: the next rating needs a staff message after it. */
    messageId: bigint('message_id', { mode: 'number' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.shopId, t.id] }),
    index('im_ratings_shop_created_idx').on(t.shopId, t.createdAt),
    index('im_ratings_shop_conv_idx').on(t.shopId, t.conversationId, t.messageId),
  ],
);

/** A buyer group the shop runs (its fan group): the group's conversation (im_conversations, is_group) and its name. */
export const imGroups = pgTable(
  'im_groups',
  {
    shopId: id('shop_id').notNull(),
    /** The group's conversation in im_conversations. */
    conversationId: id('conversation_id').notNull(),
    name: varchar('name', { length: 60 }).notNull(),
    createdBy: id('created_by').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.shopId, t.conversationId] })],
);

/** The buyers in a shop's group; a removed member's row is deleted. */
export const imGroupMembers = pgTable(
  'im_group_members',
  {
    shopId: id('shop_id').notNull(),
    conversationId: id('conversation_id').notNull(),
    buyerId: id('buyer_id').notNull(),
    joinedAt: at('joined_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.shopId, t.conversationId, t.buyerId] }),
    index('im_group_members_shop_buyer_idx').on(t.shopId, t.buyerId),
  ],
);
