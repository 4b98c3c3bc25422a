import type { brandApplyList } from '@sc/contract/calls/catalog.ts';
import {
  type BrandApplication,
  type BrandApplyStatus,
  type brandApplyInput,
  brandDateIssues,
  NO_BRAND_ID,
  thaiToday,
} from '@sc/contract/calls/catalog.ts';
import { toYN } from '@sc/contract/common.ts';
import type { CallPayload } from '@sc/contract/define-call.ts';
import type { Locale } from '@sc/contract/locale.ts';
import { messages } from '@sc/contract/messages.ts';
import { and, count, desc, eq, gte, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import { newId } from '../../db/ids.ts';
import { containsPattern } from '../../db/like.ts';
import { toNumber } from '../../db/numbers.ts';
import { brandApplications, brands, shopBrands } from '../../db/schema.ts';
import { ShopScope } from '../../db/tenant.ts';
import { BizError, notFound } from '../../errors.ts';
import { brandKey } from './brand-key.ts';
import { brandIdNumber } from './brands.ts';

// Brand applications of a shop (brand apply; /setting/brandSetting, addBrandSetting,
// editBrandSetting; trademark registration and brand authorization with validity dates and
// their rules). An approved application is an authorization; shop_brands holds the one
// in force per brand.

type Input = z.output<typeof brandApplyInput>;
type Row = typeof brandApplications.$inferSelect;

/** A 4101 whose field messages the form shows inline, in the request's language. */
function fieldRefusal(fields: { field: string; key: keyof typeof messages }[], locale: Locale): BizError {
  const [first] = fields;
  if (!first) throw new Error('fieldRefusal without a field');
  return new BizError(
    'VALIDATION_FAILED',
    first.key,
    {},
    {
      fieldErrors: fields.map((f) => ({ field: f.field, message: messages[f.key][locale] })),
    },
  );
}

/** A unique-index refusal (23505), also when the driver's error is wrapped (drizzle puts it in `cause`). */
function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; typeof e === 'object' && e !== null && depth < 5; depth += 1) {
    if ((e as { code?: unknown }).code === '23505') return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

interface Resolved {
  brandId: number | null;
  brandName: string;
  nameKey: string;
  isNewBrand: boolean;
}

/**
 * The checks of a (re)submission: the date rules with today's Thai date (authorization end
 * later than now), the brand (an existing one, or a new name no brand has), no other
 * application of the shop for it under review, and no authorization already reaching as far.
 */
async function checkSubmission(shop: ShopScope, input: Input, now: Date, locale: Locale): Promise<Resolved> {
  const today = thaiToday(now);
  const dateIssues = brandDateIssues(input, today);
  if (dateIssues.length > 0) throw fieldRefusal(dateIssues, locale);

  let resolved: Resolved;
  if (input.brandId) {
    const id = brandIdNumber(input.brandId);
    const [brand] =
      id === null || input.brandId === NO_BRAND_ID
        ? []
        : await shop.tx.select().from(brands).where(eq(brands.id, id)).limit(1);
    if (!brand) throw fieldRefusal([{ field: 'brandId', key: 'brandUnknown' }], locale);
    resolved = { brandId: brand.id, brandName: brand.name, nameKey: brand.nameKey, isNewBrand: false };
  } else {
    const brandName = (input.brandName ?? '').replace(/\s+/g, ' ');
    const nameKey = brandKey(brandName);
    if (nameKey === '') throw fieldRefusal([{ field: 'brandName', key: 'brandNameInvalid' }], locale);
    const [taken] = await shop.tx
      .select({ id: brands.id })
      .from(brands)
      .where(or(eq(brands.nameKey, nameKey), eq(brands.localKey, nameKey)))
      .limit(1);
    if (taken) throw new BizError('ALREADY_EXISTS', 'brandNameExists', {}, { result: { field: 'brandName' } });
    resolved = { brandId: null, brandName, nameKey, isNewBrand: true };
  }

  const open = await shop.first(
    brandApplications,
    and(eq(brandApplications.nameKey, resolved.nameKey), eq(brandApplications.status, 'pending')),
  );
  if (open) throw new BizError('RULE_VIOLATED', 'brandApplyOpen', { brand: open.brandName });

  if (resolved.brandId !== null) {
    const held = await shop.first(
      shopBrands,
      and(eq(shopBrands.brandId, resolved.brandId), eq(shopBrands.status, 'active'), gte(shopBrands.authEnd, today)),
    );
    if (held && held.authEnd >= input.authEnd)
      throw new BizError('RULE_VIOLATED', 'brandAlreadyAuthorized', {
        brand: resolved.brandName,
        authEnd: held.authEnd,
      });
  }
  return resolved;
}

function columns(input: Input, resolved: Resolved, now: Date) {
  return {
    brandId: resolved.brandId,
    brandName: resolved.brandName,
    nameKey: resolved.nameKey,
    isNewBrand: resolved.isNewBrand,
    trademarkNo: input.trademarkNo,
    registrationStart: input.registrationStart,
    registrationEnd: input.registrationEnd,
    authStart: input.authStart,
    authEnd: input.authEnd,
    documentUrls: input.documentUrls,
    status: 'pending',
    reason: '',
    revokedBy: null,
    submittedAt: now,
    decidedAt: null,
  };
}

/** Two submissions for one brand at once: the database keeps one, the other reads as open. */
async function guardOpen<T>(write: () => Promise<T>, brandName: string): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw new BizError('RULE_VIOLATED', 'brandApplyOpen', { brand: brandName });
    throw error;
  }
}

export async function applyForBrand(shop: ShopScope, input: Input, now: Date, locale: Locale) {
  const resolved = await checkSubmission(shop, input, now, locale);
  const id = newId();
  await guardOpen(
    () => shop.insert(brandApplications, [{ id, ...columns(input, resolved, now), createdAt: now }]),
    resolved.brandName,
  );
  return { applicationId: id };
}

async function existing(shop: ShopScope, applicationId: string): Promise<Row> {
  const row = await shop.first(brandApplications, eq(brandApplications.id, applicationId));
  if (!row) throw notFound();
  return row;
}

/** A rejected application, changed and submitted again: it waits for review once more. */
export async function modifyApplication(
  shop: ShopScope,
  input: Input & { applicationId: string },
  now: Date,
  locale: Locale,
) {
  const row = await existing(shop, input.applicationId);
  if (row.status !== 'rejected') throw new BizError('RULE_VIOLATED', 'brandApplyNotEditable');
  const resolved = await checkSubmission(shop, input, now, locale);
  await guardOpen(
    () => shop.update(brandApplications, columns(input, resolved, now), eq(brandApplications.id, row.id)),
    resolved.brandName,
  );
  return { applicationId: row.id };
}

/** The shop withdraws an application still waiting for review. */
export async function revokeApplication(shop: ShopScope, applicationId: string, now: Date) {
  const row = await existing(shop, applicationId);
  if (row.status !== 'pending') throw new BizError('RULE_VIOLATED', 'brandApplyNotRevocable');
  await shop.update(
    brandApplications,
    { status: 'revoked', revokedBy: 'shop', decidedAt: now },
    eq(brandApplications.id, row.id),
  );
  return {};
}

/** The status a merchant reads: an approved authorization past its last day reads expired. */
function shownStatus(row: Pick<Row, 'status' | 'authEnd'>, today: string): BrandApplyStatus {
  if (row.status === 'approved' && row.authEnd < today) return 'expired';
  return row.status as BrandApplyStatus;
}

function present(row: Row & { localName: string | null }, today: string): BrandApplication {
  return {
    applicationId: row.id,
    brandId: row.brandId === null ? null : String(row.brandId),
    brandName: row.brandName,
    brandLocalName: row.localName ?? '',
    isNewBrand: toYN(row.isNewBrand),
    trademarkNo: row.trademarkNo,
    registrationStart: row.registrationStart,
    registrationEnd: row.registrationEnd,
    authStart: row.authStart,
    authEnd: row.authEnd,
    documentUrls: row.documentUrls,
    status: shownStatus(row, today),
    reason: row.reason,
    revokedBy: row.revokedBy === 'shop' || row.revokedBy === 'platform' ? row.revokedBy : null,
    submittedAt: row.submittedAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}

/** The condition for one shown status; approved and expired split on the last day. */
function statusCondition(status: BrandApplyStatus, today: string): SQL {
  const t = brandApplications;
  if (status === 'expired') return sql`${t.status} = 'approved' and ${t.authEnd} < ${today}`;
  if (status === 'approved') return sql`${t.status} = 'approved' and ${t.authEnd} >= ${today}`;
  return eq(t.status, status);
}

const withLocalName = { localName: brands.localName };

export async function listApplications(shop: ShopScope, p: CallPayload<typeof brandApplyList>, now: Date) {
  const today = thaiToday(now);
  const keyword = p.keyword
    ? or(
        ilike(brandApplications.brandName, containsPattern(p.keyword)),
        ilike(brandApplications.trademarkNo, containsPattern(p.keyword)),
      )
    : undefined;
  const where = shop.where(brandApplications, keyword, p.status ? statusCondition(p.status, today) : undefined);
  const rows = await shop.tx
    .select({ row: brandApplications, ...withLocalName })
    .from(brandApplications)
    .leftJoin(brands, eq(brands.id, brandApplications.brandId))
    .where(where)
    .orderBy(desc(brandApplications.submittedAt), desc(brandApplications.id))
    .limit(p.page.pageSize)
    .offset((p.page.pageNum - 1) * p.page.pageSize);
  const [total] = await shop.tx.select({ n: count() }).from(brandApplications).where(where);

  // The tabs count every status under the same search word.
  const countOf = (status: BrandApplyStatus) => sql<unknown>`count(*) filter (where ${statusCondition(status, today)})`;
  const [c] = await shop.tx
    .select({
      all: count(),
      pending: countOf('pending'),
      approved: countOf('approved'),
      rejected: countOf('rejected'),
      revoked: countOf('revoked'),
      expired: countOf('expired'),
    })
    .from(brandApplications)
    .where(shop.where(brandApplications, keyword));
  const counts = {
    all: toNumber(c?.all),
    pending: toNumber(c?.pending),
    approved: toNumber(c?.approved),
    rejected: toNumber(c?.rejected),
    revoked: toNumber(c?.revoked),
    expired: toNumber(c?.expired),
  };
  return {
    list: rows.map((r) => present({ ...r.row, localName: r.localName }, today)),
    page: { pageNum: p.page.pageNum, pageSize: p.page.pageSize, count: toNumber(total?.n) },
    counts,
  };
}

export async function applicationDetail(shop: ShopScope, applicationId: string, now: Date) {
  const [r] = await shop.tx
    .select({ row: brandApplications, ...withLocalName })
    .from(brandApplications)
    .leftJoin(brands, eq(brands.id, brandApplications.brandId))
    .where(shop.where(brandApplications, eq(brandApplications.id, applicationId)))
    .limit(1);
  if (!r) throw notFound();
  return present({ ...r.row, localName: r.localName }, thaiToday(now));
}

export type BrandDecision = 'approve' | 'reject' | 'revoke';

/**
 * The platform's decision on an application (the marketplace simulator's operator calls it;
 * it is never a merchant's call). approve: a pending application becomes the shop's
 * authorization, a new brand name becoming a platform brand (or joining the brand of that
 * name, if another shop's was approved first). reject: a pending one, with a reason.
 * revoke: an approved one is taken back, with a reason, and the brand is no longer usable.
 */
export async function decideBrandApplication(
  tx: Tx,
  applicationId: string,
  decision: BrandDecision,
  reason = '',
  now: Date = new Date(),
): Promise<{ status: BrandApplyStatus; brandId: string | null }> {
  // The operator names the application alone; its shop comes from the row.
  const [found] = await tx
    .select({ shopId: brandApplications.shopId })
    .from(brandApplications)
    .where(eq(brandApplications.id, applicationId))
    .limit(1);
  if (!found) throw notFound();
  const shop = new ShopScope(tx, found.shopId);
  const row = await existing(shop, applicationId);
  const wrongState = () => new BizError('RULE_VIOLATED', 'brandDecisionState', { status: row.status });
  const why = reason.trim().slice(0, 200);
  const byId = eq(brandApplications.id, row.id);

  if (decision === 'reject' || decision === 'revoke') {
    if (row.status !== (decision === 'reject' ? 'pending' : 'approved')) throw wrongState();
    if (why === '') throw new BizError('RULE_VIOLATED', 'brandDecisionReasonRequired');
    const status = decision === 'reject' ? 'rejected' : 'revoked';
    await shop.update(
      brandApplications,
      { status, reason: why, decidedAt: now, ...(decision === 'revoke' ? { revokedBy: 'platform' } : {}) },
      byId,
    );
    if (decision === 'revoke')
      await shop.update(shopBrands, { status: 'revoked', updatedAt: now }, eq(shopBrands.applicationId, row.id));
    return { status, brandId: row.brandId === null ? null : String(row.brandId) };
  }

  if (row.status !== 'pending') throw wrongState();
  if (row.authEnd < thaiToday(now)) throw new BizError('RULE_VIOLATED', 'brandAuthorizationEnded');
  const brandId = row.brandId ?? (await brandForNewName(tx, row, now));
  await shop.update(brandApplications, { status: 'approved', brandId, reason: '', decidedAt: now }, byId);
  const authorization = {
    applicationId: row.id,
    authStart: row.authStart,
    authEnd: row.authEnd,
    status: 'active',
    updatedAt: now,
  };
  const held = await shop.first(shopBrands, eq(shopBrands.brandId, brandId));
  if (held) await shop.update(shopBrands, authorization, eq(shopBrands.brandId, brandId));
  else await shop.insert(shopBrands, [{ brandId, ...authorization }]);
  return { status: 'approved', brandId: String(brandId) };
}

/** The platform brand an approved new name becomes: the one of that name, or a new one. */
async function brandForNewName(tx: Tx, row: Row, now: Date): Promise<number> {
  const [same] = await tx
    .select({ id: brands.id })
    .from(brands)
    .where(or(eq(brands.nameKey, row.nameKey), eq(brands.localKey, row.nameKey)))
    .limit(1);
  if (same) return same.id;
  const [made] = await tx
    .insert(brands)
    .values({ name: row.brandName, nameKey: row.nameKey, createdAt: now })
    .returning({ id: brands.id });
  if (!made) throw new Error('no brand made');
  return made.id;
}
