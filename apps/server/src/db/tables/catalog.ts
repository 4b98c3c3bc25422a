import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { at, createdAt, id } from '../columns.ts';

// Categories and brands. Categories and brands are the platform's reference data (no shop);
// authorizations and applications belong to a shop.

/** The platform's category tree, three levels; ids are stable digit strings (2, 4, 6 digits by level). */
export const categories = pgTable(
  'categories',
  {
    id: varchar('id', { length: 16 }).primaryKey(),
    parentId: varchar('parent_id', { length: 16 }),
    level: smallint('level').notNull(),
    nameTh: varchar('name_th', { length: 100 }).notNull(),
    nameEn: varchar('name_en', { length: 100 }).notNull(),
    nameZh: varchar('name_zh', { length: 100 }).notNull(),
    /** Products may only be put in a leaf. */
    isLeaf: boolean('is_leaf').notNull(),
    sort: integer('sort').notNull(),
  },
  (t) => [index('categories_parent_idx').on(t.parentId, t.sort)],
);

/**
 * The platform's brands: seeded ones with small ids, brands created by an approved
 * application from 100001 on. Id 0 is "No brand".
 */
export const brands = pgTable(
  'brands',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity({ startWith: 100001 }),
    /** As registered, usually in Latin letters. */
    name: varchar('name', { length: 60 }).notNull(),
    /** The name in Thai script, or ''. */
    localName: varchar('local_name', { length: 60 }).notNull().default(''),
    /** `name` folded for comparison (brandKey): brand names are unique regardless of case and spacing. */
    nameKey: varchar('name_key', { length: 60 }).notNull(),
    localKey: varchar('local_key', { length: 60 }).notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('brands_name_key_uq').on(t.nameKey),
    uniqueIndex('brands_local_key_uq').on(t.localKey).where(sql`${t.localKey} <> ''`),
  ],
);

/**
 * A brand application of a shop. An approved one is an authorization; the brand a shop may
 * use today is in shop_brands.
 */
export const brandApplications = pgTable(
  'brand_applications',
  {
    shopId: id('shop_id').notNull(),
    id: id().notNull(),
    /** The platform brand; null while a new name waits for approval. */
    brandId: bigint('brand_id', { mode: 'number' }),
    /** The brand's name when applied for (the new name, or the existing brand's). */
    brandName: varchar('brand_name', { length: 60 }).notNull(),
    /** brandKey(brandName): one open application per brand and shop. */
    nameKey: varchar('name_key', { length: 60 }).notNull(),
    isNewBrand: boolean('is_new_brand').notNull(),
    trademarkNo: varchar('trademark_no', { length: 32 }).notNull(),
    registrationStart: date('registration_start', { mode: 'string' }).notNull(),
    registrationEnd: date('registration_end', { mode: 'string' }).notNull(),
    authStart: date('auth_start', { mode: 'string' }).notNull(),
    authEnd: date('auth_end', { mode: 'string' }).notNull(),
    documentUrls: jsonb('document_urls').$type<string[]>().notNull(),
    /** pending | approved | rejected | revoked (BRAND_APPLY_STATUSES less the read-only `expired`). */
    status: varchar('status', { length: 16 }).notNull(),
    reason: varchar('reason', { length: 200 }).notNull().default(''),
    /** shop | platform, when revoked. */
    revokedBy: varchar('revoked_by', { length: 8 }),
    submittedAt: at('submitted_at').notNull(),
    decidedAt: at('decided_at'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.shopId, t.id] }),
    index('brand_applications_shop_submitted_idx').on(t.shopId, t.submittedAt),
    uniqueIndex('brand_applications_open_uq').on(t.shopId, t.nameKey).where(sql`${t.status} = 'pending'`),
    // The platform's review (decideBrandApplication) finds an application by its id alone;
    // ids are random 128-bit, so this stays a plain index (no uniqueness across shards needed).
    index('brand_applications_id_idx').on(t.id),
  ],
);

/** The brands a shop is authorized for, one row per brand: the latest approved period. */
export const shopBrands = pgTable(
  'shop_brands',
  {
    shopId: id('shop_id').notNull(),
    brandId: bigint('brand_id', { mode: 'number' }).notNull(),
    applicationId: id('application_id').notNull(),
    authStart: date('auth_start', { mode: 'string' }).notNull(),
    authEnd: date('auth_end', { mode: 'string' }).notNull(),
    /** active | revoked (by the platform). */
    status: varchar('status', { length: 16 }).notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.shopId, t.brandId] })],
);
