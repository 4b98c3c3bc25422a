import type { CouponView } from '@sc/contract/calls/promotions.ts';
import {
  type Audience,
  COUPON_STATE,
  type CouponState,
  type CouponTab,
  type CouponType,
  STOPPABLE_COUPON_STATE,
} from '@sc/contract/promotions.ts';
import { and, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import { newId } from '../../db/ids.ts';
import { containsPattern } from '../../db/like.ts';
import { coupons } from '../../db/schema.ts';
import type { ShopScope } from '../../db/tenant.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { BizError, notFound } from '../../errors.ts';
import type { CouponData } from './coupon-rules.ts';
import { stateCounts } from './state-counts.ts';

// Coupons of a shop (/promotion/coupon, createCoupon, couponDetails): made, listed by state and
// stopped. A coupon's state is read from the clock in SQL, in one place (couponState), so the
// list, its tab counts and the details cannot disagree.

export type CouponRow = typeof coupons.$inferSelect;

/**
 * The state of a coupon at `now` (the vocabulary of @sc/contract/promotions.ts): stopped before
 * its window opened is invalid, after it stopped; before the window not started; in it with some
 * left granting; after it (or all given out) ended until the last collected one can no longer be
 * used, then expired.
 */
export function couponState(now: Date): SQL<CouponState> {
  const at = sql`${now.toISOString()}::timestamptz`;
  return sql<CouponState>`case
    when ${coupons.stoppedAt} is not null then
      case when ${coupons.stoppedAt} < ${coupons.grantStart} then 'invalid' else 'stopped' end
    when ${at} < ${coupons.grantStart} then 'not_started'
    when ${at} < ${coupons.grantEnd} and ${coupons.receivedCount} < ${coupons.quantity} then 'granting'
    when ${at} < ${coupons.grantEnd} + ${coupons.validityDays} * interval '1 day' then 'ended'
    else 'expired' end`;
}

const baht = (satang: number) => satang / 100;

export function presentCoupon(c: CouponRow, state: CouponState): CouponView {
  return {
    couponId: c.id,
    name: c.name,
    code: c.code,
    type: c.type as CouponType,
    faceValue: c.type === 'amount' ? baht(c.value) : null,
    percentOff: c.type === 'percent' ? c.value : null,
    maxDiscount: c.maxDiscount === null ? null : baht(c.maxDiscount),
    minSpend: baht(c.minSpend),
    threshold: c.minUnits > 0 ? 'units' : 'spend',
    minUnits: c.minUnits,
    quantity: c.quantity,
    perPerson: c.perPerson,
    grantStart: c.grantStart.toISOString(),
    grantEnd: c.grantEnd.toISOString(),
    validityDays: c.validityDays,
    audience: c.audience as Audience,
    imageUrl: c.imageUrl,
    state,
    receivedCount: c.receivedCount,
    usedCount: c.usedCount,
    remaining: c.quantity - c.receivedCount,
    stoppedAt: c.stoppedAt?.toISOString() ?? null,
    createdAt: c.createdAt.toISOString(),
  };
}

export async function createCoupon(shop: ShopScope, data: CouponData, userId: string, now: Date) {
  const id = newId();
  try {
    // A savepoint: a taken code fails this insert alone, and the refusal says which field.
    await shop.savepoint((sp) => sp.insert(coupons, [{ id, ...data, createdBy: userId, createdAt: now }]));
  } catch (err) {
    if (!isUniqueViolation(err, 'coupons_shop_code_uq')) throw err;
    throw new BizError('ALREADY_EXISTS', 'couponCodeExists', { code: data.code }, { result: { field: 'code' } });
  }
  return { couponId: id };
}

/** One coupon of the shop with its state, or not found. */
export async function couponOf(shop: ShopScope, couponId: string, now: Date) {
  const [row] = await shop
    .pick(coupons, { coupon: coupons, state: couponState(now) }, eq(coupons.id, couponId))
    .limit(1);
  if (!row) throw notFound();
  return row;
}

export async function listCoupons(
  shop: ShopScope,
  input: { tab: CouponTab; keyword: string; pageNum: number; pageSize: number },
  now: Date,
) {
  const state = couponState(now);
  const keyword = input.keyword
    ? or(ilike(coupons.name, containsPattern(input.keyword)), ilike(coupons.code, containsPattern(input.keyword)))
    : undefined;
  // Follow coupons (channel follow) are listed on /promotion/attention, not here.
  const shopChannel = eq(coupons.channel, 'shop');
  const where = and(shopChannel, input.tab === 'all' ? undefined : sql`${state} = ${input.tab}`, keyword);
  const rows = await shop
    .pick(coupons, { coupon: coupons, state }, where)
    .orderBy(desc(coupons.createdAt), desc(coupons.id))
    .limit(input.pageSize)
    .offset((input.pageNum - 1) * input.pageSize);
  const total = await shop.count(coupons, where);
  // Tab counts are of the whole shop: a search narrows the page, not the tabs. One row of
  // filtered counts (grouping by the state would not match its time parameter).
  const tabCounts = await stateCounts(shop, coupons, state, COUPON_STATE, shopChannel);
  return {
    list: rows.map((r) => presentCoupon(r.coupon, r.state)),
    page: { pageNum: input.pageNum, pageSize: input.pageSize, count: total },
    tabCounts,
  };
}

/** Stops a coupon (cancels it before its window): buyers collect no more and cannot use theirs. */
export async function stopCoupon(shop: ShopScope, couponId: string, now: Date) {
  // The row lock orders a stop after any collection under way.
  const [locked] = await shop.pick(coupons, { id: coupons.id }, eq(coupons.id, couponId)).forUpdate();
  if (!locked) throw notFound();
  const { state } = await couponOf(shop, couponId, now);
  if (!(STOPPABLE_COUPON_STATE as readonly CouponState[]).includes(state)) {
    throw new BizError('RULE_VIOLATED', 'couponNotStoppable');
  }
  await shop.update(coupons, { stoppedAt: now }, eq(coupons.id, couponId));
  const after = await couponOf(shop, couponId, now);
  return { couponId, state: after.state };
}
