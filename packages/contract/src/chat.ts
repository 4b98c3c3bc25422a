import { LATE_REPLY_MINUTES } from './constants.ts';

// Customer-service chat (catalogue §7 "Instant messaging (cos/im/)", §9; product-spec §6): the
// states, kinds and limits the server and the /im workbench share.

/** A conversation waiting longer than this for the shop's reply is late (catalogue §9: 5 minutes). */
export const CHAT_LATE_REPLY_MS = LATE_REPLY_MINUTES * 60 * 1000;
/** Chat counts and the workbench list cover the conversations active in the last 10 days (product-spec §9). */
export const CHAT_WINDOW_DAYS = 10;
/** One message's text: the quick reply's 2000 characters (catalogue §5 says 2000, another text 500: 2000 kept). */
export const CHAT_TEXT_MAX = 2000;
/** A quick reply's text (catalogue §5: 2000; another text says 500, 2000 kept). */
export const QUICK_REPLY_MAX = 2000;
/** A remark on a buyer (catalogue §5: remark at most 200). */
export const CHAT_REMARK_MAX = 200;
/** The automatic guide bar: at most 6 items (catalogue §5 "at most 6 additions"), each option text at most 30. */
export const GUIDE_ITEMS_MAX = 6;
export const GUIDE_OPTION_MAX = 30;
/** Messages a reconnecting tab is sent at once from its last message id; older ones come by paging. */
export const CHAT_RESUME_MAX = 500;
/** The workbench's socket path (one per open /im tab). */
export const CHAT_SOCKET_PATH = '/oms/cos/im/socket';

/**
 * Where a conversation stands: waiting (the buyer's last message is unanswered), answered (the
 * shop spoke last), idle (nothing said yet).
 */
export const CHAT_STATES = ['waiting', 'answered', 'idle'] as const;
export type ChatState = (typeof CHAT_STATES)[number];

/** What the buyer opened the chat about: the shop in general, a product (pre-sale) or an order (after-sale). */
export const CHAT_TYPES = ['general', 'product', 'order'] as const;
export type ChatType = (typeof CHAT_TYPES)[number];

/** Customer-service scope of a member (product-spec §6): pre-sale, after-sale or both. */
export const CS_SCOPES = ['pre', 'after', 'both'] as const;
export type CsScope = (typeof CS_SCOPES)[number];

/** Whether staff of `scope` may take a conversation of `type`: a general one any of them. */
export function scopeCovers(scope: string | null, type: ChatType): boolean {
  if (scope === 'both') return true;
  if (type === 'general') return scope === 'pre' || scope === 'after';
  return type === 'product' ? scope === 'pre' : scope === 'after';
}

export const MESSAGE_KINDS = ['text', 'emoji', 'image', 'product', 'order', 'coupon'] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];
export const CARD_KINDS = ['product', 'order', 'coupon'] as const;

export const MESSAGE_SENDERS = ['buyer', 'seller', 'system'] as const;

/** The events a system line records (seen by the shop's staff, not the buyer). */
export const MESSAGE_EVENTS = ['forwarded', 'rated'] as const;

/** A buyer's rating of the service: 1 to 5 stars (the marketplace's usual scale). */
export const CHAT_RATING_MIN = 1;
export const CHAT_RATING_MAX = 5;
/** The rating's optional comment: at most 200 characters, as a remark (catalogue §5 "remark at most 200"). */
export const CHAT_RATING_COMMENT_MAX = 200;

/** The buyer's relation to the shop, set by the staff. */
export const RELATION_TYPES = ['normal', 'vip', 'attention'] as const;

/** The workbench list's filters. */
export const CHAT_FILTERS = ['all', 'mine', 'unassigned', 'blacklisted'] as const;
export type ChatFilter = (typeof CHAT_FILTERS)[number];

/** Whether a conversation waiting since `since` is late at `now`. */
export const isLate = (since: Date | null, now: Date) =>
  since !== null && now.getTime() - since.getTime() >= CHAT_LATE_REPLY_MS;

/** Quick-reply classes' names (catalogue §5 folder name: at most 40). */
export const REPLY_CLASS_NAME_MAX = 40;
/** Welcome messages (online and offline, both required). */
export const WELCOME_MAX = 500;
/** A keyword of the automatic reply; the rule list is capped at 100 (catalogue §5 keyword lists). */
export const AUTO_KEYWORD_MAX = 40;
export const AUTO_RULES_MAX = 100;
/** Office hours are Bangkok wall time 'HH:MM'. */
export const OFFICE_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/**
 * The rich menu buyers see under the chat input: at most 6 tiles (product-spec limits "up to 6
 * additions or guide items", as the guide bar), each label at most 30 (catalogue §5 option text).
 */
export const RICH_MENU_ITEMS_MAX = 6;
export const RICH_MENU_LABEL_MAX = 30;
/** What a tile opens: a product on sale, a coupon being collected, the buyer's orders, or a reply sent into the chat. */
export const RICH_MENU_ACTIONS = ['product', 'coupon', 'orders', 'reply'] as const;
export type RichMenuAction = (typeof RICH_MENU_ACTIONS)[number];
/** A buyer group's name (a fan group the shop runs): at most 60 characters, as marketplaces' chat groups. */
export const CHAT_GROUP_NAME_MAX = 60;
/**
 * Members of one group: 500, as the larger marketplaces' shop fan groups; beyond that one staff
 * member can no longer follow the group's talk, and every message reaches every member's inbox.
 */
export const CHAT_GROUP_MEMBERS_MAX = 500;
/** Buyers added to a group by one call. */
export const CHAT_GROUP_ADD_MAX = 50;
