import type { OrderDetail } from '@sc/contract/calls/orders.ts';

/** The steps of an order's way to the buyer, and the ends it may come to instead. */
export type ProgressStepKey =
  | 'placed'
  | 'paid'
  | 'shipped'
  | 'delivered'
  | 'completed'
  | 'cancelled'
  | 'intercepted'
  | 'returned';

export interface OrderProgress {
  steps: { key: ProgressStepKey; at: string | null }[];
  /** The index of the step the order stands at. */
  current: number;
  /** `error` when the order ended off its way (cancelled, stopped in transit, sent back). */
  status: 'process' | 'finish' | 'error';
}

type ProgressFields = Pick<
  OrderDetail,
  | 'status'
  | 'createdAt'
  | 'paidAt'
  | 'shippedAt'
  | 'deliveredAt'
  | 'signedAt'
  | 'completedAt'
  | 'cancelledAt'
  | 'shipments'
>;

/**
 * The progress bar of an order's page. An order on its way shows the five steps with the one it
 * reached; one that ended otherwise shows the steps it did reach, then how it ended (cancelled,
 * intercepted, returned) as the last step, marked as an error, so an intercepted order no longer
 * reads "Shipped" as if the parcel were still going to the buyer.
 */
export function orderProgress(o: ProgressFields): OrderProgress {
  const reached: OrderProgress['steps'] = [{ key: 'placed', at: o.createdAt }];
  if (o.paidAt) reached.push({ key: 'paid', at: o.paidAt });
  if (o.shippedAt) reached.push({ key: 'shipped', at: o.shippedAt });
  const delivered = o.signedAt ?? o.deliveredAt;
  if (delivered) reached.push({ key: 'delivered', at: delivered });

  const end = endOf(o);
  if (end) {
    const steps = [...reached, end];
    return { steps, current: steps.length - 1, status: 'error' };
  }
  const way: OrderProgress['steps'] = [
    { key: 'placed', at: o.createdAt },
    { key: 'paid', at: o.paidAt },
    { key: 'shipped', at: o.shippedAt },
    { key: 'delivered', at: delivered },
    { key: 'completed', at: o.completedAt },
  ];
  if (o.completedAt) return { steps: way, current: 4, status: 'finish' };
  return { steps: way, current: reached.length - 1, status: 'process' };
}

/** How an order ended off its way, with when, or null while it is on it. */
function endOf(o: ProgressFields): OrderProgress['steps'][number] | null {
  switch (o.status) {
    case 'cancelled':
    case 'system_cancelled':
      return { key: 'cancelled', at: o.cancelledAt };
    case 'intercepted': {
      const stopped = o.shipments.find((s) => s.interceptStatus === 'intercepted');
      return {
        key: 'intercepted',
        at: stopped ? (stopped.receivedBackAt ?? stopped.backAt ?? stopped.interceptRequestedAt) : null,
      };
    }
    case 'returned': {
      const back = o.shipments.map((s) => s.receivedBackAt ?? s.backAt).filter((at): at is string => at !== null);
      return { key: 'returned', at: back.sort().at(-1) ?? null };
    }
    default:
      return null;
  }
}
