import {
  AFTER_SALE_APPEAL_DAYS,
  AFTER_SALE_DISPUTE_DAYS,
  AFTER_SALE_RECEIPT_DAYS,
  AFTER_SALE_RESHIP_DAYS,
  AFTER_SALE_RESPONSE_DAYS,
  AFTER_SALE_RETURN_SHIP_DAYS,
  AFTER_SALE_TYPES,
  type AfterSaleActor,
  type AfterSaleDeadline,
  type AfterSaleStatus,
  type AfterSaleType,
} from '@sc/contract/after-sales.ts';
import { PLATFORM_INTERVENTION_HOURS } from '@sc/contract/constants.ts';

// The three after-sale flows as one table of moves. Every change of a case's state is one of these
// moves; cases.ts refuses any move whose case is not in a `from` state or not of one of its
// `types`.
//
//   refund only:      pending ─agree→ success
//   return & refund:  pending ─agree_return→ awaiting_return ─ship_return→ awaiting_receipt
//                     ─confirm_receipt→ success (stock back, refund)
//   exchange:         … awaiting_receipt ─confirm_receipt→ agreed ─reship→ success
//   any of them:      pending|awaiting_receipt ─reject→ rejected ─dispute→ intervening
//                     ─judge_buyer→ judged (refund) ─appeal_pass|appeal_fail→ appeal result
//                     intervening ─judge_seller→ judged (no refund) ─appeal_pass→ appeal result
//                     (the buyer's appeal passed: refund) |appeal_fail→ appeal result
//                     rejected ─accept / dispute window passes→ closed
//   The side a judgement went against may appeal it once, within AFTER_SALE_APPEAL_DAYS (the
//   'appeal' timer, one window for both): the shop (report) one for the buyer, the buyer (appeal)
//   one for the shop. With no appeal the judgement stands: success, or closed.
//   and by the buyer  revoke (before the return ships, after a rejection, or while the platform
//   has the case); by the platform terminate (any open case).
//   While a case is intervening its order is in dispute (case-moves.ts, orders' dispute.ts).

const ALL = AFTER_SALE_TYPES;

export interface Move {
  by: AfterSaleActor;
  from: readonly AfterSaleStatus[];
  types: readonly AfterSaleType[];
}

export const MOVES = {
  // The merchant (audit/admin, report).
  agree: { by: 'merchant', from: ['pending'], types: ['refund', 'return'] },
  agree_return: { by: 'merchant', from: ['pending'], types: ['return', 'exchange'] },
  reject: { by: 'merchant', from: ['pending', 'awaiting_receipt'], types: ALL },
  confirm_receipt: { by: 'merchant', from: ['awaiting_receipt'], types: ['return', 'exchange'] },
  reship: { by: 'merchant', from: ['agreed'], types: ['exchange'] },
  report: { by: 'merchant', from: ['judged'], types: ALL },
  // The buyer (simulator).
  ship_return: { by: 'buyer', from: ['awaiting_return'], types: ['return', 'exchange'] },
  revoke: { by: 'buyer', from: ['pending', 'awaiting_return', 'rejected', 'intervening'], types: ALL },
  accept: { by: 'buyer', from: ['rejected'], types: ALL },
  dispute: { by: 'buyer', from: ['rejected'], types: ALL },
  appeal: { by: 'buyer', from: ['judged'], types: ALL },
  // The platform (simulator).
  intervene: { by: 'platform', from: ['pending', 'awaiting_receipt', 'agreed', 'rejected'], types: ALL },
  judge_buyer: { by: 'platform', from: ['intervening'], types: ALL },
  judge_seller: { by: 'platform', from: ['intervening'], types: ALL },
  appeal_pass: { by: 'platform', from: ['judged'], types: ALL },
  appeal_fail: { by: 'platform', from: ['judged'], types: ALL },
  terminate: {
    by: 'platform',
    from: ['pending', 'awaiting_return', 'awaiting_receipt', 'agreed', 'rejected', 'intervening'],
    types: ALL,
  },
} as const satisfies Record<string, Move>;

export type MoveName = keyof typeof MOVES;

/** States in which evidence may still be added (the case is open and can be disputed). */
export const PROOF_STATES: readonly AfterSaleStatus[] = [
  'pending',
  'awaiting_return',
  'awaiting_receipt',
  'agreed',
  'rejected',
  'intervening',
  'judged',
];

export function allows(move: MoveName, c: { status: string; type: string }): boolean {
  const m: Move = MOVES[move];
  return m.from.includes(c.status as AfterSaleStatus) && m.types.includes(c.type as AfterSaleType);
}

/** The merchant's moves legal for a case now (the detail's actions), before the finer checks. */
export function merchantMoves(c: { status: string; type: string }): MoveName[] {
  return (Object.keys(MOVES) as MoveName[]).filter((m) => MOVES[m].by === 'merchant' && allows(m, c));
}

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

const WINDOW_MS: Record<AfterSaleDeadline, number> = {
  respond: AFTER_SALE_RESPONSE_DAYS * DAY_MS,
  return: AFTER_SALE_RETURN_SHIP_DAYS * DAY_MS,
  receive: AFTER_SALE_RECEIPT_DAYS * DAY_MS,
  reship: AFTER_SALE_RESHIP_DAYS * DAY_MS,
  dispute: AFTER_SALE_DISPUTE_DAYS * DAY_MS,
  intervention: PLATFORM_INTERVENTION_HOURS * HOUR_MS,
  appeal: AFTER_SALE_APPEAL_DAYS * DAY_MS,
};

/** The timer a state starts; the others have none (final, or waiting on the platform). */
export const DEADLINE_OF: Partial<Record<AfterSaleStatus, AfterSaleDeadline>> = {
  pending: 'respond',
  awaiting_return: 'return',
  awaiting_receipt: 'receive',
  agreed: 'reship',
  rejected: 'dispute',
  intervening: 'intervention',
  judged: 'appeal',
};

/** The deadline a case entering `status` at `now` gets. */
export function deadlineFor(status: AfterSaleStatus, now: Date): { kind: AfterSaleDeadline; at: Date } | null {
  const kind = DEADLINE_OF[status];
  return kind ? { kind, at: new Date(now.getTime() + WINDOW_MS[kind]) } : null;
}
