import { MAX_SKUS_PER_PRODUCT } from '@sc/contract/calls/items.ts';

// The SKU matrix of the product form: one row per combination of specification values. Values carry
// a local key that survives renaming, so a row keeps what the merchant typed into it when a value
// is renamed, added elsewhere or a specification is added.

export interface SpecValueDraft {
  key: string;
  text: string;
}

export interface SpecDraft {
  key: string;
  name: string;
  values: SpecValueDraft[];
}

export interface SkuDraft {
  /** The value keys of the row joined by '|'; '' for the single row of a product without specs. */
  key: string;
  /** The server's id: only a row that existed when the product was loaded has one. */
  skuId?: string;
  code: string;
  price?: string;
  marketPrice?: string;
  purchasePrice?: string;
  stock?: number;
  warningLine?: number;
  imageUrl: string;
  /** Held by open orders (edit only); stock may not go below it. */
  reserved: number;
}

let counter = 0;
/** A key unique within this page load. */
export function newKey(prefix: string): string {
  counter += 1;
  return `${prefix}${counter.toString(36)}`;
}

export const emptySku = (key: string): SkuDraft => ({ key, code: '', imageUrl: '', reserved: 0 });

/** Specifications that make columns: a name or not, with at least one filled value. */
export function activeSpecs(specs: readonly SpecDraft[]): { spec: SpecDraft; values: SpecValueDraft[] }[] {
  return specs
    .map((spec) => ({ spec, values: spec.values.filter((v) => v.text.trim() !== '') }))
    .filter((s) => s.values.length > 0);
}

/** How many rows the specifications make (1 without specifications). */
export function matrixSize(specs: readonly SpecDraft[]): number {
  return activeSpecs(specs).reduce((n, s) => n * s.values.length, 1);
}

export const exceedsSkuLimit = (specs: readonly SpecDraft[]) => matrixSize(specs) > MAX_SKUS_PER_PRODUCT;

/** The combinations of value keys, first specification slowest (as a merchant reads the table). */
function combinations(specs: readonly SpecDraft[]): string[][] {
  return activeSpecs(specs).reduce<string[][]>(
    (rows, s) => rows.flatMap((row) => s.values.map((v) => [...row, v.key])),
    [[]],
  );
}

const shared = (a: readonly string[], b: readonly string[]) => a.filter((k) => b.includes(k)).length;

/**
 * The rows for `specs`, keeping each existing row by its key. A new row takes the prices,
 * warning line and photo of the old row it shares most values with (or of the only old row),
 * never its stock, code or id: those belong to one SKU.
 */
export function buildMatrix(specs: readonly SpecDraft[], previous: readonly SkuDraft[]): SkuDraft[] {
  const byKey = new Map(previous.map((row) => [row.key, row]));
  return combinations(specs).map((keys) => {
    const key = keys.join('|');
    const same = byKey.get(key);
    if (same) return same;
    let parent: SkuDraft | undefined = previous.length === 1 ? previous[0] : undefined;
    let best = 0;
    for (const row of previous) {
      const score = shared(row.key.split('|'), keys);
      if (score > best) {
        best = score;
        parent = row;
      }
    }
    const row = emptySku(key);
    if (!parent) return row;
    const { price, marketPrice, purchasePrice, warningLine, imageUrl } = parent;
    return {
      ...row,
      imageUrl,
      ...(price !== undefined ? { price } : {}),
      ...(marketPrice !== undefined ? { marketPrice } : {}),
      ...(purchasePrice !== undefined ? { purchasePrice } : {}),
      ...(warningLine !== undefined ? { warningLine } : {}),
    };
  });
}

/** The value texts of a row, in specification order. */
export function rowValues(specs: readonly SpecDraft[], row: Pick<SkuDraft, 'key'>): string[] {
  if (row.key === '') return [];
  const texts = new Map(specs.flatMap((s) => s.values.map((v) => [v.key, v.text.trim()] as const)));
  return row.key.split('|').map((k) => texts.get(k) ?? '');
}

/** Case-insensitive duplicates among texts: the indexes of each text seen before. */
export function duplicateIndexes(texts: readonly string[]): Set<number> {
  const seen = new Set<string>();
  const out = new Set<number>();
  texts.forEach((text, i) => {
    const norm = text.trim().toLocaleLowerCase();
    if (norm === '') return;
    if (seen.has(norm)) out.add(i);
    seen.add(norm);
  });
  return out;
}

/** Drafts for the specs and SKUs of a saved product, keys made fresh and rows matched by value texts. */
export function draftsFromProduct(
  specs: readonly { name: string; values: readonly string[] }[],
  skus: readonly {
    skuId: string;
    specValues: readonly string[];
    code: string;
    price: number;
    marketPrice: number;
    purchasePrice: number;
    stock: number;
    warningLine: number;
    imageUrl: string;
    reserved: number;
  }[],
): { specs: SpecDraft[]; skus: SkuDraft[] } {
  const specDrafts: SpecDraft[] = specs.map((s) => ({
    key: newKey('s'),
    name: s.name,
    values: s.values.map((text) => ({ key: newKey('v'), text })),
  }));
  const keyOf = (values: readonly string[]) =>
    values.map((text, i) => specDrafts[i]?.values.find((v) => v.text === text)?.key ?? '').join('|');
  const rows: SkuDraft[] = skus.map((sku) => ({
    key: specDrafts.length === 0 ? '' : keyOf(sku.specValues),
    skuId: sku.skuId,
    code: sku.code,
    price: bahtText(sku.price),
    marketPrice: bahtText(sku.marketPrice),
    purchasePrice: bahtText(sku.purchasePrice),
    stock: sku.stock,
    warningLine: sku.warningLine,
    imageUrl: sku.imageUrl,
    reserved: sku.reserved,
  }));
  // Lay the rows out in matrix order (and fill any cell the server did not answer).
  return { specs: specDrafts, skus: buildMatrix(specDrafts, rows) };
}

/** A baht amount from the server as the two-decimal text the money inputs hold. */
export function bahtText(amount: number): string {
  return amount.toFixed(2);
}
