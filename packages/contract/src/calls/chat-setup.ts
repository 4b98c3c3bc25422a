import { z } from 'zod';
import {
  AUTO_KEYWORD_MAX,
  AUTO_RULES_MAX,
  GUIDE_ITEMS_MAX,
  GUIDE_OPTION_MAX,
  OFFICE_TIME,
  QUICK_REPLY_MAX,
  REPLY_CLASS_NAME_MAX,
  RICH_MENU_ACTIONS,
  RICH_MENU_ITEMS_MAX,
  RICH_MENU_LABEL_MAX,
  WELCOME_MAX,
} from '../chat.ts';
import { id, yn } from '../common.ts';
import { defineCall } from '../define-call.ts';
import { FUNC } from '../func-codes.ts';

// Message setup (/imMessageSetup, product-spec §2): quick replies with their classes
// (/imMessageSetup/quickreply, FUNC.quickReplies) and the automatic assistant — welcome messages,
// keyword replies with office hours, the guide bar (/imMessageSetup/intelligentAssistant,
// FUNC.smartAssistant), under /oms/cos/im/ (catalogue §7 "Instant messaging (cos/im/)"). Texts are
// taken twice their limit long so the server refuses an over-long one with its own message.

const EXAMPLE_ID = '0123456789abcdef0123456789abcdef';

export const replyClassView = z.object({
  classId: z.string(),
  name: z.string(),
  sort: z.number().int(),
  count: z.number().int(),
});
export const quickReplyView = z.object({
  replyId: z.string(),
  classId: z.string().nullable(),
  content: z.string(),
  sort: z.number().int(),
});

export const replyClassList = defineCall({
  readOnly: true,
  path: '/oms/cos/im/news/class/list',
  func: FUNC.quickReplies,
  summary: 'The quick-reply classes in their order, each with how many replies it holds.',
  request: z.object({}),
  response: z.object({ list: z.array(replyClassView) }),
});

export const replyClassAdd = defineCall({
  path: '/oms/cos/im/news/class/add',
  func: FUNC.quickReplies,
  summary: 'A new class, last in the order (a name of 1 to 40 characters).',
  request: z.object({
    name: z
      .string()
      .trim()
      .max(REPLY_CLASS_NAME_MAX * 2),
  }),
  response: replyClassView,
});

export const replyClassDelete = defineCall({
  path: '/oms/cos/im/news/class/delete',
  func: FUNC.quickReplies,
  summary: 'Removes a class; its replies stay, without a class.',
  example: { classId: EXAMPLE_ID },
  request: z.object({ classId: id }),
  response: z.object({}),
});

export const quickReplyList = defineCall({
  readOnly: true,
  path: '/oms/cos/im/reply/template/list',
  func: FUNC.quickReplies,
  summary: 'The quick replies in their order, of one class when given.',
  request: z.object({ classId: id.optional() }),
  response: z.object({ list: z.array(quickReplyView) }),
});

export const quickReplyAdd = defineCall({
  path: '/oms/cos/im/reply/template/add',
  func: FUNC.quickReplies,
  summary: 'A new quick reply (1 to 2000 characters), last in the order.',
  request: z.object({ classId: id.nullable().optional(), content: z.string().max(QUICK_REPLY_MAX * 2) }),
  response: quickReplyView,
});

export const quickReplyEdit = defineCall({
  path: '/oms/cos/im/reply/template/edit',
  func: FUNC.quickReplies,
  summary: 'Changes a quick reply’s text or class.',
  example: { replyId: EXAMPLE_ID, content: 'ขอบคุณค่ะ' },
  request: z.object({ replyId: id, classId: id.nullable().optional(), content: z.string().max(QUICK_REPLY_MAX * 2) }),
  response: quickReplyView,
});

export const quickReplyDelete = defineCall({
  path: '/oms/cos/im/reply/template/delete',
  func: FUNC.quickReplies,
  summary: 'Removes a quick reply.',
  example: { replyId: EXAMPLE_ID },
  request: z.object({ replyId: id }),
  response: z.object({}),
});

export const quickReplySort = defineCall({
  path: '/oms/cos/im/reply/template/sort',
  func: FUNC.quickReplies,
  summary: 'Puts the quick replies in the order given (every reply of the shop, each once).',
  request: z.object({ replyIds: z.array(id).max(1000) }),
  response: z.object({ list: z.array(quickReplyView) }),
});

const officeTime = z.string().max(5).regex(OFFICE_TIME);

export const autoRuleView = z.object({
  keyword: z
    .string()
    .trim()
    .max(AUTO_KEYWORD_MAX * 2),
  reply: z
    .string()
    .trim()
    .max(QUICK_REPLY_MAX * 2),
  /** y: answers only outside office hours. */
  offHoursOnly: yn.default('n'),
});
export const guideItemView = z.object({
  optionText: z
    .string()
    .trim()
    .max(GUIDE_OPTION_MAX * 2),
  reply: z
    .string()
    .trim()
    .max(QUICK_REPLY_MAX * 2),
});

export const assistantSettings = z.object({
  welcomeOnline: z
    .string()
    .trim()
    .max(WELCOME_MAX * 2),
  welcomeOffline: z
    .string()
    .trim()
    .max(WELCOME_MAX * 2),
  autoReplyEnabled: yn,
  officeStart: officeTime,
  officeEnd: officeTime,
  rules: z.array(autoRuleView).max(AUTO_RULES_MAX * 2),
  guideEnabled: yn,
  guideItems: z.array(guideItemView).max(GUIDE_ITEMS_MAX * 2),
});
export type AssistantSettings = z.infer<typeof assistantSettings>;

export const assistantInquiry = defineCall({
  readOnly: true,
  path: '/oms/cos/im/shop/automatic/reply/inquiry',
  func: FUNC.smartAssistant,
  summary:
    'The automatic assistant: welcome messages (online and offline), keyword replies with office hours, the guide bar; set: n while never saved.',
  request: z.object({}),
  response: assistantSettings.extend({ set: yn }),
});

export const assistantMaintain = defineCall({
  path: '/oms/cos/im/shop/automatic/reply/maintenance',
  func: FUNC.smartAssistant,
  summary:
    'Saves the assistant: both welcome messages required (up to 500 characters), office hours start before end, up to 100 keyword rules, up to 6 guide items with option texts of at most 30 characters.',
  example: {
    welcomeOnline: 'สวัสดีค่ะ ยินดีต้อนรับ',
    welcomeOffline: 'ขณะนี้อยู่นอกเวลาทำการ จะตอบกลับโดยเร็วค่ะ',
    autoReplyEnabled: 'y',
    officeStart: '09:00',
    officeEnd: '18:00',
    rules: [{ keyword: 'ส่ง', reply: 'จัดส่งภายใน 1-2 วันค่ะ', offHoursOnly: 'n' }],
    guideEnabled: 'y',
    guideItems: [{ optionText: 'ค่าส่ง', reply: 'ส่งฟรีเมื่อซื้อครบ 500 บาท' }],
  },
  request: assistantSettings,
  response: assistantSettings.extend({ set: yn }),
});

// ---- The rich menu (/imMessageSetup/intelligentAssistant) ----------------------------------------
// A fixed menu of up to 6 tiles buyers see under the chat input; each opens a product on sale, a
// coupon being collected, the buyer's orders, or sends a reply into the chat.

/** A product or coupon a tile opens, as it is now: title, baht price or face value, picture. */
export const richMenuTargetView = z.object({
  title: z.string(),
  /** The product's lowest price or the amount coupon's face value, baht; "10%" for a percent coupon. */
  amount: z.string(),
  imageUrl: z.string(),
});

export const richMenuTileInput = z.object({
  label: z
    .string()
    .trim()
    .max(RICH_MENU_LABEL_MAX * 2),
  /** A picture the shop uploaded (its /media address or media id); empty for none. */
  imageUrl: z.string().trim().max(500).default(''),
  action: z.enum(RICH_MENU_ACTIONS),
  /** The product's id (action product) or the coupon's id (action coupon); empty otherwise. */
  targetId: z.string().trim().max(64).default(''),
  /** The text sent into the chat (action reply); empty otherwise. */
  reply: z
    .string()
    .trim()
    .max(QUICK_REPLY_MAX * 2)
    .default(''),
});

export const richMenuTileView = z.object({
  tileId: z.string(),
  label: z.string(),
  imageUrl: z.string(),
  action: z.enum(RICH_MENU_ACTIONS),
  targetId: z.string(),
  reply: z.string(),
  /** The product or coupon as it is now; null for orders and reply tiles, or when it is gone. */
  target: richMenuTargetView.nullable(),
  /** y while buyers see the tile: its product on sale, its coupon being collected. */
  live: yn,
});

export const richMenuView = z.object({ enabled: yn, tiles: z.array(richMenuTileView), set: yn });

export const richMenuInquiry = defineCall({
  readOnly: true,
  path: '/oms/cos/im/rich/menu/inquiry',
  func: FUNC.smartAssistant,
  summary:
    'The shop’s rich menu in its order: on or off, each tile with its label, picture, action and the product or coupon it opens as it is now; set: n while never saved.',
  request: z.object({}),
  response: richMenuView,
});

export const richMenuMaintain = defineCall({
  path: '/oms/cos/im/rich/menu/maintenance',
  func: FUNC.smartAssistant,
  summary:
    'Replaces the whole rich menu (all or nothing): up to 6 tiles in the order given, each a label of 1 to 30 characters, an optional picture the shop uploaded, and one action: a product of the shop on sale, a coupon of the shop being collected, the buyer’s orders, or a reply of up to 2000 characters.',
  example: {
    enabled: 'y',
    tiles: [
      { label: 'คำสั่งซื้อของฉัน', imageUrl: '', action: 'orders', targetId: '', reply: '' },
      { label: 'เวลาทำการ', imageUrl: '', action: 'reply', targetId: '', reply: 'เปิดทุกวัน 9:00–18:00 น. ค่ะ' },
    ],
  },
  request: z.object({ enabled: yn, tiles: z.array(richMenuTileInput).max(RICH_MENU_ITEMS_MAX * 2) }),
  response: richMenuView,
});

export const richMenuPicks = defineCall({
  readOnly: true,
  path: '/oms/cos/im/rich/menu/choose/list',
  func: FUNC.smartAssistant,
  summary:
    'What a tile may open: the shop’s products on sale (best-selling first, found by title or id, up to 20) and its coupons buyers can collect now.',
  request: z.object({ keyword: z.string().trim().max(100).default('') }),
  response: z.object({
    products: z.array(richMenuTargetView.extend({ productId: z.string() })),
    coupons: z.array(richMenuTargetView.extend({ couponId: z.string(), minSpend: z.string() })),
  }),
});

/** A tile as the buyer sees it: no reply text, the product or coupon as it is now. */
export const buyerRichMenuTileView = z.object({
  tileId: z.string(),
  label: z.string(),
  imageUrl: z.string(),
  action: z.enum(RICH_MENU_ACTIONS),
  targetId: z.string(),
  target: richMenuTargetView.nullable(),
});
export const buyerRichMenuView = z.object({ tiles: z.array(buyerRichMenuTileView) });
export type BuyerRichMenu = z.infer<typeof buyerRichMenuView>;

export const chatSetupCalls = [
  replyClassList,
  replyClassAdd,
  replyClassDelete,
  quickReplyList,
  quickReplyAdd,
  quickReplyEdit,
  quickReplyDelete,
  quickReplySort,
  assistantInquiry,
  assistantMaintain,
  richMenuInquiry,
  richMenuMaintain,
  richMenuPicks,
];
