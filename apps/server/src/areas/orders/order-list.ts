import {
  ORDER_TABS,
  type OrderLine,
  type OrderTab,
  type orderFilter,
  type orderListInquiry,
  type orderRiskList,
} from '@sc/contract/calls/orders.ts';
import { NEAR_DEADLINE_HOURS } from '@sc/contract/constants.ts';
import type { CallPayload } from '@sc/contract/define-call.ts';
import { normaliseWaybill, SHIPPABLE_STATUS } from '@sc/contract/orders.ts';
import type { PageInput } from '@sc/contract/page.ts';
import {
  and,
  count,
  desc,
  eq,
  getTableColumns,
  gte,
  inArray,
  isNotNull,
  lt,
  lte,
  ne,
  Placeholder,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { z } from 'zod';
import { toNumber } from '../../db/numbers.ts';
import {
  asIs,
  asPlaceholder,
  type Bind,
  BuiltOnce,
  executeBuilt,
  limitInText,
  placeholderValues,
} from '../../db/prepared.ts';
import { orderCounts, orders } from '../../db/schema.ts';
import type { ShopScope } from '../../db/tenant.ts';
import { baht, plansOf, presentOrder, SHOWN, type ShownOrder } from './order-view.ts';

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

/** A value as a statement parameter: a placeholder stays one, an array goes whole (not as a list). */
const param = (v: unknown) => (v instanceof Placeholder ? v : sql.param(v));

/**
 * The tab's own condition. Abnormal is a mark the automatic rules set (abnormal_at), not a state
 * an order is in: the Abnormal tab lists the marked orders, as /order/abnormalOrder does, and
 * counts them from the 'marked_abnormal' row of order_counts.
 */
export function tabWhere(tab: OrderTab, bind: Bind = asIs): SQL | undefined {
  if (tab === 'all') return undefined;
  if (tab === 'deposit') return eq(orders.orderType, 'deposit');
  if (tab === 'abnormal') return isNotNull(orders.abnormalAt);
  return eq(orders.status, bind('tab', tab));
}

/**
 * Still to ship with the ship deadline under NEAR_DEADLINE_HOURS away at `now` (a call's clock);
 * without it, at the database's time (an export running later, as its rows are read).
 */
export function nearDeadlineWhere(now?: Date, bind: Bind = asIs): SQL | undefined {
  const limit = now
    ? bind('nearBy', new Date(now.getTime() + NEAR_DEADLINE_HOURS * HOUR_MS))
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

/**
 * The filter's conditions, the tab's included, each value through `bind` (placeholders for the
 * list's statement built once, the values themselves for the export). A list of order numbers is
 * one array parameter, so its length does not change the text.
 */
export function filterWhere(f: OrderFilterValue, bind: Bind, now?: Date): (SQL | undefined)[] {
  const o = orders;
  return [
    tabWhere(f.tab, bind),
    f.orderIds.length > 0
      ? sql`${o.id} = any(${param(bind('orderIds', f.orderIds.map(Number)))}::bigint[])`
      : undefined,
    f.buyer ? sql`${o.buyerNickname} like ${bind('buyer', prefix(f.buyer))}` : undefined,
    f.createdFrom ? gte(o.createdAt, bind('createdFrom', new Date(f.createdFrom))) : undefined,
    f.createdTo ? lte(o.createdAt, bind('createdTo', new Date(f.createdTo))) : undefined,
    f.payMethod ? eq(o.payMethod, bind('payMethod', f.payMethod)) : undefined,
    f.carrierCode ? eq(o.carrierCode, bind('carrierCode', f.carrierCode)) : undefined,
    f.waybillNo ? eq(o.waybillNo, bind('waybillNo', normaliseWaybill(f.waybillNo))) : undefined,
    f.orderType ? eq(o.orderType, bind('orderType', f.orderType)) : undefined,
    f.deliveryMode ? eq(o.deliveryMode, bind('deliveryMode', f.deliveryMode)) : undefined,
    f.shipDue === 'soon' ? nearDeadlineWhere(now, bind) : undefined,
  ];
}

/** Every condition of the filter, the shop's included. */
export function listWhere(shop: ShopScope, f: OrderFilterValue, now?: Date): SQL {
  return shop.where(orders, ...filterWhere(f, asIs, now));
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
const linesOf = (outer: string) =>
  sql<OrderItemJson[]>`(select coalesce(json_agg(json_build_object(
    'lineNo', i.line_no, 'productId', i.product_id::text, 'skuId', i.sku_id::text, 'title', i.title,
    'specValues', i.spec_values, 'imageUrl', i.image_url, 'skuCode', i.sku_code, 'unitPrice', i.unit_price,
    'quantity', i.quantity, 'lineAmount', i.line_amount, 'discountAmount', i.discount_amount, 'shippedQty', i.shipped_qty,
    'returnedQty', i.returned_qty) order by i.line_no), '[]'::json)
  from order_items i where i.shop_id = ${sql.identifier(outer)}."shop_id" and i.order_id = ${sql.identifier(outer)}."id")`;
const linesJson = linesOf('orders');

/** A line as linesOf reads it: ids as text, money in satang. */
interface OrderItemJson extends Omit<OrderLine, 'unitPrice' | 'lineAmount' | 'discountAmount'> {
  unitPrice: number;
  lineAmount: number;
  discountAmount: number;
}

const presentJsonLine = (l: OrderItemJson): OrderLine => ({
  ...l,
  unitPrice: baht(l.unitPrice),
  lineAmount: baht(l.lineAmount),
  discountAmount: baht(l.discountAmount),
});

/** An order of the page as the list statement reads it: stored names, bigint as text, times as Date. */
interface ShownRaw {
  id: string;
  status: string;
  pay_status: string;
  pay_method: string;
  order_type: string;
  delivery_mode: string;
  buyer_nickname: string;
  item_count: number;
  goods_amount: string;
  freight_amount: string;
  discount_amount: string;
  total_amount: string;
  deposit_amount: string;
  presale_id: string | null;
  deposit_deduction: string;
  balance_from: Date | null;
  balance_due_at: Date | null;
  balance_paid_at: Date | null;
  cancel_reason: string | null;
  refunded_amount: string;
  refunded_freight: string;
  buyer_remark: string;
  carrier_code: string | null;
  waybill_no: string | null;
  ship_deadline: Date | null;
  estimated_arrival: string | null;
  risk_level: string;
  abnormal_at: Date | null;
  created_at: Date;
  paid_at: Date | null;
  shipped_at: Date | null;
}

/** The shown order of a page row, as drizzle would have mapped it (bigint columns are numbers). */
function shownOrderOf(r: ShownRaw): ShownOrder {
  return {
    id: Number(r.id),
    status: r.status,
    payStatus: r.pay_status,
    payMethod: r.pay_method,
    orderType: r.order_type,
    deliveryMode: r.delivery_mode,
    buyerNickname: r.buyer_nickname,
    itemCount: r.item_count,
    goodsAmount: Number(r.goods_amount),
    freightAmount: Number(r.freight_amount),
    discountAmount: Number(r.discount_amount),
    totalAmount: Number(r.total_amount),
    depositAmount: Number(r.deposit_amount),
    presaleId: r.presale_id,
    depositDeduction: Number(r.deposit_deduction),
    balanceFrom: r.balance_from,
    balanceDueAt: r.balance_due_at,
    balancePaidAt: r.balance_paid_at,
    cancelReason: r.cancel_reason,
    refundedAmount: Number(r.refunded_amount),
    refundedFreight: Number(r.refunded_freight),
    buyerRemark: r.buyer_remark,
    carrierCode: r.carrier_code,
    waybillNo: r.waybill_no,
    shipDeadline: r.ship_deadline,
    estimatedArrival: r.estimated_arrival,
    riskLevel: r.risk_level,
    abnormalAt: r.abnormal_at,
    createdAt: r.created_at,
    paidAt: r.paid_at,
    shippedAt: r.shipped_at,
  };
}

/** An order of the page with its lines. */
type PageRow = ShownRaw & { lines: OrderItemJson[] };

/**
 * A row of the list statement: the figures, on every row, beside an order of the page; a page past
 * the end is the one row of figures, its order columns null.
 */
type ListRow = {
  /** The shop's order_counts rows as JSON text, read once (every row of the page carries them). */
  counts: string;
  /** What a search found in all; null without a search (the tab's count is the total). */
  found: string | null;
} & (PageRow | { id: null });

const isPageRow = (r: ListRow): r is ListRow & PageRow => r.id !== null;

/** The shapes of the list's statement kept built (listShape): tabs × filter fields × page sizes. */
const LIST_SHAPES = 200;
const built = new BuiltOnce(LIST_SHAPES);

/** What of a filter makes the text of a statement built with filterWhere: the tab and the fields set. */
export function filterShape(f: OrderFilterValue): unknown[] {
  return [
    f.tab,
    f.orderIds.length > 0,
    f.buyer !== '',
    f.createdFrom !== undefined,
    f.createdTo !== undefined,
    f.payMethod !== undefined,
    f.carrierCode !== '',
    f.waybillNo !== '',
    f.orderType !== undefined,
    f.deliveryMode !== undefined,
    f.shipDue !== undefined,
  ];
}

/**
 * What of a call makes the text of its statement: the filter's shape, the page size and whether
 * the page is past the first (limitInText).
 */
const listShape = (f: OrderFilterValue, pageSize: number, offset: number) =>
  JSON.stringify([...filterShape(f), pageSize, offset > 0]);

const shownColumns = SHOWN.map((key) => getTableColumns(orders)[key]);

/**
 * One statement: the shop's tab counts (order_counts) and, for a search, what it finds in all;
 * then the page, newest first, each order with its lines. The page is left-joined to the one row
 * of counts, so a page past the end (or an empty tab) still brings them. Every value is a
 * placeholder (listValues), so the text is built once for each shape (listShape). The page size
 * is in the text and a first page has no OFFSET (limitInText), so PostgreSQL keeps one plan for
 * every shop.
 */
function listStatement(f: OrderFilterValue, pageSize: number, offset: number, now: Date): SQL {
  // With a clock the near-deadline condition takes it as a placeholder (the call's, at each run).
  const where = and(eq(orders.shopId, asPlaceholder('shop', '')), ...filterWhere(f, asPlaceholder, now));
  const c = orderCounts;
  const columns = sql.join(
    [orders.shopId, ...shownColumns].map((col) => sql`${col}`),
    sql`, `,
  );
  return sql`with k as materialized (select
      (select coalesce(json_agg(json_build_object('status', ${c.status}, 'n', ${c.count})), '[]'::json)
        from ${c} where ${eq(c.shopId, asPlaceholder('shop', ''))})::text as counts,
      ${isSearching(f) ? sql`(select count(*) from ${orders} where ${where})` : sql`null::bigint`} as found
    )
    select k.counts, k.found, page.*, ${linesOf('page')} as lines from k left join (
      select ${columns} from ${orders} where ${where}
      order by ${orders.createdAt} desc, ${orders.id} desc
      limit ${limitInText(pageSize)}${offset > 0 ? sql` offset ${asPlaceholder('offset', 0)}` : sql``}
    ) page on true
    order by page.created_at desc, page.id desc`;
}

/** The values of the list statement's placeholders for a call (those its shape has). */
const listValues = (shopId: string, f: OrderFilterValue, offset: number, now: Date) =>
  placeholderValues({ shop: shopId, offset }, (bind) => filterWhere(f, bind, now));

export async function listOrders(shop: ShopScope, input: CallPayload<typeof orderListInquiry>, now: Date) {
  const { limit, offset } = pageOf(input.page);
  // Sent by a name made of its text (db/prepared.ts): each connection plans it once, for every
  // shop and value; its planning costs more than its run. The page's columns come under their
  // stored names.
  const statement = built.of(listShape(input, limit, offset), () => listStatement(input, limit, offset, now));
  const rows = await executeBuilt<ListRow>(shop.tx, statement, listValues(shop.shopId, input, offset, now));
  const [first] = rows;
  const counts = countsFrom(first ? (JSON.parse(first.counts) as { status: string; n: number }[]) : []);
  const page = rows.filter(isPageRow).map((r) => ({ order: shownOrderOf(r), lines: r.lines }));
  const plans = await plansOf(
    shop,
    page.map((p) => p.order),
  );
  const list = page.map((p) => presentOrder(p.order, p.lines.map(presentJsonLine), plans));
  const total = first?.found === null || first?.found === undefined ? counts[input.tab] : toNumber(first.found);
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
    list: rows.map((r) => ({
      ...presentOrder(r.order, r.lines.map(presentJsonLine), plans),
      riskReason: r.order.riskReason,
    })),
    page: answerPage(input.page, toNumber(total[0]?.n)),
  };
}
