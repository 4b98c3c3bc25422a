import { z } from 'zod';
import { id, isoTime } from '../common.ts';
import { defineCall } from '../define-call.ts';
import { DEPOSIT_MAX_SKUS, DEPOSIT_NAME_MAX, DEPOSIT_STATE, DEPOSIT_STOCK_MAX, DEPOSIT_TABS } from '../deposit.ts';
import { FUNC } from '../func-codes.ts';
import { NUMERIC_ID_MAX } from '../limits.ts';
import { ORDER_STATUS, PAY_METHOD } from '../orders.ts';
import { paged, pageSchema } from '../page.ts';
import { zBaht } from '../validators/zod.ts';

// Deposit pre-sales (/promotion/deposit the list, /promotion/addDeposit a new one or ?id= one to
// change) under /oms/mms/deposit/: the catalogue's "Order: … deposit" and its state "deposit
// order" (§3, §4), with the deposit bands of §5 and §9. The spec names no code for the screens, so
// every merchant call is FUNC.promotions (OMS_FUNC_0019), the discounts' and time-limited offers'.
// The buyer's side (pay a deposit, pay the balance) is an operator call of the simulator under
// /oms/mkt/deposit/. Money travels as baht with at most two decimals; SKUs are picked with the
// discounts' picker (/oms/shop/promote/item/list/inquiry).

const depositId = z.string().trim().min(1).max(64);
const EXAMPLE_ID = '0123456789abcdef0123456789abcdef';
const exampleShopId = '0123456789abcdef0123456789abcdef';
const digits = z
  .string()
  .trim()
  .regex(/^\d{1,18}$/)
  .max(NUMERIC_ID_MAX);

export const depositSkuInput = z.object({
  skuId: digits,
  /** Baht paid up front per unit: within the band of the SKU's price, a multiple of 10. */
  deposit: zBaht,
  /** Baht the deposit is worth off the price: a whole multiple of the deposit, at most 40% of the price. */
  deduction: zBaht,
  /** Units sold on deposit: above 0, not above the product's stock. */
  stock: z.number().int().min(0).max(DEPOSIT_STOCK_MAX),
});
export type DepositSkuInput = z.input<typeof depositSkuInput>;

export const depositInput = z.object({
  name: z.string().max(DEPOSIT_NAME_MAX * 2),
  /** When buyers pay deposits: start not in the past, before the end, at most 90 days. */
  depositStart: isoTime,
  depositEnd: isoTime,
  /** When the balance is due: 1 hour to 7 days after the deposit window ends. */
  balanceEnd: isoTime,
  skus: z.array(depositSkuInput).max(DEPOSIT_MAX_SKUS + 1),
});
export type DepositInput = z.input<typeof depositInput>;

export const depositSkuView = z.object({
  skuId: z.string(),
  productId: z.string(),
  title: z.string(),
  specValues: z.array(z.string()),
  imageUrl: z.string(),
  /** Baht: the SKU's price now, and the pre-sale's figures. */
  salesPrice: z.number(),
  mallStock: z.number().int(),
  deposit: z.number(),
  deduction: z.number(),
  /** What a buyer pays at the balance: the price less the deduction. */
  balance: z.number(),
  stock: z.number().int(),
  /** Units on deposit (given back by lapsed and cancelled orders). */
  sold: z.number().int(),
});
export type DepositSkuView = z.infer<typeof depositSkuView>;

export const depositView = z.object({
  depositId: z.string(),
  name: z.string(),
  depositStart: isoTime,
  depositEnd: isoTime,
  balanceEnd: isoTime,
  state: z.enum(DEPOSIT_STATE),
  skus: z.array(depositSkuView),
  /** Deposit orders of the pre-sale with their balance due now. */
  balanceDue: z.number().int(),
  createdAt: isoTime,
});
export type DepositView = z.infer<typeof depositView>;

const saved = z.object({ depositId: z.string() });

const example: DepositInput = {
  name: 'พรีเซลกล้องรุ่นใหม่',
  depositStart: '2026-12-20T00:00:00+07:00',
  depositEnd: '2026-12-25T00:00:00+07:00',
  balanceEnd: '2026-12-27T00:00:00+07:00',
  skus: [{ skuId: '200000002', deposit: '600.00', deduction: '1200.00', stock: 20 }],
};

export const depositAdd = defineCall({
  path: '/oms/mms/deposit/add',
  func: FUNC.promotions,
  summary:
    'Create a deposit pre-sale: a name of at most 40 characters, a deposit window (start not in the past, before the end, at most 90 days), a balance due time 1 hour to 7 days after the deposit window, and 1 to 20 SKUs of the shop on sale, each with a deposit in the band of its price (under 2500 baht 10–20%; from 2500 at least 250 and at most 20%; from 5000 at least 500 and at most 20%; a multiple of 10), a deduction (a whole multiple of the deposit, at most 40% of the price) and pre-sale stock (above 0, not above the product stock). A SKU is in one pre-sale at a time.',
  example,
  request: depositInput,
  response: saved,
});

export const depositModify = defineCall({
  path: '/oms/mms/deposit/modify',
  func: FUNC.promotions,
  summary: 'Change a deposit pre-sale not yet started, under the rules of a new one.',
  ids: { depositId: 'deposit' },
  example: { depositId: EXAMPLE_ID, ...example },
  request: depositInput.extend({ depositId }),
  response: saved,
});

export const depositList = defineCall({
  readOnly: true,
  path: '/oms/mms/deposit/list',
  func: FUNC.promotions,
  summary:
    'The deposit pre-sales of /promotion/deposit, newest first, with counts per state tab; states come from the clock (not started, taking deposits, balance due, ended). Search by name (contains).',
  request: z.object({
    tab: z.enum(DEPOSIT_TABS).default('all'),
    keyword: z.string().trim().max(DEPOSIT_NAME_MAX).default(''),
    page: pageSchema,
  }),
  response: paged(depositView).extend({ tabCounts: z.record(z.enum(DEPOSIT_TABS), z.number().int()) }),
});

export const depositInquiry = defineCall({
  readOnly: true,
  path: '/oms/mms/deposit/inquiry',
  func: FUNC.promotions,
  summary: 'One deposit pre-sale with its state and SKUs (deposit, deduction, balance, stock on deposit).',
  ids: { depositId: 'deposit' },
  example: { depositId: EXAMPLE_ID },
  request: z.object({ depositId }),
  response: depositView,
});

export const depositCalls = [depositAdd, depositModify, depositList, depositInquiry];

const OPERATOR = { auth: 'operator', func: FUNC.home } as const;

export const mktDepositPay = defineCall({
  ...OPERATOR,
  path: '/oms/mkt/deposit/pay',
  summary:
    'A buyer pays the deposit of one unit of a SKU in a pre-sale taking deposits: the unit is taken from the pre-sale stock and the product stock by conditional updates (sold out refuses), and a deposit order waits for its balance, due from the end of the deposit window to the balance due time. Without buyerId a simulated buyer pays.',
  example: { shopId: exampleShopId, skuId: '200000002', payMethod: 'mobile_banking' },
  request: z.object({
    shopId: id,
    buyerId: id.optional(),
    skuId: digits,
    payMethod: z.enum(PAY_METHOD).exclude(['cod']).default('mobile_banking'),
  }),
  response: z.object({
    orderId: z.string(),
    buyerId: z.string(),
    status: z.enum(ORDER_STATUS),
    deposit: z.string(),
    deduction: z.string(),
    balance: z.string(),
    balanceFrom: isoTime,
    balanceDueAt: isoTime,
  }),
});

export const mktBalancePay = defineCall({
  ...OPERATOR,
  path: '/oms/mkt/deposit/balance/pay',
  summary:
    'The buyer pays the balance of a deposit order within its balance window: the order is paid and waits to ship. Before the window is refused; after it the balance has lapsed.',
  example: { shopId: exampleShopId, orderId: '2611000000001' },
  request: z.object({ shopId: id, orderId: digits }),
  response: z.object({
    orderId: z.string(),
    status: z.enum(ORDER_STATUS),
    paidAt: isoTime,
    totalAmount: z.string(),
    shipDeadline: isoTime,
  }),
});

export const depositOperatorCalls = [mktDepositPay, mktBalancePay];
