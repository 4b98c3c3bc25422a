import {
  AFTER_SALE_TAB_STATES,
  AFTER_SALE_TABS,
  type AfterSaleMerchantAction,
  type AfterSaleReason,
  type AfterSaleStatus,
  type AfterSaleTab,
  type AfterSaleType,
} from '@sc/contract/after-sales.ts';
import {
  afterSaleAudit,
  afterSaleDetail,
  afterSaleDetailInquiry,
  afterSaleList,
  afterSaleProof,
  afterSaleReport,
} from '@sc/contract/calls/after-sales.ts';
import {
  mktAfterSaleApply,
  mktAfterSaleBuyerAct,
  mktAfterSalePlatformAct,
} from '@sc/contract/calls/marketplace-after-sales.ts';
import {
  mktCarrierEvent,
  mktOrderCheckout,
  mktOrderPay,
  mktReceiptConfirm,
} from '@sc/contract/calls/marketplace-orders.ts';
import { imageUpload } from '@sc/contract/calls/media.ts';
import { orderDetailInquiry } from '@sc/contract/calls/orders.ts';
import { addressAdd } from '@sc/contract/calls/settings.ts';
import type { Locale } from '@sc/contract/locale.ts';
import type { MessageKey } from '@sc/contract/messages.ts';
import { REPLY } from '@sc/contract/reply-codes.ts';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { expect } from 'vitest';
import { shipUnits } from '../src/areas/orders/index.ts';
import { afterSaleEvents, afterSales, refundReceipts } from '../src/db/schema.ts';
import { DEMO_ACCOUNTS, OTHER, type Reply, type TestServer } from './harness.ts';
import { inTx, makeBuyer, makeSku, type SkuMade, shopIdNamed } from './mkt-orders-kit.ts';
import { jtWaybill, text } from './orders-kit.ts';

// Shared by the after-sales-*.spec.ts files: orders brought to the point a case is about
// (placed, paid, shipped, delivered or completed) through the simulator's calls, cases opened
// by the simulated buyer, and every move of a case through the real calls: the merchant's with
// the owner's cookie, the buyer's and the platform's with an operator's.

export const MINUTE = 60 * 1000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

type Answer = { status_: Reply['data']['transactionStatus']; data: Reply['data'] };

/** Sessions are logged in again once the test clock has moved on (operators work 12-hour shifts). */
const RELOGIN_AFTER = 6 * HOUR;

export interface World {
  s: TestServer;
  shopId: string;
  /** The owner's cookie (a fresh session once the clock moved). */
  owner(): Promise<string>;
  /** An operator's cookie (a fresh shift once the clock moved). */
  op(): Promise<string>;
}

function session(s: TestServer, login: () => Promise<string>): () => Promise<string> {
  let cookie = '';
  let at = 0;
  return async () => {
    const now = s.clock.now().getTime();
    if (!cookie || now - at > RELOGIN_AFTER || now < at) {
      cookie = await login();
      at = now;
    }
    return cookie;
  };
}

/** The demo shop as its owner sees it; `other` for the harness's second shop. */
export async function worldOf(s: TestServer, shop: 'demo' | 'other' = 'demo'): Promise<World> {
  const shopId = shop === 'demo' ? await shopIdNamed(s.db, 'Demo Shop') : s.other.shopId;
  const account = shop === 'demo' ? DEMO_ACCOUNTS.owner : OTHER.owner;
  return {
    s,
    shopId,
    owner: session(s, async () => (await s.login(account)).cookie),
    op: session(s, async () => (await s.operatorLogin()).cookie),
  };
}

export function expectOk(r: Answer): Record<string, unknown> {
  expect(r.status_.success, r.status_.replyText).toBe(true);
  return r.data;
}

/** Refused by the rules (RULE_VIOLATED unless told) with the text of `key` in `locale`. */
export function expectRule(
  r: Answer,
  key: MessageKey,
  params?: Record<string, string | number>,
  locale: Locale = 'en-US',
  code: string = REPLY.RULE_VIOLATED.code,
) {
  expect(r.status_.success, r.status_.replyText).toBe(false);
  expect(r.status_.replyCode).toBe(code);
  expect(r.status_.replyText).toBe(text(key, params, locale));
}

// ---- Orders -------------------------------------------------------------------------------

export type OrderPoint = 'paid' | 'shipped' | 'delivered' | 'completed';

export interface LineSpec {
  /** Satang. */
  price?: number;
  quantity?: number;
  stock?: number;
}

export interface OrderMade {
  orderId: string;
  /** The SKUs by line: line n is skus[n - 1]. */
  skus: SkuMade[];
}

/**
 * An order of new SKUs (one line each) checked out and paid by a marketplace buyer, then as
 * far as the point asks: shipped whole by the merchant, delivered, confirmed by the buyer.
 * Freight and discount in baht, as the simulator carries them.
 */
export async function orderAt(
  w: World,
  point: OrderPoint = 'delivered',
  opts: { lines?: LineSpec[]; freight?: number; discount?: number; payMethod?: 'cod' } = {},
): Promise<OrderMade> {
  const { s, shopId } = w;
  const specs = opts.lines ?? [{}];
  const skus: SkuMade[] = [];
  for (const l of specs) skus.push(await makeSku(s.db, shopId, { stock: l.stock ?? 10, price: l.price ?? 19_900 }));
  const buyer = await makeBuyer(s.db);
  const op = await w.op();
  const placed = expectOk(
    await s.call(
      mktOrderCheckout,
      {
        shopId,
        buyerId: buyer.id,
        lines: skus.map((k, i) => ({ skuId: String(k.skuId), quantity: specs[i]?.quantity ?? 1 })),
        payMethod: opts.payMethod ?? 'mobile_banking',
        freight: opts.freight ?? 0,
        discount: opts.discount ?? 0,
      },
      { cookie: op },
    ),
  );
  const orderId = String(placed.orderId);
  // Cash on delivery is paid at the door, not before shipping.
  if (opts.payMethod !== 'cod') expectOk(await s.call(mktOrderPay, { shopId, orderId }, { cookie: op }));
  if (point === 'paid') return { orderId, skus };
  await inTx(s.db, (tx) =>
    shipUnits(
      tx,
      shopId,
      Number(orderId),
      { carrierCode: 'jt', waybillNo: jtWaybill(), actor: 'merchant' },
      s.clock.now(),
    ),
  );
  if (point !== 'shipped') {
    expectOk(await s.call(mktCarrierEvent, { shopId, orderId, event: 'delivered' }, { cookie: op }));
  }
  if (point === 'completed') expectOk(await s.call(mktReceiptConfirm, { shopId, orderId }, { cookie: op }));
  return { orderId, skus };
}

/** The order as the merchant's order detail shows it. */
export async function orderDetail(w: World, orderId: string) {
  const r = await w.s.call(orderDetailInquiry, { orderId }, { cookie: await w.owner() });
  return orderDetailInquiry.response.parse(expectOk(r));
}

// ---- Cases --------------------------------------------------------------------------------

export interface ApplyOptions {
  reason?: AfterSaleReason;
  description?: string;
  evidence?: string[];
  lines?: { lineNo: number; quantity: number }[];
  /** Baht. */
  amount?: number;
  locale?: Locale;
}

/** The buyer's request as the simulator sends it; the raw reply. */
export async function apply(w: World, orderId: string, type: AfterSaleType, o: ApplyOptions = {}) {
  return w.s.call(
    mktAfterSaleApply,
    {
      shopId: w.shopId,
      orderId,
      type,
      reason: o.reason ?? (type === 'refund' ? 'damaged' : 'size_fit'),
      description: o.description ?? '',
      evidence: o.evidence ?? [],
      lines: o.lines ?? [],
      ...(o.amount !== undefined ? { amount: o.amount } : {}),
    },
    { cookie: await w.op(), ...(o.locale ? { locale: o.locale } : {}) },
  );
}

/** Opens a case and answers its number. */
export async function openCase(w: World, orderId: string, type: AfterSaleType, o: ApplyOptions = {}): Promise<string> {
  const data = expectOk(await apply(w, orderId, type, o));
  expect(data.status).toBe('pending');
  return String(data.caseId);
}

export interface AuditExtra {
  rejectReason?: string;
  note?: string;
  addressId?: string;
  carrierCode?: string;
  waybillNo?: string;
  locale?: Locale;
}

/** The merchant's audit/admin with the owner's cookie; the raw reply. */
export async function audit(w: World, caseId: string, action: AfterSaleMerchantAction, x: AuditExtra = {}) {
  const { locale, ...rest } = x;
  const extra =
    action === 'reject' && !('rejectReason' in x) ? { rejectReason: 'evidence_insufficient', ...rest } : rest;
  const ship = action === 'reship' && !x.waybillNo ? { carrierCode: 'jt', waybillNo: jtWaybill() } : {};
  return w.s.call(
    afterSaleAudit,
    { caseId, action, ...ship, ...extra },
    { cookie: await w.owner(), ...(locale ? { locale } : {}) },
  );
}

export type BuyerMove = 'ship_return' | 'revoke' | 'accept' | 'dispute' | 'appeal';

/** The buyer acts (a return ships with Flash and a fresh waybill unless told). */
export async function buyer(
  w: World,
  caseId: string,
  action: BuyerMove,
  x: { carrierCode?: string; waybillNo?: string; note?: string; locale?: Locale } = {},
) {
  const { locale, ...rest } = x;
  const parcel = action === 'ship_return' && !x.waybillNo ? { carrierCode: 'jt', waybillNo: jtWaybill() } : {};
  return w.s.call(
    mktAfterSaleBuyerAct,
    { shopId: w.shopId, caseId, action, ...parcel, ...rest },
    { cookie: await w.op(), ...(locale ? { locale } : {}) },
  );
}

export type PlatformMove = 'intervene' | 'judge_buyer' | 'judge_seller' | 'appeal_pass' | 'appeal_fail' | 'terminate';

export async function platform(
  w: World,
  caseId: string,
  action: PlatformMove,
  x: { note?: string; locale?: Locale } = {},
) {
  return w.s.call(
    mktAfterSalePlatformAct,
    { shopId: w.shopId, caseId, action, note: x.note ?? '' },
    { cookie: await w.op(), ...(x.locale ? { locale: x.locale } : {}) },
  );
}

/** The merchant appeals a judgement. */
export async function report(w: World, caseId: string, reason: string, evidence: string[] = [], locale?: Locale) {
  return w.s.call(
    afterSaleReport,
    { caseId, reason, evidence },
    { cookie: await w.owner(), ...(locale ? { locale } : {}) },
  );
}

/** The merchant adds evidence. */
export async function proof(w: World, caseId: string, evidence: string[], note = '', locale?: Locale) {
  return w.s.call(
    afterSaleProof,
    { caseId, evidence, note },
    { cookie: await w.owner(), ...(locale ? { locale } : {}) },
  );
}

export async function detail(w: World, caseId: string) {
  const r = await w.s.call(afterSaleDetailInquiry, { caseId }, { cookie: await w.owner() });
  return afterSaleDetail.parse(expectOk(r));
}

/** Every path a case may be brought to, from a fresh order; the step list says how. */
export type Point =
  | 'pending'
  | 'awaiting_return'
  | 'awaiting_receipt'
  | 'agreed'
  | 'rejected'
  | 'intervening'
  | 'judged'
  | 'appealed'
  | AfterSaleStatus;

/** The moves that bring a new case of `type` to `point`. */
function stepsTo(type: AfterSaleType, point: Point): ((w: World, id: string) => Promise<Answer>)[] {
  const toReturn = [(w: World, id: string) => audit(w, id, 'agree_return')];
  const toReceipt = [...toReturn, (w: World, id: string) => buyer(w, id, 'ship_return')];
  const toRejected = [(w: World, id: string) => audit(w, id, 'reject')];
  const toIntervening = [...toRejected, (w: World, id: string) => buyer(w, id, 'dispute')];
  const toJudged = [...toIntervening, (w: World, id: string) => platform(w, id, 'judge_buyer')];
  switch (point) {
    case 'pending':
      return [];
    case 'awaiting_return':
      return toReturn;
    case 'awaiting_receipt':
      return toReceipt;
    case 'agreed':
      return [...toReceipt, (w, id) => audit(w, id, 'confirm_receipt')];
    case 'rejected':
      return toRejected;
    case 'intervening':
      return toIntervening;
    case 'judged':
      return toJudged;
    case 'appealed':
      return [...toJudged, (w, id) => report(w, id, 'The buyer sent back another item')];
    case 'success':
      return type === 'refund' ? [(w, id) => audit(w, id, 'agree')] : [];
    case 'closed':
      return [...toRejected, (w, id) => buyer(w, id, 'accept')];
    case 'revoked':
      return [(w, id) => buyer(w, id, 'revoke')];
    case 'terminated':
      return [(w, id) => platform(w, id, 'terminate')];
    default:
      throw new Error(`no path to ${point}`);
  }
}

/** A case of `type` on a fresh delivered order, moved to `point`. */
export async function caseAt(
  w: World,
  type: AfterSaleType,
  point: Point,
  o: ApplyOptions & { order?: { lines?: LineSpec[]; freight?: number; discount?: number } } = {},
): Promise<{ caseId: string } & OrderMade> {
  const made = await orderAt(w, 'delivered', o.order ?? {});
  const caseId = await openCase(w, made.orderId, type, o);
  for (const step of stepsTo(type, point)) expectOk(await step(w, caseId));
  return { caseId, ...made };
}

/** A return address in the shop (the first one added becomes the default). */
export async function addReturnAddress(w: World, over: Record<string, unknown> = {}): Promise<string> {
  const r = await w.s.call(
    addressAdd,
    {
      name: 'คลังสินค้าหลัก',
      contact: 'สมชาย ใจดี',
      phone: '0812345678',
      subDistrictCode: '103005',
      zipCode: '10900',
      detail: '99/1 ถนนพหลโยธิน',
      ...over,
    },
    { cookie: await w.owner() },
  );
  return String(expectOk(r).addressId);
}

/** Uploads an evidence photo through /oms/p/image/upload (usage afterSaleProof). */
export async function uploadProof(w: World): Promise<{ mediaId: string; url: string }> {
  const data = await sharp({ create: { width: 400, height: 300, channels: 3, background: { r: 30, g: 90, b: 160 } } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('sessionContext', JSON.stringify({ entityCode: 1, channel: 'omsAdmin', locale: 'en-US' }));
  form.append('usage', 'afterSaleProof');
  form.append('file', new Blob([new Uint8Array(data)], { type: 'image/png' }), 'proof.png');
  const res = await w.s.app.inject({
    method: 'POST',
    url: imageUpload.path,
    payload: form,
    headers: { cookie: await w.owner() },
  });
  const body = res.json() as Reply;
  const out = expectOk({ status_: body.data.transactionStatus, data: body.data });
  return { mediaId: String(out.mediaId), url: String(out.url) };
}

// ---- Reads straight from the database -------------------------------------------------------

export async function caseRow(w: World, caseId: string) {
  const [row] = await w.s.db
    .select()
    .from(afterSales)
    .where(and(eq(afterSales.shopId, w.shopId), eq(afterSales.id, Number(caseId))));
  if (!row) throw new Error(`no case ${caseId}`);
  return row;
}

export async function receiptsOf(w: World, caseId: string) {
  return w.s.db
    .select()
    .from(refundReceipts)
    .where(and(eq(refundReceipts.shopId, w.shopId), eq(refundReceipts.caseId, Number(caseId))));
}

export async function eventsOf(w: World, caseId: string) {
  return w.s.db
    .select()
    .from(afterSaleEvents)
    .where(and(eq(afterSaleEvents.shopId, w.shopId), eq(afterSaleEvents.caseId, Number(caseId))))
    .orderBy(afterSaleEvents.id);
}

/** The list's tab counts agree with a count over the shop's cases, state by state. */
export async function expectTabCountsTrue(w: World) {
  const rows = await w.s.db
    .select({ status: afterSales.status })
    .from(afterSales)
    .where(eq(afterSales.shopId, w.shopId));
  const counted = Object.fromEntries(AFTER_SALE_TABS.map((t) => [t, 0])) as Record<AfterSaleTab, number>;
  for (const r of rows) {
    for (const tab of AFTER_SALE_TABS) {
      const states = AFTER_SALE_TAB_STATES[tab];
      if (!states || states.includes(r.status as AfterSaleStatus)) counted[tab] += 1;
    }
  }
  const r = await w.s.call(afterSaleList, {}, { cookie: await w.owner() });
  expect(afterSaleList.response.parse(expectOk(r)).tabCounts).toEqual(counted);
}

/** Moves the test clock to `at` (never back). */
export function clockTo(s: TestServer, at: Date | number) {
  const ms = (typeof at === 'number' ? at : at.getTime()) - s.clock.now().getTime();
  if (ms > 0) s.clock.advance(ms);
}

/** baht → satang, rounded (reads of the API's amounts). */
export const satang = (baht: number) => Math.round(baht * 100);
