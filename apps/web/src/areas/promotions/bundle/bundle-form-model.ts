import {
  type BundleDraft,
  type BundleIssue,
  type BundleRole,
  bundleCombined,
  bundleIssues,
  bundlePercentOff,
  bundleWarnings,
  sayBundleIssue,
} from '@sc/contract/bundle.ts';
import type { BundleInput } from '@sc/contract/calls/bundle.ts';
import type { Locale } from '@sc/contract/locale.ts';
import { bahtToSatang } from '@sc/contract/validators/price.ts';
import type { FormRule } from 'antd';
import type { Dayjs } from 'dayjs';

// The bundle form's values and its rules: the server's own (@sc/contract/bundle.ts, bundleIssues,
// the shared price check among them) in the server's words, checked as the merchant types.

export interface BundleFormValues {
  name?: string;
  startTime?: Dayjs | null;
  endTime?: Dayjs | null;
  /** Decimal text as typed. */
  packagePrice?: string;
  stock?: number;
}

/** One item row: the SKU's figures (baht), its role and the units per set typed. */
export interface BundleItemRow {
  skuId: string;
  productId: string;
  title: string;
  specValues: string[];
  imageUrl: string;
  salesPrice: number;
  marketPrice: number;
  /** Not known to the picker: 0 here, the server checks the cost. */
  purchasePrice: number;
  mallStock: number;
  role: BundleRole;
  quantity: number | undefined;
}

const instant = (d: Dayjs | null | undefined) => (d?.isValid() ? d.toDate() : null);
const satang = (baht: number) => Math.round(baht * 100);

/** The values as the shared rules read them. */
export function toDraft(v: BundleFormValues, rows: readonly BundleItemRow[]): BundleDraft {
  return {
    name: v.name ?? '',
    startAt: instant(v.startTime),
    endAt: instant(v.endTime),
    packagePrice: v.packagePrice === undefined ? null : bahtToSatang(v.packagePrice),
    stock: v.stock ?? null,
    items: rows.map((r) => ({
      skuId: r.skuId,
      productId: r.productId,
      role: r.role,
      quantity: r.quantity ?? null,
      salesPrice: satang(r.salesPrice),
      marketPrice: satang(r.marketPrice),
      purchasePrice: satang(r.purchasePrice),
      mallStock: r.mallStock,
    })),
  };
}

/** The values as the add and modify calls take them. */
export function toRequest(v: BundleFormValues, rows: readonly BundleItemRow[]): BundleInput {
  return {
    name: v.name?.trim() ?? '',
    startTime: instant(v.startTime)?.toISOString() ?? '',
    endTime: instant(v.endTime)?.toISOString() ?? '',
    packagePrice: v.packagePrice ?? '',
    stock: v.stock ?? 0,
    items: rows.map((r) => ({ skuId: r.skuId, role: r.role, quantity: r.quantity ?? 0 })),
  };
}

export const say = (i: BundleIssue, locale: Locale) => sayBundleIssue(i, locale);

/** The rule of one field ('name', 'packagePrice', …): the first issue the shared rules find with it. */
export function bundleRule(
  field: string,
  locale: () => Locale,
  now: () => Date,
  rows: () => readonly BundleItemRow[],
): FormRule {
  return ({ getFieldsValue }) => ({
    validator: async () => {
      const values = getFieldsValue(true) as BundleFormValues;
      const issue = bundleIssues(toDraft(values, rows()), now()).find((i) => i.field === field);
      if (issue) throw new Error(say(issue, locale()));
    },
  });
}

/** The issues of the items as a whole and of each row, and the warnings, in the server's words. */
export function itemIssues(v: BundleFormValues, rows: readonly BundleItemRow[], now: Date, locale: Locale) {
  const draft = toDraft(v, rows);
  const issues = bundleIssues(draft, now);
  return {
    items: issues.filter((i) => i.field === 'items').map((i) => say(i, locale)),
    row: (index: number) => issues.filter((i) => i.field.startsWith(`items.${index}.`)).map((i) => say(i, locale)),
    warnings: bundleWarnings(draft).map((w) => say(w, locale)),
  };
}

/** The combined price, the package price and what a buyer saves, satang; null parts when not typed. */
export function summary(v: BundleFormValues, rows: readonly BundleItemRow[]) {
  const draft = toDraft(v, rows);
  const combined = bundleCombined(draft.items);
  const price = draft.packagePrice;
  const saves = price === null || combined <= 0 ? null : combined - price;
  return { combined, price, saves, percent: price === null ? null : bundlePercentOff(price, combined) };
}
