import {
  ORDER_TABS,
  type OrderLine,
  type OrderRow as OrderRowView,
  type OrderTab,
  type orderFilter,
  type orderListInquiry,
  type orderRiskList,
} from '@sc/contract/calls/orders.ts';
import { NEAR_DEADLINE_HOURS } from '@sc/contract/constants.ts';
import type { CallPayload } from '@sc/contract/define-call.ts';
import { normaliseWaybill, SHIPPABLE_STATUS } from '@sc/contract/orders.ts';
import type { PageInput } from '@sc/contract/page.ts';
import { and, count, desc, eq, gte, inArray, isNotNull, lt, lte, ne, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { toNumber } from '../../db/numbers.ts';
import { limitInText, namedByText } from '../../db/prepared.ts';
import { orderCounts, orders } from '../../db/schema.ts';
import type { ShopScope } from '../../db/tenant.ts';
import type { OrderRow } from './lock-order.ts';
import { type OrderItemRow, plansOf, presentOrder } from './order-view.ts';

// The order list of /order/index (/oms/order/list/inquiry). The page is read newest first from an
// index that leads with the shop (and the status, for a tab); the tab counts come from
// order_counts, kept by a trigger on orders (drizzle/0005_order_counts.sql), so a tab's total is
// one row read, not a count(*) over a million orders.

export type OrderFilterValue = z.output<typeof orderFilter>;

const HOUR_MS = 3_600_000;

const pageOf = (page: PageInput) => ({ limit: page.pageSize, offset: (page.pageNum - 1) * page.pageSize });
const answerPage = (page: PageInput, n: number) => ({ pageNum: page.pageNum, pageSize: page.pageSize, count: n });

/** `like` pattern for "begins with", with the user's % and _ taken literally. */
const prefix = (s: string) => `${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The tab's own condition. Abnormal is a mark the automatic rules set (abnormal_at), not a state
 * an order is in: the Abnormal tab lists the marked orders, as /order/abnormalOrder does, and
 * counts them from the 'marked_abnormal' row of order_counts.
 */
export function tabWhere(tab: OrderTab): SQL | undefined {
  if (tab === 'all') return undefined;
  if (tab === 'deposit') return eq(orders.orderType, 'deposit');
  if (tab === 'abnormal') return isNotNull(orders.abnormalAt);
  return eq(orders.status, tab);
}

/**
 * Still to ship with the ship deadline under NEAR_DEADLINE_HOURS away at `now` (a call's clock);
 * without it, at the database's time (an export running later, as its rows are read).
 */
export function nearDeadlineWhere(now?: Date): SQL | undefined {
  const limit = now
    ? new Date(now.getTime() + NEAR_DEADLINE_HOURS * HOUR_MS)
    : sql`now() + make_interval(hours => ${NEAR_DEADLINE_HOURS})`;
  return and(inArray(orders.status, [...SHIPPABLE_STATUS]), lt(orders.shipDeadline, limit));
}

/** Whether the filter narrows more than the tab (then the page count is counted). */
export function isSearching(f: OrderFilterValue): boolean {
  return (
    f.orderIds.length > 0 ||
    f.buyer !== '' ||
    f.createdFrom !== undefined ||
    f.createdTo !== undefined ||
    f.payMethod !== undefined ||
    f.carrierCode !== '' ||
    f.waybillNo !== '' ||
    f.orderType !== undefined ||
    f.deliveryMode !== undefined ||
    f.shipDue !== undefined
  );
}

/** Every condition of the filter, the shop's included. */
export function listWhere(shop: ShopScope, f: OrderFilterValue, now?: Date): SQL {
  const o = orders;
  return shop.where(
    o,
    tabWhere(f.tab),
    f.orderIds.length > 0 ? inArray(o.id, f.orderIds.map(Number)) : undefined,
    f.buyer ? sql`${o.buyerNickname} like ${prefix(f.buyer)}` : undefined,
    f.createdFrom ? gte(o.createdAt, new Date(f.createdFrom)) : undefined,
    f.createdTo ? lte(o.createdAt, new Date(f.createdTo)) : undefined,
    f.payMethod ? eq(o.payMethod, f.payMethod) : undefined,
    f.carrierCode ? eq(o.carrierCode, f.carrierCode) : undefined,
    f.waybillNo ? eq(o.waybillNo, normaliseWaybill(f.waybillNo)) : undefined,
    f.orderType ? eq(o.orderType, f.orderType) : undefined,
    f.deliveryMode ? eq(o.deliveryMode, f.deliveryMode) : undefined,
    f.shipDue === 'soon' ? nearDeadlineWhere(now) : undefined,
  );
}

/** Counts per tab of the whole shop, from order_counts. */
export async function tabCounts(shop: ShopScope): Promise<Record<OrderTab, number>> {
  const rows = await shop.tx
    .select({ status: orderCounts.status, n: orderCounts.count })
    .from(orderCounts)
    .where(shop.where(orderCounts));
  return countsFrom(rows);
}

export function countsFrom(rows: readonly { status: string; n: number }[]): Record<OrderTab, number> {
  const counts = Object.fromEntries(ORDER_TABS.map((t) => [t, 0])) as Record<OrderTab, number>;
  for (const r of rows) {
    if (r.status === 'marked_abnormal') {
      counts.abnormal = r.n;
      continue;
    }
    // 'abnormal' is a tab of the mark (above); no order is in a state of that name.
    if (r.status !== 'abnormal' && (ORDER_TABS as readonly string[]).includes(r.status)) {
      counts[r.status as OrderTab] = r.n;
    }
    if (r.status !== 'deposit') counts.all += r.n;
  }
  return counts;
}

/**
 * The order's lines, as one JSON column of the page query (one round trip for the page). The
 * outer columns are named with their table: drizzle writes a column of the query's own table
 * bare in the select list, and a bare "shop_id" here would be the line's own (always true),
 * leaving order_id alone to search a million lines without the (shop, order, line) key.
 */
const linesJson = sql<OrderItemJson[]>`(select coalesce(json_agg(json_build_object(
    'lineNo', i.line_no, 'productId', i.product_id::text, 'skuId', i.sku_id::text, 'title', i.title,
    'specValues', i.spec_values, 'imageUrl', i.image_url, 'skuCode', i.sku_code, 'unitPrice', i.unit_price,
    'quantity', i.quantity, 'lineAmount', i.line_amount, 'discountAmount', i.discount_amount, 'shippedQty', i.shipped_qty,
    'returnedQty', i.returned_qty) order by i.line_no), '[]'::json)
  from order_items i where i.shop_id = "orders"."shop_id" and i.order_id = "orders"."id")`;

interface OrderItemJson {
  lineNo: number;
  productId: string;
  skuId: string;
  title: string;
  specValues: string[];
  imageUrl: string;
  skuCode: string;
  unitPrice: number;
  quantity: number;
  lineAmount: number;
  discountAmount: number;
  shippedQty: number;
  returnedQty: number;
}

function fromJson(order: OrderRow, lines: OrderItemJson[], plans: ReadonlyMap<number, number>): OrderRowView {
  const asRows = lines.map(
    (l): OrderItemRow => ({
      shopId: order.shopId,
      orderId: order.id,
      lineNo: l.lineNo,
      productId: Number(l.productId),
      skuId: Number(l.skuId),
      title: l.title,
      specValues: l.specValues,
      imageUrl: l.imageUrl,
      skuCode: l.skuCode,
      unitPrice: Number(l.unitPrice),
      quantity: l.quantity,
      lineAmount: Number(l.lineAmount),
      discountAmount: Number(l.discountAmount),
      couponClaimId: null,
      activityId: null,
      fullscaleId: null,
      activityDiscount: 0,
      fullscaleDiscount: 0,
      couponDiscount: 0,
      addonId: null,
      addonUnits: 0,
      addonDiscount: 0,
      plusOfferId: null,
      memberDiscount: 0,
      giftId: null,
      seckillId: null,
      seckillUnits: 0,
      seckillDiscount: 0,
      campaignRegId: null,
      campaignUnits: 0,
      campaignDiscount: 0,
      bundleId: null,
      bundleUnits: 0,
      bundleSets: 0,
      bundleDiscount: 0,
      shippedQty: l.shippedQty,
      returnedQty: l.returnedQty,
      weightGrams: 0,
      refundedAmount: 0,
    }),
  );
  const view = presentOrder(order, asRows, plans);
  // Product and SKU ids as the database wrote them (text), never through a float.
  view.items = view.items.map((v: OrderLine, i) => ({
    ...v,
    productId: lines[i]?.productId ?? v.productId,
    skuId: lines[i]?.skuId ?? v.skuId,
  }));
  return view;
}

/**
 * The shop's order_counts rows as one JSON column of the page query, so the page and the tab
 * counts are one round trip (the subquery names no column of the page, so it runs once).
 */
function countsJson(shop: ShopScope) {
  return sql<
    { status: string; n: number }[] | null
  >`(select json_agg(json_build_object('status', c.status, 'n', c.count))
  from order_counts c where c.shop_id = ${shop.shopId})`;
}

export async function listOrders(shop: ShopScope, input: CallPayload<typeof orderListInquiry>, now: Date) {
  const where = listWhere(shop, input, now);
  const searching = isSearching(input);
  const { limit, offset } = pageOf(input.page);
  const page = shop.tx
    .select({ order: orders, lines: linesJson, counts: countsJson(shop) })
    .from(orders)
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .$dynamic();
  const [rows, matched] = await Promise.all([
    searching
      ? page.limit(limit).offset(offset)
      : // A tab's page, the list's hot path, is sent by a name made of its text (db/prepared.ts
        // namedByText): its planning costs more than its run. Its size is in the text and the
        // first page has no OFFSET (limitInText), so PostgreSQL keeps one plan for every shop.
        namedByText((name) =>
          (offset > 0 ? page.offset(offset) : page).limit(limitInText(limit)).prepare(name),
        ).execute(),
    searching ? shop.tx.select({ n: count() }).from(orders).where(where) : Promise.resolve(null),
  ]);
  // An empty page (a page past the end, an empty tab) has no row to carry the counts.
  const counts = rows[0] ? countsFrom(rows[0].counts ?? []) : await tabCounts(shop);
  const plans = await plansOf(
    shop,
    rows.map((r) => r.order),
  );
  const list = rows.map((r) => fromJson(r.order, r.lines, plans));
  const total = matched ? toNumber(matched[0]?.n) : counts[input.tab];
  return { list, page: answerPage(input.page, total), tabCounts: counts };
}

export async function listRisk(shop: ShopScope, input: CallPayload<typeof orderRiskList>) {
  const where = shop.where(
    orders,
    input.riskLevel ? eq(orders.riskLevel, input.riskLevel) : ne(orders.riskLevel, 'none'),
  );
  const { limit, offset } = pageOf(input.page);
  const [rows, total] = await Promise.all([
    shop.tx
      .select({ order: orders, lines: linesJson })
      .from(orders)
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(limit)
      .offset(offset),
    shop.tx.select({ n: count() }).from(orders).where(where),
  ]);
  const plans = await plansOf(
    shop,
    rows.map((r) => r.order),
  );
  return {
    list: rows.map((r) => ({ ...fromJson(r.order, r.lines, plans), riskReason: r.order.riskReason })),
    page: answerPage(input.page, toNumber(total[0]?.n)),
  };
}
