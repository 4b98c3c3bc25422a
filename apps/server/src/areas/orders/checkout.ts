import type { MessageKey } from '@sc/contract/messages.ts';
import {
  BUYER_REMARK_MAX,
  type DeliveryMode,
  type OrderStatus,
  type OrderType,
  type PayMethod,
} from '@sc/contract/orders.ts';
import { PLUS_GROUP } from '@sc/contract/plusmember.ts';
import { BUYER_GROUP, type BuyerGroup } from '@sc/contract/promotions.ts';
import { checkDeposit } from '@sc/contract/validators/deposit.ts';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { buyers, type OrderAddress, orderItems, orders, products, skus } from '../../db/schema.ts';
import { ShopScope } from '../../db/tenant.ts';
import { lockProducts, reserveStock } from '../items/index.ts';
import {
  bundleStep,
  checkPurchaseLimits,
  grantCashback,
  markClaimOrder,
  outsideBundles,
  priceCheckout,
  recordActivityBuys,
  runningAddons,
  runningBundles,
  runningFullscales,
  runningGifts,
  runningMemberOffers,
  takeActivityStock,
  takeAddonStock,
  takeBundleStock,
  takeCampaignStock,
  takeFlashStock,
  takeGifts,
  unitPriceStep,
} from '../promotions/index.ts';
import { shipDeadlineOf } from './deadlines.ts';
import { refuse } from './lock-order.ts';
import { recordEvent } from './timeline.ts';

// Checkout: a buyer places an order (the simulator's door).

/** Most units of one SKU in one order line. */
export const MAX_LINE_QUANTITY = 999;

export interface CheckoutInput {
  shopId: string;
  buyerId: string;
  lines: { skuId: number; quantity: number }[];
  payMethod: PayMethod;
  orderType?: OrderType | undefined;
  deliveryMode?: DeliveryMode | undefined;
  buyerRemark?: string | undefined;
  /** Defaults to the buyer's own address. */
  address?: OrderAddress | undefined;
  /** Satang. */
  freightAmount?: number | undefined;
  discountAmount?: number | undefined;
  depositAmount?: number | undefined;
}

const satangOk = (n: number) => Number.isSafeInteger(n) && n >= 0;

const buyerGroups = (groups: readonly string[]): BuyerGroup[] =>
  groups.filter((g): g is BuyerGroup => (BUYER_GROUP as readonly string[]).includes(g));

/**
 * Places an order: reserves each SKU's units with one conditional UPDATE (available stock never
 * goes below zero, however many buyers check out at once), snapshots the lines and records the
 * `placed` event. Cash on delivery goes straight to to_ship; other pay methods wait unpaid.
 */
export async function checkout(tx: Tx, input: CheckoutInput, now: Date): Promise<{ orderId: number }> {
  const shop = new ShopScope(tx, input.shopId);
  const [buyer] = await tx.select().from(buyers).where(eq(buyers.id, input.buyerId)).limit(1);
  if (!buyer) throw refuse('mktBuyerNotFound', {}, 'NOT_FOUND');
  if (buyer.status !== 'active') throw refuse('mktBuyerBanned');

  // One line per SKU, quantities added up.
  const wanted = new Map<number, number>();
  for (const line of input.lines) {
    if (!Number.isSafeInteger(line.quantity) || line.quantity < 1 || line.quantity > MAX_LINE_QUANTITY) {
      throw refuse('mktQuantityInvalid', { max: MAX_LINE_QUANTITY }, 'VALIDATION_FAILED');
    }
    if (!Number.isSafeInteger(line.skuId)) throw refuse('mktSkuNotFound', { sku: String(line.skuId) }, 'NOT_FOUND');
    wanted.set(line.skuId, (wanted.get(line.skuId) ?? 0) + line.quantity);
  }
  if (wanted.size === 0) throw refuse('mktQuantityInvalid', { max: MAX_LINE_QUANTITY }, 'VALIDATION_FAILED');
  for (const [, q] of wanted) {
    if (q > MAX_LINE_QUANTITY) throw refuse('mktQuantityInvalid', { max: MAX_LINE_QUANTITY }, 'VALIDATION_FAILED');
  }

  const skuIds = [...wanted.keys()].sort((a, b) => a - b);
  const found = await tx
    .select({ id: skus.id, productId: skus.productId })
    .from(skus)
    .where(shop.where(skus, inArray(skus.id, skuIds)));
  const productOfSku = new Map(found.map((r) => [r.id, r.productId]));
  const missing = skuIds.find((id) => !productOfSku.has(id));
  if (missing !== undefined) throw refuse('mktSkuNotFound', { sku: String(missing) }, 'NOT_FOUND');

  // Lock the products, then read them under the lock: one taken off the shelf meanwhile is seen.
  const productIds = [...new Set(found.map((r) => r.productId))];
  // The gift activities the cart's main goods may open: their gift products are locked with the
  // cart's, in one order, so a gift's units are reserved as any line's are.
  const giftOffers = await runningGifts(shop, productIds, now);
  const lockedIds = [...new Set([...productIds, ...giftOffers.map((g) => g.giftProductId)])];
  await lockProducts(tx, input.shopId, lockedIds);
  const productRows = await tx
    .select({
      id: products.id,
      title: products.title,
      status: products.status,
      deletedAt: products.deletedAt,
      purgedAt: products.purgedAt,
      images: products.images,
      weightGrams: products.weightGrams,
    })
    .from(products)
    .where(shop.where(products, inArray(products.id, lockedIds)));
  const productById = new Map(productRows.map((p) => [p.id, p]));
  for (const id of productIds) {
    const p = productById.get(id);
    if (!p) throw refuse('mktSkuNotFound', { sku: String(id) }, 'NOT_FOUND');
    if (p.status !== 'on_sale' || p.deletedAt || p.purgedAt) throw refuse('mktOutOfStock', { title: p.title });
  }

  // Reserve: one conditional UPDATE per SKU, in SKU id order.
  const reserved: {
    skuId: number;
    productId: number;
    quantity: number;
    price: number;
    specValues: string[];
    imageUrl: string;
    code: string;
  }[] = [];
  for (const skuId of skuIds) {
    const q = wanted.get(skuId) ?? 0;
    const row = await reserveStock(tx, input.shopId, skuId, q, now);
    if (!row) {
      const title = productById.get(productOfSku.get(skuId) ?? 0)?.title ?? String(skuId);
      throw refuse('mktOutOfStock', { title });
    }
    reserved.push({
      skuId,
      productId: row.productId,
      quantity: q,
      price: row.price,
      specValues: row.specValues,
      imageUrl: row.imageUrl,
      code: row.code,
    });
  }

  // A buyer past a purchase limit's allowance on a SKU is refused, naming the product and what is left.
  await checkPurchaseLimits(
    shop,
    buyer.id,
    reserved.map((l) => ({
      skuId: l.skuId,
      quantity: l.quantity,
      title: productById.get(l.productId)?.title ?? String(l.skuId),
    })),
    now,
  );

  // The promotion engine prices the lines: running activities' prices first (their stock taken
  // here, the per-buyer limit checked), then the best reached tier of a running full-scale
  // promotion, then the coupons the buyer holds, spending the one it takes; each line keeps its
  // discount (and its full-scale promotion) so after-sales refunds what was paid for it.
  const cart = reserved.map((l) => ({
    skuId: l.skuId,
    productId: l.productId,
    quantity: l.quantity,
    unitPrice: l.price,
  }));
  // T Plus member prices: a member's line takes an activity's stock only for a price below its
  // member price (the engine's tie goes to the member offer).
  // Flash sales first: the units within the buyer's limit of a SKU approved into a running slot
  // take its flash stock (one conditional UPDATE per line) and sell at the flash price, ahead of
  // any activity's; the line's other units go on to the steps below at their normal price.
  const flashOffers = await takeFlashStock(shop, buyer.id, cart, now);
  const flashOnly = (skuId: number) => flashOffers.find((f) => f.skuId === skuId)?.units ?? 0;
  // Platform campaigns next: the units a flash price did not take, of a SKU approved into a running
  // campaign, take its campaign stock (one conditional UPDATE per line) and sell at the campaign price.
  const campaignOffers = await takeCampaignStock(
    shop,
    cart.map((l) => ({ ...l, quantity: l.quantity - flashOnly(l.skuId) })),
    now,
  );
  const takenAhead = (skuId: number) => flashOnly(skuId) + (campaignOffers.find((c) => c.skuId === skuId)?.units ?? 0);
  const restCart = cart.map((l) => ({ ...l, quantity: l.quantity - takenAhead(l.skuId) }));
  const groups = buyerGroups(buyer.groups);
  const memberOffers = await runningMemberOffers(shop, skuIds, now);
  const ceiling = (skuId: number, price: number) =>
    groups.includes(PLUS_GROUP)
      ? Math.min(price, ...memberOffers.filter((m) => m.skuId === skuId).map((m) => m.unitPrice))
      : price;
  const activityOffers = await takeActivityStock(
    shop,
    buyer.id,
    reserved
      .map((l) => ({
        skuId: l.skuId,
        quantity: l.quantity - takenAhead(l.skuId),
        unitPrice: ceiling(l.skuId, l.price),
        title: productById.get(l.productId)?.title ?? '',
      }))
      .filter((l) => l.quantity > 0),
    now,
  );
  // Bundles: the sets the engine prices at a package price take the bundle's stock of sets.
  const basePrices = unitPriceStep(restCart, groups.includes(PLUS_GROUP), now, activityOffers, memberOffers);
  const bundleOffers = await takeBundleStock(shop, restCart, await runningBundles(shop, skuIds, now), basePrices, now);
  // Add-on deals: the units outside the sets the engine sells at an add-on price take the deal's add-on stock.
  const addonOffers = await takeAddonStock(
    shop,
    outsideBundles(restCart, bundleStep(restCart, bundleOffers, now, basePrices).shares),
    await runningAddons(shop, skuIds, now),
    basePrices,
    now,
    cart,
  );
  const ordersBefore = await shop.count(orders, eq(orders.buyerId, buyer.id));
  const priced = await priceCheckout(
    shop,
    buyer.id,
    { registeredAt: buyer.createdAt, ordersInShop: ordersBefore, groups },
    cart,
    now,
    activityOffers,
    await runningFullscales(shop, productIds, now),
    addonOffers,
    memberOffers,
    flashOffers,
    bundleOffers,
    campaignOffers,
  );

  // Gifts: a cart holding enough of a running gift activity's main goods gets its gift line at 0
  // baht, taken from the gift stock; without stock left the order goes on without it.
  const giftLines = await takeGifts(tx, shop, reserved, giftOffers, now);

  // Amounts in satang: total = goods + freight − discount (the promotions' and any other); a gift
  // line adds 0 to the goods.
  const goodsAmount = reserved.reduce((sum, l) => sum + l.price * l.quantity, 0);
  const freightAmount = input.freightAmount ?? 0;
  const extraDiscount = input.discountAmount ?? 0;
  if (!satangOk(freightAmount) || !satangOk(extraDiscount)) {
    throw refuse('mktAmountsInvalid', {}, 'VALIDATION_FAILED');
  }
  const discountAmount = priced.discount + extraDiscount;
  const totalAmount = goodsAmount + freightAmount - discountAmount;
  if (totalAmount < 0) throw refuse('mktAmountsInvalid', {}, 'VALIDATION_FAILED');

  const orderType = input.orderType ?? 'normal';
  const depositAmount = input.depositAmount ?? 0;
  if (orderType === 'deposit') {
    const check = checkDeposit({ price: goodsAmount, deposit: depositAmount });
    if (!check.ok) {
      const key: MessageKey = check.key === 'depositTooHigh' ? 'mktDepositTooHigh' : 'mktDepositTooLow';
      throw refuse(key, check.params ?? {}, 'VALIDATION_FAILED');
    }
  } else if (depositAmount !== 0) {
    throw refuse('mktDepositOnlyForDeposit', {}, 'VALIDATION_FAILED');
  }

  const cod = input.payMethod === 'cod';
  const status: OrderStatus = cod ? 'to_ship' : 'unpaid';
  const [order] = await tx
    .insert(orders)
    .values({
      shopId: input.shopId,
      buyerId: buyer.id,
      buyerNickname: buyer.nickname,
      status,
      payStatus: 'to_pay',
      payMethod: input.payMethod,
      orderType,
      deliveryMode: input.deliveryMode ?? 'express',
      goodsAmount,
      freightAmount,
      discountAmount,
      totalAmount,
      depositAmount,
      buyerRemark: (input.buyerRemark ?? '').trim().slice(0, BUYER_REMARK_MAX),
      address: input.address ?? buyer.address,
      itemCount: [...reserved, ...giftLines].reduce((n, l) => n + l.quantity, 0),
      shipDeadline: cod ? shipDeadlineOf(orderType, now) : null,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: orders.id });
  if (!order) throw new Error('order insert returned nothing');

  await tx.insert(orderItems).values(
    reserved.map((l, i) => {
      const p = productById.get(l.productId);
      return {
        shopId: input.shopId,
        orderId: order.id,
        lineNo: i + 1,
        productId: l.productId,
        skuId: l.skuId,
        title: p?.title ?? '',
        specValues: l.specValues,
        imageUrl: l.imageUrl || p?.images[0] || '',
        skuCode: l.code,
        unitPrice: l.price,
        quantity: l.quantity,
        lineAmount: l.price * l.quantity,
        discountAmount: priced.lines[i]?.discount ?? 0,
        couponClaimId: priced.applied,
        activityId: priced.lines[i]?.activityId ?? null,
        fullscaleId: priced.lines[i]?.fullscaleId ?? null,
        activityDiscount: priced.lines[i]?.activityDiscount ?? 0,
        fullscaleDiscount: priced.lines[i]?.fullscaleDiscount ?? 0,
        couponDiscount: priced.lines[i]?.couponDiscount ?? 0,
        addonId: priced.lines[i]?.addonId ?? null,
        addonUnits: priced.lines[i]?.addonUnits ?? 0,
        addonDiscount: priced.lines[i]?.addonDiscount ?? 0,
        seckillId: priced.lines[i]?.seckillId ?? null,
        seckillUnits: priced.lines[i]?.seckillUnits ?? 0,
        seckillDiscount: priced.lines[i]?.seckillDiscount ?? 0,
        campaignRegId: priced.lines[i]?.campaignRegId ?? null,
        campaignUnits: priced.lines[i]?.campaignUnits ?? 0,
        campaignDiscount: priced.lines[i]?.campaignDiscount ?? 0,
        plusOfferId: priced.lines[i]?.memberOfferId ?? null,
        memberDiscount: priced.lines[i]?.memberDiscount ?? 0,
        bundleId: priced.lines[i]?.bundleId ?? null,
        bundleUnits: priced.lines[i]?.bundleUnits ?? 0,
        bundleSets: priced.lines[i]?.bundleSets ?? 0,
        bundleDiscount: priced.lines[i]?.bundleDiscount ?? 0,
        weightGrams: p?.weightGrams ?? 0,
      };
    }),
  );
  if (giftLines.length > 0) {
    await tx.insert(orderItems).values(
      giftLines.map((g, j) => {
        const p = productById.get(g.productId);
        return {
          shopId: input.shopId,
          orderId: order.id,
          lineNo: reserved.length + j + 1,
          productId: g.productId,
          skuId: g.skuId,
          title: p?.title ?? '',
          specValues: g.specValues,
          imageUrl: g.imageUrl || p?.images[0] || '',
          skuCode: g.code,
          unitPrice: 0,
          quantity: g.quantity,
          lineAmount: 0,
          giftId: g.giftId,
          weightGrams: p?.weightGrams ?? 0,
        };
      }),
    );
  }

  if (priced.applied) await markClaimOrder(shop, priced.applied, order.id);
  // Units at a flash price were not bought at the activity price.
  await recordActivityBuys(
    shop,
    order.id,
    buyer.id,
    priced.lines.map((l) => ({ ...l, quantity: l.quantity - l.seckillUnits })),
    now,
  );
  // The goods after every discount (freight not counted) may earn the running cashback rule's cashback.
  await grantCashback(shop, { orderId: order.id, buyerId: buyer.id, spend: priced.finalAmount }, now);

  for (const productId of productIds) {
    const n = reserved.filter((l) => l.productId === productId).reduce((s, l) => s + l.quantity, 0);
    await tx
      .update(products)
      .set({
        salesCount: sql`${products.salesCount} + ${n}`,
        lastSoldAt: sql`greatest(${products.lastSoldAt}, ${now})`,
      })
      .where(shop.where(products, eq(products.id, productId)));
  }

  await recordEvent(
    tx,
    {
      shopId: input.shopId,
      orderId: order.id,
      kind: 'placed',
      actor: 'buyer',
      actorId: buyer.id,
      detail: { payMethod: input.payMethod, orderType, totalAmount },
    },
    now,
  );
  return { orderId: order.id };
}
