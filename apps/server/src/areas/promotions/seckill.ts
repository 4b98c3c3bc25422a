import type { SeckillRegView, seckillAdd } from '@sc/contract/calls/seckill.ts';
import type { Locale } from '@sc/contract/locale.ts';
import {
  FLASH_LATEST_MODE,
  type FlashIssue,
  type FlashRegState,
  type FlashSlotState,
  flashSlotState,
  seckillSkuIssues,
  seckillWarnings,
} from '@sc/contract/seckill.ts';
import { and, asc, desc, eq, gt, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import { newId } from '../../db/ids.ts';
import { toNumber } from '../../db/numbers.ts';
import { products, seckillProgrammes, seckillRegistrations, seckillSlots, skus } from '../../db/schema.ts';
import type { ShopScope } from '../../db/tenant.ts';
import { text } from '../../envelope/reply.ts';
import { BizError, notFound } from '../../errors.ts';
import { lowestPrice30 } from '../items/index.ts';
import { fieldMessages } from './activity-rules.ts';

// Flash sales (/activityreport/seckill/{modeId}): the platform's programmes and slots, and a shop's
// registrations of SKUs into a slot under the rules of @sc/contract/seckill.ts, reviewed by the
// platform's operator (/oms/mkt/seckill/review). Programmes and slots are the platform's rows, read
// by every shop without a shop filter; registrations are the shop's. A slot's state is read from the
// clock (flashSlotState), a registration's review state is stored.

export type ProgrammeRow = typeof seckillProgrammes.$inferSelect;
export type SlotRow = typeof seckillSlots.$inferSelect;

const baht = (satang: number) => satang / 100;
/** Registrations that hold their SKU in their slot: pending review or approved. */
const live = inArray(seckillRegistrations.state, ['pending', 'approved']);

/** A programme by id, or the newest published for FLASH_LATEST_MODE; not found otherwise. */
export async function programmeOf(tx: Tx, modeId: string): Promise<ProgrammeRow> {
  const [row] =
    modeId === FLASH_LATEST_MODE
      ? await tx
          .select()
          .from(seckillProgrammes)
          .orderBy(desc(seckillProgrammes.createdAt), desc(seckillProgrammes.id))
          .limit(1)
      : await tx.select().from(seckillProgrammes).where(eq(seckillProgrammes.id, modeId)).limit(1);
  if (!row) throw notFound();
  return row;
}

/** A programme's slots in time order (the platform's rows: no shop filter). */
export async function slotsOf(tx: Tx, modeId: string): Promise<SlotRow[]> {
  return tx.select().from(seckillSlots).where(eq(seckillSlots.modeId, modeId)).orderBy(asc(seckillSlots.startAt));
}

/** The programme with its slots and the shop's live registrations per slot. */
export async function slotList(shop: ShopScope, modeId: string, now: Date) {
  const programme = await programmeOf(shop.tx, modeId);
  const slots = await slotsOf(shop.tx, programme.id);
  const counts = await shop.tx
    .select({ slotId: seckillRegistrations.slotId, n: sql<number>`count(*)`.mapWith(toNumber) })
    .from(seckillRegistrations)
    .where(shop.where(seckillRegistrations, eq(seckillRegistrations.modeId, programme.id), live))
    .groupBy(seckillRegistrations.slotId);
  const bySlot = new Map(counts.map((c) => [c.slotId, c.n]));
  return {
    modeId: programme.id,
    name: programme.name,
    slots: slots.map((s) => ({
      slotId: s.id,
      startTime: s.startAt.toISOString(),
      endTime: s.endAt.toISOString(),
      state: flashSlotState(s, now),
      registered: bySlot.get(s.id) ?? 0,
    })),
  };
}

const say = (issues: readonly FlashIssue[], locale: Locale) =>
  issues.map((i) => ({ field: i.field, message: text(i.key, locale, i.params) }));

export interface FlashRegData {
  modeId: string;
  slot: SlotRow;
  skus: { skuId: number; productId: number; price: number; stock: number; perBuyer: number }[];
  warnings: string[];
}

/**
 * Checks a registration request against the programme's slot and the shop's SKUs now: the slot is
 * the programme's and has not started; every SKU is the shop's and on sale; every rule of
 * seckillSkuIssues. Answers it with its warnings, or refuses with every issue found.
 */
export async function checkRegistration(
  shop: ShopScope,
  input: z.output<(typeof seckillAdd)['request']>,
  now: Date,
  locale: Locale,
): Promise<FlashRegData> {
  const programme = await programmeOf(shop.tx, input.modeId);
  const [slot] = await shop.tx
    .select()
    .from(seckillSlots)
    .where(and(eq(seckillSlots.id, input.slotId), eq(seckillSlots.modeId, programme.id)))
    .limit(1);
  if (!slot) throw notFound();
  if (flashSlotState(slot, now) !== 'upcoming') throw new BizError('RULE_VIOLATED', 'seckillSlotStarted');

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
            lowest: lowestPrice30(now),
            status: products.status,
            deletedAt: products.deletedAt,
            purgedAt: products.purgedAt,
          })
          .from(skus)
          .innerJoin(products, and(eq(products.shopId, skus.shopId), eq(products.id, skus.productId)))
          .where(shop.where(skus, inArray(skus.id, skuIds)));
  const skuById = new Map(found.map((f) => [f.id, f]));
  const drafts = input.skus.map((s, i) => {
    const sku = skuById.get(Number(s.skuId));
    if (!sku)
      refusals.push({ field: `skus.${i}.skuId`, message: text('seckillSkuNotFound', locale, { skuId: s.skuId }) });
    else if (sku.deletedAt || sku.purgedAt || sku.status !== 'on_sale')
      refusals.push({ field: `skus.${i}.skuId`, message: text('seckillSkuNotOnSale', locale, { skuId: s.skuId }) });
    return {
      skuId: s.skuId,
      productId: String(sku?.productId ?? ''),
      price: s.price,
      stock: s.stock,
      perBuyer: s.perBuyer,
      salesPrice: sku?.price ?? 0,
      mallStock: sku?.stock ?? 0,
      lowest30: sku?.lowest ?? null,
    };
  });
  // The figures of a SKU not found are no figures: only its own refusal is said.
  const issues = seckillSkuIssues(drafts).filter((i) => {
    const m = /^skus\.(\d+)\./.exec(i.field);
    return !m || drafts[Number(m[1])]?.productId !== '';
  });
  refusals.push(...say(issues, locale));
  if (refusals.length > 0) throw fieldMessages(refusals);
  return {
    modeId: programme.id,
    slot,
    skus: drafts.map((d) => ({
      skuId: Number(d.skuId),
      productId: Number(d.productId),
      price: d.price,
      stock: d.stock,
      perBuyer: d.perBuyer,
    })),
    warnings: seckillWarnings(drafts).map((w) => text(w.key, locale, w.params)),
  };
}

/**
 * Registers the SKUs, each pending review. A SKU with a live registration in the slot is refused,
 * naming it; a transaction-scoped advisory lock per shop orders two requests of the same shop.
 */
export async function createRegistrations(
  shop: ShopScope,
  data: FlashRegData,
  userId: string,
  locale: Locale,
  now: Date,
) {
  await shop.tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`seckill:${shop.shopId}`}))`);
  const ids = data.skus.map((s) => s.skuId);
  const taken = await shop.pick(
    seckillRegistrations,
    { skuId: seckillRegistrations.skuId },
    and(eq(seckillRegistrations.slotId, data.slot.id), inArray(seckillRegistrations.skuId, ids), live),
  );
  if (taken.length > 0)
    throw fieldMessages(
      taken.map((t) => ({
        field: `skus.${ids.indexOf(t.skuId)}.skuId`,
        message: text('seckillSkuTaken', locale, { skuId: String(t.skuId) }),
      })),
    );
  const rows = data.skus.map((s) => ({
    id: newId(),
    modeId: data.modeId,
    slotId: data.slot.id,
    ...s,
    state: 'pending' as const,
    createdBy: userId,
    createdAt: now,
    updatedAt: now,
  }));
  await shop.insert(seckillRegistrations, rows);
  return { registrationIds: rows.map((r) => r.id), warnings: data.warnings };
}

const regFields = {
  r: seckillRegistrations,
  slotStart: seckillSlots.startAt,
  slotEnd: seckillSlots.endAt,
  title: products.title,
  images: products.images,
  specValues: skus.specValues,
  imageUrl: skus.imageUrl,
  salesPrice: skus.price,
};

/** Registrations of the shop with their slot and SKU figures. Joined by hand on the shop columns (slots are the platform's). */
function regQuery(shop: ShopScope, ...conditions: (SQL | undefined)[]) {
  return shop.tx
    .select(regFields)
    .from(seckillRegistrations)
    .innerJoin(seckillSlots, eq(seckillSlots.id, seckillRegistrations.slotId))
    .innerJoin(skus, and(eq(skus.shopId, seckillRegistrations.shopId), eq(skus.id, seckillRegistrations.skuId)))
    .innerJoin(
      products,
      and(eq(products.shopId, seckillRegistrations.shopId), eq(products.id, seckillRegistrations.productId)),
    )
    .where(shop.where(seckillRegistrations, ...conditions));
}

type RegRow = Awaited<ReturnType<typeof regQuery>>[number];

function presentReg(row: RegRow, now: Date): SeckillRegView {
  const r = row.r;
  return {
    registrationId: r.id,
    modeId: r.modeId,
    slotId: r.slotId,
    slotStart: row.slotStart.toISOString(),
    slotEnd: row.slotEnd.toISOString(),
    slotState: flashSlotState({ startAt: row.slotStart, endAt: row.slotEnd }, now),
    skuId: String(r.skuId),
    productId: String(r.productId),
    title: row.title,
    specValues: row.specValues,
    imageUrl: row.imageUrl || (row.images[0] ?? ''),
    price: baht(r.price),
    salesPrice: baht(row.salesPrice),
    stock: r.stock,
    sold: r.sold,
    perBuyer: r.perBuyer,
    state: r.state as FlashRegState,
    reason: r.reason,
    reviewedAt: r.reviewedAt?.toISOString() ?? null,
    createdAt: r.createdAt.toISOString(),
  };
}

export async function registrationOf(shop: ShopScope, registrationId: string, now: Date): Promise<SeckillRegView> {
  const [row] = await regQuery(shop, eq(seckillRegistrations.id, registrationId)).limit(1);
  if (!row) throw notFound();
  return presentReg(row, now);
}

export async function listRegistrations(
  shop: ShopScope,
  input: { modeId: string; slotId: string; state: FlashRegState | 'all'; pageNum: number; pageSize: number },
  now: Date,
) {
  const programme = await programmeOf(shop.tx, input.modeId);
  const where = and(
    eq(seckillRegistrations.modeId, programme.id),
    input.slotId ? eq(seckillRegistrations.slotId, input.slotId) : undefined,
    input.state === 'all' ? undefined : eq(seckillRegistrations.state, input.state),
  );
  const rows = await regQuery(shop, where)
    .orderBy(asc(seckillSlots.startAt), desc(seckillRegistrations.createdAt), asc(seckillRegistrations.skuId))
    .limit(input.pageSize)
    .offset((input.pageNum - 1) * input.pageSize);
  const total = await shop.count(seckillRegistrations, where);
  return {
    list: rows.map((r) => presentReg(r, now)),
    page: { pageNum: input.pageNum, pageSize: input.pageSize, count: total },
  };
}

/** A shop's pending registrations of a programme in slots not yet ended (the operator's review list), oldest first. */
export async function pendingRegistrations(shop: ShopScope, modeId: string, now: Date) {
  const programme = await programmeOf(shop.tx, modeId);
  const rows = await regQuery(
    shop,
    and(
      eq(seckillRegistrations.modeId, programme.id),
      eq(seckillRegistrations.state, 'pending'),
      gt(seckillSlots.endAt, now),
    ),
  ).orderBy(asc(seckillRegistrations.createdAt), asc(seckillRegistrations.skuId));
  return { list: rows.map((r) => presentReg(r, now)) };
}

/** Locks a registration (ordering a cancel or review after any under way) and answers it with its slot. */
async function lockRegistration(shop: ShopScope, registrationId: string) {
  const [row] = await shop
    .select(seckillRegistrations, eq(seckillRegistrations.id, registrationId))
    .limit(1)
    .forUpdate();
  if (!row) throw notFound();
  const [slot] = await shop.tx.select().from(seckillSlots).where(eq(seckillSlots.id, row.slotId)).limit(1);
  if (!slot) throw notFound();
  return { row, slot };
}

/** Cancels a pending or approved registration before its slot starts. */
export async function cancelRegistration(shop: ShopScope, registrationId: string, now: Date) {
  const { row, slot } = await lockRegistration(shop, registrationId);
  const state: FlashSlotState = flashSlotState(slot, now);
  if (!(row.state === 'pending' || row.state === 'approved') || state !== 'upcoming')
    throw new BizError('RULE_VIOLATED', 'seckillNotCancellable');
  await shop.update(
    seckillRegistrations,
    { state: 'cancelled', updatedAt: now },
    eq(seckillRegistrations.id, registrationId),
  );
  return { registrationId, state: 'cancelled' as const };
}

/** The operator's review of a pending registration before its slot ends; a rejection names its reason. */
export async function reviewRegistration(
  shop: ShopScope,
  input: { registrationId: string; decision: 'approve' | 'reject'; reason: string; operatorId: string },
  now: Date,
) {
  const { row, slot } = await lockRegistration(shop, input.registrationId);
  if (row.state !== 'pending' || flashSlotState(slot, now) === 'ended')
    throw new BizError('RULE_VIOLATED', 'seckillNotReviewable');
  const reason = input.reason.trim();
  if (input.decision === 'reject' && !reason) throw new BizError('VALIDATION_FAILED', 'seckillReasonRequired');
  const state = input.decision === 'approve' ? ('approved' as const) : ('rejected' as const);
  await shop.update(
    seckillRegistrations,
    {
      state,
      reason: state === 'rejected' ? reason : '',
      reviewedAt: now,
      reviewedBy: input.operatorId,
      updatedAt: now,
    },
    eq(seckillRegistrations.id, input.registrationId),
  );
  return { registrationId: input.registrationId, state };
}

/** Publishes a programme with its slots (each start before its end, none overlapping). */
export async function publishProgramme(
  tx: Tx,
  input: { name: string; slots: { startTime: string; endTime: string }[] },
  operatorId: string,
  now: Date,
) {
  const slots = input.slots
    .map((s) => ({ startAt: new Date(Date.parse(s.startTime)), endAt: new Date(Date.parse(s.endTime)) }))
    .sort((a, b) => a.startAt.getTime() - b.startAt.getTime());
  const bad = slots.some(
    (s, i) =>
      Number.isNaN(s.startAt.getTime()) ||
      Number.isNaN(s.endAt.getTime()) ||
      s.startAt >= s.endAt ||
      (i > 0 && (slots[i - 1]?.endAt ?? s.startAt) > s.startAt),
  );
  if (bad) throw new BizError('VALIDATION_FAILED', 'seckillSlotsInvalid');
  const modeId = newId();
  await tx
    .insert(seckillProgrammes)
    .values({ id: modeId, name: input.name.trim(), createdBy: operatorId, createdAt: now });
  const rows = slots.map((s) => ({ id: newId(), modeId, ...s }));
  await tx.insert(seckillSlots).values(rows);
  return {
    modeId,
    slots: rows.map((r) => ({ slotId: r.id, startTime: r.startAt.toISOString(), endTime: r.endAt.toISOString() })),
  };
}

/** The slots running at `now` (the platform's rows). */
export function runningSlotIds(tx: Tx, now: Date) {
  return tx
    .select({ id: seckillSlots.id })
    .from(seckillSlots)
    .where(and(lte(seckillSlots.startAt, now), sql`${seckillSlots.endAt} > ${now.toISOString()}::timestamptz`));
}
