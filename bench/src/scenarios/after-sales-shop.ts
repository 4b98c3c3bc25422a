/**
 * Shared by the after-sales scenarios: the demo shop filled with N after-sale cases by bulk SQL
 * (the way a migrated case history arrives), spread as a busy shop has them: most cases final
 * (about 70% successful, then closed, revoked by the buyer, cancelled, terminated and appeal
 * results), about 4% open with a running deadline (waiting for the merchant's answer, for the
 * buyer's return, for receipt, to reship, the buyer's dispute window, platform intervention,
 * the appeal window), over refund-only, return and exchange requests and every reason, applied
 * over the last year. Every open deadline lies ahead (an hour to a week), so the server's
 * timers have nothing to move while the load runs. The list reads after_sales alone: the cases
 * carry order numbers of their own range and no order rows or lines are made.
 */
import pg from 'pg';

/** Order numbers of the filled cases: ORDER_BASE + g, a range the demo shop's orders never reach. */
export const ORDER_BASE = 2_711_000_000_000;

/** State, deadline kind and type by g % 1000: a few thousand open in 100,000, the rest final. */
const STATE_CASE = `CASE
    WHEN b < 15 THEN 'pending' WHEN b < 23 THEN 'awaiting_return' WHEN b < 29 THEN 'awaiting_receipt'
    WHEN b < 31 THEN 'agreed' WHEN b < 35 THEN 'rejected' WHEN b < 38 THEN 'intervening' WHEN b < 40 THEN 'judged'
    WHEN b < 740 THEN 'success' WHEN b < 860 THEN 'closed' WHEN b < 940 THEN 'revoked' WHEN b < 980 THEN 'cancelled'
    WHEN b < 990 THEN 'terminated' WHEN b < 995 THEN 'appeal_passed' ELSE 'appeal_failed' END`;

const DEADLINE_KIND_CASE = `CASE x.status
    WHEN 'pending' THEN 'respond' WHEN 'awaiting_return' THEN 'return' WHEN 'awaiting_receipt' THEN 'receive'
    WHEN 'agreed' THEN 'reship' WHEN 'rejected' THEN 'dispute' WHEN 'judged' THEN 'appeal'
    -- An intervening case with the merchant's evidence in waits for the platform without a timer.
    WHEN 'intervening' THEN CASE WHEN x.b = 37 THEN NULL ELSE 'intervention' END END`;

const REASONS = [
  'not_received',
  'damaged',
  'wrong_item',
  'not_as_described',
  'missing_parts',
  'quality',
  'size_fit',
  'changed_mind',
];

const TITLES = [
  'เสื้อยืดคอกลม Cotton',
  'กางเกงยีนส์ขากระบอก',
  'รองเท้าผ้าใบ น้ำหนักเบา',
  'กระเป๋าเป้ใส่โน้ตบุ๊ก',
  'หูฟังไร้สาย Bluetooth',
  'พัดลมตั้งพื้น 16 นิ้ว',
  'หม้อทอดไร้น้ำมัน',
  'เซรั่มวิตามินซี',
  'Smart Watch Pro',
  'ลำโพงพกพา กันน้ำ',
];

export interface CasesFilled {
  cases: number;
  open: number;
  byStatus: Record<string, number>;
  seconds: number;
}

/** Adds `count` cases to the shop, then VACUUM ANALYZE; throws when the rows do not add up. */
export async function fillCases(databaseUrl: string, shopId: string, count: number): Promise<CasesFilled> {
  const started = Date.now();
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows: before } = await client.query<{ n: string }>(
      'SELECT count(*) AS n FROM after_sales WHERE shop_id = $1',
      [shopId],
    );
    await client.query(
      `INSERT INTO after_sales (shop_id, order_id, buyer_id, buyer_nickname, type, status, reason, description, title,
         image_url, quantity, refund_amount, refunded_amount, deadline_kind, deadline_at, applied_at, closed_at, updated_at)
       SELECT $1, $2::bigint + x.g, 'bench-buyer-' || (x.g % 2000), 'ผู้ซื้อ ' || (x.g % 2000), x.type, x.status,
         CASE WHEN x.type = 'refund' THEN ($3::text[])[1 + x.g % 8] ELSE ($3::text[])[2 + x.g % 7] END,
         '', ($4::text[])[1 + x.g % 10], 'https://img.alicdn.com/imgextra/cover.jpg', 1 + (x.g % 5 = 0)::int,
         x.amount,
         CASE WHEN x.status IN ('success', 'judged', 'appeal_passed', 'appeal_failed') THEN x.amount ELSE 0 END,
         d.kind,
         CASE WHEN d.kind IS NULL THEN NULL
           WHEN d.kind = 'respond' THEN x.applied + interval '2 days'
           WHEN d.kind = 'intervention' THEN now() + (1 + x.g % 47) * interval '1 hour'
           ELSE now() + (1 + x.g % 160) * interval '1 hour' END,
         x.applied,
         CASE WHEN x.open THEN NULL ELSE x.applied + interval '1 day' END,
         CASE WHEN x.open THEN x.applied ELSE x.applied + interval '1 day' END
       FROM (
         SELECT s.g, s.b, s.status, s.open,
           CASE WHEN s.status = 'agreed' THEN 'exchange'
             WHEN s.status IN ('awaiting_return', 'awaiting_receipt') THEN
               CASE WHEN s.g % 4 = 0 THEN 'exchange' ELSE 'return' END
             WHEN s.g % 20 < 11 THEN 'refund' WHEN s.g % 20 < 18 THEN 'return' ELSE 'exchange' END AS type,
           1000 + (s.g % 500) * 100 AS amount,
           -- Open cases were asked for in the last 44 hours; final ones over the year before.
           CASE WHEN s.open THEN now() - (s.g % 4000) * interval '40 seconds'
             ELSE now() - interval '2 days' - s.g * interval '5 minutes' END AS applied
         FROM (
           SELECT g, k.b, ${STATE_CASE} AS status, k.b < 40 AS open
           FROM generate_series(1, $5::int) g, LATERAL (SELECT g % 1000 AS b) k
         ) s
       ) x
       CROSS JOIN LATERAL (SELECT ${DEADLINE_KIND_CASE} AS kind) d`,
      [shopId, ORDER_BASE, REASONS, TITLES, count],
    );
    // after_sale_buyers too: its trigger on after_sales filled it with the cases' names.
    await client.query('VACUUM ANALYZE after_sales, after_sale_buyers');
    const { rows } = await client.query<{ status: string; n: string; open: string }>(
      `SELECT status, count(*) AS n, count(deadline_at) AS open FROM after_sales
       WHERE shop_id = $1 AND order_id > $2::bigint GROUP BY status`,
      [shopId, ORDER_BASE],
    );
    const byStatus = Object.fromEntries(rows.map((r) => [r.status, Number(r.n)]));
    const cases = rows.reduce((s, r) => s + Number(r.n), 0);
    if (cases !== count) throw new Error(`filled ${cases} cases, not ${count} (${before[0]?.n ?? 0} were there)`);
    const { rows: late } = await client.query<{ n: string }>(
      'SELECT count(*) AS n FROM after_sales WHERE shop_id = $1 AND deadline_at <= now()',
      [shopId],
    );
    if (Number(late[0]?.n ?? 0) > 0) throw new Error(`${late[0]?.n} cases have a deadline already passed`);
    // The tab counts the list reads come from after_sale_counts, kept by the trigger on insert.
    const { rows: drift } = await client.query<{ status: string }>(
      `SELECT coalesce(a.status, c.status) AS status FROM
         (SELECT status, type, count(*)::int AS n FROM after_sales WHERE shop_id = $1 GROUP BY status, type) a
         FULL JOIN (SELECT status, type, count AS n FROM after_sale_counts WHERE shop_id = $1 AND count <> 0) c
         ON a.status = c.status AND a.type = c.type
       WHERE a.n IS DISTINCT FROM c.n`,
      [shopId],
    );
    if (drift.length > 0)
      throw new Error(`after_sale_counts disagree with the cases: ${drift.map((d) => d.status).join(', ')}`);
    return {
      cases,
      open: rows.reduce((s, r) => s + Number(r.open), 0),
      byStatus,
      seconds: (Date.now() - started) / 1000,
    };
  } finally {
    await client.end();
  }
}

export interface StatementTime {
  label: string;
  ms: number;
  /** The plan's nodes, outermost first, with the index each scan read. */
  plan: string;
  /** The statement's first value, read as a number (a count), else the rows it answered. */
  rows: number;
}

interface PlanNode {
  'Node Type': string;
  'Index Name'?: string;
  'Relation Name'?: string;
  'Actual Rows'?: number;
  Plans?: PlanNode[];
}

function describePlan(node: PlanNode): string {
  const self = `${node['Node Type']}${node['Index Name'] ? ` using ${node['Index Name']}` : node['Relation Name'] ? ` on ${node['Relation Name']}` : ''} (${node['Actual Rows'] ?? '?'} rows)`;
  const inner = (node.Plans ?? []).map(describePlan);
  return inner.length > 0 ? `${self} ← ${inner.join(' + ')}` : self;
}

/** EXPLAIN ANALYZE of each statement (warm, run once before), its execution time and plan. */
export async function explainStatements(
  databaseUrl: string,
  statements: { label: string; sql: string; params: unknown[] }[],
): Promise<StatementTime[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const out: StatementTime[] = [];
    for (const s of statements) {
      const warm = await client.query(s.sql, s.params);
      const first = warm.rows[0] as Record<string, unknown> | undefined;
      const value = first && warm.rows.length === 1 ? Number(Object.values(first)[0]) : Number.NaN;
      const rows = Number.isFinite(value) ? value : warm.rows.length;
      const explained = await client.query<{ 'QUERY PLAN': [{ Plan: PlanNode; 'Execution Time': number }] }>(
        `EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) ${s.sql}`,
        s.params,
      );
      const top = explained.rows[0]?.['QUERY PLAN'][0];
      if (!top) throw new Error(`no plan for ${s.label}`);
      out.push({ label: s.label, ms: top['Execution Time'], plan: describePlan(top.Plan), rows });
    }
    return out;
  } finally {
    await client.end();
  }
}
