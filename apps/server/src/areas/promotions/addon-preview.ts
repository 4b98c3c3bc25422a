import { ADDON_MAX_SKUS } from '@sc/contract/addon.ts';
import type { AddonPreviewRow } from '@sc/contract/calls/addon.ts';
import type { ShopScope } from '../../db/tenant.ts';
import { cheapestSkuOf, type SkuPrice, skuPrices } from '../items/index.ts';
import { type AddonOffer, type CartLine, priceCart } from './engine.ts';
import { ANY_BUYER, belowCost, runningStack, stackedOf } from './preview-stack.ts';

// The final price preview of the add-on deal form (catalogue entry /oms/mms/pricemore/preview):
// each add-on SKU at the add-on price being typed, priced by the promotion engine as a checkout
// would, in the cart that opens it for least: one unit of the cheapest SKU of the chosen main
// products and one unit of the add-on SKU, with what stacks and runs now (each SKU's running
// discount, which the engine keeps where lower than the add-on price, the products' full-scale
// tiers, the best coupon the shop grants now, shared over the two lines as at checkout); and one
// unit of it bought alone with what runs now. Nothing is stored.

const baht = (satang: number) => satang / 100;

export async function previewAddonPrices(
  shop: ShopScope,
  input: { mainProductIds: readonly string[]; skus: readonly { skuId: string; price: number }[] },
  now: Date,
): Promise<{
  main: { skuId: string; productId: string; title: string; specText: string; price: number };
  list: AddonPreviewRow[];
}> {
  const main = await cheapestSkuOf(shop, input.mainProductIds);
  const found = await skuPrices(
    shop,
    input.skus.map((s) => s.skuId),
    ADDON_MAX_SKUS,
  );
  const { running, tiers, granting, names } = await runningStack(shop, [main, ...found], now);
  const line = (sku: SkuPrice): CartLine => ({
    skuId: sku.skuId,
    productId: sku.productId,
    quantity: 1,
    unitPrice: sku.price,
  });
  const mainIds = input.mainProductIds.map(Number);
  const byId = new Map(found.map((sku) => [String(sku.skuId), sku]));
  const list = input.skus.flatMap((row): AddonPreviewRow[] => {
    const sku = byId.get(row.skuId);
    if (!sku) return [];
    const deal: AddonOffer = {
      addonId: 'preview',
      mainProductIds: mainIds,
      perOrder: 1,
      skus: [{ skuId: sku.skuId, unitPrice: row.price, stockLeft: null }],
      startAt: now,
      endAt: new Date(now.getTime() + 1),
      stopped: false,
    };
    const tied = priceCart([line(main), line(sku)], granting.offers, ANY_BUYER, now, running, tiers, [deal]);
    const alone = priceCart([line(sku)], granting.offers, ANY_BUYER, now, running, tiers);
    const unit = tied.lines[1];
    if (!unit) return [];
    return [
      {
        skuId: row.skuId,
        goodsAmount: baht(unit.listAmount),
        activityDiscount: baht(unit.activityDiscount),
        addonDiscount: baht(unit.addonDiscount),
        fullscaleDiscount: baht(unit.fullscaleDiscount),
        couponDiscount: baht(unit.couponDiscount),
        payAmount: baht(unit.finalAmount),
        belowPurchase: belowCost(sku.purchasePrice, unit.finalAmount, 1),
        stacked: stackedOf(tied, names, 1),
        cartPayAmount: baht(tied.finalAmount),
        alonePayAmount: baht(alone.finalAmount),
        aloneStacked: stackedOf(alone, names),
      },
    ];
  });
  const mainActivity = running.find((a) => a.skuId === main.skuId);
  return {
    main: {
      skuId: String(main.skuId),
      productId: String(main.productId),
      title: main.title,
      specText: main.specValues.join(' / '),
      price: baht(Math.min(mainActivity?.unitPrice ?? main.price, main.price)),
    },
    list,
  };
}
