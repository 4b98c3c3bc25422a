import type { LedgerLineView, OrderEarnings, TradeFilter } from '@sc/contract/calls/finance.ts';
import { INVOICED_KINDS, VAT_BP } from '@sc/contract/finance.ts';
import { and, asc, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { bangkokDayStart } from '../../bangkok-time.ts';
import { toNumber } from '../../db/numbers.ts';
import { billAdjustments, ledgerLines, shops } from '../../db/schema.ts';
import type { ShopScope } from '../../db/tenant.ts';
import { adSpendBetween } from '../advertising/index.ts';
import { baht, billOf, presentBill } from './bills.ts';
import { tradeTotals, tradeWhere } from './day-totals.ts';

// The finance reads: a bill's detail and each order's earnings on it, the adjustments, and every
// money line of the shop (/finance/merchant/trade/list).

/** The bill that holds a ledger line (bill_lines matched on the line's shop by hand). */
const billOfLine = sql<
  string | null
>`(select bl.bill_id from bill_lines bl where bl.shop_id = ledger_lines.shop_id and bl.line_id = ledger_lines.id)`;
const onBill = (billId: string) =>
  sql`ledger_lines.id in (select bl.line_id from bill_lines bl where bl.shop_id = ledger_lines.shop_id and bl.bill_id = ${billId})`;

const lineFields = {
  id: ledgerLines.id,
  kind: ledgerLines.kind,
  amount: ledgerLines.amount,
  orderId: ledgerLines.orderId,
  ref: ledgerLines.ref,
  note: ledgerLines.note,
  at: ledgerLines.at,
  billId: billOfLine,
};

type LineRow = {
  id: number;
  kind: string;
  amount: number;
  orderId: number | null;
  ref: string;
  note: string;
  at: Date;
  billId: string | null;
};

export function presentLine(l: LineRow): LedgerLineView {
  return {
    lineId: String(l.id),
    kind: l.kind,
    amount: baht(l.amount),
    orderId: l.orderId === null ? null : String(l.orderId),
    ref: l.ref,
    note: l.note,
    at: l.at.toISOString(),
    billId: l.billId,
  };
}

export async function billDetail(shop: ShopScope, billId: string) {
  const bill = await billOf(shop, billId);
  // Grouped by kind: written by hand with the shop filter (the scoped select has no group by).
  const grouped = (
    (await shop.tx.execute(sql`
      select l.kind, sum(l.amount)::bigint as amount, count(*)::int as lines
      from ledger_lines l join bill_lines bl on bl.shop_id = l.shop_id and bl.line_id = l.id
      where l.shop_id = ${shop.shopId} and bl.bill_id = ${billId}
      group by l.kind order by l.kind
    `)) as unknown as { rows: { kind: string; amount: unknown; lines: number }[] }
  ).rows.map((k) => ({ kind: k.kind, amount: toNumber(k.amount), lines: k.lines }));
  const adjustments = await shop
    .select(
      billAdjustments,
      sql`${billAdjustments.lineId} in (select bl.line_id from bill_lines bl where bl.shop_id = bill_adjustments.shop_id and bl.bill_id = ${billId})`,
    )
    .orderBy(asc(billAdjustments.createdAt));
  return {
    bill: presentBill(bill),
    kinds: grouped.map((k) => ({ kind: k.kind, amount: baht(k.amount), lines: k.lines })),
    adjustments: adjustments.map((a) => ({
      adjustmentId: a.id,
      amount: baht(a.amount),
      reason: a.reason,
      at: a.createdAt.toISOString(),
    })),
  };
}

/** Each order's earnings on the bill, line by line, by order number; lines of no order last. */
export async function billOrders(
  shop: ShopScope,
  billId: string,
  orderId: number | undefined,
  page: { pageNum: number; pageSize: number },
) {
  await billOf(shop, billId);
  const only = orderId !== undefined ? sql`and l.order_id = ${orderId}` : sql``;
  // Grouped by order: written by hand with the shop filter (the scoped select has no group by).
  const orders = (
    (await shop.tx.execute(sql`
      select l.order_id as "orderId", sum(l.amount)::bigint as amount, count(*) over ()::int as total
      from ledger_lines l join bill_lines bl on bl.shop_id = l.shop_id and bl.line_id = l.id
      where l.shop_id = ${shop.shopId} and bl.bill_id = ${billId} ${only}
      group by l.order_id order by l.order_id asc nulls last
      limit ${page.pageSize} offset ${(page.pageNum - 1) * page.pageSize}
    `)) as unknown as { rows: { orderId: unknown; amount: unknown; total: number }[] }
  ).rows.map((o) => ({
    orderId: o.orderId === null ? null : toNumber(o.orderId),
    amount: toNumber(o.amount),
    total: o.total,
  }));
  const withOrder = orders.map((o) => o.orderId).filter((o): o is number => o !== null);
  const noOrder = orders.some((o) => o.orderId === null);
  const lines =
    orders.length === 0
      ? []
      : ((await shop
          .pick(
            ledgerLines,
            lineFields,
            and(
              onBill(billId),
              or(
                withOrder.length > 0 ? inArray(ledgerLines.orderId, withOrder) : undefined,
                noOrder ? isNull(ledgerLines.orderId) : undefined,
              ),
            ),
          )
          .orderBy(asc(ledgerLines.id))) as unknown as LineRow[]);
  const list: OrderEarnings[] = orders.map((o) => ({
    orderId: o.orderId === null ? '' : String(o.orderId),
    amount: baht(o.amount),
    lines: lines.filter((l) => l.orderId === o.orderId).map(presentLine),
  }));
  return { list, page: { ...page, count: orders[0]?.total ?? 0 } };
}

export async function listAdjustments(shop: ShopScope, page: { pageNum: number; pageSize: number }) {
  const rows = await shop
    .pick(billAdjustments, {
      id: billAdjustments.id,
      amount: billAdjustments.amount,
      reason: billAdjustments.reason,
      createdAt: billAdjustments.createdAt,
      forBillId: billAdjustments.forBillId,
      billId: sql<
        string | null
      >`(select bl.bill_id from bill_lines bl where bl.shop_id = bill_adjustments.shop_id and bl.line_id = bill_adjustments.line_id)`,
    })
    .orderBy(desc(billAdjustments.createdAt), desc(billAdjustments.id))
    .limit(page.pageSize)
    .offset((page.pageNum - 1) * page.pageSize);
  return {
    list: rows.map((a) => ({
      adjustmentId: a.id,
      amount: baht(a.amount),
      reason: a.reason,
      at: a.createdAt.toISOString(),
      forBillId: a.forBillId,
      billId: a.billId,
    })),
    page: { ...page, count: await shop.count(billAdjustments) },
  };
}

/** Every money line of the shop matching the filter, newest first, with their count and sum (day-totals.ts). */
export async function tradeList(shop: ShopScope, f: TradeFilter, page: { pageNum: number; pageSize: number }) {
  const where = tradeWhere(f);
  const rows = (await shop
    .pick(ledgerLines, lineFields, where)
    .orderBy(desc(ledgerLines.at), desc(ledgerLines.id))
    .limit(page.pageSize)
    .offset((page.pageNum - 1) * page.pageSize)) as unknown as LineRow[];
  const totals = await tradeTotals(shop, f);
  return { list: rows.map(presentLine), page: { ...page, count: totals.n }, sum: baht(totals.sum) };
}

/** The VAT (VAT_BP) that `satang` includes. */
const vatIn = (satang: number) => Math.round((satang * VAT_BP) / (10_000 + VAT_BP));

/**
 * The invoice details of a bill: the platform's charges on it by kind (INVOICED_KINDS, each net of
 * what was given back, shown as a positive charge) and the month's ad spend, read from the ad
 * account (no ledger line: the account is prepaid through the marketplace's payment, so a line
 * would take the money twice), each with the VAT it includes (VAT_BP); their total and its VAT.
 */
export async function billInvoice(shop: ShopScope, billId: string) {
  const detail = await billDetail(shop, billId);
  const bill = await billOf(shop, billId);
  const charged = detail.kinds
    .filter((k) => (INVOICED_KINDS as readonly string[]).includes(k.kind))
    .map((k) => ({ kind: k.kind, amount: -k.amount, lines: k.lines }));
  const chargesSatang = charged.reduce((t, k) => t + Math.round(k.amount * 100), 0);
  const ads = await adSpendBetween(shop, bangkokDayStart(bill.periodStart), bangkokDayStart(bill.periodEnd));
  const adsSatang = ads.spend + ads.brandSpend;
  const totalSatang = chargesSatang + adsSatang;
  const vatSatang = vatIn(chargesSatang) + vatIn(adsSatang);
  // The shop's name: shops is the platform's table of shops, read by the scope's own shop id.
  const [row] = await shop.tx.select({ name: shops.name }).from(shops).where(eq(shops.id, shop.shopId));
  return {
    invoiceNo: `INV${bill.periodStart.replaceAll('-', '').slice(0, 6)}-${bill.id.slice(0, 8).toUpperCase()}`,
    bill: detail.bill,
    shopName: row?.name ?? '',
    issuedAt: bill.builtAt.toISOString(),
    lines: charged,
    adSpend: {
      clicks: ads.clicks,
      amount: baht(ads.spend),
      brandAmount: baht(ads.brandSpend),
      vat: baht(vatIn(adsSatang)),
    },
    total: baht(totalSatang),
    vat: baht(vatSatang),
    net: baht(totalSatang - vatSatang),
  };
}

/** A bill's freight by order with the order's carrier and waybill (the express bill). */
export async function expressBill(shop: ShopScope, billId: string, page: { pageNum: number; pageSize: number }) {
  const bill = await billOf(shop, billId);
  // Grouped by order and joined to the orders on the shop columns by hand.
  const rows = (
    (await shop.tx.execute(sql`
      select l.order_id as "orderId", sum(l.amount)::bigint as freight, count(*)::int as lines,
        o.carrier_code as "carrierCode", o.waybill_no as "waybillNo",
        count(*) over ()::int as n, sum(sum(l.amount)) over ()::bigint as total
      from ledger_lines l
      join bill_lines bl on bl.shop_id = l.shop_id and bl.line_id = l.id
      left join orders o on o.shop_id = l.shop_id and o.id = l.order_id
      where l.shop_id = ${shop.shopId} and bl.bill_id = ${billId} and l.kind = 'freight' and l.order_id is not null
      group by l.order_id, o.carrier_code, o.waybill_no
      order by l.order_id
      limit ${page.pageSize} offset ${(page.pageNum - 1) * page.pageSize}
    `)) as unknown as {
      rows: {
        orderId: unknown;
        freight: unknown;
        lines: number;
        carrierCode: string | null;
        waybillNo: string | null;
        n: number;
        total: unknown;
      }[];
    }
  ).rows;
  const [all] = await shop.pick(
    ledgerLines,
    { total: sql<number>`coalesce(sum(${ledgerLines.amount}), 0)`.mapWith(toNumber) },
    and(onBill(billId), eq(ledgerLines.kind, 'freight')),
  );
  return {
    list: rows.map((r) => ({
      orderId: String(r.orderId),
      carrierCode: r.carrierCode,
      waybillNo: r.waybillNo,
      freight: baht(toNumber(r.freight)),
      lines: r.lines,
    })),
    page: { ...page, count: rows[0]?.n ?? 0 },
    total: baht(all?.total ?? 0),
    period: bill.periodStart.slice(0, 7),
  };
}
