import { z } from 'zod';
import { empty, isoTime, yn } from '../common.ts';
import { IMPORT_MAX_ROWS, MAX_IDS_PER_QUERY } from '../constants.ts';
import { type Call, defineCall } from '../define-call.ts';
import { FUNC } from '../func-codes.ts';
import { NUMERIC_ID_MAX, REPLY_FILE_BASE64_MAX } from '../limits.ts';
import { paged, pageSchema } from '../page.ts';
import { mediaLink, optionalMediaLink } from '../validators/media-link.ts';
import { checkSalePrice } from '../validators/price.ts';
import { zBaht, zKeywords } from '../validators/zod.ts';

// Products (/oms/shop/item/...; -5). A product is the SPU; its SKUs are the cells of the
// specification matrix. SPU and SKU ids are numbers carried as digit strings. Money goes in as baht
// (two decimals) and is held as integer satang; it comes back as baht numbers.

/** Specifications (colour, size …) a product may have. */
export const MAX_SPECS = 3;
/** Values per specification. */
export const MAX_SPEC_VALUES = 20;
/** SKUs a product may have (the product of its specifications' value counts). */
export const MAX_SKUS_PER_PRODUCT = 200;
/** Main photos:. */
export const MAX_PRODUCT_IMAGES = 9;
/** Title 100. */
export const PRODUCT_TITLE_MAX = 100;
export const PRODUCT_CODE_MAX = 40;
/** The description limit is left open ("limit {T}"): 5000 characters. */
export const PRODUCT_DESCRIPTION_MAX = 5000;
export const SPEC_NAME_MAX = 20;
/** Option text 30. */
export const SPEC_VALUE_MAX = 30;
export const MAX_STOCK = 9_999_999;
/** Days a pre-sale order may take to ship. */
export const PRE_SALE_SHIP_DAYS = { min: 3, max: 30 } as const;
/** Products per batch action (on/off shelf, delete, restore): the per-query cap of a search. */
export const MAX_BATCH_PRODUCTS = MAX_IDS_PER_QUERY;
export { IMPORT_MAX_ROWS };

const digits = z
  .string()
  .trim()
  .regex(/^\d{1,18}$/)
  .max(NUMERIC_ID_MAX);
export const productId = digits;
export const skuId = digits;

/** Amounts in replies: baht with two decimals. */
const baht = z.number();

const EXAMPLE_PRODUCT_ID = '100000001';
const EXAMPLE_SKU_ID = '200000001';

/**
 * Where buyers see a product. The web reads VITE_STOREFRONT_ITEM_URL with this default; the
 * QR code of /oms/shop/item/qrcode points at storefrontItemUrl(productId, shopId).
 */
export const STOREFRONT_ITEM_URL = 'https://shop.example.com/store/items';

export function storefrontItemUrl(productId: string, shopId: string, base: string = STOREFRONT_ITEM_URL): string {
  return `${base.replace(/\/+$/, '')}/${encodeURIComponent(productId)}?codShopId=${encodeURIComponent(shopId)}`;
}

/** Tabs of /shop/index (product states). */
export const PRODUCT_TABS = ['all', 'on_sale', 'coming', 'off_shelf', 'sold_out', 'pre_sale', 'violation'] as const;
export const productTab = z.enum(PRODUCT_TABS);
export type ProductTab = z.infer<typeof productTab>;

/** What a merchant sees as the product's state; a deleted product is only in the recycle bin. */
export const PRODUCT_STATUSES = ['on_sale', 'coming', 'off_shelf', 'sold_out', 'halted', 'deleted'] as const;
export const productStatus = z.enum(PRODUCT_STATUSES);
export type ProductStatus = z.infer<typeof productStatus>;

/** Why a product last left the shelf. */
export const OFF_SHELF_REASONS = ['merchant', 'idle_180', 'no_sales_360', 'violation', 'timed'] as const;
export const offShelfReason = z.enum(OFF_SHELF_REASONS);

export const specInput = z.object({
  name: z.string().trim().min(1).max(SPEC_NAME_MAX),
  values: z.array(z.string().trim().min(1).max(SPEC_VALUE_MAX)).min(1).max(MAX_SPEC_VALUES),
});
export type SpecInput = z.infer<typeof specInput>;

export const skuInput = z
  .object({
    /** Present when modifying an existing SKU; absent for a new cell. */
    skuId: skuId.optional(),
    /** One value per specification, in the product's spec order; empty without specs. */
    specValues: z.array(z.string().trim().min(1).max(SPEC_VALUE_MAX)).max(MAX_SPECS).default([]),
    code: z.string().trim().max(PRODUCT_CODE_MAX).default(''),
    price: zBaht,
    marketPrice: zBaht,
    purchasePrice: zBaht.default(0),
    stock: z.number().int().min(0).max(MAX_STOCK),
    warningLine: z.number().int().min(0).max(MAX_STOCK).default(0),
    imageUrl: optionalMediaLink.default(''),
  })
  .superRefine((sku, ctx) => {
    const check = checkSalePrice({
      salePrice: sku.price,
      marketPrice: sku.marketPrice,
      purchasePrice: sku.purchasePrice,
    });
    if (!check.ok)
      ctx.addIssue({
        code: 'custom',
        path: ['price'],
        message: check.key,
        ...(check.params ? { params: check.params } : {}),
      });
  });
export type SkuInput = z.infer<typeof skuInput>;

/** How a saved product meets buyers: on sale now, kept off shelf, or released at a time. */
export const SHELF_CHOICES = ['on', 'off', 'timed'] as const;

export const productInput = z.object({
  title: z.string().trim().min(1).max(PRODUCT_TITLE_MAX),
  code: z.string().trim().min(1).max(PRODUCT_CODE_MAX),
  /** A leaf category. */
  categoryId: z.string().trim().min(1).max(32),
  /** Empty: no brand. Otherwise a brand the shop is authorised for. */
  brandId: z.string().trim().max(32).default(''),
  description: z.string().max(PRODUCT_DESCRIPTION_MAX).default(''),
  /** Split on newline, space or 、 and capped at 100; each must be unique. */
  keywords: zKeywords.default([]),
  specs: z.array(specInput).max(MAX_SPECS).default([]),
  /** The matrix: one SKU per combination of spec values (exactly one when there are no specs). */
  skus: z.array(skuInput).min(1).max(MAX_SKUS_PER_PRODUCT),
  images: z.array(mediaLink).min(1).max(MAX_PRODUCT_IMAGES),
  videoUrl: optionalMediaLink.default(''),
  preSale: yn.default('n'),
  preSaleShipDays: z.number().int().min(PRE_SALE_SHIP_DAYS.min).max(PRE_SALE_SHIP_DAYS.max).optional(),
  weightGrams: z.number().int().min(0).max(1_000_000).default(0),
  /** Empty: the shop's default freight template. Otherwise one of the shop's templates. */
  freightTemplateId: z.string().trim().max(32).default(''),
  shelf: z.enum(SHELF_CHOICES).default('off'),
  /** Required when shelf is 'timed'; must be in the future. */
  releaseAt: isoTime.optional(),
});
export type ProductInput = z.input<typeof productInput>;

const exampleProduct = {
  title: 'เสื้อยืดคอกลม Cotton 100%',
  code: 'TS-001',
  categoryId: '100101',
  specs: [
    { name: 'สี', values: ['ขาว', 'ดำ'] },
    { name: 'ไซซ์', values: ['S', 'M', 'L'] },
  ],
  skus: [
    { specValues: ['ขาว', 'S'], price: '199.00', marketPrice: '259.00', purchasePrice: '120.00', stock: 10 },
    { specValues: ['ขาว', 'M'], price: '199.00', marketPrice: '259.00', purchasePrice: '120.00', stock: 10 },
    { specValues: ['ขาว', 'L'], price: '199.00', marketPrice: '259.00', purchasePrice: '120.00', stock: 10 },
    { specValues: ['ดำ', 'S'], price: '199.00', marketPrice: '259.00', purchasePrice: '120.00', stock: 10 },
    { specValues: ['ดำ', 'M'], price: '199.00', marketPrice: '259.00', purchasePrice: '120.00', stock: 10 },
    { specValues: ['ดำ', 'L'], price: '199.00', marketPrice: '259.00', purchasePrice: '120.00', stock: 10 },
  ],
  images: ['https://img.alicdn.com/imgextra/cover.jpg'],
};

export const skuView = z.object({
  skuId,
  specValues: z.array(z.string()),
  code: z.string(),
  price: baht,
  marketPrice: baht,
  purchasePrice: baht,
  /** Lowest price of the last 30 days, this one included. */
  lowestPrice30: baht,
  stock: z.number().int(),
  reserved: z.number().int(),
  /** stock − reserved: what buyers can still order. */
  available: z.number().int(),
  warningLine: z.number().int(),
  /** available at or below the warning line. */
  lowStock: yn,
  imageUrl: z.string(),
  salesCount: z.number().int(),
});
export type SkuView = z.infer<typeof skuView>;

export const productRow = z.object({
  productId,
  title: z.string(),
  code: z.string(),
  coverUrl: z.string(),
  categoryId: z.string(),
  /** Category names from the top, in the request's language. */
  categoryPath: z.array(z.string()),
  brandId: z.string(),
  brandName: z.string(),
  status: productStatus,
  offShelfReason: offShelfReason.nullable(),
  preSale: yn,
  openViolations: z.number().int(),
  priceMin: baht,
  priceMax: baht,
  lowestPrice30: baht,
  stockTotal: z.number().int(),
  reservedTotal: z.number().int(),
  salesCount: z.number().int(),
  viewCount: z.number().int(),
  skus: z.array(skuView),
  releaseAt: isoTime.nullable(),
  createdAt: isoTime,
  updatedAt: isoTime,
});
export type ProductRow = z.infer<typeof productRow>;

export const productDetail = productRow.extend({
  description: z.string(),
  keywords: z.array(z.string()),
  specs: z.array(z.object({ name: z.string(), values: z.array(z.string()) })),
  images: z.array(z.string()),
  videoUrl: z.string(),
  preSaleShipDays: z.number().int().nullable(),
  weightGrams: z.number().int(),
  /** The freight template it ships by; empty: the shop's default. */
  freightTemplateId: z.string(),
  onShelfAt: isoTime.nullable(),
  offShelfAt: isoTime.nullable(),
  lastEditedAt: isoTime,
  lastSoldAt: isoTime.nullable(),
  deletedAt: isoTime.nullable(),
  /** When the shelf rules will take it down if nothing changes, and why. */
  shelfRemoval: z.object({ at: isoTime, rule: z.enum(['idle_180', 'no_sales_360']) }).nullable(),
});
export type ProductDetail = z.infer<typeof productDetail>;

const SORTS = [
  'updated_desc',
  'created_desc',
  'price_asc',
  'price_desc',
  'stock_asc',
  'stock_desc',
  'sales_desc',
] as const;

/**
 * The filter of /shop/index, shared by the list and its export. SKU and SPU ids: up to 100, split
 * like keywords, each at least 3 digits.
 */
export const productFilter = z.object({
  tab: productTab.default('all'),
  title: z.string().trim().max(PRODUCT_TITLE_MAX).default(''),
  code: z.string().trim().max(PRODUCT_CODE_MAX).default(''),
  brandId: z.string().trim().max(32).default(''),
  categoryId: z.string().trim().max(32).default(''),
  spuIds: z
    .array(
      z
        .string()
        .trim()
        .regex(/^\d{3,18}$/)
        .max(NUMERIC_ID_MAX),
    )
    .max(MAX_IDS_PER_QUERY)
    .default([]),
  skuIds: z
    .array(
      z
        .string()
        .trim()
        .regex(/^\d{3,18}$/)
        .max(NUMERIC_ID_MAX),
    )
    .max(MAX_IDS_PER_QUERY)
    .default([]),
  lowStockOnly: yn.default('n'),
  sort: z.enum(SORTS).default('updated_desc'),
});
export type ProductFilter = z.input<typeof productFilter>;

const rowResult = z.object({ productId, ok: yn, reason: z.string() });
const batchIds = z.array(productId).min(1).max(MAX_BATCH_PRODUCTS);
/** A batch action's answer: one result per product, each refused row with its reason. */
const batchResult = z.object({ results: z.array(rowResult), succeeded: z.number().int(), failed: z.number().int() });

export const itemCreate = defineCall({
  path: '/oms/shop/item/mast/add',
  func: FUNC.productList,
  summary:
    'Create a product with its SKU matrix; prices checked per SKU (sale not above market, not below purchase). Shelf on, off or timed.',
  example: exampleProduct,
  request: productInput,
  response: z.object({ productId }),
});

export const itemModify = defineCall({
  path: '/oms/shop/item/modify',
  func: FUNC.productList,
  summary:
    'Change a product. SKUs keep their ids by skuId (or by their spec values); a removed SKU must hold no reserved stock; stock never below reserved. Without shelf the product keeps its shelf state.',
  ids: { productId: 'product' },
  example: { productId: EXAMPLE_PRODUCT_ID, ...exampleProduct },
  // shelf: 'on' keeps an on-sale product on sale (sold out or not), 'off' takes it off,
  // 'timed' schedules it; absent leaves the state as it is.
  request: productInput.extend({ productId, shelf: z.enum(SHELF_CHOICES).optional() }),
  response: z.object({ productId }),
});

export const itemPublish = defineCall({
  path: '/oms/shop/item/publish',
  func: FUNC.productList,
  summary:
    'Put one product on or off shelf. Going on sale needs stock to sell (pre-sale too: its stock is the pre-order quantity), no open platform block; halted products and ones in the recycle bin are refused.',
  ids: { productId: 'product' },
  example: { productId: EXAMPLE_PRODUCT_ID, onShelf: 'y' },
  request: z.object({ productId, onShelf: yn }),
  response: z.object({ status: productStatus }),
});

export const itemBatchPublish = defineCall({
  path: '/oms/shop/item/batch/publish',
  func: FUNC.productList,
  summary: 'Put up to 100 products on or off shelf; each row answers on its own.',
  ids: { productIds: 'product' },
  example: { productIds: [EXAMPLE_PRODUCT_ID], onShelf: 'n' },
  request: z.object({ productIds: batchIds, onShelf: yn }),
  response: batchResult,
});

export const itemDelete = defineCall({
  path: '/oms/shop/item/delete',
  func: FUNC.productList,
  summary: 'Move up to 100 products to the recycle bin (they leave the shelf); each row answers on its own.',
  ids: { productIds: 'product' },
  example: { productIds: [EXAMPLE_PRODUCT_ID] },
  request: z.object({ productIds: batchIds }),
  response: batchResult,
});

export const itemRecover = defineCall({
  path: '/oms/shop/item/recycle/recover',
  func: FUNC.productList,
  summary: 'Restore products from the recycle bin; they come back off shelf. Permanently halted ones cannot.',
  ids: { productIds: 'product' },
  example: { productIds: [EXAMPLE_PRODUCT_ID] },
  request: z.object({ productIds: batchIds }),
  response: batchResult,
});

export const itemDiscard = defineCall({
  path: '/oms/shop/item/recycle/discard',
  func: FUNC.productList,
  summary: 'Delete products in the recycle bin for good; a product with reserved stock cannot go.',
  ids: { productIds: 'product' },
  example: { productIds: [EXAMPLE_PRODUCT_ID] },
  request: z.object({ productIds: batchIds }),
  response: batchResult,
});

export const itemRecycleList = defineCall({
  readOnly: true,
  path: '/oms/shop/item/recycle/list/inquiry',
  func: FUNC.productList,
  summary: 'The recycle bin, newest deletion first; halted products are marked as not restorable.',
  request: z.object({ title: z.string().trim().max(PRODUCT_TITLE_MAX).default(''), page: pageSchema }),
  response: paged(productRow.extend({ deletedAt: isoTime, restorable: yn })),
});

export const itemListInquiry = defineCall({
  readOnly: true,
  path: '/oms/shop/item/list/inquiry',
  func: FUNC.productList,
  summary:
    'The product list of /shop/index with its tab counts (of the whole shop: a search narrows the page count, not the tabs); search by title (contains), code (prefix), brand, category (a parent means its subtree), SKU or SPU ids.',
  request: productFilter.extend({ page: pageSchema }),
  response: paged(productRow).extend({ tabCounts: z.record(productTab, z.number().int()) }),
});

export const itemDetailsInquiry = defineCall({
  readOnly: true,
  path: '/oms/shop/item/details/inquiry',
  func: FUNC.productList,
  summary: 'One product with its specs, SKUs, media and shelf-rule date.',
  ids: { productId: 'product' },
  example: { productId: EXAMPLE_PRODUCT_ID },
  request: z.object({ productId }),
  response: productDetail,
});

export const itemStockInquiry = defineCall({
  readOnly: true,
  path: '/oms/shop/item/stock/inquiry',
  func: FUNC.productList,
  summary: 'Stock, reserved and available stock of the SKUs of a product.',
  ids: { productId: 'product' },
  example: { productId: EXAMPLE_PRODUCT_ID },
  request: z.object({ productId }),
  response: z.object({ productId, skus: z.array(skuView) }),
});

export const stockChange = z.object({
  skuId,
  /** set: the new stock; add: a change, negative to take away. */
  mode: z.enum(['set', 'add']),
  value: z.number().int().min(-MAX_STOCK).max(MAX_STOCK),
});

export const itemStockUpdate = defineCall({
  path: '/oms/shop/item/stock/update',
  func: FUNC.productList,
  summary:
    'Set or change SKU stock, all or nothing. Stock never goes below 0 or below reserved, also under concurrent updates.',
  ids: { 'updates[].skuId': 'sku' },
  example: { updates: [{ skuId: EXAMPLE_SKU_ID, mode: 'set', value: 20 }] },
  request: z.object({ updates: z.array(stockChange).min(1).max(MAX_IDS_PER_QUERY) }),
  response: z.object({ skus: z.array(z.object({ skuId, stock: z.number().int(), available: z.number().int() })) }),
});

export const itemExportExcel = defineCall({
  path: '/oms/shop/item/export/excel',
  func: FUNC.productList,
  summary: 'Export the products of a filter to xlsx through the download centre; answers the task id at once.',
  request: productFilter,
  response: z.object({ taskId: z.string() }),
});

export const itemSpuPictureEdit = defineCall({
  path: '/oms/shop/item/spu/picture/edit',
  func: FUNC.pictures,
  summary: 'Replace the main photos (1 to 9, the first is the cover) and the video of a product.',
  ids: { productId: 'product' },
  example: { productId: EXAMPLE_PRODUCT_ID, images: ['https://img.alicdn.com/imgextra/cover.jpg'] },
  request: z.object({
    productId,
    images: z.array(mediaLink).min(1).max(MAX_PRODUCT_IMAGES),
    videoUrl: optionalMediaLink.default(''),
  }),
  response: empty,
});

export const itemSkuPictureEdit = defineCall({
  path: '/oms/shop/item/sku/picture/edit',
  func: FUNC.pictures,
  summary: 'Set or clear the photos of SKUs (empty url clears).',
  ids: { 'pictures[].skuId': 'sku' },
  example: { pictures: [{ skuId: EXAMPLE_SKU_ID, imageUrl: 'https://img.alicdn.com/imgextra/white.jpg' }] },
  request: z.object({
    pictures: z
      .array(z.object({ skuId, imageUrl: optionalMediaLink }))
      .min(1)
      .max(MAX_SKUS_PER_PRODUCT),
  }),
  response: empty,
});

export const itemPictureList = defineCall({
  readOnly: true,
  path: '/oms/shop/item/picture/list/inquiry',
  func: FUNC.pictures,
  summary:
    'Products with their main photos, video and SKU photos (/shop/pictureMg); filter by title or missing photos.',
  request: z.object({
    title: z.string().trim().max(PRODUCT_TITLE_MAX).default(''),
    missing: z.enum(['any', 'sku_photo', 'video']).default('any'),
    page: pageSchema,
  }),
  response: paged(
    z.object({
      productId,
      title: z.string(),
      status: productStatus,
      images: z.array(z.string()),
      videoUrl: z.string(),
      skus: z.array(z.object({ skuId, specValues: z.array(z.string()), imageUrl: z.string() })),
    }),
  ),
});

export const itemTimedRelease = defineCall({
  path: '/oms/shop/item/timed/release',
  func: FUNC.productList,
  summary: 'Schedule an off-shelf product to go on sale at a future time, or cancel the schedule (releaseAt null).',
  ids: { productId: 'product' },
  example: { productId: EXAMPLE_PRODUCT_ID, releaseAt: '2030-01-01T03:00:00.000Z' },
  request: z.object({ productId, releaseAt: isoTime.nullable() }),
  response: z.object({ status: productStatus, releaseAt: isoTime.nullable() }),
});

export const itemQrcode = defineCall({
  readOnly: true,
  path: '/oms/shop/item/qrcode',
  func: FUNC.productList,
  summary: 'The buyer-side link of a product and its QR code as a PNG data URL.',
  ids: { productId: 'product' },
  example: { productId: EXAMPLE_PRODUCT_ID },
  request: z.object({ productId }),
  response: z.object({ url: z.string(), qrPng: z.string() }),
});

export const itemShelfRemovalList = defineCall({
  readOnly: true,
  path: '/oms/shop/item/shelf/removal/list/inquiry',
  func: FUNC.productList,
  summary: 'Products the shelf rules will take off shelf or delete, soonest first, with the date and the rule.',
  request: z.object({ withinDays: z.number().int().min(1).max(360).default(30), page: pageSchema }),
  response: paged(
    productRow.extend({
      removalAt: isoTime,
      rule: z.enum(['idle_180', 'no_sales_360', 'purge_off_180']),
    }),
  ),
});

export const importRowError = z.object({ column: z.string(), message: z.string() });

export const itemImportTemplate = defineCall({
  readOnly: true,
  path: '/oms/shop/item/import/template',
  func: FUNC.productList,
  summary: 'The import template (xlsx, headers in the request’s language, one example product) as base64.',
  request: empty,
  response: z.object({ fileName: z.string(), contentBase64: z.string().max(REPLY_FILE_BASE64_MAX) }),
});

export const itemImportPreview = defineCall({
  path: '/oms/shop/item/import/preview',
  func: FUNC.productList,
  summary: `Read an uploaded import file (up to ${IMPORT_MAX_ROWS} rows, one SKU per row) and answer per-row errors; writes no product.`,
  request: z.object({ fileId: z.string().trim().min(1).max(64) }),
  response: z.object({
    importId: z.string(),
    fileName: z.string(),
    rowCount: z.number().int(),
    productCount: z.number().int(),
    validRows: z.number().int(),
    invalidRows: z.number().int(),
    rows: z.array(
      z.object({
        rowNo: z.number().int(),
        code: z.string(),
        title: z.string(),
        specValues: z.array(z.string()),
        price: z.string(),
        stock: z.string(),
        errors: z.array(importRowError),
      }),
    ),
  }),
});

export const itemImportCommit = defineCall({
  path: '/oms/shop/item/import/commit',
  func: FUNC.productList,
  summary:
    'Write the valid products of a previewed import in one transaction; rows with errors are skipped and counted. Once per import.',
  ids: { importId: 'importBatch' },
  example: { importId: '0123456789abcdef0123456789abcdef', shelf: 'off' },
  request: z.object({ importId: z.string().trim().min(1).max(64), shelf: z.enum(['on', 'off']).default('off') }),
  response: z.object({
    createdProducts: z.number().int(),
    createdSkus: z.number().int(),
    failedRows: z.number().int(),
    failedProducts: z.number().int(),
  }),
});

export const itemsCalls: readonly Call[] = [
  itemCreate,
  itemModify,
  itemPublish,
  itemBatchPublish,
  itemDelete,
  itemRecover,
  itemDiscard,
  itemRecycleList,
  itemListInquiry,
  itemDetailsInquiry,
  itemStockInquiry,
  itemStockUpdate,
  itemExportExcel,
  itemSpuPictureEdit,
  itemSkuPictureEdit,
  itemPictureList,
  itemTimedRelease,
  itemQrcode,
  itemShelfRemovalList,
  itemImportTemplate,
  itemImportPreview,
  itemImportCommit,
];
