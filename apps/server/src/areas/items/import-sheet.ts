import { IMPORT_MAX_ROWS } from '@sc/contract/calls/items.ts';
import { LOCALES, type Locale, type Texts, texts } from '@sc/contract/locale.ts';
import { BizError } from '../../errors.ts';
import { loadExcel } from '../../sheets/excel.ts';
import { readFirstSheet } from '../../sheets/read.ts';

// The product import file: one row per SKU; rows with the same product code are one product, whose
// title, category, brand, photos, keywords and description are read from its first row. Headers may
// be in any of the three languages (a template downloaded in Thai imports under an English
// session).

const t = texts;

export type ImportColumnKey =
  | 'code'
  | 'title'
  | 'categoryId'
  | 'brandId'
  | `spec${1 | 2 | 3}${'Name' | 'Value'}`
  | 'price'
  | 'marketPrice'
  | 'purchasePrice'
  | 'stock'
  | 'warningLine'
  | 'skuCode'
  | 'images'
  | 'keywords'
  | 'description';

interface ImportColumn {
  key: ImportColumnKey;
  header: Texts;
  required?: boolean;
  width: number;
}

const specColumns = (n: 1 | 2 | 3): ImportColumn[] => [
  { key: `spec${n}Name`, header: t(`ชื่อตัวเลือก ${n}`, `Spec ${n} name`, `规格${n}名称`), width: 14 },
  { key: `spec${n}Value`, header: t(`ค่าตัวเลือก ${n}`, `Spec ${n} value`, `规格${n}值`), width: 14 },
];

export const IMPORT_COLUMNS: readonly ImportColumn[] = [
  { key: 'code', header: t('รหัสสินค้า', 'Product code', '商品编码'), required: true, width: 16 },
  { key: 'title', header: t('ชื่อสินค้า', 'Title', '商品标题'), required: true, width: 36 },
  { key: 'categoryId', header: t('รหัสหมวดหมู่', 'Category ID', '类目ID'), required: true, width: 14 },
  { key: 'brandId', header: t('รหัสแบรนด์', 'Brand ID', '品牌ID'), width: 12 },
  // One name and value pair per specification (MAX_SPECS).
  ...specColumns(1),
  ...specColumns(2),
  ...specColumns(3),
  { key: 'price', header: t('ราคาขาย (บาท)', 'Price (THB)', '销售价（泰铢）'), required: true, width: 14 },
  {
    key: 'marketPrice',
    header: t('ราคาตลาด (บาท)', 'Market price (THB)', '市场价（泰铢）'),
    required: true,
    width: 16,
  },
  { key: 'purchasePrice', header: t('ราคาทุน (บาท)', 'Purchase price (THB)', '采购价（泰铢）'), width: 16 },
  { key: 'stock', header: t('สต็อก', 'Stock', '库存'), required: true, width: 10 },
  { key: 'warningLine', header: t('จุดเตือนสต็อก', 'Warning line', '库存预警值'), width: 12 },
  { key: 'skuCode', header: t('รหัส SKU', 'SKU code', 'SKU 编码'), width: 16 },
  { key: 'images', header: t('ลิงก์รูปภาพ', 'Image URLs', '图片链接'), width: 40 },
  { key: 'keywords', header: t('คีย์เวิร์ด', 'Keywords', '关键词'), width: 24 },
  { key: 'description', header: t('รายละเอียดสินค้า', 'Description', '商品描述'), width: 40 },
];

export const headerOf = (key: ImportColumnKey, locale: Locale): string =>
  IMPORT_COLUMNS.find((c) => c.key === key)?.header[locale] ?? key;

/** An xlsx of 1000 rows unpacks to a few MB; anything far bigger is not our template. */
const MAX_UNPACKED_BYTES = 50 * 1024 * 1024;
const MAX_ENTRIES = 200;

const formatRefused = () => new BizError('RULE_VIOLATED', 'itemImportFormat');

export type ImportRow = { rowNo: number } & Record<ImportColumnKey, string>;

/** A cell as text, whatever exceljs made of it (numbers, rich text, links, formula results). */
const fold = (s: string) => s.replace(/^\*/, '').trim().toLocaleLowerCase();

/**
 * Reads the rows of an import file. Before anything is unpacked the zip directory must
 * promise a sane size and entry count; the header row must be the template's (in any of the
 * three languages); at most IMPORT_MAX_ROWS rows. Empty rows are skipped.
 */
export async function readImportRows(data: Buffer): Promise<ImportRow[]> {
  const sheet = await readFirstSheet(
    data,
    {
      maxEntries: MAX_ENTRIES,
      maxUnpackedBytes: MAX_UNPACKED_BYTES,
      columns: IMPORT_COLUMNS.length,
      maxRows: IMPORT_MAX_ROWS,
    },
    formatRefused,
  );
  const header = sheet.rows[0]?.rowNo === 1 ? sheet.rows[0].cells : [];
  const matches = IMPORT_COLUMNS.every((c, i) => LOCALES.some((l) => fold(header[i] ?? '') === fold(c.header[l])));
  if (!matches) throw formatRefused();
  // The row count counts rows with a value: a cheap refusal before reading them.
  if (sheet.rowCount - 1 > IMPORT_MAX_ROWS) {
    throw new BizError('RULE_VIOLATED', 'itemImportTooManyRows', {
      rows: sheet.rowCount - 1,
      max: IMPORT_MAX_ROWS,
    });
  }
  const rows: ImportRow[] = [];
  for (const { rowNo, cells } of sheet.rows) {
    if (rowNo === 1) continue;
    const row = Object.fromEntries(IMPORT_COLUMNS.map((c, i) => [c.key, cells[i] ?? ''])) as Record<
      ImportColumnKey,
      string
    >;
    if (Object.values(row).every((v) => v === '')) continue;
    rows.push({ rowNo, ...row });
  }
  if (rows.length > IMPORT_MAX_ROWS) {
    throw new BizError('RULE_VIOLATED', 'itemImportTooManyRows', { rows: rows.length, max: IMPORT_MAX_ROWS });
  }
  if (rows.length === 0) throw new BizError('RULE_VIOLATED', 'itemImportNoRows');
  return rows;
}

const EXAMPLE: Partial<Record<ImportColumnKey, string | number>>[] = [
  {
    code: 'TS-001',
    title: 'เสื้อยืดคอกลม Cotton 100%',
    categoryId: '110101',
    brandId: '0',
    spec1Name: 'สี',
    spec1Value: 'ขาว',
    spec2Name: 'ไซซ์',
    spec2Value: 'M',
    price: 199,
    marketPrice: 259,
    purchasePrice: 120,
    stock: 50,
    warningLine: 5,
    skuCode: 'TS-001-W-M',
    images: 'https://img.alicdn.com/imgextra/ts-001.jpg',
    keywords: 'เสื้อยืด cotton',
    description: 'ผ้าฝ้าย 100% ใส่สบาย ระบายอากาศดี',
  },
  {
    code: 'TS-001',
    spec1Name: 'สี',
    spec1Value: 'ขาว',
    spec2Name: 'ไซซ์',
    spec2Value: 'L',
    price: 199,
    marketPrice: 259,
    purchasePrice: 120,
    stock: 40,
    warningLine: 5,
    skuCode: 'TS-001-W-L',
  },
];

const NOTES: Texts[] = [
  t(
    'หนึ่งแถวคือหนึ่ง SKU แถวที่มีรหัสสินค้าเดียวกันคือสินค้าเดียวกัน ชื่อ หมวดหมู่ แบรนด์ รูปภาพ คีย์เวิร์ด และรายละเอียดอ่านจากแถวแรกของสินค้า',
    'One row is one SKU. Rows with the same product code are one product; its title, category, brand, images, keywords and description are read from its first row.',
    '每行为一个 SKU。商品编码相同的行属于同一商品，标题、类目、品牌、图片、关键词和描述取自该商品的第一行。',
  ),
  t(
    'ช่องที่มี * ต้องกรอก นำเข้าได้ไม่เกิน 1000 แถวต่อไฟล์',
    'Columns marked * are required. At most 1000 rows per file.',
    '带 * 的列为必填项。每个文件最多 1000 行。',
  ),
  t(
    'ทุกชุดค่าตัวเลือกต้องมีหนึ่งแถว ราคาขายต้องไม่สูงกว่าราคาตลาดและไม่ต่ำกว่าราคาทุน',
    'Every combination of specification values needs one row. The price may not be above the market price or below the purchase price.',
    '每个规格组合都需要一行。销售价不能高于市场价，也不能低于采购价。',
  ),
  t(
    'รหัสหมวดหมู่ต้องเป็นหมวดหมู่ระดับสุดท้าย รหัสแบรนด์ 0 คือไม่มีแบรนด์ ลิงก์รูปภาพและคีย์เวิร์ดคั่นด้วยการขึ้นบรรทัดใหม่หรือเว้นวรรค',
    'The category ID must be a last-level category. Brand ID 0 means no brand. Separate image URLs and keywords with new lines or spaces.',
    '类目ID须为最末级类目。品牌ID为 0 表示无品牌。图片链接和关键词用换行或空格分隔。',
  ),
];

const SHEET_NAMES = { products: t('สินค้า', 'Products', '商品'), notes: t('คำแนะนำ', 'Instructions', '说明') };

/** The template: headers in `locale` (required ones marked *), one example product, and the rules. */
export async function importTemplate(locale: Locale): Promise<Buffer> {
  const ExcelJS = await loadExcel();
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(SHEET_NAMES.products[locale]);
  sheet.columns = IMPORT_COLUMNS.map((c) => ({
    header: `${c.required ? '*' : ''}${c.header[locale]}`,
    key: c.key,
    width: c.width,
  }));
  const head = sheet.getRow(1);
  head.font = { bold: true };
  head.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFFFF1E6' } };
  for (const example of EXAMPLE) sheet.addRow(example);
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  const notes = workbook.addWorksheet(SHEET_NAMES.notes[locale]);
  notes.getColumn(1).width = 120;
  for (const note of NOTES) notes.addRow([note[locale]]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export const templateFileName = (locale: Locale) =>
  `${t('แม่แบบนำเข้าสินค้า', 'product-import-template', '商品导入模板')[locale]}.xlsx`;
