import { activityInput, promoteSkuInput } from '@sc/contract/calls/activities.ts';
import { addonInput } from '@sc/contract/calls/addon.ts';
import { bundleInput } from '@sc/contract/calls/bundle.ts';
import { cashbackInput } from '@sc/contract/calls/cashback.ts';
import { depositInput } from '@sc/contract/calls/deposit.ts';
import { fullscaleInput } from '@sc/contract/calls/fullscale.ts';
import { giftInput } from '@sc/contract/calls/gift.ts';
import { plusOfferInput } from '@sc/contract/calls/plusmember.ts';
import { couponInput } from '@sc/contract/calls/promotions.ts';
import { purchaseLimitInput } from '@sc/contract/calls/purchase-limits.ts';
import type { Locale } from '@sc/contract/locale.ts';
import { and, desc, eq, gte, isNull, sql } from 'drizzle-orm';
import { products, skus } from '../../db/schema.ts';
import type { ShopScope } from '../../db/tenant.ts';
import { createActivity } from './activities.ts';
import { maintainActivitySkus } from './activity-items.ts';
import { checkActivity } from './activity-rules.ts';
import { checkAddon, createAddon } from './addon.ts';
import { checkBundle, createBundle } from './bundle.ts';
import { createCashback } from './cashback.ts';
import { checkCashback } from './cashback-rules.ts';
import { checkCoupon } from './coupon-rules.ts';
import { createCoupon } from './coupons.ts';
import { checkPresale, createPresale } from './deposit.ts';
import { createFullscale } from './fullscale.ts';
import { checkFullscale } from './fullscale-rules.ts';
import { checkGift, createGift } from './gift.ts';
import { createPlusOffer } from './plusmember.ts';
import { checkPlusOffer } from './plusmember-rules.ts';
import { checkPurchaseLimit } from './purchase-limit-rules.ts';
import { createPurchaseLimit } from './purchase-limits.ts';

// The demo shop's own promotions, one of each tool in the states a merchant meets them: running
// ones a buyer of the simulator gets at checkout, some about to start, two ended. Each is made as
// the merchant's form makes it (the call's input, its checks, its create), on the day it would
// have been made, so every rule holds as it does for a real shop. Pay-later is left out: it needs
// agreement 010, which the demo shop starts without (the gate is part of the demo).

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const LOCALE: Locale = 'th-TH';

interface DemoSku {
  skuId: number;
  productId: number;
  /** Satang. */
  price: number;
  stock: number;
}

type Twelve = [
  DemoSku,
  DemoSku,
  DemoSku,
  DemoSku,
  DemoSku,
  DemoSku,
  DemoSku,
  DemoSku,
  DemoSku,
  DemoSku,
  DemoSku,
  DemoSku,
];

const baht = (satang: number) => (satang / 100).toFixed(2);

/**
 * Seeds the promotions of `shop` (the demo shop, with its products on sale) as `ownerId` made
 * them, against the seed's clock `now`. Takes SKUs from the end of the shop's SKUs with stock to
 * spare, one product each, so the platform campaigns' registrations (taken from the start) keep
 * theirs. Does nothing when the shop has too few.
 */
export async function seedDemoPromotions(shop: ShopScope, ownerId: string, now: Date): Promise<void> {
  const pool = await demoSkus(shop, 12);
  if (pool.length < 12) return;
  const [a, b, c, d, e, f, g, h, i, j, k, l] = pool as Twelve;
  const at = (base: Date, ms: number) => new Date(base.getTime() + ms).toISOString();
  /** The day a promotion was made: `daysAgo` before now, its start an hour after. */
  const madeOn = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY);

  // A shop-wide coupon buyers are collecting now.
  {
    const made = madeOn(3);
    const input = couponInput.parse({
      name: 'คูปองลด 50 บาท ต้อนรับลูกค้าใหม่',
      code: 'DEMO50',
      type: 'amount',
      faceValue: '50',
      minSpend: '500',
      quantity: 500,
      perPerson: 1,
      grantStart: at(made, HOUR),
      grantEnd: at(now, 20 * DAY),
      validityDays: 7,
    });
    await createCoupon(shop, checkCoupon(input, made, LOCALE), ownerId, made);
  }

  // A discount running on two SKUs, 15% off.
  {
    const made = madeOn(2);
    const activity = await createActivity(
      shop,
      checkActivity(
        activityInput.parse({ name: 'ลดต้อนรับปลายปี 15%', startTime: at(made, HOUR), endTime: at(now, 10 * DAY) }),
        made,
        LOCALE,
      ),
      ownerId,
      made,
    );
    const offer = (s: DemoSku) =>
      promoteSkuInput.parse({
        skuId: String(s.skuId),
        amtPromotion: baht(Math.floor((s.price * 85) / 100)),
        activityStock: Math.min(30, s.stock),
        perBuyer: 2,
      });
    await maintainActivitySkus(shop, activity.activityId, [offer(a), offer(b)], made, LOCALE);
  }

  // Spend-and-save on two products, starting in two days.
  {
    const input = fullscaleInput.parse({
      name: 'ช้อปครบ 1,000 ลด 100',
      startTime: at(now, 2 * DAY),
      endTime: at(now, 16 * DAY),
      kind: 'amount',
      rewardType: 'amount',
      tiers: [
        { threshold: 1000, reward: 100 },
        { threshold: 2000, reward: 250 },
      ],
      scope: 'products',
      productIds: [String(c.productId), String(d.productId)],
    });
    await createFullscale(shop, checkFullscale(input, now, LOCALE), ownerId, now);
  }

  // A gift with one product, running.
  {
    const made = madeOn(1);
    const input = giftInput.parse({
      name: 'ซื้อวันนี้รับของแถม',
      startTime: at(made, HOUR),
      endTime: at(now, 7 * DAY),
      mainProductIds: [String(e.productId)],
      giftSkuId: String(f.skuId),
      giftStock: Math.min(10, f.stock),
      threshold: 1,
      perOrder: 1,
    });
    await createGift(shop, await checkGift(shop, input, made, LOCALE), ownerId, LOCALE, made);
  }

  // A bundle that ran last week and ended.
  {
    const made = madeOn(12);
    const input = bundleInput.parse({
      name: 'เซ็ตคู่สุดคุ้ม',
      startTime: at(made, HOUR),
      endTime: at(now, -5 * DAY),
      packagePrice: baht(Math.floor(((g.price + h.price) * 90) / 100)),
      stock: 20,
      items: [
        { skuId: String(g.skuId), role: 'main', quantity: 1 },
        { skuId: String(h.skuId), role: 'addon', quantity: 1 },
      ],
    });
    await createBundle(shop, await checkBundle(shop, input, made, LOCALE), ownerId, LOCALE, made);
  }

  // An add-on deal starting tomorrow.
  {
    const input = addonInput.parse({
      name: 'ซื้อเพิ่มราคาพิเศษ',
      startTime: at(now, DAY),
      endTime: at(now, 15 * DAY),
      mainProductIds: [String(i.productId)],
      skus: [{ skuId: String(j.skuId), price: baht(Math.floor((j.price * 70) / 100)), stock: Math.min(15, j.stock) }],
      perOrder: 1,
    });
    await createAddon(shop, await checkAddon(shop, input, now, LOCALE), ownerId, LOCALE, now);
  }

  // Cashback that ran last month (one rule runs at a time: the merchant may start the next).
  {
    const made = madeOn(40);
    const input = cashbackInput.parse({
      name: 'เงินคืน 5% ต้นเดือน',
      minSpend: 300,
      rewardType: 'percent',
      reward: 5,
      cap: 50,
      budget: 5000,
      startTime: at(made, HOUR),
      endTime: at(now, -10 * DAY),
    });
    await createCashback(shop, checkCashback(input, made, LOCALE), ownerId, made);
  }

  // A purchase limit on a scarce SKU, from the day after tomorrow, until stopped.
  {
    const input = purchaseLimitInput.parse({
      name: 'จำกัด 2 ชิ้นต่อคน',
      limitQty: 2,
      startTime: at(now, 2 * DAY),
      periodDays: 7,
      skuIds: [String(k.skuId)],
    });
    await createPurchaseLimit(shop, checkPurchaseLimit(input, now, LOCALE), ownerId, now);
  }

  // A T Plus member price, running.
  {
    const made = madeOn(2);
    const input = plusOfferInput.parse({
      name: 'ราคาพิเศษสมาชิก T Plus',
      startTime: at(made, HOUR),
      endTime: at(now, 12 * DAY),
      skus: [{ skuId: String(c.skuId), memberPrice: baht(Math.floor((c.price * 90) / 100)) }],
    });
    await createPlusOffer(shop, checkPlusOffer(input, made, LOCALE), ownerId, made, LOCALE);
  }

  // A pre-sale whose deposits open in three days: the most deposit the price's band allows in
  // whole tens of baht, worth twice its amount off the price.
  {
    const deposit = Math.floor((l.price * 20) / 100 / 100 / 10) * 10;
    const input = depositInput.parse({
      name: 'พรีออเดอร์ล็อตใหม่',
      depositStart: at(now, 3 * DAY),
      depositEnd: at(now, 10 * DAY),
      balanceEnd: at(now, 12 * DAY),
      skus: [{ skuId: String(l.skuId), deposit: String(deposit), deduction: String(2 * deposit), stock: 10 }],
    });
    await createPresale(shop, await checkPresale(shop, input, now, LOCALE), ownerId, LOCALE, now);
  }
}

/** SKUs on sale with stock to spare, one per product, from the end of the shop's SKUs. */
async function demoSkus(shop: ShopScope, count: number): Promise<DemoSku[]> {
  // Joined by hand on the shop columns: a SKU and its product are one shop's.
  const rows = await shop.tx
    .select({ skuId: skus.id, productId: skus.productId, price: skus.price, stock: skus.stock })
    .from(skus)
    .innerJoin(products, and(eq(products.shopId, skus.shopId), eq(products.id, skus.productId)))
    .where(
      shop.where(
        skus,
        eq(products.status, 'on_sale'),
        isNull(products.deletedAt),
        gte(sql`${skus.stock} - ${skus.reserved}`, 30),
        gte(skus.price, 10_000),
      ),
    )
    .orderBy(desc(skus.id));
  const seen = new Set<number>();
  const picked: DemoSku[] = [];
  for (const r of rows) {
    if (seen.has(r.productId)) continue;
    seen.add(r.productId);
    picked.push({ skuId: r.skuId, productId: r.productId, price: Number(r.price), stock: Number(r.stock) });
    if (picked.length === count) break;
  }
  return picked;
}
