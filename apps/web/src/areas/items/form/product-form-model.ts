import { NO_BRAND_ID } from '@sc/contract/calls/catalog.ts';
import type { SHELF_CHOICES } from '@sc/contract/calls/items.ts';
import dayjs, { type Dayjs } from 'dayjs';
import type { ProductDetail, ProductPayload } from './product-queries.ts';
import {
  activeSpecs,
  buildMatrix,
  draftsFromProduct,
  newKey,
  rowValues,
  type SkuDraft,
  type SpecDraft,
} from './sku-matrix.ts';

export type ShelfChoice = (typeof SHELF_CHOICES)[number];

/** What the product form holds; prices stay decimal texts, keywords the text as typed. */
export interface ProductFormValues {
  title: string;
  code: string;
  categoryId?: string;
  brandId?: string;
  /** Empty: the shop's default template. */
  freightTemplateId: string;
  /** Split by the shared rule when sent; the chips show the split. */
  keywordsText: string;
  description: string;
  images: string[];
  videoUrl: string;
  specs: SpecDraft[];
  skus: SkuDraft[];
  preSale: boolean;
  preSaleShipDays?: number;
  weightGrams?: number;
  shelf: ShelfChoice;
  releaseAt?: Dayjs;
}

export const emptySpec = (): SpecDraft => ({ key: newKey('s'), name: '', values: [{ key: newKey('v'), text: '' }] });

export function initialValues(product?: ProductDetail): ProductFormValues {
  if (!product) {
    return {
      title: '',
      code: '',
      brandId: NO_BRAND_ID,
      freightTemplateId: '',
      keywordsText: '',
      description: '',
      images: [],
      videoUrl: '',
      specs: [],
      skus: buildMatrix([], []),
      preSale: false,
      shelf: 'on',
    };
  }
  const drafts = draftsFromProduct(product.specs, product.skus);
  // A scheduled product stays scheduled; anything not on sale stays off shelf.
  const shelf: ShelfChoice =
    product.status === 'on_sale' || product.status === 'sold_out' ? 'on' : product.releaseAt ? 'timed' : 'off';
  return {
    title: product.title,
    code: product.code,
    categoryId: product.categoryId,
    brandId: product.brandId,
    freightTemplateId: product.freightTemplateId,
    keywordsText: product.keywords.join('\n'),
    description: product.description,
    images: product.images,
    videoUrl: product.videoUrl,
    specs: drafts.specs,
    skus: drafts.skus,
    preSale: product.preSale === 'y',
    ...(product.preSaleShipDays !== null ? { preSaleShipDays: product.preSaleShipDays } : {}),
    weightGrams: product.weightGrams,
    shelf,
    ...(product.releaseAt ? { releaseAt: dayjs(product.releaseAt) } : {}),
  };
}

/** The call's payload from the form: empty values dropped, each row's values named in spec order. */
export function toPayload(values: ProductFormValues): ProductPayload {
  const specs = activeSpecs(values.specs);
  return {
    title: values.title.trim(),
    code: values.code.trim(),
    categoryId: values.categoryId ?? '',
    brandId: values.brandId ?? '',
    freightTemplateId: values.freightTemplateId ?? '',
    description: values.description,
    keywords: values.keywordsText,
    specs: specs.map(({ spec, values: v }) => ({ name: spec.name.trim(), values: v.map((x) => x.text.trim()) })),
    skus: values.skus.map((row) => ({
      ...(row.skuId ? { skuId: row.skuId } : {}),
      specValues: rowValues(values.specs, row),
      code: row.code.trim(),
      price: row.price ?? '',
      marketPrice: row.marketPrice ?? '',
      purchasePrice: row.purchasePrice ?? '0',
      stock: row.stock ?? 0,
      warningLine: row.warningLine ?? 0,
      imageUrl: row.imageUrl,
    })),
    images: values.images,
    videoUrl: values.videoUrl,
    preSale: values.preSale ? 'y' : 'n',
    ...(values.preSale && values.preSaleShipDays !== undefined ? { preSaleShipDays: values.preSaleShipDays } : {}),
    weightGrams: values.weightGrams ?? 0,
    shelf: values.shelf,
    ...(values.shelf === 'timed' && values.releaseAt ? { releaseAt: values.releaseAt.toISOString() } : {}),
  };
}

type FieldPath = string | (string | number)[];

/**
 * Where a field error of the server (a payload path such as `skus.3.price`) goes in the
 * form; undefined when the form has no such field.
 */
export function formFieldOf(serverField: string, values: Pick<ProductFormValues, 'specs'>): FieldPath | undefined {
  const parts = serverField.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p));
  const [head, index, leaf] = parts;
  switch (head) {
    case 'title':
    case 'code':
    case 'categoryId':
    case 'brandId':
    case 'description':
    case 'videoUrl':
    case 'preSaleShipDays':
    case 'weightGrams':
    case 'freightTemplateId':
    case 'releaseAt':
    case 'shelf':
      return head;
    case 'keywords':
      return 'keywordsText';
    case 'images':
      return 'images';
    case 'skus':
      if (typeof index !== 'number') return undefined;
      if (leaf === 'specValues' || leaf === undefined) return ['skus', index, 'price'];
      return ['skus', index, String(leaf)];
    case 'specs': {
      // The payload left out empty specifications and values: count back to the form's own.
      const sent = typeof index === 'number' ? activeSpecs(values.specs)[index] : undefined;
      if (!sent) return undefined;
      const specIndex = values.specs.indexOf(sent.spec);
      const valueIndex = parts[3];
      const value = typeof valueIndex === 'number' ? sent.values[valueIndex] : undefined;
      if (leaf === 'values' && value) return ['specs', specIndex, 'values', sent.spec.values.indexOf(value), 'text'];
      return ['specs', specIndex, 'name'];
    }
    default:
      return undefined;
  }
}
