import {
  FREIGHT_FEE_MAX,
  FREIGHT_NAME_MAX,
  FREIGHT_REGIONS_MAX,
  FREIGHT_UNIT_MAX,
  type FreightMode,
  type FreightTemplateView,
  PROVINCE_CODE,
} from '@sc/contract/calls/shipping.ts';
import { toYN } from '@sc/contract/common.ts';
import type { MessageKey } from '@sc/contract/messages.ts';
import { satangToBaht } from '@sc/contract/validators/price.ts';
import { and, asc, count, desc, eq, ne } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { newId } from '../../db/ids.ts';
import { toNumber } from '../../db/numbers.ts';
import { freightTemplates } from '../../db/schema.ts';
import type { ShopScope } from '../../db/tenant.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { BizError, notFound } from '../../errors.ts';
import { baht } from '../orders/index.ts';
import { type CartLine, freightFee } from './freight-fee.ts';

// Freight templates (/setting/freighttemplate): a shop's templates, one of them its default while
// it has any. Fees are satang.

type TemplateRow = typeof freightTemplates.$inferSelect;

export interface TemplateInput {
  name: string;
  mode: FreightMode;
  firstUnit: number;
  firstFee: number;
  continuedUnit: number;
  continuedFee: number;
  freeOver: number | null;
  regions: { provinceCodes: string[]; firstFee: number; continuedFee: number }[];
}

const invalid = (key: MessageKey, field: string, params: Record<string, string | number> = {}) =>
  new BizError('VALIDATION_FAILED', key, { ...params, field });

export function present(t: TemplateRow): FreightTemplateView {
  return {
    templateId: t.id,
    name: t.name,
    mode: t.mode as FreightMode,
    firstUnit: t.firstUnit,
    firstFee: baht(t.firstFee),
    continuedUnit: t.continuedUnit,
    continuedFee: baht(t.continuedFee),
    freeOver: t.freeOver === null ? null : baht(t.freeOver),
    regions: t.regions.map((r) => ({ ...r, firstFee: baht(r.firstFee), continuedFee: baht(r.continuedFee) })),
    isDefault: toYN(t.isDefault),
    createdAt: t.createdAt.toISOString(),
    updatedAt: t.updatedAt.toISOString(),
  };
}

/** The checks of a template, each with its message; answers the template as it is stored. */
export function checkTemplate(input: TemplateInput): TemplateInput {
  const name = input.name.trim();
  if (!name) throw invalid('freightNameRequired', 'name');
  if ([...name].length > FREIGHT_NAME_MAX) throw invalid('freightNameTooLong', 'name', { max: FREIGHT_NAME_MAX });
  const unitMax = FREIGHT_UNIT_MAX[input.mode];
  for (const field of ['firstUnit', 'continuedUnit'] as const) {
    const v = input[field];
    if (!Number.isSafeInteger(v) || v < 1 || v > unitMax) throw invalid('freightUnitInvalid', field, { max: unitMax });
  }
  const max = satangToBaht(FREIGHT_FEE_MAX);
  const fee = (v: number, field: string) => {
    if (v > FREIGHT_FEE_MAX) throw invalid('freightFeeTooHigh', field, { max });
  };
  fee(input.firstFee, 'firstFee');
  fee(input.continuedFee, 'continuedFee');
  if (input.freeOver !== null && input.freeOver <= 0) throw invalid('freightFreeOverInvalid', 'freeOver');
  if (input.regions.length > FREIGHT_REGIONS_MAX) {
    throw invalid('freightRegionsTooMany', 'regions', { max: FREIGHT_REGIONS_MAX });
  }
  const seen = new Set<string>();
  const regions = input.regions.map((r, i) => {
    const codes = [...new Set(r.provinceCodes.map((c) => c.trim()))];
    if (codes.length === 0) throw invalid('freightRegionEmpty', 'regions', { index: i + 1 });
    for (const code of codes) {
      if (!PROVINCE_CODE.test(code)) throw invalid('freightProvinceInvalid', 'regions', { code });
      if (seen.has(code)) throw invalid('freightProvinceTwice', 'regions', { code });
      seen.add(code);
    }
    fee(r.firstFee, 'regions');
    fee(r.continuedFee, 'regions');
    return { provinceCodes: codes, firstFee: r.firstFee, continuedFee: r.continuedFee };
  });
  return { ...input, name, regions };
}

async function templateOf(shop: ShopScope, templateId: string, lock = false): Promise<TemplateRow> {
  const q = shop.tx
    .select()
    .from(freightTemplates)
    .where(shop.where(freightTemplates, eq(freightTemplates.id, templateId)))
    .limit(1);
  const [row] = lock ? await q.for('update') : await q;
  if (!row) throw notFound();
  return row;
}

/** Writes in a savepoint so a taken name answers its message and the call's transaction lives on. */
async function nameChecked<T>(shop: ShopScope, name: string, write: (tx: Tx) => Promise<T>): Promise<T> {
  try {
    return await shop.tx.transaction(async (sp) => write(sp as unknown as Tx));
  } catch (error) {
    if (isUniqueViolation(error, 'freight_templates_shop_name_uq'))
      throw invalid('freightNameExists', 'name', { name });
    throw error;
  }
}

export async function listTemplates(shop: ShopScope, page: { pageNum: number; pageSize: number }) {
  const t = freightTemplates;
  const [rows, total] = await Promise.all([
    shop.tx
      .select()
      .from(t)
      .where(shop.where(t))
      .orderBy(desc(t.isDefault), asc(t.name), asc(t.id))
      .limit(page.pageSize)
      .offset((page.pageNum - 1) * page.pageSize),
    shop.tx.select({ n: count() }).from(t).where(shop.where(t)),
  ]);
  return {
    list: rows.map(present),
    page: { pageNum: page.pageNum, pageSize: page.pageSize, count: toNumber(total[0]?.n) },
  };
}

export async function templateDetail(shop: ShopScope, templateId: string) {
  return present(await templateOf(shop, templateId));
}

export async function addTemplate(shop: ShopScope, input: TemplateInput, now: Date) {
  const t = checkTemplate(input);
  // The first template of a shop is its default (one default while it has templates).
  const isDefault = (await shop.count(freightTemplates)) === 0;
  const row = await nameChecked(shop, t.name, async (tx) => {
    const [made] = await tx
      .insert(freightTemplates)
      .values({ ...t, shopId: shop.shopId, id: newId(), isDefault, createdAt: now, updatedAt: now })
      .returning();
    return made;
  });
  if (!row) throw notFound();
  return present(row);
}

export async function modifyTemplate(shop: ShopScope, templateId: string, input: TemplateInput, now: Date) {
  await templateOf(shop, templateId, true);
  const t = checkTemplate(input);
  const row = await nameChecked(shop, t.name, async (tx) => {
    const [changed] = await shop
      .in(tx)
      .update(freightTemplates, { ...t, updatedAt: now }, eq(freightTemplates.id, templateId))
      .returning();
    return changed;
  });
  if (!row) throw notFound();
  return present(row);
}

export async function deleteTemplate(shop: ShopScope, templateId: string) {
  const row = await templateOf(shop, templateId, true);
  if (row.isDefault) throw new BizError('RULE_VIOLATED', 'freightDefaultNotDeletable');
  await shop.delete(freightTemplates, eq(freightTemplates.id, templateId));
  return { templateId };
}

export async function setDefaultTemplate(shop: ShopScope, templateId: string, now: Date) {
  await templateOf(shop, templateId, true);
  await shop.update(
    freightTemplates,
    { isDefault: false, updatedAt: now },
    and(eq(freightTemplates.isDefault, true), ne(freightTemplates.id, templateId)),
  );
  await shop.update(freightTemplates, { isDefault: true, updatedAt: now }, eq(freightTemplates.id, templateId));
  return present(await templateOf(shop, templateId));
}

export async function budget(
  shop: ShopScope,
  input: { templateId?: string | undefined; provinceCode: string; items: CartLine[] },
) {
  let row: TemplateRow | undefined;
  if (input.templateId) row = await templateOf(shop, input.templateId);
  else {
    row = await shop.first(freightTemplates, eq(freightTemplates.isDefault, true));
    if (!row) throw new BizError('RULE_VIOLATED', 'freightNoTemplate');
  }
  const province = input.provinceCode.trim();
  if (!PROVINCE_CODE.test(province)) throw invalid('freightProvinceInvalid', 'provinceCode', { code: province });
  const r = freightFee({ ...row, mode: row.mode as FreightMode }, province, input.items);
  return {
    templateId: row.id,
    templateName: row.name,
    mode: row.mode as FreightMode,
    units: r.units,
    goodsAmount: baht(r.goodsAmount),
    fee: baht(r.fee),
    free: toYN(r.free),
    regional: toYN(r.regional),
  };
}
