import { NO_BRAND_ID } from '@sc/contract/calls/catalog.ts';
import { EXPORT_BATCH_ROWS } from '@sc/contract/calls/downloads.ts';
import { type ProductStatus, productFilter } from '@sc/contract/calls/items.ts';
import { FUNC } from '@sc/contract/func-codes.ts';
import { byLocale, type Locale, type Texts, texts } from '@sc/contract/locale.ts';
import { and, asc, count, desc, inArray, lt, type SQL } from 'drizzle-orm';
import { bangkokSecond } from '../../bangkok-time.ts';
import { toNumber } from '../../db/numbers.ts';
import { products, skus } from '../../db/schema.ts';
import type { ShopScope } from '../../db/tenant.ts';
import { columnsIn, type ExportCell, type LocalisedColumn } from '../../sheets/columns.ts';
import { brandNames, categoryPath } from '../catalog/index.ts';
import { defineExportKind } from '../downloads/index.ts';
import { listWhere, type ProductFilterValue } from './product-filter.ts';
import { presentedStatus } from './product-tabs.ts';

// The product export of /shop/index: every product the filter matches, one row per SKU, headers and
// states in the requester's language. The download centre runs it in the background.

const t = texts;

const COLUMNS: LocalisedColumn[] = [
  { key: 'productId', header: t('รหัส SPU', 'SPU ID', 'SPU ID'), width: 14 },
  { key: 'code', header: t('รหัสสินค้า', 'Product code', '商品编码'), width: 18 },
  { key: 'title', header: t('ชื่อสินค้า', 'Title', '商品标题'), width: 40 },
  { key: 'category', header: t('หมวดหมู่', 'Category', '类目'), width: 36 },
  { key: 'brand', header: t('แบรนด์', 'Brand', '品牌'), width: 18 },
  { key: 'status', header: t('สถานะ', 'Status', '状态'), width: 14 },
  { key: 'skuId', header: t('รหัส SKU', 'SKU ID', 'SKU ID'), width: 14 },
  { key: 'specs', header: t('ตัวเลือกสินค้า', 'Specifications', '规格'), width: 22 },
  { key: 'skuCode', header: t('รหัส SKU ของร้าน', 'SKU code', 'SKU 编码'), width: 18 },
  { key: 'price', header: t('ราคาขาย (บาท)', 'Price (THB)', '销售价（泰铢）'), width: 14, numFmt: '#,##0.00' },
  {
    key: 'marketPrice',
    header: t('ราคาตลาด (บาท)', 'Market price (THB)', '市场价（泰铢）'),
    width: 16,
    numFmt: '#,##0.00',
  },
  {
    key: 'purchasePrice',
    header: t('ราคาทุน (บาท)', 'Purchase price (THB)', '采购价（泰铢）'),
    width: 16,
    numFmt: '#,##0.00',
  },
  { key: 'stock', header: t('สต็อก', 'Stock', '库存'), width: 10 },
  { key: 'reserved', header: t('สต็อกที่ถูกจอง', 'Reserved', '预占库存'), width: 12 },
  { key: 'available', header: t('สต็อกที่ขายได้', 'Available', '可售库存'), width: 12 },
  { key: 'warningLine', header: t('จุดเตือนสต็อก', 'Warning line', '库存预警值'), width: 12 },
  { key: 'sales', header: t('ยอดขาย', 'Sales', '销量'), width: 10 },
  { key: 'updatedAt', header: t('อัปเดตล่าสุด', 'Updated', '更新时间'), width: 20 },
];

const STATUS: Record<ProductStatus, Texts> = {
  on_sale: t('กำลังขาย', 'On sale', '在售'),
  coming: t('รอวางขาย', 'Coming soon', '即将上架'),
  off_shelf: t('ไม่ได้วางขาย', 'Off shelf', '已下架'),
  sold_out: t('สินค้าหมด', 'Sold out', '已售罄'),
  halted: t('ถูกระงับถาวร', 'Permanently halted', '永久停售'),
  deleted: t('ถูกลบ', 'Deleted', '已删除'),
};

/** Products per batch: about EXPORT_BATCH_ROWS rows at three SKUs a product. */
const PRODUCTS_PER_BATCH = Math.ceil(EXPORT_BATCH_ROWS / 3);

/** Thai time, as the merchant reads it (default date format). */

async function* rowsOf(shop: ShopScope, filter: ProductFilterValue, locale: Locale) {
  const where = listWhere(shop, filter);
  // Newest first, by id: a keyset that stays fast to the last page.
  let before: number | null = null;
  for (;;) {
    const cursor: SQL | undefined = before === null ? undefined : lt(products.id, before);
    const page = await shop.tx
      .select()
      .from(products)
      .where(and(where, cursor))
      .orderBy(desc(products.id))
      .limit(PRODUCTS_PER_BATCH);
    if (page.length === 0) return;
    before = page[page.length - 1]?.id ?? null;
    const ids = page.map((r) => r.id);
    const [skuRows, paths, brands] = await Promise.all([
      shop.tx
        .select()
        .from(skus)
        .where(shop.where(skus, inArray(skus.productId, ids)))
        .orderBy(asc(skus.productId), asc(skus.sort), asc(skus.id)),
      categoryPath(
        shop.tx,
        page.map((r) => r.categoryId),
        locale,
      ),
      brandNames(
        shop.tx,
        page.map((r) => r.brandId ?? NO_BRAND_ID),
        locale,
      ),
    ]);
    const byProduct = new Map<number, (typeof skuRows)[number][]>();
    for (const s of skuRows) byProduct.set(s.productId, [...(byProduct.get(s.productId) ?? []), s]);
    const out: Record<string, ExportCell>[] = [];
    for (const r of page) {
      for (const s of byProduct.get(r.id) ?? []) {
        out.push({
          productId: String(r.id),
          code: r.code,
          title: r.title,
          category: paths.get(r.categoryId) ?? r.categoryId,
          brand: brands.get(r.brandId ?? NO_BRAND_ID) ?? '',
          status: STATUS[presentedStatus(r)][locale],
          skuId: String(s.id),
          specs: s.specValues.join(' / '),
          skuCode: s.code,
          price: s.price / 100,
          marketPrice: s.marketPrice / 100,
          purchasePrice: s.purchasePrice / 100,
          stock: s.stock,
          reserved: s.reserved,
          available: s.stock - s.reserved,
          warningLine: s.warningLine,
          sales: s.salesCount,
          updatedAt: bangkokSecond(r.updatedAt),
        });
      }
    }
    yield out;
  }
}

export const productExport = defineExportKind<ProductFilterValue>({
  kind: 'products',
  func: FUNC.productList,
  params: productFilter,
  fileName: (locale) => byLocale(locale, 'สินค้า', 'Products', '商品'),
  columns: (locale) => columnsIn(COLUMNS, locale),
  async count(shop, filter) {
    const [row] = await shop.tx
      .select({ n: count() })
      .from(skus)
      .where(
        shop.where(
          skus,
          inArray(skus.productId, shop.tx.select({ id: products.id }).from(products).where(listWhere(shop, filter))),
        ),
      );
    return toNumber(row?.n);
  },
  batches: rowsOf,
});
