import { AFTER_SALE_STATUS, AFTER_SALE_TYPES, isFinalAfterSale } from '@sc/contract/after-sales.ts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  allows,
  DEADLINE_OF,
  deadlineFor,
  MOVES,
  type MoveName,
  merchantMoves,
} from '../src/areas/after-sales/machine.ts';
import { paidShares, refundPlan } from '../src/areas/after-sales/money.ts';

// The moves table and the refund arithmetic, without a database.

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

describe('the moves table', () => {
  it('allows a move only from its states and for its types', () => {
    expect(allows('agree', { status: 'pending', type: 'refund' })).toBe(true);
    expect(allows('agree', { status: 'pending', type: 'return' })).toBe(true);
    expect(allows('agree', { status: 'pending', type: 'exchange' })).toBe(false);
    expect(allows('agree_return', { status: 'pending', type: 'refund' })).toBe(false);
    expect(allows('reship', { status: 'agreed', type: 'exchange' })).toBe(true);
    expect(allows('reship', { status: 'agreed', type: 'return' })).toBe(false);
    expect(allows('confirm_receipt', { status: 'awaiting_receipt', type: 'refund' })).toBe(false);
    expect(allows('ship_return', { status: 'awaiting_return', type: 'exchange' })).toBe(true);
    expect(allows('revoke', { status: 'awaiting_receipt', type: 'return' })).toBe(false);
    expect(allows('terminate', { status: 'judged', type: 'refund' })).toBe(false);
    expect(allows('agree', { status: 'nonsense', type: 'refund' })).toBe(false);
    expect(allows('agree', { status: 'pending', type: 'nonsense' })).toBe(false);
  });

  it('no move leaves a final state; every open state has a way out', () => {
    for (const status of AFTER_SALE_STATUS) {
      for (const type of AFTER_SALE_TYPES) {
        const legal = (Object.keys(MOVES) as MoveName[]).filter((m) => allows(m, { status, type }));
        if (isFinalAfterSale(status)) expect(legal, `${type} ${status}`).toEqual([]);
        else if (!(status === 'agreed' && type !== 'exchange'))
          expect(legal.length, `${type} ${status}`).toBeGreaterThan(0);
      }
    }
  });

  it('merchantMoves: the merchant’s legal moves, in table order', () => {
    expect(merchantMoves({ status: 'pending', type: 'refund' })).toEqual(['agree', 'reject']);
    expect(merchantMoves({ status: 'pending', type: 'return' })).toEqual(['agree', 'agree_return', 'reject']);
    expect(merchantMoves({ status: 'pending', type: 'exchange' })).toEqual(['agree_return', 'reject']);
    expect(merchantMoves({ status: 'awaiting_return', type: 'return' })).toEqual([]);
    expect(merchantMoves({ status: 'awaiting_receipt', type: 'exchange' })).toEqual(['reject', 'confirm_receipt']);
    expect(merchantMoves({ status: 'awaiting_receipt', type: 'refund' })).toEqual(['reject']);
    expect(merchantMoves({ status: 'agreed', type: 'exchange' })).toEqual(['reship']);
    expect(merchantMoves({ status: 'judged', type: 'return' })).toEqual(['report']);
    for (const status of AFTER_SALE_STATUS.filter(isFinalAfterSale)) {
      expect(merchantMoves({ status, type: 'refund' })).toEqual([]);
    }
    for (const status of AFTER_SALE_STATUS) {
      for (const type of AFTER_SALE_TYPES) {
        for (const m of merchantMoves({ status, type })) expect(MOVES[m].by).toBe('merchant');
      }
    }
  });

  it('deadlineFor: each open state its window, final states none', () => {
    const now = new Date('2026-03-01T03:00:00.000Z');
    const windows = {
      pending: ['respond', 2 * DAY],
      awaiting_return: ['return', 7 * DAY],
      awaiting_receipt: ['receive', 7 * DAY],
      agreed: ['reship', 3 * DAY],
      rejected: ['dispute', 3 * DAY],
      intervening: ['intervention', 48 * HOUR],
      judged: ['appeal', 3 * DAY],
    } as const;
    for (const [status, [kind, ms]] of Object.entries(windows)) {
      const d = deadlineFor(status as keyof typeof windows, now);
      expect(d, status).toEqual({ kind, at: new Date(now.getTime() + ms) });
      expect(DEADLINE_OF[status as keyof typeof windows]).toBe(kind);
    }
    for (const status of AFTER_SALE_STATUS.filter(isFinalAfterSale)) expect(deadlineFor(status, now)).toBeNull();
  });
});

// ---- The refund arithmetic ----------------------------------------------------------------

interface Line {
  lineNo: number;
  quantity: number;
  lineAmount: number;
  discountAmount: number;
  refundedAmount: number;
}

/** An order of 1 to 6 lines, a discount up to the goods, a freight, some of it refunded. */
const orderArb = fc
  .array(fc.record({ unit: fc.integer({ min: 1, max: 500_000 }), quantity: fc.integer({ min: 1, max: 9 }) }), {
    minLength: 1,
    maxLength: 6,
  })
  .chain((raw) => {
    const goods = raw.reduce((n, l) => n + l.unit * l.quantity, 0);
    return fc.record({
      raw: fc.constant(raw),
      discount: fc.integer({ min: 0, max: goods }),
      freight: fc.integer({ min: 0, max: 10_000 }),
      refundedShare: fc.array(fc.double({ min: 0, max: 1, noNaN: true }), {
        minLength: raw.length,
        maxLength: raw.length,
      }),
      asked: fc.array(fc.integer({ min: 0, max: 9 }), { minLength: raw.length, maxLength: raw.length }),
    });
  })
  .map(({ raw, discount, freight, refundedShare, asked }) => {
    const lines0 = raw.map((l, i) => ({
      lineNo: i + 1,
      quantity: l.quantity,
      lineAmount: l.unit * l.quantity,
      discountAmount: 0,
    }));
    const goodsAmount = lines0.reduce((n, l) => n + l.lineAmount, 0);
    const order = { goodsAmount, discountAmount: discount, totalAmount: goodsAmount + freight - discount };
    const shares = paidShares(
      order,
      lines0.map((l) => ({ ...l, refundedAmount: 0 })),
    );
    const lines: Line[] = lines0.map((l, i) => ({
      ...l,
      refundedAmount: Math.floor((shares.get(l.lineNo) ?? 0) * (refundedShare[i] ?? 0)),
    }));
    const refunded = lines.reduce((n, l) => n + l.refundedAmount, 0);
    const units = lines
      .map((l, i) => ({ lineNo: l.lineNo, quantity: Math.min(asked[i] ?? 0, l.quantity) }))
      .filter((u) => u.quantity > 0);
    return { order: { ...order, refundedAmount: refunded, payStatus: 'success' }, lines, units };
  });

describe('paidShares and refundPlan', () => {
  it('an example: 2 × 100.00 and 1 × 50.00 less 25.00', () => {
    const lines = [
      { lineNo: 1, quantity: 2, lineAmount: 20_000, discountAmount: 0, refundedAmount: 0 },
      { lineNo: 2, quantity: 1, lineAmount: 5_000, discountAmount: 0, refundedAmount: 0 },
    ];
    const order = {
      goodsAmount: 25_000,
      discountAmount: 2_500,
      totalAmount: 26_500,
      refundedAmount: 0,
      payStatus: 'success',
    };
    expect([...paidShares(order, lines)]).toEqual([
      [1, 18_000],
      [2, 4_500],
    ]);
    expect(refundPlan(order, lines, [{ lineNo: 1, quantity: 1 }])).toEqual([{ lineNo: 1, cap: 9_000 }]);
    expect(refundPlan({ ...order, payStatus: 'to_pay' }, lines, [{ lineNo: 2, quantity: 1 }])).toEqual([
      { lineNo: 2, cap: 0 },
    ]);
    expect(refundPlan(order, lines, [{ lineNo: 9, quantity: 1 }])).toEqual([{ lineNo: 9, cap: 0 }]);
  });

  it('a line keeps its own promotion discount; only the rest of the order discount is shared', () => {
    // A coupon took 30.00 off line 1 alone (its share at checkout) and 10.00 more came off the order.
    const lines = [
      { lineNo: 1, quantity: 2, lineAmount: 20_000, discountAmount: 3_000, refundedAmount: 0 },
      { lineNo: 2, quantity: 1, lineAmount: 5_000, discountAmount: 0, refundedAmount: 0 },
    ];
    const order = {
      goodsAmount: 25_000,
      discountAmount: 4_000,
      totalAmount: 21_000,
      refundedAmount: 0,
      payStatus: 'success',
    };
    // The other 10.00 over the 170.00 and 50.00 left: 7.72 and 2.28 (2.27 and the rounding's 0.01).
    expect([...paidShares(order, lines)]).toEqual([
      [1, 16_228],
      [2, 4_772],
    ]);
    expect(refundPlan(order, lines, [{ lineNo: 1, quantity: 2 }])).toEqual([{ lineNo: 1, cap: 16_228 }]);
  });

  it('a discount of nearly all the goods is shared out whole: lines 0.02, 0.02, 0.01 less 0.04', () => {
    const lines = [
      { lineNo: 1, quantity: 1, lineAmount: 2, discountAmount: 0, refundedAmount: 0 },
      { lineNo: 2, quantity: 1, lineAmount: 2, discountAmount: 0, refundedAmount: 0 },
      { lineNo: 3, quantity: 1, lineAmount: 1, discountAmount: 0, refundedAmount: 0 },
    ];
    const shares = paidShares({ goodsAmount: 5, discountAmount: 4 }, lines);
    expect([...shares.values()].reduce((n, x) => n + x, 0)).toBe(1);
  });

  it('shares add up to goods less discount, each within its line', () => {
    fc.assert(
      fc.property(orderArb, ({ order, lines }) => {
        const shares = paidShares(order, lines);
        const total = [...shares.values()].reduce((n, x) => n + x, 0);
        expect(total).toBe(order.goodsAmount - order.discountAmount);
        for (const l of lines) {
          const share = shares.get(l.lineNo) ?? -1;
          expect(share).toBeGreaterThanOrEqual(0);
          expect(share).toBeLessThanOrEqual(l.lineAmount);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('caps never exceed a line’s paid share less its refunds; together never the order’s total less its refunds', () => {
    fc.assert(
      fc.property(orderArb, ({ order, lines, units }) => {
        const shares = paidShares(order, lines);
        const plan = refundPlan(order, lines, units);
        expect(plan.map((p) => p.lineNo)).toEqual(units.map((u) => u.lineNo));
        for (const p of plan) {
          const line = lines.find((l) => l.lineNo === p.lineNo);
          if (!line) throw new Error('no line');
          expect(p.cap).toBeGreaterThanOrEqual(0);
          expect(p.cap).toBeLessThanOrEqual((shares.get(p.lineNo) ?? 0) - line.refundedAmount);
        }
        const sum = plan.reduce((n, p) => n + p.cap, 0);
        expect(sum).toBeLessThanOrEqual(order.totalAmount - order.refundedAmount);
      }),
      { numRuns: 500 },
    );
  });

  it('the caps of a line’s units asked in parts never add up to more than the line paid', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.integer({ min: 1, max: 20 }),
        fc.array(fc.integer({ min: 1, max: 5 }), { minLength: 1, maxLength: 10 }),
        (unit, quantity, parts) => {
          const line = { lineNo: 1, quantity, lineAmount: unit * quantity, discountAmount: 0, refundedAmount: 0 };
          const order = {
            goodsAmount: line.lineAmount,
            discountAmount: 0,
            totalAmount: line.lineAmount,
            payStatus: 'success',
          };
          let refunded = 0;
          let left = quantity;
          for (const p of parts) {
            const q = Math.min(p, left);
            if (q === 0) break;
            const [cap] = refundPlan(
              { ...order, refundedAmount: refunded },
              [{ ...line, refundedAmount: refunded }],
              [{ lineNo: 1, quantity: q }],
            );
            refunded += cap?.cap ?? 0;
            left -= q;
          }
          expect(refunded).toBeLessThanOrEqual(line.lineAmount);
        },
      ),
    );
  });
});
