import type { brandList } from '@sc/contract/calls/catalog.ts';
import { NO_BRAND_ID, NO_BRAND_NAME, thaiToday } from '@sc/contract/calls/catalog.ts';
import type { CallPayload } from '@sc/contract/define-call.ts';
import { LOCALES, type Locale } from '@sc/contract/locale.ts';
import { type AnyColumn, and, asc, count, eq, gte, ilike, inArray, lte, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { containsPattern } from '../../db/like.ts';
import { toNumber } from '../../db/numbers.ts';
import { brands, shopBrands } from '../../db/schema.ts';
import type { ShopScope } from '../../db/tenant.ts';
import { BizError } from '../../errors.ts';

// The platform's brands and the brands a shop may use (brand list, merchant/auth/brand).

const NO_BRAND = Number(NO_BRAND_ID);

/** A brand id as the API carries it (digits) to the stored number; null if it is not one. */
export function brandIdNumber(brandId: string): number | null {
  return /^\d{1,15}$/.test(brandId) ? Number(brandId) : null;
}

const keywordMatch = (keyword: string | undefined) => {
  if (!keyword) return undefined;
  const pattern = containsPattern(keyword);
  return or(ilike(brands.name, pattern), ilike(brands.localName, pattern));
};

/** The platform's brands a shop can apply for ("No brand" is not one), by name. */
export async function listBrands(tx: Tx, p: CallPayload<typeof brandList>) {
  const where = and(ne(brands.id, NO_BRAND), keywordMatch(p.keyword));
  const rows = await tx
    .select({ id: brands.id, name: brands.name, localName: brands.localName })
    .from(brands)
    .where(where)
    .orderBy(asc(brands.nameKey))
    .limit(p.page.pageSize)
    .offset((p.page.pageNum - 1) * p.page.pageSize);
  const [total] = await tx.select({ n: count() }).from(brands).where(where);
  return {
    list: rows.map((r) => ({ brandId: String(r.id), name: r.name, localName: r.localName })),
    page: { pageNum: p.page.pageNum, pageSize: p.page.pageSize, count: toNumber(total?.n) },
  };
}

/** Authorizations in force on `today` (a Thai calendar date): active, started, not ended. */
const inForce = (today: string) =>
  and(eq(shopBrands.status, 'active'), lte(shopBrands.authStart, today), gte(shopBrands.authEnd, today));

/** "No brand" first (when the search word fits it), then the shop's brands in force, by name. */
export async function merchantBrands(shop: ShopScope, keyword: string | undefined, now: Date, locale: Locale) {
  const rows = await shop.tx
    .select({ id: brands.id, name: brands.name, localName: brands.localName, authEnd: shopBrands.authEnd })
    .from(shopBrands)
    .innerJoin(brands, eq(brands.id, shopBrands.brandId))
    .where(shop.where(shopBrands, inForce(thaiToday(now)), keywordMatch(keyword)))
    .orderBy(asc(brands.nameKey));
  const word = keyword?.toLowerCase();
  const noBrandFits = !word || LOCALES.some((l) => NO_BRAND_NAME[l].toLowerCase().includes(word));
  return [
    ...(noBrandFits ? [{ brandId: NO_BRAND_ID, name: NO_BRAND_NAME[locale], localName: '', authEnd: null }] : []),
    ...rows.map((r) => ({ brandId: String(r.id), name: r.name, localName: r.localName, authEnd: r.authEnd })),
  ];
}

/**
 * The name brandNames gives the brand id in `brandId` (a stored product's, null for "No brand"), as
 * a column of a list's select: the names come with the page, not in a query of their own.
 */
export function brandNameColumn(brandId: AnyColumn, locale: Locale): SQL<string> {
  return sql<string>`(case when ${brandId} is null or ${brandId} = ${NO_BRAND_ID} then ${NO_BRAND_NAME[locale]}::text
    else coalesce((select b.name from ${sql.raw('brands b')}
      where b.id = case when ${brandId} ~ '^[0-9]{1,15}$' then ${brandId}::bigint end), '') end)`;
}

/**
 * Refuses a brand the shop may not put on a product today: one that does not exist, or one
 * without an authorization in force. Returns what the product stores: the brand id, or null
 * for "No brand". `now` is the call's time (ctx.now).
 */
export async function assertBrandUsable(shop: ShopScope, brandId: string, now: Date): Promise<string | null> {
  if (brandId === NO_BRAND_ID) return null;
  const id = brandIdNumber(brandId);
  const [brand] =
    id === null ? [] : await shop.tx.select({ name: brands.name }).from(brands).where(eq(brands.id, id)).limit(1);
  if (!brand || id === null) throw new BizError('RULE_VIOLATED', 'brandUnknown');
  const authorized = await shop.count(shopBrands, and(inForce(thaiToday(now)), eq(shopBrands.brandId, id)));
  if (authorized === 0) throw new BizError('RULE_VIOLATED', 'brandNotAuthorized', { brand: brand.name });
  return String(id);
}

/** Brand names for a list, "No brand" in `locale`; ids that do not exist are left out. */
export async function brandNames(tx: Tx, ids: readonly string[], locale: Locale): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  const numbers = [...new Set(ids)].map(brandIdNumber).filter((n): n is number => n !== null && n !== NO_BRAND);
  if (ids.includes(NO_BRAND_ID)) out.set(NO_BRAND_ID, NO_BRAND_NAME[locale]);
  if (numbers.length === 0) return out;
  const rows = await tx.select({ id: brands.id, name: brands.name }).from(brands).where(inArray(brands.id, numbers));
  for (const r of rows) out.set(String(r.id), r.name);
  return out;
}
