import { satangToBaht } from './price.ts';
import { type CheckFailure, fail } from './result.ts';

export type YesNo = 'y' | 'n';

// The shared promotion price check. Amounts are integer satang; a missing amount is null or
// undefined.
export type PriceCheckInput = {
  skuId: string;
  // 'y' when the ERP has no suggested promotion price for this SKU.
  bolNoPromotionalPrice: YesNo;
  // 'y' when this SKU may be sold below cost during the promotion.
  bolAllowNegProfit: YesNo;
  // 'y' when the platform exempts this SKU from the whole check.
  bolSkipCheck: YesNo;
  // Gross profit per unit at the promotion price as the ERP reports it (promotion price minus cost).
  // Used only when erpItemPromotion carries no purchase price to compute it from.
  amtInterest?: number | null;
  // The promotion price under check: the ERP's suggested price, or the merchant's own when entered.
  amtPromotion?: number | null;
  // The product's everyday market (list) price.
  marketPrice?: number | null;
  // The market price recorded for this activity; when present it is the ceiling, else marketPrice is.
  actMarketPrice?: number | null;
  // Bundle members that have no reference price yet.
  notSetPromotionGroupSkuIds?: string[] | null;
  // The ERP's promotion record for the SKU; purchasePrice is its unit cost.
  erpItemPromotion?: { purchasePrice?: number | null; [field: string]: unknown } | null;
};

const isAmount = (v: number | null | undefined): v is number => typeof v === 'number';

// A baht float reaching here is a caller bug (amounts are satang); fail loudly rather than misjudge a price.
function assertSatang(input: PriceCheckInput): void {
  const amounts = [
    input.amtInterest,
    input.amtPromotion,
    input.marketPrice,
    input.actMarketPrice,
    input.erpItemPromotion?.purchasePrice,
  ];
  for (const amount of amounts) {
    if (isAmount(amount) && !Number.isSafeInteger(amount)) {
      throw new RangeError(`price check for SKU ${input.skuId}: amount ${amount} is not integer satang`);
    }
  }
}

function grossProfit(input: PriceCheckInput, promotion: number): number | null {
  const cost = input.erpItemPromotion?.purchasePrice;
  if (isAmount(cost)) return promotion - cost;
  return isAmount(input.amtInterest) ? input.amtInterest : null;
}

// Returns every failure, not just the first, so a merchant fixing a SKU sees all its problems at once.
// An empty list means the SKU passes.
export function priceCheck(input: PriceCheckInput): CheckFailure[] {
  if (input.bolSkipCheck === 'y') return [];
  assertSatang(input);
  const { skuId } = input;
  const failures: CheckFailure[] = [];
  const promotion = input.amtPromotion;

  if (input.bolNoPromotionalPrice === 'y' || !isAmount(promotion)) {
    failures.push(fail('priceCheckNoPromotionPrice', { skuId }));
  }
  if (isAmount(promotion)) {
    const profit = grossProfit(input, promotion);
    if (profit !== null && profit < 0 && input.bolAllowNegProfit !== 'y') {
      failures.push(fail('priceCheckNegativeProfit', { skuId }));
    }
    const ceiling = isAmount(input.actMarketPrice) ? input.actMarketPrice : input.marketPrice;
    if (isAmount(ceiling) && promotion > ceiling) {
      failures.push(fail('priceCheckAboveMarket', { skuId, marketPrice: satangToBaht(ceiling) }));
    }
  }
  const unpriced = input.notSetPromotionGroupSkuIds ?? [];
  if (unpriced.length > 0) {
    failures.push(fail('priceCheckBundleNoReferencePrice', { skuId, memberSkuIds: unpriced.join(', ') }));
  }
  return failures;
}
