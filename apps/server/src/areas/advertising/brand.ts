import {
  BRAND_AD_HEADLINE_MAX,
  BRAND_AD_HOLDING,
  BRAND_AD_PRODUCTS_MAX,
  BRAND_AD_STATE,
  BRAND_AD_SUBMIT_INTERVAL_MS,
  type BrandAdModeId,
  type BrandAdState,
  brandDaysIssues,
  brandPhase,
  daySpan,
} from '@sc/contract/brand-ads.ts';
import type { BrandAdView } from '@sc/contract/calls/brand-ads.ts';
import { codePointLength } from '@sc/contract/validators/text.ts';
import { and, desc, eq, gte, lte, ne, sql } from 'drizzle-orm';
import { bangkokDay, bangkokMinute } from '../../bangkok-time.ts';
import { newId } from '../../db/ids.ts';
import { toNumber } from '../../db/numbers.ts';
import { brandAds } from '../../db/schema.ts';
import type { ShopScope } from '../../db/tenant.ts';
import { BizError, notFound } from '../../errors.ts';
import { baht, openAccountOf } from './account.ts';
import { checkAdProducts } from './ad-products.ts';
import { holdModes, modeOf, stockOf } from './brand-stock.ts';
import { moveBrandCost } from './ledger.ts';

// A shop's brand-ad submissions (/activityreport/advertisingsubmissionlist,
// advertisingsubmissiondetails/{codReportId}, advertisingregistration/{codReportId}): registered for
// days of a platform slot with a headline, a picture and products on sale; each day must have a
// slot left; the days' price is taken from the ad account at once and given back if the platform
// rejects the submission or the shop withdraws it. At most one submission an hour (§8).

export type BrandAdRow = typeof brandAds.$inferSelect;

export function brandView(row: BrandAdRow, now: Date): BrandAdView {
  return {
    reportId: row.id,
    modeId: row.modeId as BrandAdModeId,
    state: row.state as BrandAdState,
    phase: row.state === 'approved' ? brandPhase(row.firstDay, row.lastDay, bangkokDay(now)) : null,
    firstDay: row.firstDay,
    lastDay: row.lastDay,
    days: daySpan(row.firstDay, row.lastDay),
    headline: row.headline,
    imageUrl: row.imageUrl,
    productCount: row.productIds.length,
    cost: baht(row.cost),
    reason: row.reason,
    submittedAt: row.submittedAt.toISOString(),
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
  };
}

export async function brandAdOf(shop: ShopScope, reportId: string, lock = false): Promise<BrandAdRow> {
  const q = shop.select(brandAds, eq(brandAds.id, reportId));
  const [row] = lock ? await q.forUpdate() : await q;
  if (!row) throw notFound();
  return row;
}

export async function listBrandAds(
  shop: ShopScope,
  state: BrandAdState | null,
  page: { pageNum: number; pageSize: number },
  now: Date,
) {
  const cond = state ? eq(brandAds.state, state) : undefined;
  const rows = await shop
    .select(brandAds, cond)
    .orderBy(desc(brandAds.submittedAt), desc(brandAds.id))
    .limit(page.pageSize)
    .offset((page.pageNum - 1) * page.pageSize);
  const byState = await shop.tx
    .select({ state: brandAds.state, n: sql`count(*)`.mapWith(toNumber) })
    .from(brandAds)
    .where(shop.where(brandAds))
    .groupBy(brandAds.state);
  const counts = Object.fromEntries(BRAND_AD_STATE.map((s) => [s, 0])) as Record<BrandAdState, number>;
  for (const r of byState) counts[r.state as BrandAdState] = r.n;
  return {
    list: rows.map((r) => brandView(r, now)),
    page: { ...page, count: await shop.count(brandAds, cond) },
    counts,
  };
}

export interface BrandAdInput {
  modeId: BrandAdModeId;
  firstDay: string;
  lastDay: string;
  headline: string;
  imageUrl: string;
  productIds: string[];
}

/** At most one submission an hour: refused until an hour after the shop's latest. */
async function checkInterval(shop: ShopScope, now: Date) {
  const [latest] = await shop.pick(brandAds, { at: brandAds.submittedAt }).orderBy(desc(brandAds.submittedAt)).limit(1);
  if (!latest) return;
  const next = new Date(latest.at.getTime() + BRAND_AD_SUBMIT_INTERVAL_MS);
  if (next > now) throw new BizError('VALIDATION_FAILED', 'brandSubmitTooOften', { time: bangkokMinute(next) });
}

/** A submission of the shop for overlapping days of the mode already waits for review. */
async function checkNotPending(shop: ShopScope, input: BrandAdInput, exceptId: string | null) {
  const clash = await shop.first(
    brandAds,
    and(
      eq(brandAds.modeId, input.modeId),
      eq(brandAds.state, 'pending'),
      lte(brandAds.firstDay, input.lastDay),
      gte(brandAds.lastDay, input.firstDay),
      exceptId ? ne(brandAds.id, exceptId) : undefined,
    ),
  );
  if (clash) throw new BizError('VALIDATION_FAILED', 'brandAlreadyPending');
}

/**
 * Registers a submission (no `existing`), changes one waiting for review, or sends a rejected one
 * again: the rules in order (creative, days, products; the hour; the same days pending; a slot
 * left each day; the balance), then the old hold given back and the new one taken.
 */
export async function saveBrandAd(
  shop: ShopScope,
  userId: string,
  input: BrandAdInput,
  reportId: string | null,
  now: Date,
) {
  // The submission first: another shop's is not found, whatever the rest of the form says.
  const existing = reportId ? await brandAdOf(shop, reportId, true) : null;
  if (existing && existing.state !== 'pending' && existing.state !== 'rejected')
    throw new BizError('VALIDATION_FAILED', 'brandNotChangeable');
  await openAccountOf(shop);
  const mode = modeOf(input.modeId);
  const headline = input.headline.trim();
  if (!headline) throw new BizError('VALIDATION_FAILED', 'brandHeadlineRequired');
  if (codePointLength(headline) > BRAND_AD_HEADLINE_MAX)
    throw new BizError('VALIDATION_FAILED', 'brandHeadlineTooLong', { max: BRAND_AD_HEADLINE_MAX });
  const [dayIssue] = brandDaysIssues(input.firstDay, input.lastDay, bangkokDay(now));
  if (dayIssue) throw new BizError('VALIDATION_FAILED', dayIssue.key, dayIssue.params ?? {});
  const productIds = await checkAdProducts(shop, input.productIds, BRAND_AD_PRODUCTS_MAX);

  // A change to a submission still waiting is the same submission; a new one or a rejected one sent
  // again is a submission of its own.
  const isSubmission = existing?.state !== 'pending';
  if (isSubmission) await checkInterval(shop, now);
  await checkNotPending(shop, input, existing?.id ?? null);

  await holdModes(shop.tx, existing ? [existing.modeId, mode.modeId] : [mode.modeId]);
  const except = existing ? { shopId: shop.shopId, id: existing.id } : null;
  const full = (await stockOf(shop.tx, mode, input.firstDay, input.lastDay, except)).find((d) => d.left === 0);
  if (full) throw new BizError('VALIDATION_FAILED', 'brandSoldOut', { day: full.day });

  const id = existing?.id ?? newId();
  if (existing && BRAND_AD_HOLDING.includes(existing.state as BrandAdState)) {
    await moveBrandCost(shop, id, 'brandRefund', existing.cost, now);
  }
  const cost = mode.pricePerDay * daySpan(input.firstDay, input.lastDay);
  if (!(await moveBrandCost(shop, id, 'brand', cost, now)))
    throw new BizError('VALIDATION_FAILED', 'advBalanceInsufficient');

  const values = {
    modeId: mode.modeId,
    state: 'pending',
    firstDay: input.firstDay,
    lastDay: input.lastDay,
    headline,
    imageUrl: input.imageUrl,
    productIds,
    cost,
    reason: null,
    reviewedAt: null,
    updatedAt: now,
  };
  if (existing) {
    await shop.update(
      brandAds,
      { ...values, ...(isSubmission ? { submittedAt: now, submittedBy: userId } : {}) },
      eq(brandAds.id, id),
    );
  } else {
    await shop.insert(brandAds, [{ id, ...values, submittedBy: userId, submittedAt: now }]);
  }
  return brandView(await brandAdOf(shop, id), now);
}

/** Withdraws a submission waiting for review, or approved and not started; its money comes back. */
export async function revokeBrandAd(shop: ShopScope, reportId: string, now: Date) {
  const row = await brandAdOf(shop, reportId, true);
  const notStarted = row.state === 'approved' && bangkokDay(now) < row.firstDay;
  if (row.state !== 'pending' && !notStarted) throw new BizError('VALIDATION_FAILED', 'brandNotRevocable');
  await moveBrandCost(shop, row.id, 'brandRefund', row.cost, now);
  await shop.update(brandAds, { state: 'revoked', updatedAt: now }, eq(brandAds.id, row.id));
  return brandView(await brandAdOf(shop, row.id), now);
}

/** The platform's review: approve, or reject with a reason (the money comes back). */
export async function reviewBrandAd(
  shop: ShopScope,
  reportId: string,
  outcome: 'approve' | 'reject',
  reason: string,
  now: Date,
) {
  const row = await brandAdOf(shop, reportId, true);
  if (row.state !== 'pending') throw new BizError('VALIDATION_FAILED', 'brandNotPending');
  if (outcome === 'reject') {
    if (!reason.trim()) throw new BizError('VALIDATION_FAILED', 'brandRejectReasonRequired');
    await moveBrandCost(shop, row.id, 'brandRefund', row.cost, now);
  }
  await shop.update(
    brandAds,
    {
      state: outcome === 'approve' ? 'approved' : 'rejected',
      reason: outcome === 'reject' ? reason.trim() : null,
      reviewedAt: now,
      updatedAt: now,
    },
    eq(brandAds.id, row.id),
  );
  return brandView(await brandAdOf(shop, row.id), now);
}
