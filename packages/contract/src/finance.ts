// Finance (/finance, catalogue §7 "Bills"): the shop's ledger of money lines, the bills built from
// it per bill cycle, their audit and settlement, and the receiving accounts a bill is paid to.
// Money is integer satang on the server and baht in the calls.

/**
 * The kinds of ledger line: an open, named set. An area that posts a new kind of money adds its
 * name at the end; the finance screens show any kind they are given. The sign is the merchant's:
 * what the shop earns is positive, what it pays or gives back is negative.
 */
export const LEDGER_KIND = [
  'payment',
  'commission',
  'fee',
  'freight',
  'refund',
  'subsidy',
  'ad_spend',
  'adjustment',
  'payout',
  'reversal',
] as const;
export type LedgerKind = (typeof LEDGER_KIND)[number];

/**
 * Platform commission by top-level category (the first two digits of the product's category id),
 * in basis points of what the buyer paid for the line (goods less discounts). The spec names a
 * commission but no rates; these are the marketplace's published defaults.
 */
export const COMMISSION_BP_BY_CATEGORY: Readonly<Record<string, number>> = {
  '10': 500, // women's clothing
  '11': 500, // men's clothing
  '12': 500, // shoes
  '13': 500, // bags and accessories
  '14': 300, // mobile and tablets
  '15': 300, // computers and electronics
  '16': 400, // home appliances
  '17': 500, // home and living
  '18': 600, // beauty
  '19': 500, // health
  '20': 400, // mother and baby
  '21': 400, // food and drinks
  '22': 500, // pets
  '23': 500, // sports
  '24': 400, // automotive
  '25': 300, // motorcycles
  '26': 400, // books and stationery
};
/** A category not in the table pays this (basis points). */
export const COMMISSION_BP_DEFAULT = 500;
/** The payment fee: basis points of every baht the buyer pays (freight included), not given back on a refund. */
export const PAYMENT_FEE_BP = 200;

/** Commission basis points of a product category id. */
export function commissionBpOf(categoryId: string): number {
  return COMMISSION_BP_BY_CATEGORY[categoryId.slice(0, 2)] ?? COMMISSION_BP_DEFAULT;
}

/**
 * The bill cycle: a bill covers the lines of one Bangkok calendar month (the spec's "monthly
 * bill", /finance/monthlybill), built on the first day of the next month.
 */
export const BILL_CYCLE = 'month' as const;

/**
 * Working days the merchant has to audit a bill (confirm or dispute) after it is built, and the
 * platform to pay it (catalogue §9 "Bills: review within 15 working days, payment within 20";
 * product-spec §9 "Bill audit / payout 15 / 20 working days": one value each, the same in both).
 * A bill not audited by its deadline counts as confirmed.
 */
export const BILL_AUDIT_WORKING_DAYS = 15;
export const BILL_PAYOUT_WORKING_DAYS = 20;

/**
 * A bill's states: pending_audit (built, waiting for the merchant), disputed (the merchant
 * disputed it; still to be confirmed), confirmed (to be settled), settled (paid out to the default
 * receiving account). The spec's "to be settled" is every state but settled.
 */
export const BILL_STATUS = ['pending_audit', 'disputed', 'confirmed', 'settled'] as const;
export type BillStatus = (typeof BILL_STATUS)[number];
export const BILL_TO_BE_SETTLED: readonly BillStatus[] = ['pending_audit', 'disputed', 'confirmed'];

/** A dispute's reason and an adjustment's reason: 1 to this many characters. */
export const BILL_REASON_MAX = 200;
/** Bills one batch settlement may take. */
export const BATCH_SETTLE_MAX = 50;
/** The largest adjustment the operator may raise either way, in baht. */
export const ADJUSTMENT_MAX_BAHT = 1_000_000;
