import type { Locale } from '@sc/contract/locale.ts';
import { fillParams } from '@sc/contract/locale.ts';
import { type MessageKey, messages } from '@sc/contract/messages.ts';
import type { PayMethod } from '@sc/contract/orders.ts';
import { eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { expect } from 'vitest';
import { checkout, payOrder } from '../src/areas/orders/index.ts';
import { orderCounts } from '../src/db/schema.ts';
import type { Reply, TestServer } from './harness.ts';
import { inTx, makeBuyer, makeSku } from './mkt-orders-kit.ts';

// Shared by the orders-*.spec.ts files: orders placed through the lifecycle core (its
// checkout and payOrder), waybill numbers nobody else uses, bulk-ship files, and the reply
// checks.

let serial = Math.floor(Math.random() * 1_000_000);
/** A J&T waybill (12 digits) not used before in this run. */
export const jtWaybill = () =>
  `7${String(++serial).padStart(6, '0')}${String(Math.floor(Math.random() * 1e5)).padStart(5, '0')}`;

export interface Placed {
  orderId: number;
  skuId: number;
  productId: number;
}

/** An order of one SKU (stock 10 unless told), paid unless told, placed now. */
export async function placeOrder(
  s: TestServer,
  shopId: string,
  opts: {
    stock?: number;
    quantity?: number;
    payMethod?: PayMethod;
    paid?: boolean;
    orderType?: 'normal' | 'deposit' | 'lottery';
    deposit?: number;
    price?: number;
  } = {},
): Promise<Placed> {
  const sku = await makeSku(s.db, shopId, { stock: opts.stock ?? 10, ...(opts.price ? { price: opts.price } : {}) });
  const buyer = await makeBuyer(s.db);
  const payMethod = opts.payMethod ?? 'mobile_banking';
  const now = s.clock.now();
  const { orderId } = await inTx(s.db, (tx) =>
    checkout(
      tx,
      {
        shopId,
        buyerId: buyer.id,
        lines: [{ skuId: sku.skuId, quantity: opts.quantity ?? 1 }],
        payMethod,
        ...(opts.orderType ? { orderType: opts.orderType } : {}),
        ...(opts.deposit !== undefined ? { depositAmount: opts.deposit } : {}),
      },
      now,
    ),
  );
  if (payMethod !== 'cod' && opts.paid !== false) await inTx(s.db, (tx) => payOrder(tx, shopId, orderId, now));
  return { orderId, ...sku };
}

export const text = (key: MessageKey, params?: Record<string, string | number>, locale: Locale = 'en-US') =>
  fillParams(messages[key][locale], params);

type Answer = { status_: Reply['data']['transactionStatus'] };

export function expectOk(r: Answer) {
  expect(r.status_.success, r.status_.replyText).toBe(true);
}

/** Refused with the message of `key` (in English unless told). */
export function expectRefused(r: Answer, key: MessageKey, params?: Record<string, string | number>, locale?: Locale) {
  expect(r.status_.success).toBe(false);
  expect(r.status_.replyText).toBe(text(key, params, locale));
}

/** The shop's order counts as the trigger keeps them, and as a count over the orders says. */
export async function countsBothWays(s: TestServer, shopId: string) {
  const kept = await s.db.select().from(orderCounts).where(eq(orderCounts.shopId, shopId));
  const counted = await s.db.execute(sql`
    select k.status, count(*)::int as n from (
      select status::text as status from orders where shop_id = ${shopId}
      union all select 'deposit' from orders where shop_id = ${shopId} and order_type = 'deposit'
      union all select 'marked_abnormal' from orders where shop_id = ${shopId} and abnormal_at is not null
    ) k group by k.status`);
  const rows = (counted as unknown as { rows: { status: string; n: number }[] }).rows;
  const asMap = (list: { status: string; n: number }[]) =>
    Object.fromEntries(list.filter((r) => r.n !== 0).map((r) => [r.status, Number(r.n)]));
  return { kept: asMap(kept.map((r) => ({ status: r.status, n: r.count }))), counted: asMap(rows) };
}

/** A bulk-ship workbook: the template's English headers and the rows given. */
export async function bulkFile(
  rows: (string | number)[][],
  header = ['Order number', 'Carrier code', 'Waybill number'],
) {
  const wb = new ExcelJS.Workbook();
  const sheet = wb.addWorksheet('orders');
  sheet.addRow(header);
  for (const r of rows) sheet.addRow(r);
  return new Uint8Array(await wb.xlsx.writeBuffer());
}

/** A multipart call as the web client makes it: the context, then the file. */
export async function upload(s: TestServer, path: string, data: Uint8Array, cookie: string, locale: Locale = 'en-US') {
  const form = new FormData();
  form.append('sessionContext', JSON.stringify({ entityCode: 1, channel: 'omsAdmin', locale }));
  form.append(
    'file',
    new Blob([data], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }),
    'ship.xlsx',
  );
  const res = await s.app.inject({ method: 'POST', url: path, payload: form, headers: { cookie } });
  expect(res.statusCode).toBe(200);
  const body = res.json() as Reply;
  return { data: body.data, status_: body.data.transactionStatus };
}
