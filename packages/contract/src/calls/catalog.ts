import { z } from 'zod';
import { empty, id, isoTime, yn } from '../common.ts';
import { defineCall } from '../define-call.ts';
import { FUNC } from '../func-codes.ts';
import { TIME_TEXT_MAX } from '../limits.ts';
import type { Texts } from '../locale.ts';
import type { catalogMessages } from '../messages/catalog.ts';
import { paged, pageSchema } from '../page.ts';
import { checkMediaLink, mediaLink } from '../validators/media-link.ts';

// Categories and brands (category list and tree, brand list, merchant/auth/brand, brand apply)
// behind /setting/brandSetting, addBrandSetting and editBrandSetting (FUNC.brandSettings) and the
// product form's pickers.

// ---- Constants -------------------------------------------------------------------------

/** The platform brand a product is sold under when it has none; every shop may use it. */
export const NO_BRAND_ID = '0';
export const NO_BRAND_NAME: Texts = { 'th-TH': 'ไม่มีแบรนด์', 'en-US': 'No brand', 'zh-CN': '无品牌' };
/** Brand names:. */
export const BRAND_NAME_MAX = 40;
/**
 * Trademark registration numbers: gives inputs of "15 or 32" characters; we take 32, which holds a
 * Thai number with its year ("ค123456/2565") and foreign numbers with their office prefix.
 */
export const TRADEMARK_NO_MAX = 32;
/**
 * Documents per application: gives images "up to 9 or 10" (9 main photos, 10 in image lists);
 * documents are an image list, so 10, as the media upload's brandDocument usage allows.
 */
export const BRAND_DOCUMENTS_MAX = 10;
/** Search words in the category and brand searches. */
export const CATALOG_KEYWORD_MAX = 40;
/** Matches a category search returns. */
export const CATEGORY_SEARCH_LIMIT = 50;
/** Thailand keeps UTC+7 all year; certificate dates are calendar days there. */
const THAI_OFFSET_MS = 7 * 3600 * 1000;

/** Today's calendar date in Thailand (YYYY-MM-DD), the day certificate dates are compared with. */
export function thaiToday(now: Date): string {
  return new Date(now.getTime() + THAI_OFFSET_MS).toISOString().slice(0, 10);
}

/** The calendar day `days` after `ymd` (before it when negative). */
export function addDays(ymd: string, days: number): string {
  return new Date(Date.parse(`${ymd}T00:00:00Z`) + days * 24 * 3600 * 1000).toISOString().slice(0, 10);
}

/** The calendar day after `ymd`. */
export const nextDay = (ymd: string): string => addDays(ymd, 1);

// ---- Categories ------------------------------------------------------------------------

const categoryId = z
  .string()
  .regex(/^\d{1,16}$/)
  .max(16);
const keyword = z.string().trim().max(CATALOG_KEYWORD_MAX);

export const category = z.object({
  categoryId: z.string(),
  parentId: z.string().nullable(),
  /** In the request's language. */
  name: z.string(),
  /** 1 (top) to 3. */
  level: z.number().int(),
  /** Products may only be put in a leaf. */
  isLeaf: yn,
  /** Names from the top level down to this one, in the request's language. */
  path: z.array(z.string()),
  pathIds: z.array(z.string()),
});
export type Category = z.infer<typeof category>;

const treeNode = z.object({ categoryId: z.string(), name: z.string(), isLeaf: yn });
// The tree has three levels; spelt out so the OpenAPI document needs no self-reference.
const treeLevel2 = treeNode.extend({ children: z.array(treeNode) });
export const categoryTreeNode = treeNode.extend({ children: z.array(treeLevel2) });
export type CategoryTreeNode = z.infer<typeof categoryTreeNode>;

export const categoryList = defineCall({
  readOnly: true,
  path: '/oms/shop/item/category/list',
  func: FUNC.products,
  summary:
    'Categories: the top level (no parent), the children of a parent, or up to 50 matches of a search word in any of the three languages, each with its path.',
  example: { parentId: '10' },
  request: z
    .object({ parentId: categoryId.optional(), keyword: keyword.optional() })
    .refine((v) => !(v.parentId && v.keyword), { message: 'categoryParentOrKeyword' }),
  response: z.object({ list: z.array(category) }),
});

export const categoryTree = defineCall({
  readOnly: true,
  path: '/oms/shop/item/category/tree',
  func: FUNC.products,
  summary: 'The whole category tree, names in the request’s language; products use leaves only.',
  request: empty,
  response: z.object({ list: z.array(categoryTreeNode) }),
});

// ---- Brands ----------------------------------------------------------------------------

export const brand = z.object({
  brandId: z.string(),
  /** The brand as registered (usually in Latin letters). */
  name: z.string(),
  /** Its name in Thai script, where it has one; searched too. */
  localName: z.string(),
});
export type Brand = z.infer<typeof brand>;

export const brandList = defineCall({
  readOnly: true,
  path: '/oms/shop/item/brand/list',
  func: FUNC.brandSettings,
  summary: 'The platform’s brands, searched by name (as registered or in Thai), for a brand application.',
  example: { keyword: 'sam' },
  request: z.object({ keyword: keyword.optional(), page: pageSchema }),
  response: paged(brand),
});

export const authorizedBrand = brand.extend({
  /** Last day the shop may sell it (Thai calendar); null for "No brand". */
  authEnd: z.string().nullable(),
});

export const merchantAuthBrand = defineCall({
  readOnly: true,
  path: '/oms/shop/item/merchant/auth/brand',
  func: FUNC.products,
  summary:
    'The brands this shop may put on products today: "No brand" first, then its approved authorizations in force, by name.',
  request: z.object({ keyword: keyword.optional() }),
  response: z.object({ list: z.array(authorizedBrand) }),
});

// ---- Brand applications ----------------------------------------------------------------

/**
 * Stored states: pending (submitted, waiting for the platform's review), approved, rejected,
 * revoked (withdrawn by the shop, or an authorization the platform took back). `expired` is
 * read, not stored: an approved authorization whose last day has passed.
 */
export const BRAND_APPLY_STATUSES = ['pending', 'approved', 'rejected', 'revoked', 'expired'] as const;
export const brandApplyStatus = z.enum(BRAND_APPLY_STATUSES);
export type BrandApplyStatus = z.infer<typeof brandApplyStatus>;

type CatalogMessageKey = keyof typeof catalogMessages;

function isCalendarDate(v: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(v)) return false;
  const t = Date.parse(`${v}T00:00:00Z`);
  return !Number.isNaN(t) && new Date(t).toISOString().slice(0, 10) === v;
}

/** A certificate date, YYYY-MM-DD (a calendar day in Thailand). */
const certificateDate = z
  .string({
    error: (issue) =>
      issue.input === undefined || issue.input === null ? 'brandCertificateDatesRequired' : 'brandDateInvalid',
  })
  .superRefine((value, ctx) => {
    if (value.trim() === '') ctx.addIssue({ code: 'custom', message: 'brandCertificateDatesRequired' });
    else if (!isCalendarDate(value)) ctx.addIssue({ code: 'custom', message: 'brandDateInvalid' });
  })
  .max(TIME_TEXT_MAX);

/** Documents are the shop's uploads or https links on an allowed host (the shape, as a form checks it). */
export function isDocumentUrl(v: string): boolean {
  return checkMediaLink(v.trim()).ok;
}

const documentUrls = z
  .array(mediaLink, {
    error: () => 'brandDocumentsRequired',
  })
  .min(1, 'brandDocumentsRequired')
  .max(BRAND_DOCUMENTS_MAX, 'brandDocumentsTooMany');

export interface BrandDates {
  registrationStart: string;
  registrationEnd: string;
  authStart: string;
  authEnd: string;
}

export interface BrandDateIssue {
  field: keyof BrandDates;
  key: CatalogMessageKey;
}

/**
 * The date rules of an application: registration end after its start, authorization end not before
 * its start and not after the registration end, and, given today's Thai date, the authorization end
 * later than now (today itself is not). The request schema runs them without `today`; the server
 * and the form run them with it.
 */
export function brandDateIssues(d: BrandDates, today?: string): BrandDateIssue[] {
  const issues: BrandDateIssue[] = [];
  if (d.registrationEnd <= d.registrationStart)
    issues.push({ field: 'registrationEnd', key: 'brandRegistrationEndBeforeStart' });
  if (d.authEnd < d.authStart) issues.push({ field: 'authEnd', key: 'brandAuthEndBeforeStart' });
  else if (d.authEnd > d.registrationEnd) issues.push({ field: 'authEnd', key: 'brandAuthEndAfterRegistration' });
  else if (today !== undefined && d.authEnd <= today) issues.push({ field: 'authEnd', key: 'brandAuthEndNotFuture' });
  return issues;
}

const brandApplyFields = z.object({
  /** An existing platform brand … */
  brandId: z
    .string()
    .regex(/^\d{1,15}$/)
    .max(15)
    .optional(),
  /** … or the name of a brand the platform does not have yet. */
  brandName: z.string().trim().max(BRAND_NAME_MAX).optional(),
  trademarkNo: z
    .string({ error: () => 'required' })
    .trim()
    .min(1, 'required')
    .max(TRADEMARK_NO_MAX),
  registrationStart: certificateDate,
  registrationEnd: certificateDate,
  authStart: certificateDate,
  authEnd: certificateDate,
  documentUrls,
});

/** One brand, by id or by a new name, and the date rules without today. */
function brandApplyRules(v: z.output<typeof brandApplyFields>, ctx: z.RefinementCtx): void {
  const hasId = v.brandId !== undefined && v.brandId !== '';
  const hasName = v.brandName !== undefined && v.brandName !== '';
  if (hasId === hasName) ctx.addIssue({ code: 'custom', path: ['brandId'], message: 'brandChooseOrName' });
  for (const issue of brandDateIssues(v)) ctx.addIssue({ code: 'custom', path: [issue.field], message: issue.key });
}

export const brandApplyInput = brandApplyFields.superRefine(brandApplyRules);
export type BrandApplyInput = z.input<typeof brandApplyInput>;

export const brandApplication = z.object({
  applicationId: z.string(),
  /** The platform brand; null while a new brand name waits for approval. */
  brandId: z.string().nullable(),
  brandName: z.string(),
  brandLocalName: z.string(),
  /** Applied with a name the platform did not have. */
  isNewBrand: yn,
  trademarkNo: z.string(),
  registrationStart: z.string(),
  registrationEnd: z.string(),
  authStart: z.string(),
  authEnd: z.string(),
  documentUrls: z.array(z.string()),
  status: brandApplyStatus,
  /** The platform's reason for a rejection or a revocation. */
  reason: z.string(),
  /** Who revoked: the shop withdrew it, or the platform took the authorization back. */
  revokedBy: z.enum(['shop', 'platform']).nullable(),
  submittedAt: isoTime,
  decidedAt: isoTime.nullable(),
});
export type BrandApplication = z.infer<typeof brandApplication>;

const applicationId = id;
const exampleApplication = {
  brandId: '1001',
  trademarkNo: '171100123',
  registrationStart: '2021-03-01',
  registrationEnd: '2031-02-28',
  authStart: '2026-01-01',
  authEnd: '2030-12-31',
  documentUrls: ['https://img.alicdn.com/brand/certificate.jpg'],
};

export const brandApply = defineCall({
  path: '/oms/shop/item/brand/apply',
  func: FUNC.brandSettings,
  summary:
    'Apply for a brand authorization: an existing brand or a new (unique) name, the trademark registration, the authorization period and the documents. It waits for the platform’s review.',
  example: exampleApplication,
  request: brandApplyInput,
  response: z.object({ applicationId: z.string() }),
});

export const brandApplyList = defineCall({
  readOnly: true,
  path: '/oms/shop/item/brand/apply/list',
  func: FUNC.brandSettings,
  summary: 'The shop’s brand applications and authorizations, newest first, with the count per status.',
  request: z.object({ status: brandApplyStatus.optional(), keyword: keyword.optional(), page: pageSchema }),
  response: paged(brandApplication).extend({
    counts: z.object({
      all: z.number().int(),
      pending: z.number().int(),
      approved: z.number().int(),
      rejected: z.number().int(),
      revoked: z.number().int(),
      expired: z.number().int(),
    }),
  }),
});

export const brandApplyDetail = defineCall({
  readOnly: true,
  path: '/oms/shop/item/brand/apply/detail',
  func: FUNC.brandSettings,
  summary: 'One brand application of the shop.',
  ids: { applicationId: 'brandApply' },
  example: { applicationId: '0123456789abcdef0123456789abcdef' },
  request: z.object({ applicationId }),
  response: brandApplication,
});

export const brandApplyModify = defineCall({
  path: '/oms/shop/item/brand/apply/modify',
  func: FUNC.brandSettings,
  summary: 'Change a rejected application and submit it again for review.',
  ids: { applicationId: 'brandApply' },
  example: { applicationId: '0123456789abcdef0123456789abcdef', ...exampleApplication },
  // The same fields and rules as a new application, on a named one.
  request: brandApplyFields.extend({ applicationId }).superRefine(brandApplyRules),
  response: z.object({ applicationId: z.string() }),
});

export const brandApplyRevoke = defineCall({
  path: '/oms/shop/item/brand/apply/revoke',
  func: FUNC.brandSettings,
  summary: 'Withdraw an application that is waiting for review.',
  ids: { applicationId: 'brandApply' },
  example: { applicationId: '0123456789abcdef0123456789abcdef' },
  request: z.object({ applicationId }),
  response: empty,
});

export const catalogCalls = [
  categoryList,
  categoryTree,
  brandList,
  merchantAuthBrand,
  brandApply,
  brandApplyList,
  brandApplyDetail,
  brandApplyModify,
  brandApplyRevoke,
];
