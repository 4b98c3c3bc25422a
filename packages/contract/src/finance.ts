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
  'adjustment',
  'payout',
  'reversal',
  'carrier',
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
 * What a carrier charges the shop for carrying one parcel, in satang, by carrier code (CARRIERS
 * of orders.ts). The platform collects it for the carrier as its agent, so it is a 'carrier' line
 * on the shop's ledger and on the bill's agency bill, never on the platform's invoice. A parcel is
 * charged once when the carrier takes it ('out') and once more when it carries an intercepted or
 * refused parcel back to the shop ('back'); a self-delivered order pays no carrier. The spec
 * names no rates; these are the carriers' published small-parcel prices.
 */
export const CARRIER_PARCEL_CHARGE: Readonly<Record<string, number>> = {
  thaipost: 3_200,
  kerry: 4_500,
  flash: 3_500,
  jt: 3_500,
  ninjavan: 3_800,
  best: 3_300,
  dhl: 4_000,
  scg: 4_200,
};
/** The two legs a carrier charges for: taking the parcel to the buyer, and bringing it back. */
export const CARRIER_LEG = ['out', 'back'] as const;
export type CarrierLeg = (typeof CARRIER_LEG)[number];

/**
 * The part of a platform campaign's discount the platform pays, in basis points of the discount a
 * line was given in the campaign: the shop is paid it as a 'subsidy' line (positive, beside the pay-later subsidy the shop bears) when the
 * buyer pays, and gives it back in part with a refund. The spec names no share; the marketplace
 * pays half of every campaign discount.
 */
export const CAMPAIGN_PLATFORM_SUBSIDY_BP = 5_000;

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

/**
 * The Thai banks a receiving account may be at (the bank search lists them): code, names in the
 * three languages, and the digits of an account number there.
 */
export const THAI_BANKS = [
  { code: 'BBL', th: 'ธนาคารกรุงเทพ', en: 'Bangkok Bank', zh: '盘谷银行', digits: 10 },
  { code: 'KBANK', th: 'ธนาคารกสิกรไทย', en: 'Kasikornbank', zh: '开泰银行', digits: 10 },
  { code: 'KTB', th: 'ธนาคารกรุงไทย', en: 'Krungthai Bank', zh: '泰京银行', digits: 10 },
  { code: 'SCB', th: 'ธนาคารไทยพาณิชย์', en: 'Siam Commercial Bank', zh: '汇商银行', digits: 10 },
  { code: 'BAY', th: 'ธนาคารกรุงศรีอยุธยา', en: 'Bank of Ayudhya (Krungsri)', zh: '大城银行', digits: 10 },
  { code: 'TTB', th: 'ธนาคารทหารไทยธนชาต', en: 'TMBThanachart Bank', zh: '泰军人宝银行', digits: 10 },
  { code: 'KKP', th: 'ธนาคารเกียรตินาคินภัทร', en: 'Kiatnakin Phatra Bank', zh: '甲那金帕特拉银行', digits: 10 },
  { code: 'CIMBT', th: 'ธนาคารซีไอเอ็มบี ไทย', en: 'CIMB Thai Bank', zh: '联昌泰国银行', digits: 10 },
  { code: 'UOBT', th: 'ธนาคารยูโอบี', en: 'UOB Thailand', zh: '大华银行（泰国）', digits: 10 },
  { code: 'TISCO', th: 'ธนาคารทิสโก้', en: 'TISCO Bank', zh: '铁士古银行', digits: 10 },
  { code: 'LHB', th: 'ธนาคารแลนด์ แอนด์ เฮ้าส์', en: 'Land and Houses Bank', zh: '土地房屋银行', digits: 10 },
  { code: 'ICBCT', th: 'ธนาคารไอซีบีซี (ไทย)', en: 'ICBC (Thai)', zh: '中国工商银行（泰国）', digits: 10 },
  { code: 'GSB', th: 'ธนาคารออมสิน', en: 'Government Savings Bank', zh: '政府储蓄银行', digits: 12 },
  { code: 'BAAC', th: 'ธนาคารเพื่อการเกษตรและสหกรณ์การเกษตร', en: 'BAAC', zh: '农业与合作社银行', digits: 12 },
  { code: 'GHB', th: 'ธนาคารอาคารสงเคราะห์', en: 'Government Housing Bank', zh: '政府住房银行', digits: 12 },
] as const;
export type ThaiBankCode = (typeof THAI_BANKS)[number]['code'];
export const bankOf = (code: string) => THAI_BANKS.find((b) => b.code === code);

/** Receiving accounts a shop may keep. The spec gives no count; ten covers a shop's banks and groups. */
export const RECEIVING_ACCOUNTS_MAX = 10;
export const ACCOUNT_HOLDER_MAX = 100;
export const ACCOUNT_BRANCH_MAX = 100;
export const ACCOUNT_GROUP_MAX = 40;
/**
 * The authorization reason a receiving-account change needs: the session confirmed a code mailed
 * to the main account for it (/oms/sms/V2/authorize/confirm) within the recent-authentication window.
 */
export const RECEIVING_ACCOUNT_REASON = 'receiving_account';

export interface AccountDraft {
  holder: string;
  bankCode: string;
  number: string;
  branch: string;
  groupName: string;
}

export type AccountIssueKey =
  | 'accountHolderRequired'
  | 'accountBankUnknown'
  | 'accountNumberDigits'
  | 'accountBranchTooLong'
  | 'accountGroupTooLong';

/** A receiving account's field rules, read by the server's refusals and by the form. */
export function accountIssues(
  a: AccountDraft,
): { field: string; key: AccountIssueKey; params?: Record<string, string | number> }[] {
  const out: { field: string; key: AccountIssueKey; params?: Record<string, string | number> }[] = [];
  if (a.holder.trim().length === 0 || a.holder.length > ACCOUNT_HOLDER_MAX)
    out.push({ field: 'holder', key: 'accountHolderRequired', params: { max: ACCOUNT_HOLDER_MAX } });
  const bank = bankOf(a.bankCode);
  if (!bank) out.push({ field: 'bankCode', key: 'accountBankUnknown' });
  else if (!new RegExp(`^\\d{${bank.digits}}$`).test(a.number))
    out.push({ field: 'number', key: 'accountNumberDigits', params: { digits: bank.digits, bank: bank.en } });
  if (a.branch.length > ACCOUNT_BRANCH_MAX)
    out.push({ field: 'branch', key: 'accountBranchTooLong', params: { max: ACCOUNT_BRANCH_MAX } });
  if (a.groupName.length > ACCOUNT_GROUP_MAX)
    out.push({ field: 'groupName', key: 'accountGroupTooLong', params: { max: ACCOUNT_GROUP_MAX } });
  return out;
}

/**
 * Thai VAT in basis points: the platform's charges on a bill (commission, payment fee) and the
 * month's ad spend include it, and the invoice details show the part of them it is.
 */
export const VAT_BP = 700;
/**
 * The kinds of line that are the platform's charges to the shop, shown on the bill's invoice. Ad
 * spend is on the invoice too but is no ledger line: the ad account is prepaid through the
 * marketplace's payment, so the invoice reads the month's spend from the ad account instead.
 */
export const INVOICED_KINDS: readonly LedgerKind[] = ['commission', 'fee'];
