import { type AddonDraft, type AddonIssue, addonIssues, addonLine, addonWarnings } from '@sc/contract/addon.ts';
import type { AddonInput, addonPreview } from '@sc/contract/calls/addon.ts';
import type { CallRequest } from '@sc/contract/define-call.ts';
import { fillParams, type Locale } from '@sc/contract/locale.ts';
import { addonMessages } from '@sc/contract/messages/addon.ts';
import { bahtToSatang } from '@sc/contract/validators/price.ts';
import type { FormRule } from 'antd';
import type { Dayjs } from 'dayjs';

// The add-on deal form's values and its rules: the server's own (@sc/contract/addon.ts,
// addonIssues) in the server's words, checked as the merchant types.

export interface AddonFormValues {
  name?: string;
  startTime?: Dayjs | null;
  endTime?: Dayjs | null;
  perOrder?: number | null;
}

export interface MainProduct {
  productId: string;
  title: string;
  imageUrl: string;
}

/** One add-on SKU row: the SKU's figures (baht) and the price (decimal text) and stock typed. */
export interface AddonSkuRow {
  skuId: string;
  productId: string;
  title: string;
  specValues: string[];
  imageUrl: string;
  salesPrice: number;
  mallStock: number;
  lowestPrice30: number;
  /** What the shop paid, baht; null or absent when not recorded (a saved deal's rows). */
  purchasePrice?: number | null;
  price: string | undefined;
  stock: number | undefined;
  sold: number;
}

type AddonPreviewRequest = CallRequest<typeof addonPreview>;

const instant = (d: Dayjs | null | undefined) => (d?.isValid() ? d.toDate() : null);
const satang = (baht: number) => Math.round(baht * 100);

/** The values as the shared rules read them. */
export function toDraft(v: AddonFormValues, mains: readonly MainProduct[], rows: readonly AddonSkuRow[]): AddonDraft {
  return {
    name: v.name ?? '',
    startAt: instant(v.startTime),
    endAt: instant(v.endTime),
    perOrder: v.perOrder ?? null,
    mainProductIds: mains.map((m) => m.productId),
    skus: rows.map((r) => ({
      skuId: r.skuId,
      productId: r.productId,
      price: r.price === undefined ? null : bahtToSatang(r.price),
      stock: r.stock ?? null,
      salesPrice: satang(r.salesPrice),
      mallStock: r.mallStock,
      lowest30: satang(r.lowestPrice30),
    })),
  };
}

/** The values as the add and modify calls take them. */
export function toRequest(v: AddonFormValues, mains: readonly MainProduct[], rows: readonly AddonSkuRow[]): AddonInput {
  return {
    name: v.name?.trim() ?? '',
    startTime: instant(v.startTime)?.toISOString() ?? '',
    endTime: instant(v.endTime)?.toISOString() ?? '',
    perOrder: v.perOrder ?? 0,
    mainProductIds: mains.map((m) => m.productId),
    skus: rows.map((r) => ({ skuId: r.skuId, price: r.price ?? '', stock: r.stock ?? 0 })),
  };
}

export const say = (i: AddonIssue, locale: Locale) => fillParams(addonMessages[i.key][locale], i.params);

/** The rule of one field ('name', 'perOrder', …): the first issue the shared rules find with it. */
export function addonRule(
  field: string,
  locale: () => Locale,
  now: () => Date,
  parts: () => { mains: readonly MainProduct[]; rows: readonly AddonSkuRow[] },
): FormRule {
  return ({ getFieldsValue }) => ({
    validator: async () => {
      const values = getFieldsValue(true) as AddonFormValues;
      const { mains, rows } = parts();
      const issue = addonIssues(toDraft(values, mains, rows), now()).find((i) => i.field === field);
      if (issue) throw new Error(say(issue, locale()));
    },
  });
}

/** The issues of the main products and of each add-on SKU row, and the rows' warnings, in the server's words. */
export function partIssues(
  v: AddonFormValues,
  mains: readonly MainProduct[],
  rows: readonly AddonSkuRow[],
  now: Date,
  locale: Locale,
) {
  const draft = toDraft(v, mains, rows);
  const issues = addonIssues(draft, now);
  const of = (prefix: string) => issues.filter((i) => i.field.startsWith(prefix)).map((i) => say(i, locale));
  return {
    main: of('mainProductIds'),
    skus: issues.filter((i) => i.field === 'skus').map((i) => say(i, locale)),
    row: (index: number) => ({
      errors: of(`skus.${index}.`),
      warnings: addonWarnings(draft)
        .filter((w) => w.field.startsWith(`skus.${index}.`))
        .map((w) => say(w, locale)),
    }),
  };
}

/** What one unit of an add-on row costs at its add-on price with a main product in the cart (satang); null while no price is typed. */
export function tiedPrice(row: AddonSkuRow): number | null {
  const price = row.price === undefined ? null : bahtToSatang(row.price);
  if (price === null) return null;
  const base = satang(row.salesPrice);
  const tied = addonLine({
    quantity: 1,
    basePrice: base,
    addonPrice: price,
    hasMain: true,
    limitLeft: 1,
    stockLeft: null,
  });
  return base - tied.discount;
}

/** What the final price preview prices: the chosen main products and each add-on row with a price above 0 typed. */
export function previewRequest(mains: readonly MainProduct[], rows: readonly AddonSkuRow[]): AddonPreviewRequest {
  return {
    mainProductIds: mains.map((m) => m.productId),
    skus: rows.flatMap((r) => {
      const price = r.price === undefined ? null : bahtToSatang(r.price);
      return price !== null && price > 0 ? [{ skuId: r.skuId, price: r.price ?? '' }] : [];
    }),
  };
}
