import { z } from 'zod';
import { ACTIVITY_MIN_DISCOUNT_PERCENT } from '../activities.ts';
import {
  CAMPAIGN_CATEGORIES_MAX,
  CAMPAIGN_MIN_DISCOUNT_MAX,
  CAMPAIGN_NAME_MAX,
  CAMPAIGN_REASON_MAX,
  CAMPAIGN_REG_STATE,
  CAMPAIGN_SKUS_PER_REQUEST_MAX,
  CAMPAIGN_STATE,
  CAMPAIGN_STOCK_MAX,
  CAMPAIGN_URGE,
} from '../campaign.ts';
import { id, isoTime } from '../common.ts';
import { defineCall } from '../define-call.ts';
import { FUNC } from '../func-codes.ts';
import { NUMERIC_ID_MAX } from '../limits.ts';
import { zBaht } from '../validators/zod.ts';

// Platform campaigns under /oms/mms/campaign/ (catalogue §7 "Marketing (mms/)": activity
// reports). Every merchant call is FUNC.activityReporting (OMS_FUNC_0043), the code of
// /activityreport/index where campaigns are reported; the other /activityreport pages of campaigns
// read the same calls. The platform's side (publish, list pending, review, revoke) is an operator
// call under /oms/mkt/campaign/. Campaigns are the platform's rows: every shop reads the same ones.
// Money travels as baht with at most two decimals; the report's sales also in satang.

const campaignId = z.string().trim().min(1).max(64);
const EXAMPLE_ID = '0123456789abcdef0123456789abcdef';
const digits = z
  .string()
  .trim()
  .regex(/^\d{1,18}$/)
  .max(NUMERIC_ID_MAX);

export const campaignView = z.object({
  campaignId: z.string(),
  name: z.string(),
  regStart: isoTime,
  regEnd: isoTime,
  startTime: isoTime,
  endTime: isoTime,
  state: z.enum(CAMPAIGN_STATE),
  minDiscountPercent: z.number().int(),
  requiredStock: z.number().int(),
  /** Empty: every category. */
  categoryIds: z.array(z.string()),
  /** The shop's registrations per review state. */
  counts: z.object({
    pending: z.number().int(),
    approved: z.number().int(),
    rejected: z.number().int(),
    revoked: z.number().int(),
  }),
});
export type CampaignView = z.infer<typeof campaignView>;

export const campaignRegView = z.object({
  registrationId: z.string(),
  campaignId: z.string(),
  skuId: z.string(),
  productId: z.string(),
  title: z.string(),
  specValues: z.array(z.string()),
  imageUrl: z.string(),
  /** Baht. */
  price: z.number(),
  salesPrice: z.number(),
  stock: z.number().int(),
  sold: z.number().int(),
  state: z.enum(CAMPAIGN_REG_STATE),
  /** The operator's reason for a rejection or revoke; empty otherwise. */
  reason: z.string(),
  reviewedAt: isoTime.nullable(),
  createdAt: isoTime,
});
export type CampaignRegView = z.infer<typeof campaignRegView>;

export const campaignList = defineCall({
  readOnly: true,
  path: '/oms/mms/campaign/list',
  func: FUNC.activityReporting,
  summary:
    "The platform's campaigns, newest first, with their rules, their state from the clock and the shop's registrations per review state; 'open' keeps those not ended.",
  example: { scope: 'open' },
  request: z.object({ scope: z.enum(['open', 'all']).default('open') }),
  response: z.object({ list: z.array(campaignView) }),
});

export const campaignInquiry = defineCall({
  readOnly: true,
  path: '/oms/mms/campaign/inquiry',
  func: FUNC.activityReporting,
  summary:
    "One campaign with its rules and the shop's registrations (pending review, approved, rejected with the reason, revoked).",
  example: { campaignId: EXAMPLE_ID },
  request: z.object({ campaignId }),
  response: z.object({ campaign: campaignView, registrations: z.array(campaignRegView) }),
});

export const campaignSkuInput = z.object({
  skuId: digits,
  /** The campaign price, baht: the price check's and the campaign's minimum discount. */
  price: zBaht,
  /** Units offered at the campaign price: above 0, not above the product's stock, at least the required stock. */
  stock: z.number().int().min(0).max(CAMPAIGN_STOCK_MAX),
});
export type CampaignSkuInput = z.input<typeof campaignSkuInput>;

export const campaignRegister = defineCall({
  path: '/oms/mms/campaign/register',
  func: FUNC.activityReporting,
  summary:
    "Register SKUs into a campaign while it takes registrations, each with a campaign price passing the price check and the campaign's minimum discount, and campaign stock above 0, not above the product's stock and at least the campaign's required stock; a SKU of a category outside the campaign is refused. A SKU is registered once per campaign while pending or approved. Registrations wait for the platform's review.",
  example: { campaignId: EXAMPLE_ID, skus: [{ skuId: '200000002', price: '59.00', stock: 100 }] },
  request: z.object({
    campaignId,
    skus: z.array(campaignSkuInput).max(CAMPAIGN_SKUS_PER_REQUEST_MAX + 1),
  }),
  response: z.object({
    registrationIds: z.array(z.string()),
    /** The price check's warnings, each naming its SKU, in the request's language. */
    warnings: z.array(z.string()),
  }),
});

export const campaignUrgeRow = z.object({
  campaignId: z.string(),
  name: z.string(),
  state: z.enum(CAMPAIGN_STATE),
  regEnd: isoTime,
  kind: z.enum(CAMPAIGN_URGE),
  /** The SKU concerned; empty for the campaign as a whole. */
  skuId: z.string(),
  title: z.string(),
  /** What the merchant is told, in the request's language. */
  message: z.string(),
});
export type CampaignUrgeRow = z.infer<typeof campaignUrgeRow>;

export const campaignUrge = defineCall({
  readOnly: true,
  path: '/oms/mms/campaign/urge',
  func: FUNC.activityReporting,
  summary:
    'What is missing or failing for each campaign not ended: no registration before the deadline, a registered SKU below the minimum discount or short of stock now, a rejection to register again.',
  example: {},
  request: z.object({}),
  response: z.object({ list: z.array(campaignUrgeRow) }),
});

export const campaignReport = defineCall({
  readOnly: true,
  path: '/oms/mms/campaign/report',
  func: FUNC.activityReporting,
  summary:
    "A campaign's figures for the shop, from its order lines: orders, units sold at the campaign price and their sales (satang and baht), per SKU; cancelled orders left out.",
  example: { campaignId: EXAMPLE_ID },
  request: z.object({ campaignId }),
  response: z.object({
    campaign: campaignView,
    orders: z.number().int(),
    units: z.number().int(),
    salesSatang: z.number().int(),
    /** Baht. */
    sales: z.number(),
    skus: z.array(
      z.object({
        skuId: z.string(),
        title: z.string(),
        orders: z.number().int(),
        units: z.number().int(),
        salesSatang: z.number().int(),
        sales: z.number(),
      }),
    ),
  }),
});

export const campaignCalls = [campaignList, campaignInquiry, campaignRegister, campaignUrge, campaignReport];

// The platform's side (auth 'operator'), as the other /oms/mkt/ calls.
const OPERATOR = { auth: 'operator', func: FUNC.home } as const;

export const campaignPublish = defineCall({
  ...OPERATOR,
  path: '/oms/mkt/campaign/publish',
  summary:
    'Publish a campaign with its rules: registration window, campaign window (registration closing by its end), minimum discount percent, required stock per SKU, open categories (none: any).',
  example: {
    name: 'Payday sale',
    regStart: '2026-12-01T00:00:00+07:00',
    regEnd: '2026-12-20T00:00:00+07:00',
    startTime: '2026-12-25T00:00:00+07:00',
    endTime: '2026-12-28T00:00:00+07:00',
    minDiscountPercent: 10,
    requiredStock: 5,
    categoryIds: [],
  },
  request: z.object({
    name: z.string().trim().min(1).max(CAMPAIGN_NAME_MAX),
    regStart: isoTime,
    regEnd: isoTime,
    startTime: isoTime,
    endTime: isoTime,
    minDiscountPercent: z.number().int().min(ACTIVITY_MIN_DISCOUNT_PERCENT).max(CAMPAIGN_MIN_DISCOUNT_MAX),
    requiredStock: z.number().int().min(1).max(CAMPAIGN_STOCK_MAX),
    categoryIds: z.array(z.string().trim().min(1).max(32)).max(CAMPAIGN_CATEGORIES_MAX).default([]),
  }),
  response: z.object({ campaignId: z.string() }),
});

export const campaignPending = defineCall({
  ...OPERATOR,
  readOnly: true,
  path: '/oms/mkt/campaign/pending',
  summary: "A shop's registrations in a campaign waiting for review, oldest first.",
  example: { shopId: EXAMPLE_ID, campaignId: EXAMPLE_ID },
  request: z.object({ shopId: id, campaignId }),
  response: z.object({ list: z.array(campaignRegView) }),
});

export const campaignReview = defineCall({
  ...OPERATOR,
  path: '/oms/mkt/campaign/review',
  summary:
    "Approve or reject a shop's pending campaign registration before the campaign ends; a rejection gives the merchant a reason.",
  example: { shopId: EXAMPLE_ID, registrationId: EXAMPLE_ID, decision: 'reject', reason: 'Price not low enough' },
  request: z.object({
    shopId: id,
    registrationId: z.string().trim().min(1).max(64),
    decision: z.enum(['approve', 'reject']),
    reason: z.string().trim().max(CAMPAIGN_REASON_MAX).default(''),
  }),
  response: z.object({ registrationId: z.string(), state: z.enum(CAMPAIGN_REG_STATE) }),
});

export const campaignRevoke = defineCall({
  ...OPERATOR,
  path: '/oms/mkt/campaign/revoke',
  summary:
    "Revoke a shop's approved campaign registration before the campaign ends, with a reason; its SKU stops selling at the campaign price.",
  example: { shopId: EXAMPLE_ID, registrationId: EXAMPLE_ID, reason: 'Stock not kept' },
  request: z.object({
    shopId: id,
    registrationId: z.string().trim().min(1).max(64),
    reason: z.string().trim().max(CAMPAIGN_REASON_MAX).default(''),
  }),
  response: z.object({ registrationId: z.string(), state: z.enum(CAMPAIGN_REG_STATE) }),
});

export const campaignOperatorCalls = [campaignPublish, campaignPending, campaignReview, campaignRevoke];
