/**
 * Shared by the orders scenarios: the demo shop filled with N orders by bulk SQL (the way a
 * migrated order history arrives), one or two lines each over the shop's own SKUs, in every
 * state of the /order/index tabs, spread over the last months. The order_counts trigger keeps
 * the tab counts as the rows go in; the fill checks them after.
 */
import { CARRIER_CODES } from '@sc/contract/orders.ts';
import pg from 'pg';

/** Order statuses by g % 20: mostly waiting to ship and completed, as a busy shop has them. */
const STATUS_CASE = `CASE
    WHEN g % 20 < 2 THEN 'unpaid' WHEN g % 20 < 8 THEN 'to_ship' WHEN g % 20 < 10 THEN 'shipped'
    WHEN g % 20 = 10 THEN 'in_transit' WHEN g % 20 = 11 THEN 'delivered' WHEN g % 20 < 17 THEN 'completed'
    WHEN g % 20 < 19 THEN 'cancelled' ELSE 'system_cancelled' END`;

const PAY_METHODS = ['cod', 'mobile_banking', 'wallet', 'qr', 'card'];
const PLACES = [
  ['กรุงเทพมหานคร', 'จตุจักร', 'จตุจักร', '10900'],
  ['เชียงใหม่', 'เมืองเชียงใหม่', 'ศรีภูมิ', '50200'],
  ['ขอนแก่น', 'เมืองขอนแก่น', 'ในเมือง', '40000'],
  ['ภูเก็ต', 'เมืองภูเก็ต', 'ตลาดใหญ่', '83000'],
];

export interface OrdersFilled {
  orders: number;
  lines: number;
  seconds: number;
}

/**
 * Adds `count` orders to the shop (ids after the highest there is, the identity moved past
 * them), their lines, then VACUUM ANALYZE; throws when order_counts disagrees with the rows.
 */
export async function fillOrders(databaseUrl: string, shopId: string, count: number): Promise<OrdersFilled> {
  const started = Date.now();
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('BEGIN');
    await client.query(
      `CREATE TEMP TABLE bench_skus ON COMMIT DROP AS
       SELECT row_number() OVER (ORDER BY s.id) AS k, s.id AS sku_id, s.product_id, p.title, s.spec_values, s.code,
         greatest(s.price, 100) AS price
       FROM skus s JOIN products p ON p.shop_id = s.shop_id AND p.id = s.product_id
       WHERE s.shop_id = $1 AND p.deleted_at IS NULL`,
      [shopId],
    );
    const { rows: skuRows } = await client.query<{ n: string }>('SELECT count(*) AS n FROM bench_skus');
    const skuCount = Number(skuRows[0]?.n ?? 0);
    if (skuCount === 0) throw new Error('the shop has no SKUs to order');
    const { rows: baseRows } = await client.query<{ base: string }>(
      `SELECT greatest(coalesce(max(id), 0), 2611000000000) AS base FROM orders`,
    );
    const base = baseRows[0]?.base ?? '2611000000000';
    // One row per order with its first line's SKU (k1), its second's when it has two (every
    // fourth order), quantities and the goods amount they add up to.
    await client.query(
      `CREATE TEMP TABLE bench_orders ON COMMIT DROP AS
       SELECT g, $1::bigint + g AS id, 1 + g % $2 AS k1, CASE WHEN g % 4 = 0 THEN 1 + (g * 7 + 3) % $2 END AS k2,
         1 + (g % 3 = 0)::int AS q1
       FROM generate_series(1, $3::int) g`,
      [base, skuCount, count],
    );
    await client.query(`UPDATE bench_orders SET k2 = NULL WHERE k2 = k1`);
    await client.query(
      `INSERT INTO orders (id, shop_id, buyer_id, buyer_nickname, status, pay_status, pay_method, pay_serial, paid_at,
         order_type, delivery_mode, goods_amount, freight_amount, discount_amount, total_amount, buyer_remark, address,
         item_count, carrier_code, waybill_no, ship_deadline, shipped_at, completed_at, cancelled_at, cancel_reason,
         created_at, updated_at)
       OVERRIDING SYSTEM VALUE
       SELECT o.id, $1, 'bench-buyer-' || (o.g % 500), 'ผู้ซื้อ ' || (o.g % 500), x.status,
         CASE WHEN x.status IN ('unpaid', 'cancelled', 'system_cancelled') THEN 'to_pay' ELSE 'success' END,
         CASE WHEN x.status = 'unpaid' THEN 'mobile_banking' ELSE ($2::text[])[1 + o.g % 5] END,
         CASE WHEN x.status NOT IN ('unpaid', 'cancelled', 'system_cancelled') THEN 'PS' || o.id END,
         CASE WHEN x.status NOT IN ('unpaid', 'cancelled', 'system_cancelled') THEN x.at + interval '2 minutes' END,
         CASE WHEN o.g % 50 = 0 THEN 'deposit' ELSE 'normal' END, 'express',
         a.goods, (o.g % 2) * 3000, 0, a.goods + (o.g % 2) * 3000,
         CASE WHEN o.g % 7 = 0 THEN 'กรุณาโทรก่อนส่งนะคะ' ELSE '' END,
         jsonb_build_object('name', 'ผู้รับ ' || (o.g % 500), 'phone', '08' || lpad((o.g % 100000000)::text, 8, '0'),
           'province', ($3::text[])[1 + o.g % 4], 'district', ($4::text[])[1 + o.g % 4],
           'subDistrict', ($5::text[])[1 + o.g % 4], 'zipCode', ($6::text[])[1 + o.g % 4],
           'detail', (o.g % 300) || '/1 ถนนสุขุมวิท'),
         o.q1 + (o.k2 IS NOT NULL)::int,
         CASE WHEN x.shipped THEN ($7::text[])[1 + o.g % array_length($7::text[], 1)] END,
         CASE WHEN x.shipped THEN 'BW' || o.id END,
         x.at + interval '3 days',
         CASE WHEN x.shipped THEN x.at + interval '1 day' END,
         CASE WHEN x.status = 'completed' THEN x.at + interval '5 days' END,
         CASE WHEN x.status IN ('cancelled', 'system_cancelled') THEN x.at + interval '1 hour' END,
         CASE WHEN x.status = 'cancelled' THEN 'buyer' WHEN x.status = 'system_cancelled' THEN 'unpaid_timeout' END,
         x.at, x.at
       FROM bench_orders o
       JOIN bench_skus s1 ON s1.k = o.k1
       LEFT JOIN bench_skus s2 ON s2.k = o.k2
       CROSS JOIN LATERAL (SELECT s1.price * o.q1 + coalesce(s2.price, 0) AS goods) a
       CROSS JOIN LATERAL (SELECT ${STATUS_CASE} AS status,
         now() - (o.g * interval '13 seconds') AS at) y0
       CROSS JOIN LATERAL (SELECT y0.status, y0.at,
         y0.status IN ('shipped', 'in_transit', 'delivered', 'completed') AS shipped) x`,
      [
        shopId,
        PAY_METHODS,
        PLACES.map((p) => p[0]),
        PLACES.map((p) => p[1]),
        PLACES.map((p) => p[2]),
        PLACES.map((p) => p[3]),
        CARRIER_CODES,
      ],
    );
    await client.query(
      `INSERT INTO order_items (shop_id, order_id, line_no, product_id, sku_id, title, spec_values, sku_code,
         unit_price, quantity, line_amount, shipped_qty)
       SELECT $1, o.id, l.line_no, s.product_id, s.sku_id, s.title, s.spec_values, s.code, s.price, l.qty,
         s.price * l.qty, 0
       FROM bench_orders o
       CROSS JOIN LATERAL (VALUES (1, o.k1, o.q1), (2, o.k2, 1)) AS l(line_no, k, qty)
       JOIN bench_skus s ON s.k = l.k`,
      [shopId],
    );
    await client.query(`SELECT setval(pg_get_serial_sequence('orders', 'id'), (SELECT max(id) FROM orders))`);
    await client.query('COMMIT');
    await client.query('VACUUM ANALYZE orders');
    await client.query('VACUUM ANALYZE order_items');
    await client.query('VACUUM ANALYZE order_counts');
    const { rows: check } = await client.query<{ status: string; kept: number; real: string }>(
      `SELECT r.status, coalesce(c.count, 0) AS kept, r.n AS real
       FROM (SELECT status, count(*) AS n FROM orders WHERE shop_id = $1 GROUP BY status) r
       LEFT JOIN order_counts c ON c.shop_id = $1 AND c.status = r.status
       WHERE coalesce(c.count, 0) <> r.n`,
      [shopId],
    );
    if (check.length > 0) {
      throw new Error(`order_counts disagrees with the orders: ${JSON.stringify(check)}`);
    }
    const { rows: lineRows } = await client.query<{ n: string }>(
      'SELECT count(*) AS n FROM order_items WHERE shop_id = $1 AND order_id > $2::bigint',
      [shopId, base],
    );
    return { orders: count, lines: Number(lineRows[0]?.n ?? 0), seconds: (Date.now() - started) / 1000 };
  } catch (err) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw err;
  } finally {
    await client.end();
  }
}
