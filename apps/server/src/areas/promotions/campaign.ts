import type { CampaignRegView, CampaignView, campaignRegister } from '@sc/contract/calls/campaign.ts';
import {
  CAMPAIGN_LIST_MAX,
  type CampaignIssue,
  type CampaignRegState,
  campaignSkuIssues,
  campaignState,
  campaignWarnings,
  campaignWindowOk,
} from '@sc/contract/campaign.ts';
import type { Locale } from '@sc/contract/locale.ts';
import { and, asc, desc, eq, gt, inArray, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import { newId } from '../../db/ids.ts';
import { toNumber } from '../../db/numbers.ts';
import { campaignRegistrations, platformCampaigns, products, skus } from '../../db/schema.ts';
import type { ShopScope } from '../../db/tenant.ts';
import { text } from '../../envelope/reply.ts';
import { BizError, notFound } from '../../errors.ts';
import { lowestPrice30 } from '../items/index.ts';
import { fieldMessages } from './activity-rules.ts';

// Platform campaigns (/activityreport/index and its pages): the platform's campaigns with their
// rules, and a shop's registrations of SKUs into a campaign under the rules of
// @sc/contract/campaign.ts, reviewed by the platform's operator (/oms/mkt/campaign/review, revoke).
// Campaigns are the platform's rows, read by every shop without a shop filter; registrations are
// the shop's. A campaign's state is read from the clock (campaignState), a registration's stored.

export type CampaignRow = typeof platformCampaigns.$inferSelect;

const baht = (satang: number) => satang / 100;
/** Registrations that hold their SKU in their campaign: pending review or approved. */
export const liveCampaignReg = inArray(campaignRegistrations.state, ['pending', 'approved']);

export async function campaignOf(tx: Tx, campaignId: string): Promise<CampaignRow> {
  const [row] = await tx.select().from(platformCampaigns).where(eq(platformCampaigns.id, campaignId)).limit(1);
  if (!row) throw notFound();
  return row;
}

type Counts = CampaignView['counts'];
const noCounts = (): Counts => ({ pending: 0, approved: 0, rejected: 0, revoked: 0 });

/** The shop's registrations per campaign and state. */
async function countsOf(shop: ShopScope, campaignIds: string[]): Promise<Map<string, Counts>> {
  const out = new Map<string, Counts>();
  if (campaignIds.length === 0) return out;
  const rows = await shop.tx
    .select({
      campaignId: campaignRegistrations.campaignId,
      state: campaignRegistrations.state,
      n: sql<number>`count(*)`.mapWith(toNumber),
    })
    .from(campaignRegistrations)
    .where(shop.where(campaignRegistrations, inArray(campaignRegistrations.campaignId, campaignIds)))
    .groupBy(campaignRegistrations.campaignId, campaignRegistrations.state);
  for (const r of rows) {
    const c = out.get(r.campaignId) ?? noCounts();
    c[r.state as CampaignRegState] = r.n;
    out.set(r.campaignId, c);
  }
  return out;
}

export function presentCampaign(c: CampaignRow, counts: Counts, now: Date): CampaignView {
  return {
    campaignId: c.id,
    name: c.name,
    regStart: c.regStartAt.toISOString(),
    regEnd: c.regEndAt.toISOString(),
    startTime: c.startAt.toISOString(),
    endTime: c.endAt.toISOString(),
    state: campaignState(c, now),
    minDiscountPercent: c.minDiscountPercent,
    requiredStock: c.requiredStock,
    categoryIds: c.categoryIds,
    counts,
  };
}

/** The campaigns, newest first; 'open' keeps those not ended. */
export async function listCampaigns(shop: ShopScope, scope: 'open' | 'all', now: Date) {
  const rows = await shop.tx
    .select()
    .from(platformCampaigns)
    .where(scope === 'open' ? gt(platformCampaigns.endAt, now) : undefined)
    .orderBy(desc(platformCampaigns.startAt), desc(platformCampaigns.id))
    .limit(CAMPAIGN_LIST_MAX);
  const counts = await countsOf(
    shop,
    rows.map((r) => r.id),
  );
  return { list: rows.map((r) => presentCampaign(r, counts.get(r.id) ?? noCounts(), now)) };
}

/** A campaign with the shop's counts. */
export async function campaignViewOf(shop: ShopScope, campaignId: string, now: Date) {
  const c = await campaignOf(shop.tx, campaignId);
  const counts = await countsOf(shop, [c.id]);
  return presentCampaign(c, counts.get(c.id) ?? noCounts(), now);
}

const say = (issues: readonly CampaignIssue[], locale: Locale) =>
  issues.map((i) => ({ field: i.field, message: text(i.key, locale, i.params) }));

export interface CampaignRegData {
  campaignId: string;
  skus: { skuId: number; productId: number; price: number; stock: number }[];
  warnings: string[];
}

/**
 * Checks a registration request against the campaign and the shop's SKUs now: the campaign takes
 * registrations; every SKU is the shop's and on sale; every rule of campaignSkuIssues. Answers it
 * with its warnings, or refuses with every issue found.
 */
export async function checkCampaignRegistration(
  shop: ShopScope,
  input: z.output<(typeof campaignRegister)['request']>,
  now: Date,
  locale: Locale,
): Promise<CampaignRegData> {
  const c = await campaignOf(shop.tx, input.campaignId);
  if (campaignState(c, now) !== 'registering') throw new BizError('RULE_VIOLATED', 'campaignNotRegistering');
  const skuIds = input.skus.map((s) => Number(s.skuId)).filter(Number.isSafeInteger);
  const refusals: { field: string; message: string }[] = [];
  // Joined by hand on the shop columns: a SKU and its product are one shop's.
  const found =
    skuIds.length === 0
      ? []
      : await shop.tx
          .select({
            id: skus.id,
            productId: skus.productId,
            price: skus.price,
            stock: skus.stock,
            lowest: lowestPrice30(now),
            categoryId: products.categoryId,
            status: products.status,
            deletedAt: products.deletedAt,
            purgedAt: products.purgedAt,
          })
          .from(skus)
          .innerJoin(products, and(eq(products.shopId, skus.shopId), eq(products.id, skus.productId)))
          .where(shop.where(skus, inArray(skus.id, skuIds)));
  const skuById = new Map(found.map((f) => [f.id, f]));
  const drafts = input.skus.map((s, i) => {
    const sku = skuById.get(Number(s.skuId));
    if (!sku)
      refusals.push({ field: `skus.${i}.skuId`, message: text('campaignSkuNotFound', locale, { skuId: s.skuId }) });
    else if (sku.deletedAt || sku.purgedAt || sku.status !== 'on_sale')
      refusals.push({ field: `skus.${i}.skuId`, message: text('campaignSkuNotOnSale', locale, { skuId: s.skuId }) });
    return {
      skuId: s.skuId,
      productId: String(sku?.productId ?? ''),
      price: s.price,
      stock: s.stock,
      salesPrice: sku?.price ?? 0,
      mallStock: sku?.stock ?? 0,
      lowest30: sku?.lowest ?? null,
      categoryId: sku?.categoryId ?? '',
    };
  });
  // The figures of a SKU not found are no figures: only its own refusal is said.
  const issues = campaignSkuIssues(drafts, c).filter((i) => {
    const m = /^skus\.(\d+)\./.exec(i.field);
    return !m || drafts[Number(m[1])]?.productId !== '';
  });
  refusals.push(...say(issues, locale));
  if (refusals.length > 0) throw fieldMessages(refusals);
  return {
    campaignId: c.id,
    skus: drafts.map((d) => ({
      skuId: Number(d.skuId),
      productId: Number(d.productId),
      price: d.price,
      stock: d.stock,
    })),
    warnings: campaignWarnings(drafts, c).map((w) => text(w.key, locale, w.params)),
  };
}

/**
 * Registers the SKUs, each pending review. A SKU with a live registration in the campaign is
 * refused, naming it; a transaction-scoped advisory lock per shop orders two requests of one shop.
 */
export async function createCampaignRegistrations(
  shop: ShopScope,
  data: CampaignRegData,
  userId: string,
  locale: Locale,
  now: Date,
) {
  await shop.tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`campaign:${shop.shopId}`}))`);
  const ids = data.skus.map((s) => s.skuId);
  const taken = await shop.pick(
    campaignRegistrations,
    { skuId: campaignRegistrations.skuId },
    and(
      eq(campaignRegistrations.campaignId, data.campaignId),
      inArray(campaignRegistrations.skuId, ids),
      liveCampaignReg,
    ),
  );
  if (taken.length > 0)
    throw fieldMessages(
      taken.map((t) => ({
        field: `skus.${ids.indexOf(t.skuId)}.skuId`,
        message: text('campaignSkuTaken', locale, { skuId: String(t.skuId) }),
      })),
    );
  const rows = data.skus.map((s) => ({
    id: newId(),
    campaignId: data.campaignId,
    ...s,
    state: 'pending' as const,
    createdBy: userId,
    createdAt: now,
    updatedAt: now,
  }));
  await shop.insert(campaignRegistrations, rows);
  return { registrationIds: rows.map((r) => r.id), warnings: data.warnings };
}

const regFields = {
  r: campaignRegistrations,
  title: products.title,
  images: products.images,
  specValues: skus.specValues,
  imageUrl: skus.imageUrl,
  salesPrice: skus.price,
  mallStock: skus.stock,
};

/** Registrations of the shop with their SKU figures, joined by hand on the shop columns. */
export function campaignRegQuery(shop: ShopScope, ...conditions: (SQL | undefined)[]) {
  return shop.tx
    .select(regFields)
    .from(campaignRegistrations)
    .innerJoin(skus, and(eq(skus.shopId, campaignRegistrations.shopId), eq(skus.id, campaignRegistrations.skuId)))
    .innerJoin(
      products,
      and(eq(products.shopId, campaignRegistrations.shopId), eq(products.id, campaignRegistrations.productId)),
    )
    .where(shop.where(campaignRegistrations, ...conditions));
}

export type CampaignRegRow = Awaited<ReturnType<typeof campaignRegQuery>>[number];

export function presentCampaignReg(row: CampaignRegRow): CampaignRegView {
  const r = row.r;
  return {
    registrationId: r.id,
    campaignId: r.campaignId,
    skuId: String(r.skuId),
    productId: String(r.productId),
    title: row.title,
    specValues: row.specValues,
    imageUrl: row.imageUrl || (row.images[0] ?? ''),
    price: baht(r.price),
    salesPrice: baht(row.salesPrice),
    stock: r.stock,
    sold: r.sold,
    state: r.state as CampaignRegState,
    reason: r.reason,
    reviewedAt: r.reviewedAt?.toISOString() ?? null,
    createdAt: r.createdAt.toISOString(),
  };
}

/** details/{id}: the campaign and every registration of the shop in it. */
export async function campaignDetails(shop: ShopScope, campaignId: string, now: Date) {
  const campaign = await campaignViewOf(shop, campaignId, now);
  const rows = await campaignRegQuery(shop, eq(campaignRegistrations.campaignId, campaign.campaignId)).orderBy(
    desc(campaignRegistrations.createdAt),
    asc(campaignRegistrations.skuId),
  );
  return { campaign, registrations: rows.map(presentCampaignReg) };
}

/** A registration of the shop with its campaign's name and window (a promotion's results read it). */
export async function campaignRegOf(shop: ShopScope, registrationId: string) {
  const [row] = await shop.select(campaignRegistrations, eq(campaignRegistrations.id, registrationId)).limit(1);
  if (!row) throw notFound();
  const c = await campaignOf(shop.tx, row.campaignId);
  return { name: c.name, state: row.state, startAt: c.startAt, endAt: c.endAt };
}

/** The operator's list: a shop's pending registrations in a campaign, oldest first. */
export async function pendingCampaignRegs(shop: ShopScope, campaignId: string) {
  const rows = await campaignRegQuery(
    shop,
    eq(campaignRegistrations.campaignId, campaignId),
    eq(campaignRegistrations.state, 'pending'),
  ).orderBy(asc(campaignRegistrations.createdAt), asc(campaignRegistrations.skuId));
  return { list: rows.map(presentCampaignReg) };
}

/** Locks a registration (ordering a review or revoke after any under way) and answers it with its campaign. */
async function lockCampaignReg(shop: ShopScope, registrationId: string) {
  const [row] = await shop
    .select(campaignRegistrations, eq(campaignRegistrations.id, registrationId))
    .limit(1)
    .forUpdate();
  if (!row) throw notFound();
  return { row, campaign: await campaignOf(shop.tx, row.campaignId) };
}

/** The operator's review of a pending registration before the campaign ends; a rejection names its reason. */
export async function reviewCampaignReg(
  shop: ShopScope,
  input: { registrationId: string; decision: 'approve' | 'reject'; reason: string; operatorId: string },
  now: Date,
) {
  const { row, campaign } = await lockCampaignReg(shop, input.registrationId);
  if (row.state !== 'pending' || campaignState(campaign, now) === 'ended')
    throw new BizError('RULE_VIOLATED', 'campaignNotReviewable');
  const reason = input.reason.trim();
  if (input.decision === 'reject' && !reason) throw new BizError('VALIDATION_FAILED', 'campaignReasonRequired');
  const state = input.decision === 'approve' ? ('approved' as const) : ('rejected' as const);
  await shop.update(
    campaignRegistrations,
    {
      state,
      reason: state === 'rejected' ? reason : '',
      reviewedAt: now,
      reviewedBy: input.operatorId,
      updatedAt: now,
    },
    eq(campaignRegistrations.id, input.registrationId),
  );
  return { registrationId: input.registrationId, state };
}

/** The operator revokes an approved registration before the campaign ends, with a reason. */
export async function revokeCampaignReg(
  shop: ShopScope,
  input: { registrationId: string; reason: string; operatorId: string },
  now: Date,
) {
  const { row, campaign } = await lockCampaignReg(shop, input.registrationId);
  if (row.state !== 'approved' || campaignState(campaign, now) === 'ended')
    throw new BizError('RULE_VIOLATED', 'campaignNotRevocable');
  const reason = input.reason.trim();
  if (!reason) throw new BizError('VALIDATION_FAILED', 'campaignReasonRequired');
  await shop.update(
    campaignRegistrations,
    { state: 'revoked', reason, reviewedAt: now, reviewedBy: input.operatorId, updatedAt: now },
    eq(campaignRegistrations.id, input.registrationId),
  );
  return { registrationId: input.registrationId, state: 'revoked' as const };
}

/** Publishes a campaign with its rules (windows in order, see campaignWindowOk). */
export async function publishCampaign(
  tx: Tx,
  input: {
    name: string;
    regStart: string;
    regEnd: string;
    startTime: string;
    endTime: string;
    minDiscountPercent: number;
    requiredStock: number;
    categoryIds: string[];
  },
  operatorId: string,
  now: Date,
) {
  const w = {
    regStartAt: new Date(Date.parse(input.regStart)),
    regEndAt: new Date(Date.parse(input.regEnd)),
    startAt: new Date(Date.parse(input.startTime)),
    endAt: new Date(Date.parse(input.endTime)),
  };
  if (!campaignWindowOk(w)) throw new BizError('VALIDATION_FAILED', 'campaignWindowInvalid');
  const campaignId = newId();
  await tx.insert(platformCampaigns).values({
    id: campaignId,
    name: input.name.trim(),
    ...w,
    minDiscountPercent: input.minDiscountPercent,
    requiredStock: input.requiredStock,
    categoryIds: [...new Set(input.categoryIds)],
    createdBy: operatorId,
    createdAt: now,
  });
  return { campaignId };
}
