import type { OrderRow } from './lock-order.ts';

// What a line of an order was paid and what units of it may refund (docs/architecture.md): the
// one arithmetic of refunds, used by after-sales (a case's refund) and by a parcel coming back
// (intercept.ts).

export interface LineMoney {
  lineNo: number;
  quantity: number;
  lineAmount: number;
  /** The line's own discount from the promotions it was sold with (order_items.discount_amount). */
  discountAmount: number;
  refundedAmount: number;
  /** Units of the line in other cases that have refunded (0 where not known). */
  refundedUnits?: number;
}

/**
 * What each line was paid, in satang, by line number: the line's own discount (what the
 * promotion engine gave it at checkout) comes off first; the rest of the order's discount, if
 * any, is shared in proportion to what the lines have left (rounded down), and what the
 * rounding leaves is taken from the last lines first, never more than a line has, so the shares
 * add up to goods − discount.
 */
export function paidShares(order: Pick<OrderRow, 'goodsAmount' | 'discountAmount'>, lines: readonly LineMoney[]) {
  const sorted = [...lines].sort((a, b) => a.lineNo - b.lineNo);
  const own = sorted.map((l) => Math.max(0, Math.min(l.discountAmount, l.lineAmount)));
  const left = sorted.map((l, i) => l.lineAmount - (own[i] ?? 0));
  const rest = left.reduce((sum, x) => sum + x, 0);
  const discount = Math.max(0, Math.min(order.discountAmount - own.reduce((sum, x) => sum + x, 0), rest));
  const taken = left.map((x) => (rest > 0 ? Math.floor((discount * x) / rest) : 0));
  let remainder = discount - taken.reduce((sum, x) => sum + x, 0);
  for (let i = sorted.length - 1; i >= 0 && remainder > 0; i--) {
    const more = Math.min((left[i] ?? 0) - (taken[i] ?? 0), remainder);
    taken[i] = (taken[i] ?? 0) + more;
    remainder -= more;
  }
  return new Map(sorted.map((l, i) => [l.lineNo, (left[i] ?? 0) - (taken[i] ?? 0)]));
}

/**
 * The most a request for `units` of each line may refund, line by line. Counted over the
 * line's units as a whole, so that units refunded case by case add up to exactly what the line
 * was paid: the units refunded before and these together may have their part of the line,
 * less what was refunded before.
 */
export function refundPlan(
  order: Pick<OrderRow, 'goodsAmount' | 'discountAmount' | 'totalAmount' | 'refundedAmount' | 'payStatus'>,
  lines: readonly LineMoney[],
  units: readonly { lineNo: number; quantity: number }[],
): { lineNo: number; cap: number }[] {
  if (order.payStatus !== 'success') return units.map((u) => ({ lineNo: u.lineNo, cap: 0 }));
  const shares = paidShares(order, lines);
  let orderLeft = order.totalAmount - order.refundedAmount;
  return units.map((u) => {
    const line = lines.find((l) => l.lineNo === u.lineNo);
    const paid = shares.get(u.lineNo) ?? 0;
    if (!line || line.quantity <= 0) return { lineNo: u.lineNo, cap: 0 };
    const upTo = Math.min(line.quantity, u.quantity + (line.refundedUnits ?? 0));
    const part = upTo >= line.quantity ? paid : Math.floor((paid * upTo) / line.quantity);
    const cap = Math.max(0, Math.min(part - line.refundedAmount, orderLeft));
    orderLeft -= cap;
    return { lineNo: u.lineNo, cap };
  });
}
