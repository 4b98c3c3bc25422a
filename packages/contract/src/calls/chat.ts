import { z } from 'zod';
import {
  CHAT_FILTERS,
  CHAT_RATING_COMMENT_MAX,
  CHAT_REMARK_MAX,
  CHAT_STATES,
  CHAT_TEXT_MAX,
  CHAT_TYPES,
  CS_SCOPES,
  MESSAGE_EVENTS,
  MESSAGE_KINDS,
  MESSAGE_SENDERS,
  RELATION_TYPES,
  RICH_MENU_ACTIONS,
} from '../chat.ts';
import { id, isoTime, yn } from '../common.ts';
import { defineCall } from '../define-call.ts';
import { FUNC } from '../func-codes.ts';
import { LINE_TEXT_MAX } from '../limits.ts';
import { paged, pageSchema } from '../page.ts';
import { buyerRichMenuView } from './chat-setup.ts';

// The customer-service workbench (/im, opened in a tab of its own) under /oms/cos/im/ (catalogue
// §7 "Instant messaging (cos/im/)") and the buyer's basic info under /oms/cif/ (§7 "Reference and
// uploads"). /im is an always-available route with no function code of its own (product-spec §2):
// the calls carry the home code and the server lets in the main account and the shop's
// customer-service staff (product-spec §6). The simulator's buyers chat through the /oms/mkt/ calls
// at the end (auth 'operator').

const EXAMPLE_ID = '0123456789abcdef0123456789abcdef';
const messageId = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);

export const cardView = z.object({
  type: z.enum(['product', 'order', 'coupon']),
  id: z.string(),
  title: z.string(),
  /** Baht with two decimals: the product's lowest price, the order's total, the coupon's face value. */
  amount: z.string(),
  imageUrl: z.string(),
  /** The order's status, the coupon's type; empty for a product. */
  status: z.string(),
});
export type CardView = z.infer<typeof cardView>;

/**
 * A system line's event: the conversation was forwarded to `to` by `by` (names as they were then),
 * or the buyer rated the service with `stars` and a `comment` (maybe empty), served by `staff`.
 */
export const messageEventView = z.discriminatedUnion('type', [
  z.object({ type: z.literal(MESSAGE_EVENTS[0]), to: z.string(), by: z.string() }),
  z.object({ type: z.literal(MESSAGE_EVENTS[1]), stars: z.number().int(), comment: z.string(), staff: z.string() }),
]);

export const chatMessageView = z.object({
  messageId,
  conversationId: z.string(),
  sender: z.enum(MESSAGE_SENDERS),
  /** The staff member who wrote it (seller side), empty otherwise. */
  senderName: z.string(),
  kind: z.enum(MESSAGE_KINDS),
  content: z.string(),
  card: cardView.nullable(),
  /** A system line's event (sender system), which the workbench words in the reader's language. */
  event: messageEventView.nullable(),
  /** y when written by the automatic reply, the welcome message or the guide bar. */
  automatic: yn,
  createdAt: isoTime,
  /** In a group: the member buyer who wrote it and their nickname; null and empty otherwise. */
  senderBuyerId: z.string().nullable(),
  senderBuyerName: z.string(),
});
export type ChatMessageView = z.infer<typeof chatMessageView>;

export const conversationView = z.object({
  conversationId: z.string(),
  buyerId: z.string(),
  buyerNickname: z.string(),
  chatType: z.enum(CHAT_TYPES),
  state: z.enum(CHAT_STATES),
  assignedUserId: z.string().nullable(),
  assignedName: z.string(),
  locked: yn,
  lockedUserId: z.string().nullable(),
  blacklisted: yn,
  remark: z.string(),
  relationType: z.enum(RELATION_TYPES),
  lastMessage: z.string(),
  lastMessageAt: isoTime.nullable(),
  lastMessageId: messageId,
  unreadCount: z.number().int(),
  /** When the buyer's oldest unanswered message came; null when nothing waits. */
  waitingSince: isoTime.nullable(),
  /** y when it has waited 5 minutes or more (catalogue §9 late reply). */
  late: yn,
  productId: z.string().nullable(),
  orderId: z.string().nullable(),
});
export type ConversationView = z.infer<typeof conversationView>;

const conversationRef = z.object({ conversationId: id });

export const chatList = defineCall({
  readOnly: true,
  path: '/oms/cos/im/customer/service/chat/list',
  func: FUNC.home,
  summary:
    'The shop’s conversations of the last 10 days, newest message first: mine, unassigned, all or blacklisted, searched by buyer nickname, remark or the text of their messages (each conversation found by its messages with the newest message that matched); each with unread count, waiting time and the late mark (5 minutes).',
  request: z.object({
    filter: z.enum(CHAT_FILTERS).default('all'),
    keyword: z.string().trim().max(LINE_TEXT_MAX).default(''),
    page: pageSchema,
  }),
  response: paged(conversationView).extend({
    serverTime: isoTime,
    /** With a keyword: per listed conversation whose messages hold it, the newest such message. */
    matches: z.array(z.object({ conversationId: z.string(), messageId, content: z.string(), createdAt: isoTime })),
  }),
});

export const chatNewsList = defineCall({
  readOnly: true,
  path: '/oms/cos/im/client/chat/news/list',
  func: FUNC.home,
  summary:
    'A conversation’s messages, oldest first: the newest `size`, or those before `beforeId` (paging back by message id), or those after `afterId` (catching up).',
  example: { conversationId: EXAMPLE_ID },
  request: conversationRef.extend({
    beforeId: messageId.optional(),
    afterId: messageId.optional(),
    size: z.number().int().min(1).max(100).default(30),
  }),
  response: z.object({ list: z.array(chatMessageView), hasMore: yn, conversation: conversationView }),
});

export const chatReplyInput = z.object({
  conversationId: id,
  kind: z.enum(MESSAGE_KINDS).default('text'),
  /** The text, the emoji or the picture's address; for a card, an optional line sent with it. */
  content: z
    .string()
    .max(CHAT_TEXT_MAX * 2)
    .default(''),
  /** For a product, order or coupon card: the shop's product id, order number or coupon id. */
  cardId: z.string().trim().max(64).optional(),
});
export type ChatReplyInput = z.input<typeof chatReplyInput>;

export const chatReply = defineCall({
  path: '/oms/cos/im/reply/news',
  func: FUNC.home,
  summary:
    'Send a message to the buyer (text, emoji, picture, or a product, order or coupon card of the shop). Empty content is refused; a conversation locked by another staff member or a banned buyer is refused.',
  example: { conversationId: EXAMPLE_ID, content: 'สวัสดีค่ะ' },
  request: chatReplyInput,
  response: z.object({ message: chatMessageView, conversation: conversationView }),
});

export const chatMarkRead = defineCall({
  path: '/oms/cos/im/news/status/change',
  func: FUNC.home,
  summary:
    'Marks the buyer’s messages of a conversation read as the staff member reads them: those up to `upToMessageId`, or all when none is given. The unread count is the buyer’s messages after the newest read one.',
  example: { conversationId: EXAMPLE_ID, upToMessageId: 1 },
  request: conversationRef.extend({ upToMessageId: messageId.optional() }),
  response: z.object({ conversation: conversationView }),
});

export const staffView = z.object({
  userId: z.string(),
  name: z.string(),
  /** null for the main account, which may take every conversation. */
  csScope: z.enum(CS_SCOPES).nullable(),
  acctType: z.number().int(),
  /** banned by the platform or disabled by the main account: cannot chat. */
  available: yn,
});

export const chatStaffList = defineCall({
  readOnly: true,
  path: '/oms/cos/im/shop/customer/service/list',
  func: FUNC.home,
  summary: 'The shop’s main account and customer-service staff with their scope (pre-sale, after-sale, both).',
  request: z.object({}),
  response: z.object({ list: z.array(staffView) }),
});

export const chatForward = defineCall({
  path: '/oms/cos/im/customer/service/change',
  func: FUNC.home,
  summary:
    'Forward a conversation to another staff member of the shop. A product chat needs pre-sale scope, an order chat after-sale, a general one either; a banned, disabled or out-of-scope member is refused.',
  example: { conversationId: EXAMPLE_ID, toUserId: EXAMPLE_ID },
  request: conversationRef.extend({ toUserId: id }),
  response: z.object({ conversation: conversationView }),
});

export const chatLock = defineCall({
  path: '/oms/cos/im/news/lock/status/change',
  func: FUNC.home,
  summary:
    'Lock a conversation to yourself (no one else may reply or forward it) or unlock it; a conversation locked by someone else cannot be taken over.',
  example: { conversationId: EXAMPLE_ID, locked: 'y' },
  request: conversationRef.extend({ locked: yn }),
  response: z.object({ conversation: conversationView }),
});

export const chatBlacklist = defineCall({
  path: '/oms/cos/im/client/shop/blacklist',
  func: FUNC.home,
  summary: 'Put the buyer on the shop’s blacklist (the buyer can no longer send to the shop) or take them off.',
  example: { conversationId: EXAMPLE_ID, blacklisted: 'y' },
  request: conversationRef.extend({ blacklisted: yn }),
  response: z.object({ conversation: conversationView }),
});

export const chatRemark = defineCall({
  path: '/oms/cos/im/user/remark/change',
  func: FUNC.home,
  summary: 'The shop’s remark on the buyer (at most 200 characters).',
  example: { conversationId: EXAMPLE_ID, remark: 'ลูกค้าประจำ' },
  request: conversationRef.extend({
    remark: z
      .string()
      .trim()
      .max(CHAT_REMARK_MAX * 2),
  }),
  response: z.object({ conversation: conversationView }),
});

export const chatRelation = defineCall({
  path: '/oms/cos/im/relation/type/change',
  func: FUNC.home,
  summary: 'The buyer’s relation to the shop: normal, VIP or needs attention.',
  example: { conversationId: EXAMPLE_ID, relationType: 'vip' },
  request: conversationRef.extend({ relationType: z.enum(RELATION_TYPES) }),
  response: z.object({ conversation: conversationView }),
});

export const contactView = z.object({
  buyerId: z.string(),
  nickname: z.string(),
  /** The phone with its middle digits hidden. */
  phone: z.string(),
  conversationId: z.string().nullable(),
  orderCount: z.number().int(),
});

export const chatFindContact = defineCall({
  readOnly: true,
  path: '/oms/cos/im/found/client/contact',
  func: FUNC.home,
  summary:
    'Buyers of the shop (who ordered from it or chatted with it) by nickname or full phone number; none found is refused with “user not found”.',
  request: z.object({ keyword: z.string().trim().min(1).max(LINE_TEXT_MAX) }),
  response: z.object({ list: z.array(contactView) }),
});

export const chatInitiate = defineCall({
  path: '/oms/cos/im/initiate/chat/data',
  func: FUNC.home,
  summary: 'Open (or find) the conversation with a buyer of the shop, to write first.',
  request: z.object({ buyerId: id }),
  response: z.object({ conversation: conversationView }),
});

export const customerOrderView = z.object({
  orderId: z.string(),
  status: z.string(),
  totalAmount: z.string(),
  createdAt: isoTime,
});

export const customerBasicInfo = defineCall({
  readOnly: true,
  path: '/oms/cif/customer/basic/info/inquiry',
  func: FUNC.home,
  summary:
    'A buyer of the shop as the workbench’s side panel shows them: nickname, masked phone, province, since when, banned or not, the shop’s remark and relation, and their latest orders in this shop.',
  request: z.object({ buyerId: id }),
  response: z.object({
    buyerId: z.string(),
    nickname: z.string(),
    phone: z.string(),
    province: z.string(),
    registeredAt: isoTime,
    banned: yn,
    remark: z.string(),
    relationType: z.enum(RELATION_TYPES),
    orderCount: z.number().int(),
    orders: z.array(customerOrderView),
  }),
});

export const composerReplyView = z.object({
  replyId: z.string(),
  /** The class's name; empty for a reply without one. */
  className: z.string(),
  content: z.string(),
});
export const composerCouponView = z.object({
  couponId: z.string(),
  name: z.string(),
  type: z.enum(['amount', 'percent']),
  /** Baht with two decimals off, or the whole percent off. */
  value: z.string(),
  /** The least the buyer spends for it, baht; "0.00" for none. */
  minSpend: z.string(),
  grantEnd: isoTime,
});

export const chatComposerPicks = defineCall({
  readOnly: true,
  path: '/oms/cos/im/reply/template/choose/list',
  func: FUNC.home,
  summary:
    'What the workbench’s composer offers to send: the shop’s quick replies in their classes’ and their own order, and its coupons buyers can collect now (a coupon card of another is refused).',
  request: z.object({}),
  response: z.object({ replies: z.array(composerReplyView), coupons: z.array(composerCouponView) }),
});

/** One line of the service figures: the shop's, or one staff member's. */
export const serviceFiguresView = z.object({
  /** Conversations with at least one wait answered (by this staff member) in the window. */
  conversations: z.number().int(),
  /** Buyer waits that started in the window: answered ones and those still waiting. */
  waits: z.number().int(),
  answered: z.number().int(),
  /** answered / waits in percent, one decimal; null without waits. */
  responseRate: z.number().nullable(),
  /** The mean of (answer time − wait start) over the answered waits, whole milliseconds; null without any. */
  avgFirstResponseMs: z.number().int().nullable(),
  /** Answered at or after 5 minutes of waiting, plus still waiting at 5 minutes or more now. */
  late: z.number().int(),
  lateAnswered: z.number().int(),
  lateWaiting: z.number().int(),
  ratingCount: z.number().int(),
  /** The mean of the stars given in the window, two decimals; null without ratings. */
  ratingAverage: z.number().nullable(),
  /** How many ratings gave 1, 2, 3, 4 and 5 stars. */
  ratingStars: z.array(z.number().int()).length(5),
});
export type ServiceFiguresView = z.infer<typeof serviceFiguresView>;

export const chatServiceStatistics = defineCall({
  readOnly: true,
  path: '/oms/cos/im/service/statistics',
  func: FUNC.home,
  summary:
    'The shop’s customer-service figures over the last 10 Bangkok days (today and the 9 days before, from Bangkok midnight), for the shop and per staff member. A buyer wait runs from the buyer’s first unanswered message to the next message a staff member writes (automatic replies do not end it); a wait is counted when it started in the window. Response rate: waits answered / all waits. Average first response: the mean of answer time − wait start over the answered waits. Late: waits answered at or after 5 minutes, plus waits still open that have lasted 5 minutes or more now. Conversations served: those with a wait answered. Ratings: those given in the window, with their mean and the count per star. An answered wait belongs to the staff member who answered it, an open one to the conversation’s assignee; a rating to the staff member who served. The main account and customer-service staff only.',
  request: z.object({}),
  response: z.object({
    /** The window's start, Bangkok midnight of its first day; and that day, YYYY-MM-DD. */
    windowStart: isoTime,
    firstDay: z.string(),
    serverTime: isoTime,
    shop: serviceFiguresView,
    staff: z.array(serviceFiguresView.extend({ userId: z.string(), name: z.string() })),
  }),
});

export const chatCalls = [
  chatList,
  chatNewsList,
  chatReply,
  chatMarkRead,
  chatStaffList,
  chatForward,
  chatLock,
  chatBlacklist,
  chatRemark,
  chatRelation,
  chatFindContact,
  chatInitiate,
  customerBasicInfo,
  chatComposerPicks,
  chatServiceStatistics,
];

// ---- The simulator's buyers (auth 'operator') -------------------------------------------------

const OPERATOR = { auth: 'operator', func: FUNC.home } as const;

export const mktChatBuyerSend = defineCall({
  ...OPERATOR,
  path: '/oms/mkt/im/buyer/send',
  summary:
    'A buyer writes to a shop, about the shop, one of its products or one of the buyer’s orders there; a banned buyer or one the shop blacklisted is refused. The shop’s automatic reply may answer at once.',
  example: { shopId: EXAMPLE_ID, buyerId: EXAMPLE_ID, content: 'มีของไหมคะ' },
  request: z.object({
    shopId: id,
    buyerId: id,
    content: z
      .string()
      .max(CHAT_TEXT_MAX * 2)
      .default(''),
    kind: z.enum(['text', 'emoji', 'image']).default('text'),
    productId: z.string().trim().max(20).optional(),
    orderId: z.string().trim().max(20).optional(),
  }),
  response: z.object({ conversationId: z.string(), message: chatMessageView, replies: z.array(chatMessageView) }),
});

export const mktChatBuyerNews = defineCall({
  ...OPERATOR,
  readOnly: true,
  path: '/oms/mkt/im/buyer/news/list',
  summary:
    'What a buyer sees of their chat with a shop: every message, oldest first, and the shop’s rich menu when it is on (null when off).',
  example: { shopId: EXAMPLE_ID, buyerId: EXAMPLE_ID },
  request: z.object({ shopId: id, buyerId: id }),
  response: z.object({ list: z.array(chatMessageView), richMenu: buyerRichMenuView.nullable() }),
});

export const mktChatBuyerRate = defineCall({
  ...OPERATOR,
  path: '/oms/mkt/im/buyer/rate',
  summary:
    'A buyer rates the shop’s service in their chat with 1 to 5 stars and an optional comment (at most 200 characters). One rating per served exchange: allowed only once a staff member (not the automatic reply) has written since the buyer’s last rating. Stored with the staff member who served (the conversation’s assignee, else the last staff member who wrote) and shown to the staff as a line in the chat. An unknown buyer, a buyer with no chat with the shop, a banned or blacklisted one is refused.',
  example: { shopId: EXAMPLE_ID, buyerId: EXAMPLE_ID, stars: 5, comment: 'ตอบไวมากค่ะ' },
  request: z.object({
    shopId: id,
    buyerId: id,
    stars: z.number().int(),
    comment: z
      .string()
      .trim()
      .max(CHAT_RATING_COMMENT_MAX * 2)
      .default(''),
  }),
  response: z.object({ conversationId: z.string(), ratingId: z.string(), staffUserId: z.string().nullable() }),
});

export const mktChatBuyerMenuTap = defineCall({
  ...OPERATOR,
  path: '/oms/mkt/im/buyer/rich/menu/tap',
  summary:
    'A buyer taps a tile of the shop’s rich menu: a reply tile writes the buyer’s tap (its label) and the tile’s reply as an automatic message; a product or coupon tile sends that card from the buyer; an orders tile writes nothing and names the buyer’s order list to open.',
  example: { shopId: EXAMPLE_ID, buyerId: EXAMPLE_ID, tileId: EXAMPLE_ID },
  request: z.object({ shopId: id, buyerId: id, tileId: id }),
  response: z.object({
    action: z.enum(RICH_MENU_ACTIONS),
    /** What the buyer's app opens: the product's or coupon's id; empty for orders and reply tiles. */
    opens: z.string(),
    conversationId: z.string().nullable(),
    messages: z.array(chatMessageView),
  }),
});

export const chatOperatorCalls = [mktChatBuyerSend, mktChatBuyerNews, mktChatBuyerRate, mktChatBuyerMenuTap];

export const TRANSLATE_LOCALES = ['th-TH', 'en-US', 'zh-CN'] as const;

export const chatTranslate = defineCall({
  readOnly: true,
  path: '/oms/cos/google/language/translate',
  func: FUNC.home,
  summary:
    'Translates a chat text between Thai, English and Chinese with the built-in phrase dictionary (no outside service); phrases it does not know are kept as written.',
  request: z.object({
    text: z.string().max(CHAT_TEXT_MAX),
    source: z.enum(TRANSLATE_LOCALES).optional(),
    target: z.enum(TRANSLATE_LOCALES),
  }),
  response: z.object({ translated: z.string(), source: z.enum(TRANSLATE_LOCALES), known: yn }),
});

export const chatTranslateCalls = [chatTranslate];
