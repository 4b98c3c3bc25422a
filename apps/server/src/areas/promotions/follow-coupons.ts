import { FOLLOW_COUPON_CODE_PREFIX, FOLLOW_COUPON_PER_PERSON, FOLLOW_COUPONS_AT_ONCE } from '@sc/contract/follow.ts';
import { COUPON_STATE, type CouponTab } from '@sc/contract/promotions.ts';
import { and, asc, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { newId } from '../../db/ids.ts';
import { coupons } from '../../db/schema.ts';
import type { ShopScope } from '../../db/tenant.ts';
import { BizError, notFound } from '../../errors.ts';
import type { CouponData } from './coupon-rules.ts';
import { couponOf, couponState, createCoupon, presentCoupon, stopCoupon } from './coupons.ts';
import { followerCount } from './follows.ts';
import { stateCounts } from './state-counts.ts';

// Follow coupons of a shop (/promotion/attention): coupons of channel 'follow', made, listed and
// stopped through the coupons' own functions. At most FOLLOW_COUPONS_AT_ONCE (1) follow coupon's
// grant window may overlap another's that is not stopped, so one grants at a time; an advisory
// lock per shop orders two saves, so two overlapping ones cannot both pass.

const isFollow = eq(coupons.channel, 'follow');

/** The follow coupon's data from the coupon rules' data: its own code, one per follower, all buyers (followers checked on collect). */
export function followCouponData(data: Omit<CouponData, 'code' | 'perPerson' | 'audience'>): CouponData {
  return {
    ...data,
    code: `${FOLLOW_COUPON_CODE_PREFIX}${newId().slice(0, 12).toUpperCase()}`,
    perPerson: FOLLOW_COUPON_PER_PERSON,
    audience: 'all',
    channel: 'follow',
  };
}

export async function createFollowCoupon(shop: ShopScope, data: CouponData, userId: string, now: Date) {
  await shop.tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`follow:${shop.shopId}`}))`);
  const overlapping = await shop
    .pick(
      coupons,
      { name: coupons.name },
      and(
        isFollow,
        isNull(coupons.stoppedAt),
        lt(coupons.grantStart, data.grantEnd),
        gt(coupons.grantEnd, data.grantStart),
      ),
    )
    .orderBy(asc(coupons.grantStart), asc(coupons.id));
  if (overlapping.length >= FOLLOW_COUPONS_AT_ONCE) {
    throw new BizError('RULE_VIOLATED', 'followCouponOverlap', { name: overlapping[0]?.name ?? '' });
  }
  return createCoupon(shop, { ...data, channel: 'follow' }, userId, now);
}

/** One follow coupon of the shop with its state; a coupon of /promotion/coupon is not one. */
export async function followCouponOf(shop: ShopScope, couponId: string, now: Date) {
  const row = await couponOf(shop, couponId, now);
  if (row.coupon.channel !== 'follow') throw notFound();
  return row;
}

export async function stopFollowCoupon(shop: ShopScope, couponId: string, now: Date) {
  await followCouponOf(shop, couponId, now);
  return stopCoupon(shop, couponId, now);
}

export async function listFollowCoupons(
  shop: ShopScope,
  input: { tab: CouponTab; pageNum: number; pageSize: number },
  now: Date,
) {
  const state = couponState(now);
  const where = and(isFollow, input.tab === 'all' ? undefined : sql`${state} = ${input.tab}`);
  const rows = await shop
    .pick(coupons, { coupon: coupons, state }, where)
    .orderBy(desc(coupons.createdAt), desc(coupons.id))
    .limit(input.pageSize)
    .offset((input.pageNum - 1) * input.pageSize);
  const total = await shop.count(coupons, where);
  const tabCounts = await stateCounts(shop, coupons, state, COUPON_STATE, isFollow);
  const [granting] = await shop
    .pick(coupons, { coupon: coupons, state }, and(isFollow, sql`${state} = 'granting'`))
    .orderBy(asc(coupons.grantStart))
    .limit(1);
  return {
    list: rows.map((r) => presentCoupon(r.coupon, r.state)),
    page: { pageNum: input.pageNum, pageSize: input.pageSize, count: total },
    tabCounts,
    followers: await followerCount(shop),
    granting: granting ? presentCoupon(granting.coupon, granting.state) : null,
  };
}
