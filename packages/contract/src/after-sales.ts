// The after-sales vocabulary shared by server and web (4 "After-sales" states and 7 "After-sales").
// Labels in three languages live with the screens; these are the codes the API carries.

/** refund: refund only; return: return and refund; exchange: return and reship. */
export const AFTER_SALE_TYPES = ['refund', 'return', 'exchange'] as const;
export type AfterSaleType = (typeof AFTER_SALE_TYPES)[number];

/**
 * The after-sales states. `pending` is "applied / pending" (waiting for the
 * merchant); `agreed` is "seller agreed" on an exchange whose return was received and which
 * waits for the merchant to reship; `judged` is "platform judged": for the buyer (the refund
 * paid, the merchant's appeal window open) or for the shop (no refund, the buyer's appeal window
 * open, the same AFTER_SALE_APPEAL_DAYS); `appeal_passed` and `appeal_failed` are "appeal
 * passed or not". success, closed, terminated, revoked, cancelled and the two appeal results
 * are final.
 */
export const AFTER_SALE_STATUS = [
  'pending',
  'awaiting_return',
  'awaiting_receipt',
  'agreed',
  'rejected',
  'intervening',
  'judged',
  'appeal_passed',
  'appeal_failed',
  'success',
  'closed',
  'terminated',
  'revoked',
  'cancelled',
] as const;
export type AfterSaleStatus = (typeof AFTER_SALE_STATUS)[number];

export const AFTER_SALE_FINAL: readonly AfterSaleStatus[] = [
  'appeal_passed',
  'appeal_failed',
  'success',
  'closed',
  'terminated',
  'revoked',
  'cancelled',
];

export const isFinalAfterSale = (s: AfterSaleStatus) => AFTER_SALE_FINAL.includes(s);

/** States in which the case waits for the merchant (the action centre's count). */
export const AFTER_SALE_WAITING_MERCHANT: readonly AfterSaleStatus[] = [
  'pending',
  'awaiting_receipt',
  'agreed',
  'intervening',
];

/** What the deadline on an open case is for; each has its timer (server jobs). */
export const AFTER_SALE_DEADLINES = [
  /** The merchant answers a request; then the refund is automatic (return and exchange: the return is agreed). */
  'respond',
  /** The buyer ships the return; then the case is cancelled. */
  'return',
  /** The merchant confirms the return arrived; then the refund is automatic. */
  'receive',
  /** The merchant reships an exchange; then the exchange becomes a refund. */
  'reship',
  /** The buyer may ask the platform to step in after a rejection; then the case closes. */
  'dispute',
  /** The platform judges; with no evidence from the merchant by then, it judges for the buyer. */
  'intervention',
  /** The side the platform's judgement went against may appeal it; then it is final. */
  'appeal',
] as const;
export type AfterSaleDeadline = (typeof AFTER_SALE_DEADLINES)[number];

/** The merchant's actions of audit/admin (agree, reject, agree to return, confirm receipt, reship). */
export const AFTER_SALE_MERCHANT_ACTIONS = ['agree', 'reject', 'agree_return', 'confirm_receipt', 'reship'] as const;
export type AfterSaleMerchantAction = (typeof AFTER_SALE_MERCHANT_ACTIONS)[number];

/** The buyer's reasons (simulator). */
export const AFTER_SALE_REASONS = [
  'not_received',
  'damaged',
  'wrong_item',
  'not_as_described',
  'missing_parts',
  'quality',
  'size_fit',
  'changed_mind',
] as const;
export type AfterSaleReason = (typeof AFTER_SALE_REASONS)[number];

/** The merchant's reasons to reject. */
export const AFTER_SALE_REJECT_REASONS = [
  'not_returned_as_sold',
  'used_or_damaged_by_buyer',
  'outside_policy',
  'evidence_insufficient',
  'already_resolved',
  'other',
] as const;
export type AfterSaleRejectReason = (typeof AFTER_SALE_REJECT_REASONS)[number];

/** The list's tabs: all, or a group of states. */
export const AFTER_SALE_TABS = [
  'all',
  'pending',
  'awaiting_return',
  'awaiting_receipt',
  'agreed',
  'rejected',
  'platform',
  'done',
  'closed',
] as const;
export type AfterSaleTab = (typeof AFTER_SALE_TABS)[number];

export const AFTER_SALE_TAB_STATES: Record<AfterSaleTab, readonly AfterSaleStatus[] | null> = {
  all: null,
  pending: ['pending'],
  awaiting_return: ['awaiting_return'],
  awaiting_receipt: ['awaiting_receipt'],
  agreed: ['agreed'],
  rejected: ['rejected'],
  platform: ['intervening', 'judged'],
  done: ['success', 'appeal_passed', 'appeal_failed'],
  closed: ['closed', 'terminated', 'revoked', 'cancelled'],
};

/** Who acted in a case's timeline; whose evidence it is. */
export const AFTER_SALE_ACTORS = ['buyer', 'merchant', 'platform', 'system'] as const;
export type AfterSaleActor = (typeof AFTER_SALE_ACTORS)[number];

// Timers (days and hours). The spec names only "automatic refund if the seller does not act in
// time" and the 48-hour platform intervention; the other windows are the ones Thai
// marketplaces give, chosen once here.

/** The merchant answers a request within 2 days, or it is refunded (return: agreed) for them. */
export const AFTER_SALE_RESPONSE_DAYS = 2;
/** The buyer ships an agreed return within 7 days, or the case is cancelled. */
export const AFTER_SALE_RETURN_SHIP_DAYS = 7;
/** The merchant confirms a shipped return within 7 days, or it is refunded for them. */
export const AFTER_SALE_RECEIPT_DAYS = 7;
/** The merchant reships an exchange within 3 days of receipt, or it becomes a refund. */
export const AFTER_SALE_RESHIP_DAYS = 3;
/** The buyer may ask the platform to step in within 3 days of a rejection. */
export const AFTER_SALE_DISPUTE_DAYS = 3;
/**
 * The side a platform judgement went against may appeal it within 3 days: the merchant one for
 * the buyer, the buyer one for the shop (one window for both).
 */
export const AFTER_SALE_APPEAL_DAYS = 3;
/**
 * Freight on refunds. The spec names freight on refunds nowhere (its constants and automatic
 * rules are silent), so this is the rule we chose: an order cancelled before shipping refunds its
 * whole total, freight included; a shipped order's freight is refunded only when every unit of it
 * came back through returns (a full return: the buyer kept nothing it was shipped), as the case
 * that completes the return pays its refund. A partial return refunds no freight. `false` would
 * keep freight with the shop on every return.
 */
export const FULL_RETURN_REFUNDS_FREIGHT = true;

/** A buyer may ask for an after-sale up to 15 days after the order completed. */
export const AFTER_SALE_REQUEST_DAYS = 15;

export const AFTER_SALE_DESCRIPTION_MAX = 500;
/** Remark texts (a reject note, an appeal): remark at most 200. */
export const AFTER_SALE_NOTE_MAX = 200;
/** Evidence images one side adds at once, and in all on one case. */
export const AFTER_SALE_PROOF_MAX = 9;
export const AFTER_SALE_PROOF_TOTAL_MAX = 27;
