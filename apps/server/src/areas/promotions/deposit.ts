import type { DepositView, depositInput } from '@sc/contract/calls/deposit.ts';
import {
  balanceOf,
  DEPOSIT_STATE,
  type DepositIssue,
  type DepositState,
  type DepositTab,
  depositIssues,
} from '@sc/contract/deposit.ts';
import type { Locale } from '@sc/contract/locale.ts';
import { and, asc, desc, eq, gt, ilike, inArray, lt, ne, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { newId } from '../../db/ids.ts';
import { containsPattern } from '../../db/like.ts';
import { toNumber } from '../../db/numbers.ts';
import { depositPresaleSkus, depositPresales, products, skus } from '../../db/schema.ts';
import type { ShopScope } from '../../db/tenant.ts';
import { text } from '../../envelope/reply.ts';
import { BizError, notFound } from '../../errors.ts';
import { fieldMessages } from './activity-rules.ts';
import { stateCounts } from './state-counts.ts';

// Deposit pre-sales of a shop (/promotion/deposit): made, listed by state, changed while not
// started. The state is read from the clock in SQL in one place (presaleState). Every rule of
// @sc/contract/deposit.ts (depositIssues) is checked against each SKU's price and stock as the shop
// has them now; a SKU is in one pre-sale at a time (windows overlapping from the deposit start to
// the balance due time are refused, naming the SKU and the pre-sale), so a deposit leads to one
// pre-sale.

export type PresaleRow = typeof depositPresales.$inferSelect;

const baht = (satang: number) => satang / 100;

/** The state of a pre-sale at `now` (as depositState of the contract reads it). */
export function presaleState(now: Date): SQL<DepositState> {
  const at = sql`${now.toISOString()}::timestamptz`;
  return sql<DepositState>`case
    when ${at} < ${depositPresales.depositStart} then 'not_started'
    when ${at} < ${depositPresales.depositEnd} then 'deposit'
    when ${at} < ${depositPresales.balanceEnd} then 'balance'
    else 'ended' end`;
}

/**
 * Correlated by hand on both shop columns, named with their table: drizzle writes a column of the
 * query's own table bare, which inside the subquery would read the order's own.
 */
const balanceDue =
  sql<number>`(select count(*) from orders o where o.shop_id = "deposit_presales"."shop_id" and o.presale_id = "deposit_presales"."id" and o.status = 'unpaid')`.mapWith(
    toNumber,
  );

type Listed = { p: PresaleRow; state: DepositState; balanceDue: number };

/** The SKUs of some pre-sales with their figures. Joined by hand on the shop columns. */
async function skusOf(shop: ShopScope, presaleIds: readonly string[]) {
  if (presaleIds.length === 0) return [];
  return shop.tx
    .select({
      presaleId: depositPresaleSkus.presaleId,
      s: depositPresaleSkus,
      title: products.title,
      images: products.images,
      specValues: skus.specValues,
      imageUrl: skus.imageUrl,
      salesPrice: skus.price,
      mallStock: skus.stock,
    })
    .from(depositPresaleSkus)
    .innerJoin(skus, and(eq(skus.shopId, depositPresaleSkus.shopId), eq(skus.id, depositPresaleSkus.skuId)))
    .innerJoin(products, and(eq(products.shopId, skus.shopId), eq(products.id, skus.productId)))
    .where(shop.where(depositPresaleSkus, inArray(depositPresaleSkus.presaleId, [...presaleIds])))
    .orderBy(asc(depositPresaleSkus.skuId));
}

async function present(shop: ShopScope, rows: readonly Listed[]): Promise<DepositView[]> {
  const all = await skusOf(
    shop,
    rows.map((r) => r.p.id),
  );
  return rows.map(({ p, state, balanceDue: due }) => ({
    depositId: p.id,
    name: p.name,
    depositStart: p.depositStart.toISOString(),
    depositEnd: p.depositEnd.toISOString(),
    balanceEnd: p.balanceEnd.toISOString(),
    state,
    skus: all
      .filter((r) => r.presaleId === p.id)
      .map((r) => ({
        skuId: String(r.s.skuId),
        productId: String(r.s.productId),
        title: r.title,
        specValues: r.specValues,
        imageUrl: r.imageUrl || (r.images[0] ?? ''),
        salesPrice: baht(r.salesPrice),
        mallStock: r.mallStock,
        deposit: baht(r.s.deposit),
        deduction: baht(r.s.deduction),
        balance: baht(balanceOf(r.salesPrice, r.s.deduction)),
        stock: r.s.stock,
        sold: r.s.sold,
      })),
    balanceDue: due,
    createdAt: p.createdAt.toISOString(),
  }));
}

/** One pre-sale of the shop with its state, or not found. */
export async function presaleOf(shop: ShopScope, presaleId: string, now: Date): Promise<Listed> {
  const [row] = await shop
    .pick(
      depositPresales,
      { p: depositPresales, state: presaleState(now), balanceDue },
      eq(depositPresales.id, presaleId),
    )
    .limit(1);
  if (!row) throw notFound();
  return row;
}

export async function presaleView(shop: ShopScope, presaleId: string, now: Date): Promise<DepositView> {
  const [view] = await present(shop, [await presaleOf(shop, presaleId, now)]);
  if (!view) throw notFound();
  return view;
}

export interface PresaleData {
  name: string;
  depositStart: Date;
  depositEnd: Date;
  balanceEnd: Date;
  skus: { skuId: number; productId: number; deposit: number; deduction: number; stock: number }[];
}

const time = (s: string) => {
  const ms = Date.parse(s);
  return Number.isNaN(ms) ? null : new Date(ms);
};

const say = (issues: readonly DepositIssue[], locale: Locale) =>
  issues.map((i) => ({ field: i.field, message: text(i.key, locale, i.params) }));

/**
 * Checks a pre-sale as sent against the shop's SKUs now: every rule of depositIssues and the shop's
 * own (SKUs of this shop, on sale); answers it as stored, or refuses with every issue found, each
 * in the request's language.
 */
export async function checkPresale(
  shop: ShopScope,
  input: z.output<typeof depositInput>,
  now: Date,
  locale: Locale,
): Promise<PresaleData> {
  const depositStart = time(input.depositStart);
  const depositEnd = time(input.depositEnd);
  const balanceEnd = time(input.balanceEnd);
  const skuIds = input.skus.map((s) => Number(s.skuId)).filter(Number.isSafeInteger);
  const refusals: { field: string; message: string }[] = [];
  // Joined by hand on the shop columns: a SKU and its product are one shop's.
  const found =
    skuIds.length === 0
      ? []
      : await shop.tx
          .select({
            id: skus.id,
            productId: skus.productId,
            price: skus.price,
            stock: skus.stock,
            status: products.status,
            deletedAt: products.deletedAt,
            purgedAt: products.purgedAt,
          })
          .from(skus)
          .innerJoin(products, and(eq(products.shopId, skus.shopId), eq(products.id, skus.productId)))
          .where(shop.where(skus, inArray(skus.id, skuIds)));
  const byId = new Map(found.map((f) => [f.id, f]));
  const missing = new Set<number>();
  input.skus.forEach((s, i) => {
    const sku = byId.get(Number(s.skuId));
    if (!sku) {
      missing.add(i);
      refusals.push({ field: `skus.${i}.skuId`, message: text('depositSkuNotFound', locale, { skuId: s.skuId }) });
    } else if (sku.deletedAt || sku.purgedAt || sku.status !== 'on_sale')
      refusals.push({ field: `skus.${i}.skuId`, message: text('depositSkuNotOnSale', locale, { skuId: s.skuId }) });
  });
  const issues = depositIssues(
    {
      name: input.name,
      depositStart,
      depositEnd,
      balanceEnd,
      skus: input.skus.map((s) => {
        const sku = byId.get(Number(s.skuId));
        return {
          skuId: s.skuId,
          deposit: s.deposit,
          deduction: s.deduction,
          stock: s.stock,
          price: sku?.price ?? 0,
          mallStock: sku?.stock ?? 0,
        };
      }),
    },
    now,
    // The figures of a SKU not found are no figures: only its own refusal is said.
  ).filter((i) => {
    const m = /^skus\.(\d+)\./.exec(i.field);
    return !m || !missing.has(Number(m[1]));
  });
  refusals.push(...say(issues, locale));
  if (refusals.length > 0 || !depositStart || !depositEnd || !balanceEnd) throw fieldMessages(refusals);
  return {
    name: input.name.trim(),
    depositStart,
    depositEnd,
    balanceEnd,
    skus: input.skus.map((s) => {
      const sku = byId.get(Number(s.skuId));
      return {
        skuId: Number(s.skuId),
        productId: sku?.productId ?? 0,
        deposit: s.deposit,
        deduction: s.deduction,
        stock: s.stock,
      };
    }),
  };
}

/**
 * Refuses SKUs already in another pre-sale (not `except`) whose time overlaps, naming the SKU and
 * the pre-sale. A transaction-scoped advisory lock per shop orders two saves of the same shop.
 */
async function refuseTaken(shop: ShopScope, data: PresaleData, except: string | null, locale: Locale) {
  await shop.tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`deposit:${shop.shopId}`}))`);
  const ids = data.skus.map((s) => s.skuId);
  const taken = await shop.tx
    .select({ skuId: depositPresaleSkus.skuId, name: depositPresales.name })
    .from(depositPresaleSkus)
    .innerJoin(
      depositPresales,
      and(eq(depositPresales.shopId, depositPresaleSkus.shopId), eq(depositPresales.id, depositPresaleSkus.presaleId)),
    )
    .where(
      shop.where(
        depositPresaleSkus,
        inArray(depositPresaleSkus.skuId, ids),
        lt(depositPresales.depositStart, data.balanceEnd),
        gt(depositPresales.balanceEnd, data.depositStart),
        except ? ne(depositPresaleSkus.presaleId, except) : undefined,
      ),
    )
    .orderBy(asc(depositPresaleSkus.skuId));
  if (taken.length === 0) return;
  throw fieldMessages(
    taken.map((t) => ({
      field: `skus.${ids.indexOf(t.skuId)}.skuId`,
      message: text('depositSkuTaken', locale, { skuId: String(t.skuId), name: t.name }),
    })),
  );
}

async function writeSkus(shop: ShopScope, presaleId: string, data: PresaleData) {
  await shop.delete(depositPresaleSkus, eq(depositPresaleSkus.presaleId, presaleId));
  await shop.insert(
    depositPresaleSkus,
    data.skus.map((s) => ({ presaleId, ...s })),
  );
}

const stored = (d: PresaleData) => ({
  name: d.name,
  depositStart: d.depositStart,
  depositEnd: d.depositEnd,
  balanceEnd: d.balanceEnd,
});

export async function createPresale(shop: ShopScope, data: PresaleData, userId: string, locale: Locale, now: Date) {
  await refuseTaken(shop, data, null, locale);
  const id = newId();
  await shop.insert(depositPresales, [{ id, ...stored(data), createdBy: userId, createdAt: now, updatedAt: now }]);
  await writeSkus(shop, id, data);
  return { depositId: id };
}

/** Changes a pre-sale not yet started (no deposit taken), under the rules of a new one. */
export async function modifyPresale(shop: ShopScope, presaleId: string, data: PresaleData, locale: Locale, now: Date) {
  const [locked] = await shop
    .pick(depositPresales, { id: depositPresales.id }, eq(depositPresales.id, presaleId))
    .forUpdate();
  if (!locked) throw notFound();
  const { state } = await presaleOf(shop, presaleId, now);
  if (state !== 'not_started') throw new BizError('RULE_VIOLATED', 'depositNotEditable');
  await refuseTaken(shop, data, presaleId, locale);
  await shop.update(depositPresales, { ...stored(data), updatedAt: now }, eq(depositPresales.id, presaleId));
  await writeSkus(shop, presaleId, data);
  return { depositId: presaleId };
}

export async function listPresales(
  shop: ShopScope,
  input: { tab: DepositTab; keyword: string; pageNum: number; pageSize: number },
  now: Date,
) {
  const state = presaleState(now);
  const keyword = input.keyword ? ilike(depositPresales.name, containsPattern(input.keyword)) : undefined;
  const where = and(input.tab === 'all' ? undefined : sql`${state} = ${input.tab}`, keyword);
  const rows = await shop
    .pick(depositPresales, { p: depositPresales, state, balanceDue }, where)
    .orderBy(desc(depositPresales.createdAt), desc(depositPresales.id))
    .limit(input.pageSize)
    .offset((input.pageNum - 1) * input.pageSize);
  const total = await shop.count(depositPresales, where);
  // Tab counts are of the whole shop: a search narrows the page, not the tabs.
  const tabCounts = await stateCounts(shop, depositPresales, state, DEPOSIT_STATE);
  return {
    list: await present(shop, rows),
    page: { pageNum: input.pageNum, pageSize: input.pageSize, count: total },
    tabCounts,
  };
}
