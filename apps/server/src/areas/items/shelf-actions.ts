import type { ProductStatus } from '@sc/contract/calls/items.ts';
import { toYN, type YN } from '@sc/contract/common.ts';
import type { Locale } from '@sc/contract/locale.ts';
import type { MessageKey } from '@sc/contract/messages.ts';
import { and, gt, inArray, isNotNull, isNull, ne, type SQL, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { products } from '../../db/schema.ts';
import type { ShopScope } from '../../db/tenant.ts';
import { text } from '../../envelope/reply.ts';
import { BizError } from '../../errors.ts';
import { blockedFromSale } from '../compliance/index.ts';
import { findProduct, findProducts, type ProductRecord } from './product-lookup.ts';
import { presentedStatus } from './product-tabs.ts';

// On and off shelf, the recycle bin and timed release (publish, batch/publish, delete, timed
// release). Batch calls answer each product on its own with a reason in the request's language; an
// id not in the shop refuses the whole call (not found). Each change is one UPDATE whose condition
// repeats the check, so a product that changed meanwhile is reported, not overwritten.

export interface ActionContext {
  shop: ShopScope;
  now: Date;
  locale: Locale;
}

interface Refused {
  key: MessageKey;
  params?: Record<string, string | number>;
}
type Decision = 'change' | 'keep' | Refused;

export interface RowResults {
  results: { productId: string; ok: YN; reason: string }[];
  succeeded: number;
  failed: number;
}

const p = products;
const stamp = (d: Date) => sql`${d.toISOString()}::timestamptz`;

/** Decides each row, runs `apply` on those to change, and answers per row. */
async function perRow(
  rows: ProductRecord[],
  decide: (row: ProductRecord) => Decision,
  apply: (ids: number[]) => Promise<number[]>,
): Promise<Map<number, Refused | null>> {
  const decisions = new Map(rows.map((r) => [r.id, decide(r)]));
  const toChange = rows.filter((r) => decisions.get(r.id) === 'change').map((r) => r.id);
  const changed = new Set(toChange.length > 0 ? await apply(toChange) : []);
  const out = new Map<number, Refused | null>();
  for (const r of rows) {
    const d = decisions.get(r.id) ?? 'keep';
    if (d === 'keep') out.set(r.id, null);
    else if (d === 'change') out.set(r.id, changed.has(r.id) ? null : { key: 'itemStateChanged' });
    else out.set(r.id, d);
  }
  return out;
}

function answer(c: ActionContext, rows: ProductRecord[], outcome: Map<number, Refused | null>): RowResults {
  const results = rows.map((r) => {
    const refused = outcome.get(r.id) ?? null;
    return {
      productId: String(r.id),
      ok: toYN(refused === null),
      reason: refused ? text(refused.key, c.locale, refused.params) : '',
    };
  });
  const succeeded = results.filter((r) => r.ok === 'y').length;
  return { results, succeeded, failed: results.length - succeeded };
}

async function update(
  c: ActionContext,
  set: PgUpdateSetSource<typeof products>,
  ids: number[],
  guard: SQL | undefined,
) {
  const rows = await c.shop
    .update(p, { ...set, updatedAt: c.now }, and(inArray(p.id, ids), isNull(p.purgedAt), guard))
    .returning({ id: p.id });
  return rows.map((r) => r.id);
}

/** On sale needs stock to sell, no platform block, not halted, not in the bin. */
async function decidePublish(c: ActionContext, rows: ProductRecord[], onShelf: boolean) {
  const blocked = onShelf
    ? await blockedFromSale(
        c.shop,
        rows.map((r) => r.id),
      )
    : new Set<number>();
  return (r: ProductRecord): Decision => {
    if (r.deletedAt) return { key: 'itemInRecycleBin' };
    if (!onShelf) return r.status === 'on_sale' || r.status === 'coming' ? 'change' : 'keep';
    if (r.status === 'halted') return { key: 'itemHalted' };
    if (r.status === 'on_sale') return 'keep';
    if (blocked.has(r.id)) return { key: 'itemBlockedByViolation' };
    if (r.stockTotal <= r.reservedTotal) return { key: 'itemNoStockToSell' };
    return 'change';
  };
}

async function publishRows(c: ActionContext, rows: ProductRecord[], onShelf: boolean) {
  const decide = await decidePublish(c, rows, onShelf);
  return perRow(rows, decide, (ids) =>
    onShelf
      ? update(
          c,
          { status: 'on_sale', onShelfAt: c.now, offShelfReason: null, releaseAt: null },
          ids,
          and(inArray(p.status, ['off_shelf', 'coming']), isNull(p.deletedAt), gt(p.stockTotal, p.reservedTotal)),
        )
      : update(
          c,
          { status: 'off_shelf', offShelfReason: 'merchant', offShelfAt: c.now, releaseAt: null },
          ids,
          inArray(p.status, ['on_sale', 'coming']),
        ),
  );
}

export async function publishOne(
  c: ActionContext,
  productId: string,
  onShelf: boolean,
): Promise<{ status: ProductStatus }> {
  const row = await findProduct(c.shop, productId);
  const refused = (await publishRows(c, [row], onShelf)).get(row.id);
  if (refused) throw new BizError('RULE_VIOLATED', refused.key, refused.params ?? {});
  return { status: presentedStatus(await findProduct(c.shop, productId)) };
}

export async function publishMany(c: ActionContext, productIds: string[], onShelf: boolean): Promise<RowResults> {
  const rows = await findProducts(c.shop, productIds);
  return answer(c, rows, await publishRows(c, rows, onShelf));
}

/** To the recycle bin: off the shelf first (a halted product stays halted). */
export async function deleteMany(c: ActionContext, productIds: string[]): Promise<RowResults> {
  const rows = await findProducts(c.shop, productIds);
  const leaving = sql`${p.status} in ('on_sale', 'coming')`;
  const outcome = await perRow(
    rows,
    (r) => (r.deletedAt ? 'keep' : 'change'),
    (ids) =>
      update(
        c,
        {
          deletedAt: c.now,
          deleteReason: 'merchant',
          status: sql`case when ${leaving} then 'off_shelf' else ${p.status} end`,
          offShelfReason: sql`case when ${leaving} then 'merchant' else ${p.offShelfReason} end`,
          offShelfAt: sql`case when ${leaving} then ${stamp(c.now)} else ${p.offShelfAt} end`,
          releaseAt: null,
        },
        ids,
        isNull(p.deletedAt),
      ),
  );
  return answer(c, rows, outcome);
}

/** Back from the bin, off shelf (the shelf-rule clock starts again); never a halted product. */
export async function recoverMany(c: ActionContext, productIds: string[]): Promise<RowResults> {
  const rows = await findProducts(c.shop, productIds);
  const outcome = await perRow(
    rows,
    (r) => (!r.deletedAt ? { key: 'itemNotInRecycleBin' } : r.status === 'halted' ? { key: 'itemHalted' } : 'change'),
    (ids) =>
      update(
        c,
        { deletedAt: null, deleteReason: null, status: 'off_shelf', offShelfReason: 'merchant', offShelfAt: c.now },
        ids,
        and(isNotNull(p.deletedAt), ne(p.status, 'halted')),
      ),
  );
  return answer(c, rows, outcome);
}

/** Deleted for good: only from the bin, and never while orders hold its stock. */
export async function discardMany(c: ActionContext, productIds: string[]): Promise<RowResults> {
  const rows = await findProducts(c.shop, productIds);
  const outcome = await perRow(
    rows,
    (r) =>
      !r.deletedAt
        ? { key: 'itemNotInRecycleBin' }
        : r.reservedTotal > 0
          ? { key: 'itemHasReserved', params: { reserved: r.reservedTotal } }
          : 'change',
    (ids) => update(c, { purgedAt: c.now }, ids, and(isNotNull(p.deletedAt), sql`${p.reservedTotal} = 0`)),
  );
  return answer(c, rows, outcome);
}

/**
 * Schedules an off-shelf product to go on sale at a future time (it shows as coming), or
 * cancels the schedule (null: back off shelf). Going on sale later needs what it needs now.
 */
export async function scheduleRelease(
  c: ActionContext,
  productId: string,
  releaseAt: string | null,
): Promise<{ status: ProductStatus; releaseAt: string | null }> {
  const row = await findProduct(c.shop, productId);
  const refuse = (key: MessageKey) => new BizError('RULE_VIOLATED', key);
  if (row.deletedAt) throw refuse('itemInRecycleBin');
  if (row.status === 'halted') throw refuse('itemHalted');
  if (releaseAt === null) {
    if (row.status === 'coming') {
      await update(
        c,
        { status: 'off_shelf', offShelfReason: 'merchant', offShelfAt: c.now, releaseAt: null },
        [row.id],
        undefined,
      );
    }
  } else {
    const at = Date.parse(releaseAt);
    if (Number.isNaN(at) || at <= c.now.getTime()) throw refuse('itemReleaseAtNotFuture');
    if (row.status === 'on_sale') throw refuse('itemTimedNeedsOffShelf');
    if (row.stockTotal <= row.reservedTotal) throw refuse('itemNoStockToSell');
    if ((await blockedFromSale(c.shop, [row.id])).size > 0) throw refuse('itemBlockedByViolation');
    const done = await update(
      c,
      { status: 'coming', releaseAt: new Date(at), offShelfReason: null },
      [row.id],
      inArray(p.status, ['off_shelf', 'coming']),
    );
    if (done.length === 0) throw refuse('itemStateChanged');
  }
  const after = await findProduct(c.shop, productId);
  return { status: presentedStatus(after), releaseAt: after.releaseAt?.toISOString() ?? null };
}
