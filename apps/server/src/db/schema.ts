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
import { at, createdAt, id } from './columns.ts';

// Tenant tables carry shop_id and lead their keys and indexes with it (docs/architecture.md); they
// are read and written only through db/tenant.ts. Each later area keeps its tables in
// tables/<area>.ts, re-exported at the end of this file.

export const users = pgTable(
  'users',
  {
    id: id().primaryKey(),
    loginAcct: varchar('login_acct', { length: 40 }).notNull(),
    email: varchar('email', { length: 100 }).notNull(),
    emailVerified: boolean('email_verified').notNull().default(false),
    phone: varchar('phone', { length: 20 }),
    passwordHash: text('password_hash').notNull(),
    nickname: varchar('nickname', { length: 40 }).notNull(),
    iconUrl: varchar('icon_url', { length: 500 }).notNull().default(''),
    /** inactive until the e-mail link or code activates it; banned by the platform. */
    status: varchar('status', { length: 16 }).notNull().default('active'),
    lastShopId: id('last_shop_id'),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_login_acct_uq').on(sql`lower(${t.loginAcct})`),
    uniqueIndex('users_email_uq').on(sql`lower(${t.email})`),
    uniqueIndex('users_phone_uq').on(t.phone),
  ],
);

export const shops = pgTable(
  'shops',
  {
    id: id().primaryKey(),
    name: varchar('name', { length: 100 }).notNull(),
    /** SHOP_TYPE in @sc/contract/shop-types.ts. */
    shopType: smallint('shop_type').notNull(),
    status: varchar('status', { length: 16 }).notNull().default('open'),
    bolGroupItem: boolean('bol_group_item').notNull().default(false),
    logoUrl: varchar('logo_url', { length: 500 }).notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('shops_name_uq').on(sql`lower(${t.name})`)],
);

export const shopMembers = pgTable(
  'shop_members',
  {
    shopId: id('shop_id').notNull(),
    userId: id('user_id').notNull(),
    /** 1 main account, 2 sub-account. */
    acctType: smallint('acct_type').notNull(),
    status: varchar('status', { length: 16 }).notNull().default('enabled'),
    flgCustService: boolean('flg_cust_service').notNull().default(false),
    csScope: varchar('cs_scope', { length: 8 }),
    createdAt: createdAt(),
    lastLoginAt: at('last_login_at'),
  },
  (t) => [primaryKey({ columns: [t.shopId, t.userId] }), index('shop_members_user_idx').on(t.userId)],
);

export const memberFuncs = pgTable(
  'member_funcs',
  {
    shopId: id('shop_id').notNull(),
    userId: id('user_id').notNull(),
    funcId: varchar('func_id', { length: 16 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.shopId, t.userId, t.funcId] })],
);

export const funcs = pgTable('funcs', {
  id: varchar('id', { length: 16 }).primaryKey(),
  parentId: varchar('parent_id', { length: 16 }),
  nameTh: varchar('name_th', { length: 100 }).notNull(),
  nameEn: varchar('name_en', { length: 100 }).notNull(),
  nameZh: varchar('name_zh', { length: 100 }).notNull(),
  sort: integer('sort').notNull(),
  /** Shown with a "new" tag in the side menu (newFuncIds). */
  isNew: boolean('is_new').notNull().default(false),
});

export const sessions = pgTable(
  'sessions',
  {
    /** sha-256 of the cookie token: a database leak does not leak live sessions. */
    tokenHash: varchar('token_hash', { length: 64 }).primaryKey(),
    userId: id('user_id').notNull(),
    shopId: id('shop_id'),
    createdAt: createdAt(),
    expiresAt: at('expires_at').notNull(),
    /** Set when the same account logs in again elsewhere (flagOtherLogin). */
    otherLoginAt: at('other_login_at'),
    endedAt: at('ended_at'),
    ip: varchar('ip', { length: 64 }).notNull().default(''),
    userAgent: varchar('user_agent', { length: 300 }).notNull().default(''),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/**
 * A session's recent authentication for a sensitive step: the session's user confirmed a code
 * mailed to them for `reason` at `verifiedAt` (/oms/sms/V2/check/token reads it).
 */
export const sessionVerifications = pgTable(
  'session_verifications',
  {
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    reason: varchar('reason', { length: 200 }).notNull(),
    verifiedAt: at('verified_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tokenHash, t.reason] })],
);

export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    key: varchar('key', { length: 200 }).notNull(),
    at: at('at').notNull(),
  },
  (t) => [index('login_attempts_key_at_idx').on(t.key, t.at)],
);

export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: id().primaryKey(),
    target: varchar('target', { length: 100 }).notNull(),
    purpose: varchar('purpose', { length: 16 }).notNull(),
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: createdAt(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
  },
  (t) => [index('verification_codes_target_idx').on(t.target, t.purpose, t.createdAt)],
);

export const activationTokens = pgTable('activation_tokens', {
  tokenHash: varchar('token_hash', { length: 64 }).primaryKey(),
  userId: id('user_id').notNull(),
  expiresAt: at('expires_at').notNull(),
  usedAt: at('used_at'),
});

/** Mail and SMS that would be sent; with no mail server the demo and tests read them here. */
export const outbox = pgTable(
  'outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    channel: varchar('channel', { length: 8 }).notNull(),
    recipient: varchar('recipient', { length: 100 }).notNull(),
    subject: varchar('subject', { length: 200 }).notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('outbox_recipient_idx').on(t.recipient, t.id)],
);

export const contractTemplates = pgTable('contract_templates', {
  type: varchar('type', { length: 3 }).primaryKey(),
  version: varchar('version', { length: 16 }).notNull(),
  titleTh: varchar('title_th', { length: 200 }).notNull(),
  titleEn: varchar('title_en', { length: 200 }).notNull(),
  titleZh: varchar('title_zh', { length: 200 }).notNull(),
  contentTh: text('content_th').notNull(),
  contentEn: text('content_en').notNull(),
  contentZh: text('content_zh').notNull(),
});

export const contracts = pgTable(
  'contracts',
  {
    shopId: id('shop_id').notNull(),
    businessType: varchar('business_type', { length: 3 }).notNull(),
    contractNo: id('contract_no').notNull(),
    version: varchar('version', { length: 16 }).notNull(),
    signedBy: id('signed_by').notNull(),
    signedAt: at('signed_at').notNull(),
    language: varchar('language', { length: 8 }).notNull(),
    params: jsonb('params').$type<Record<string, string>>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.shopId, t.businessType] })],
);

export type NoticeTexts = { EN: string; TH: string; CN: string };

/** A platform notice; shop_id null means every shop. */
export const notices = pgTable(
  'notices',
  {
    id: id().primaryKey(),
    shopId: id('shop_id'),
    title: jsonb('title').$type<NoticeTexts>().notNull(),
    content: jsonb('content').$type<NoticeTexts>().notNull(),
    sendType: smallint('send_type').notNull().default(16),
    noticeClass: smallint('notice_class').notNull().default(32),
    createdAt: createdAt(),
  },
  (t) => [index('notices_shop_created_idx').on(t.shopId, t.createdAt)],
);

export const noticeDeliveries = pgTable(
  'notice_deliveries',
  {
    shopId: id('shop_id').notNull(),
    userId: id('user_id').notNull(),
    noticeId: id('notice_id').notNull(),
    deliveredAt: at('delivered_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.shopId, t.userId, t.noticeId] })],
);

export const noticeTemplates = pgTable('notice_templates', {
  id: varchar('id', { length: 32 }).primaryKey(),
  nameTh: varchar('name_th', { length: 100 }).notNull(),
  nameEn: varchar('name_en', { length: 100 }).notNull(),
  nameZh: varchar('name_zh', { length: 100 }).notNull(),
  descriptionTh: varchar('description_th', { length: 300 }).notNull(),
  descriptionEn: varchar('description_en', { length: 300 }).notNull(),
  descriptionZh: varchar('description_zh', { length: 300 }).notNull(),
  sort: integer('sort').notNull(),
});

export const memberNoticeAuth = pgTable(
  'member_notice_auth',
  {
    shopId: id('shop_id').notNull(),
    userId: id('user_id').notNull(),
    templateId: varchar('template_id', { length: 32 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.shopId, t.userId, t.templateId] })],
);

export const returnAddresses = pgTable(
  'return_addresses',
  {
    shopId: id('shop_id').notNull(),
    id: id().notNull(),
    name: varchar('name', { length: 40 }).notNull(),
    contact: varchar('contact', { length: 40 }).notNull(),
    phone: varchar('phone', { length: 20 }).notNull(),
    zipCode: varchar('zip_code', { length: 10 }).notNull(),
    provinceCode: varchar('province_code', { length: 2 }).notNull(),
    province: varchar('province', { length: 100 }).notNull(),
    districtCode: varchar('district_code', { length: 4 }).notNull(),
    district: varchar('district', { length: 100 }).notNull(),
    subDistrictCode: varchar('sub_district_code', { length: 6 }).notNull(),
    subDistrict: varchar('sub_district', { length: 100 }).notNull(),
    detail: varchar('detail', { length: 200 }).notNull(),
    longitude: varchar('longitude', { length: 32 }).notNull().default(''),
    latitude: varchar('latitude', { length: 32 }).notNull().default(''),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.shopId, t.id] })],
);

/** The customer-service setup behind the setup gate (customerType, hasRights). */
export const shopServiceSettings = pgTable('shop_service_settings', {
  shopId: id('shop_id').primaryKey(),
  customerServiceEnabled: boolean('customer_service_enabled').notNull().default(false),
  serviceStart: varchar('service_start', { length: 5 }).notNull().default('09:00'),
  serviceEnd: varchar('service_end', { length: 5 }).notNull().default('18:00'),
  servicePhone: varchar('service_phone', { length: 20 }).notNull().default(''),
  welcomeText: varchar('welcome_text', { length: 500 }).notNull().default(''),
  returnDays: smallint('return_days').notNull().default(7),
  shipWithinDays: smallint('ship_within_days').notNull().default(3),
  rightsSet: boolean('rights_set').notNull().default(false),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

export const storeEntryApplications = pgTable(
  'store_entry_applications',
  {
    id: id().primaryKey(),
    userId: id('user_id').notNull(),
    shopName: varchar('shop_name', { length: 100 }).notNull(),
    status: varchar('status', { length: 16 }).notNull(),
    remark: varchar('remark', { length: 200 }).notNull().default(''),
    submittedAt: at('submitted_at'),
    reviewedAt: at('reviewed_at'),
    createdAt: createdAt(),
  },
  (t) => [index('store_entry_user_idx').on(t.userId, t.createdAt)],
);

/** A buyer's chat with a shop; the chat issue fills it, the unread counts read it now. */
export const imConversations = pgTable(
  'im_conversations',
  {
    shopId: id('shop_id').notNull(),
    id: id().notNull(),
    buyerId: id('buyer_id').notNull(),
    isGroup: boolean('is_group').notNull().default(false),
    unreadBySeller: integer('unread_by_seller').notNull().default(0),
    /** The buyer's messages up to this id have been read by the shop's staff (0: none yet). */
    sellerReadUpTo: bigint('seller_read_up_to', { mode: 'number' }).notNull().default(0),
    updatedAt: at('updated_at').notNull().defaultNow(),
    /** CHAT_TYPES of @sc/contract/chat.ts: general, product (pre-sale) or order (after-sale). */
    chatType: varchar('chat_type', { length: 8 }).notNull().default('general'),
    productId: varchar('product_id', { length: 20 }),
    orderId: varchar('order_id', { length: 20 }),
    /** The staff member the conversation is with; null while unassigned. */
    assignedTo: id('assigned_to'),
    lockedBy: id('locked_by'),
    blacklisted: boolean('blacklisted').notNull().default(false),
    remark: varchar('remark', { length: 200 }).notNull().default(''),
    relationType: varchar('relation_type', { length: 16 }).notNull().default('normal'),
    lastMessageId: bigint('last_message_id', { mode: 'number' }).notNull().default(0),
    lastMessageText: varchar('last_message_text', { length: 200 }).notNull().default(''),
    lastMessageAt: at('last_message_at'),
    /** Who spoke last: buyer, seller or system; empty before the first message. */
    lastSender: varchar('last_sender', { length: 8 }).notNull().default(''),
    /** The buyer's oldest message not yet answered by the shop. */
    waitingSince: at('waiting_since'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.shopId, t.id] }),
    // One conversation per buyer; a group (is_group, buyer_id empty) is not a buyer's.
    uniqueIndex('im_conversations_shop_buyer_uq').on(t.shopId, t.buyerId).where(sql`not ${t.isGroup}`),
    index('im_conversations_shop_last_idx').on(t.shopId, t.lastMessageAt),
  ],
);

export const pageViews = pgTable('page_views', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  shopId: id('shop_id'),
  userId: id('user_id').notNull(),
  trackInfo: jsonb('track_info').notNull(),
  at: at('at').notNull(),
});

export const accountReports = pgTable('account_reports', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  userId: id('user_id'),
  fields: jsonb('fields').$type<Record<string, string>>().notNull(),
  ip: varchar('ip', { length: 64 }).notNull(),
  at: at('at').notNull(),
});

export * from './tables/activities.ts';
export * from './tables/addon.ts';
export * from './tables/advertising.ts';
export * from './tables/after-sales.ts';
export * from './tables/bundle.ts';
export * from './tables/campaign.ts';
export * from './tables/cashback.ts';
export * from './tables/catalog.ts';
export * from './tables/chat.ts';
export * from './tables/compliance.ts';
export * from './tables/deposit.ts';
export * from './tables/downloads.ts';
export * from './tables/fans.ts';
export * from './tables/finance.ts';
export * from './tables/fullscale.ts';
export * from './tables/gift.ts';
export * from './tables/marketplace.ts';
export * from './tables/media.ts';
export * from './tables/members.ts';
export * from './tables/orders.ts';
export * from './tables/paylater.ts';
export * from './tables/products.ts';
export * from './tables/promotions.ts';
export * from './tables/purchase-limits.ts';
export * from './tables/reviews.ts';
export * from './tables/seckill.ts';
