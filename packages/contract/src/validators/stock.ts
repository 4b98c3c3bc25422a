import { type Check, fail, pass } from './result.ts';

// Stock counts are whole units. "Reserved" is stock held by placed but unfinished orders (pre-occupied).

const isCount = (n: number) => Number.isSafeInteger(n);

export function checkStock({ stock, reserved }: { stock: number; reserved: number }): Check {
  if (!isCount(stock)) return fail('stockInvalid');
  if (stock < 0) return fail('stockNegative');
  if (stock < reserved) return fail('stockBelowReserved', { reserved });
  return pass();
}

// Promotion (activity) stock is carved out of the mall stock, so it must fit inside it,
// and it must still cover what orders have already reserved.
export function checkActivityStock({
  activityStock,
  mallStock,
  reserved,
}: {
  activityStock: number;
  mallStock: number;
  reserved: number;
}): Check {
  if (!isCount(activityStock)) return fail('stockInvalid');
  // Promotion stock must be above 0.
  if (activityStock <= 0) return fail('stockNotPositive');
  if (activityStock > mallStock) return fail('activityStockAboveMall', { mallStock });
  if (activityStock < reserved) return fail('stockBelowReserved', { reserved });
  return pass();
}

export function checkGiftStock({ giftStock, productStock }: { giftStock: number; productStock: number }): Check {
  if (!isCount(giftStock)) return fail('stockInvalid');
  if (giftStock <= 0) return fail('stockNotPositive');
  if (giftStock > productStock) return fail('giftStockAboveProduct', { productStock });
  return pass();
}
