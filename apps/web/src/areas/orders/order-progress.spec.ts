import { describe, expect, it } from 'vitest';
import { orderProgress } from './order-progress.ts';

const placed = '2026-11-01T03:00:00.000Z';
const paid = '2026-11-01T03:05:00.000Z';
const shipped = '2026-11-02T03:00:00.000Z';
const delivered = '2026-11-04T03:00:00.000Z';

const base = {
  status: 'to_ship' as const,
  createdAt: placed,
  paidAt: paid,
  shippedAt: null,
  deliveredAt: null,
  signedAt: null,
  completedAt: null,
  cancelledAt: null,
  shipments: [],
};

const parcel = (over: Record<string, unknown>) =>
  ({
    shipmentId: '1',
    carrierCode: 'KERRY',
    carrierName: 'Kerry Express',
    waybillNo: 'KEX1',
    status: 'in_transit',
    kind: 'normal',
    lines: [{ lineNo: 1, quantity: 1 }],
    shippedAt: shipped,
    pickedUpAt: null,
    deliveredAt: null,
    signedAt: null,
    cancelledAt: null,
    interceptStatus: null,
    interceptBy: null,
    interceptRequestedAt: null,
    backAt: null,
    receivedBackAt: null,
    tracks: [],
    ...over,
  }) as never;

const keys = (p: ReturnType<typeof orderProgress>) => p.steps.map((s) => s.key);

describe('an order page progress bar', () => {
  it('shows the five steps with the one a paid order waits at', () => {
    const p = orderProgress(base);
    expect(keys(p)).toEqual(['placed', 'paid', 'shipped', 'delivered', 'completed']);
    expect(p.current).toBe(1);
    expect(p.status).toBe('process');
  });

  it('finishes at completed', () => {
    const p = orderProgress({
      ...base,
      status: 'completed',
      shippedAt: shipped,
      signedAt: delivered,
      completedAt: delivered,
    });
    expect(p.current).toBe(4);
    expect(p.status).toBe('finish');
    expect(p.steps[3]?.at).toBe(delivered);
  });

  it('ends an intercepted order at "intercepted", not at "shipped"', () => {
    const back = '2026-11-03T08:00:00.000Z';
    const p = orderProgress({
      ...base,
      status: 'intercepted',
      shippedAt: shipped,
      shipments: [parcel({ interceptStatus: 'intercepted', interceptRequestedAt: shipped, backAt: back })],
    });
    expect(keys(p)).toEqual(['placed', 'paid', 'shipped', 'intercepted']);
    expect(p.current).toBe(3);
    expect(p.status).toBe('error');
    expect(p.steps[3]?.at).toBe(back);
  });

  it('ends a cancelled unpaid order right after it was placed', () => {
    const cancelledAt = '2026-11-01T04:00:00.000Z';
    const p = orderProgress({ ...base, status: 'system_cancelled', paidAt: null, cancelledAt });
    expect(keys(p)).toEqual(['placed', 'cancelled']);
    expect(p.steps[1]?.at).toBe(cancelledAt);
    expect(p.status).toBe('error');
  });

  it('ends a returned order after the steps it reached, at the last parcel received back', () => {
    const received = '2026-11-06T03:00:00.000Z';
    const p = orderProgress({
      ...base,
      status: 'returned',
      shippedAt: shipped,
      deliveredAt: delivered,
      shipments: [parcel({ receivedBackAt: received })],
    });
    expect(keys(p)).toEqual(['placed', 'paid', 'shipped', 'delivered', 'returned']);
    expect(p.steps[4]?.at).toBe(received);
  });
});
