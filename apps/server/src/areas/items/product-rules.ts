import { MAX_SKUS_PER_PRODUCT, type productInput, type SHELF_CHOICES } from '@sc/contract/calls/items.ts';
import type { Locale } from '@sc/contract/locale.ts';
import type { MessageKey } from '@sc/contract/messages.ts';
import type { z } from 'zod';
import { text } from '../../envelope/reply.ts';
import { BizError } from '../../errors.ts';

// The rules of a product's shape that need no database: the SKU matrix, the uniqueness of names,
// values, keywords and SKU codes, pre-sale and timed release. The create and modify calls and the
// import all run them, so a file row is held to exactly the rules of the form.

export type ProductData = Omit<z.output<typeof productInput>, 'shelf'> & {
  shelf?: (typeof SHELF_CHOICES)[number] | undefined;
};

export interface RuleIssue {
  /** Payload path, e.g. `skus.3.specValues`. */
  field: string;
  key: MessageKey;
  params?: Record<string, string | number>;
  /** A uniqueness rule (reply ALREADY_EXISTS); the others are VALIDATION_FAILED. */
  exists?: boolean;
}

const fold = (s: string) => s.trim().toLocaleLowerCase();
const COMBO_SEPARATOR = '\u0001';

/** How a SKU row is named in messages: its place in the matrix and its values, "#3 (ดำ / M)". */
export function skuLabel(index: number, specValues: readonly string[]): string {
  return specValues.length > 0 ? `#${index + 1} (${specValues.join(' / ')})` : `#${index + 1}`;
}

/** Every combination of the specs' values, in matrix order (the first spec varies slowest). */
function combinations(values: string[][]): string[][] {
  return values.reduce<string[][]>((acc, vs) => acc.flatMap((prefix) => vs.map((v) => [...prefix, v])), [[]]);
}

function checkSpecs(input: ProductData, issues: RuleIssue[]): void {
  const names = new Set<string>();
  input.specs.forEach((spec, i) => {
    if (names.has(fold(spec.name))) {
      issues.push({ field: `specs.${i}.name`, key: 'itemSpecNameExists', params: { name: spec.name }, exists: true });
    }
    names.add(fold(spec.name));
    const values = new Set<string>();
    spec.values.forEach((value, j) => {
      if (values.has(fold(value))) {
        issues.push({
          field: `specs.${i}.values.${j}`,
          key: 'itemSpecValueExists',
          params: { spec: spec.name, value },
          exists: true,
        });
      }
      values.add(fold(value));
    });
  });
}

/**
 * The SKUs must be exactly the combinations of the specs' values, each once; without specs,
 * exactly one SKU. Answers each SKU's values spelt as in the specs (for storing).
 */
function checkMatrix(input: ProductData, issues: RuleIssue[]): string[][] {
  const canonical = input.skus.map((s) => s.specValues);
  if (input.specs.length === 0) {
    if (input.skus.length !== 1 || (input.skus[0]?.specValues.length ?? 0) > 0) {
      issues.push({ field: 'skus', key: 'itemSkuNeedsOne' });
    }
    return canonical;
  }
  const count = input.specs.reduce((n, spec) => n * spec.values.length, 1);
  if (count > MAX_SKUS_PER_PRODUCT) {
    issues.push({ field: 'specs', key: 'itemTooManySkus', params: { count, max: MAX_SKUS_PER_PRODUCT } });
    return canonical;
  }
  const spelt = input.specs.map((spec) => new Map(spec.values.map((v) => [fold(v), v])));
  const seen = new Set<string>();
  input.skus.forEach((sku, i) => {
    const values = sku.specValues.map((v, j) => spelt[j]?.get(fold(v)));
    if (values.length !== input.specs.length || values.some((v) => v === undefined)) {
      issues.push({
        field: `skus.${i}.specValues`,
        key: 'itemSkuUnknownCombination',
        params: { sku: skuLabel(i, sku.specValues) },
      });
      return;
    }
    const known = values.filter((v): v is string => v !== undefined);
    canonical[i] = known;
    const key = known.map(fold).join(COMBO_SEPARATOR);
    if (seen.has(key)) {
      issues.push({
        field: `skus.${i}.specValues`,
        key: 'itemSkuDuplicateCombination',
        params: { sku: skuLabel(i, known) },
      });
    }
    seen.add(key);
  });
  const missing = combinations(input.specs.map((s) => s.values)).filter(
    (combo) => !seen.has(combo.map(fold).join(COMBO_SEPARATOR)),
  );
  // A few are enough to show what is wrong; the form rebuilds the whole matrix anyway.
  for (const combo of missing.slice(0, 3)) {
    issues.push({ field: 'skus', key: 'itemSkuMissingCombination', params: { values: combo.join(' / ') } });
  }
  return canonical;
}

function checkUniqueLists(input: ProductData, issues: RuleIssue[]): void {
  const keywords = new Set<string>();
  for (const keyword of input.keywords) {
    if (keywords.has(fold(keyword))) {
      issues.push({ field: 'keywords', key: 'itemKeywordExists', params: { keyword }, exists: true });
    }
    keywords.add(fold(keyword));
  }
  const codes = new Set<string>();
  input.skus.forEach((sku, i) => {
    if (!sku.code) return;
    if (codes.has(fold(sku.code))) {
      issues.push({ field: `skus.${i}.code`, key: 'itemSkuCodeExists', params: { code: sku.code }, exists: true });
    }
    codes.add(fold(sku.code));
  });
}

function checkSale(input: ProductData, now: Date, issues: RuleIssue[]): void {
  if (input.preSale === 'y' && input.preSaleShipDays === undefined) {
    issues.push({ field: 'preSaleShipDays', key: 'itemPreSaleShipDaysRequired' });
  }
  if (input.shelf === 'timed') {
    const at = input.releaseAt ? Date.parse(input.releaseAt) : Number.NaN;
    if (Number.isNaN(at)) issues.push({ field: 'releaseAt', key: 'itemReleaseAtRequired' });
    else if (at <= now.getTime()) issues.push({ field: 'releaseAt', key: 'itemReleaseAtNotFuture' });
  }
}

/** The shape rules; answers the issues found and each SKU's values as the specs spell them. */
export function checkProductShape(input: ProductData, now: Date): { issues: RuleIssue[]; specValues: string[][] } {
  const issues: RuleIssue[] = [];
  checkSpecs(input, issues);
  const specValues = checkMatrix(input, issues);
  checkUniqueLists(input, issues);
  checkSale(input, now, issues);
  return { issues, specValues };
}

/**
 * One refusal for the issues, every one as a field error in the request's language: ALREADY_EXISTS
 * (107003) naming the first duplicate when there is one, else VALIDATION_FAILED (4101).
 */
export function refusal(issues: readonly RuleIssue[], locale: Locale): BizError {
  const fieldErrors = issues.map((i) => ({ field: i.field, message: text(i.key, locale, i.params) }));
  const duplicate = issues.find((i) => i.exists);
  if (duplicate) return new BizError('ALREADY_EXISTS', duplicate.key, duplicate.params ?? {}, { fieldErrors });
  const detail = fieldErrors.map((f) => `${f.field}: ${f.message}`).join('; ');
  return new BizError('VALIDATION_FAILED', 'validationFailed', { detail }, { fieldErrors });
}

export function throwIfAny(issues: readonly RuleIssue[], locale: Locale): void {
  if (issues.length > 0) throw refusal(issues, locale);
}
