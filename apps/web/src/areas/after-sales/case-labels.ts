import {
  AFTER_SALE_TAB_STATES,
  AFTER_SALE_TABS,
  type AfterSaleDeadline,
  type AfterSaleStatus,
  type AfterSaleTab,
  type AfterSaleType,
} from '@sc/contract/after-sales.ts';

/** The colour of a state's tag: open cases by whose move it is, final ones by how they ended. */
export type CaseTone = 'processing' | 'warning' | 'error' | 'success' | 'default' | 'purple';

const TONES: Record<AfterSaleStatus, CaseTone> = {
  pending: 'warning',
  awaiting_return: 'processing',
  awaiting_receipt: 'warning',
  agreed: 'warning',
  rejected: 'error',
  intervening: 'purple',
  judged: 'purple',
  appeal_passed: 'success',
  appeal_failed: 'default',
  success: 'success',
  closed: 'default',
  terminated: 'default',
  revoked: 'default',
  cancelled: 'default',
};

export function caseTone(status: AfterSaleStatus): CaseTone {
  return TONES[status];
}

/**
 * The strings key of a state's name. "Seller agreed" on an exchange means the return came back
 * and the replacement waits to be shipped, so an exchange names it that way.
 */
export function statusKey(status: AfterSaleStatus, type: AfterSaleType): string {
  return status === 'agreed' && type === 'exchange' ? 'statusExchange.agreed' : `status.${status}`;
}

/** The list tab a state falls under (other than "all"). */
export function tabOf(status: AfterSaleStatus): Exclude<AfterSaleTab, 'all'> {
  const tab = AFTER_SALE_TABS.find((t) => t !== 'all' && AFTER_SALE_TAB_STATES[t]?.includes(status));
  return (tab ?? 'closed') as Exclude<AfterSaleTab, 'all'>;
}

/**
 * The strings key of the sentence saying what the open deadline is for and what happens when it
 * passes. An unanswered refund is refunded; an unanswered return or exchange has its return agreed.
 * A judgement's appeal window belongs to the side it went against.
 */
export function deadlineKey(kind: AfterSaleDeadline, type: AfterSaleType, judgedFor?: 'buyer' | 'seller'): string {
  if (kind === 'respond') return type === 'refund' ? 'deadline.respondRefund' : 'deadline.respondReturn';
  // A judgement for the shop: the appeal window is the buyer's.
  if (kind === 'appeal' && judgedFor === 'seller') return 'deadline.buyerAppeal';
  return `deadline.${kind}`;
}

const HOUR = 60 * 60 * 1000;

/** Within the last day a deadline is urgent (shown in red rather than amber). */
export function isUrgent(deadline: string, now: Date): boolean {
  const ms = new Date(deadline).getTime() - now.getTime();
  return ms < 24 * HOUR;
}

/** What agreeing pays the buyer: what they ask, never more than the lines may still refund. */
export function agreedRefund(c: { refundAmount: number; refundableAmount: number }): number {
  return Math.max(0, Math.min(c.refundAmount, c.refundableAmount));
}

/** Units a case covers on all its lines (those go back to stock when the return arrives). */
export function caseUnits(lines: readonly { quantity: number }[]): number {
  return lines.reduce((sum, l) => sum + l.quantity, 0);
}

/** Event kinds the timeline names; others show their code. */
export const EVENT_KINDS = [
  'applied',
  'agree',
  'agree_return',
  'reject',
  'confirm_receipt',
  'reship',
  'report',
  'proof',
  'ship_return',
  'revoke',
  'accept',
  'dispute',
  'appeal',
  'intervene',
  'judge_buyer',
  'judge_seller',
  'appeal_pass',
  'appeal_fail',
  'terminate',
  'awaiting_platform',
] as const;

/** The timers' moves are `timeout_<deadline>`; the state they moved to says what happened. */
export function eventKey(kind: string): string | null {
  if (kind.startsWith('timeout_')) return 'event.timeout';
  return (EVENT_KINDS as readonly string[]).includes(kind) ? `event.${kind}` : null;
}
