import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { type Locale, type Texts, texts } from '@sc/contract/locale.ts';
import { bangkokMinute } from '../../bangkok-time.ts';
import type { billInvoice } from './reads.ts';
import { KIND_TEXT } from './trade-export.ts';

// The invoice details of a bill (/finance/serviceslikebillingdetails/{id}) as a PDF, written on
// the server in the merchant's language. Its fonts come from npm packages, so a fresh install
// renders Thai and Chinese without fonts of the machine: Noto Sans Thai for Thai letters, Noto
// Sans Hans (Simplified Chinese, with Latin letters and digits) for everything else; each is
// embedded as the subset of glyphs the page uses.

type Invoice = Awaited<ReturnType<typeof billInvoice>>;

const require = createRequire(import.meta.url);
/** A file of an installed package, by its path inside the package (beside the package's main file's folder). */
const fontFile = (pkg: string, main: string, file: string) =>
  readFileSync(join(dirname(require.resolve(pkg)), main, file));
let fonts: { thai: Uint8Array; hans: Uint8Array } | null = null;
/** The two fonts' files, read once. */
function fontFiles() {
  fonts ??= {
    thai: fontFile('@expo-google-fonts/noto-sans-thai', '.', '400Regular/NotoSansThai_400Regular.ttf'),
    hans: fontFile('@embedpdf/fonts-sc', '..', 'fonts/NotoSansHans-Regular.otf'),
  };
  return fonts;
}

const T = {
  title: texts('ใบแจ้งหนี้', 'Invoice', '发票'),
  number: texts('เลขที่ใบแจ้งหนี้', 'Invoice number', '发票号'),
  issued: texts('ออกเมื่อ', 'Issued', '开具时间'),
  issuer: texts('ผู้ออก', 'Issued by', '开票方'),
  platform: texts('แพลตฟอร์มตลาดออนไลน์', 'The marketplace platform', '电商平台'),
  to: texts('ออกให้แก่', 'Issued to', '开给'),
  period: texts('รอบบิล', 'Bill cycle', '账单周期'),
  item: texts('รายการ', 'Item', '项目'),
  lines: texts('จำนวนรายการ', 'Lines', '笔数'),
  amount: texts('ยอดเรียกเก็บ (รวม VAT) บาท', 'Charged (incl. VAT), baht', '收费（含增值税）泰铢'),
  adSpend: texts('ค่าโฆษณา ({{count}} คลิก)', 'Ad spend ({{count}} clicks)', '广告费（{{count}} 次点击）'),
  brandAds: texts('โฆษณาแบรนด์', 'Brand ads', '品牌广告'),
  adSpendNote: texts(
    'ชำระจากบัญชีโฆษณาแบบเติมเงิน ไม่ได้หักจากบิลนี้',
    'Paid from your prepaid ad account, not taken from this bill',
    '由预充值广告账户支付，不从本账单扣除',
  ),
  net: texts('ก่อน VAT', 'Before VAT', '税前'),
  vat: texts('VAT 7%', 'VAT 7%', '增值税 7%'),
  total: texts('รวมเรียกเก็บ', 'Total charged', '收费合计'),
} satisfies Record<string, Texts>;

/** Baht with two decimals and thousands separators, as the invoice page shows them. */
export const bahtText = (baht: number) =>
  baht.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

const THAI = /[\u0E00-\u0E7F]+/gu;

const PAGE_HEIGHT = 841.89;
type Font = 'thai' | 'hans';

/** Draws text in runs: Thai letters in the Thai font, the rest in the Chinese one. Positions are from the page's foot, at the baseline. */
class Writer {
  constructor(private readonly doc: PDFKit.PDFDocument) {}

  private runs(text: string): { font: Font; text: string }[] {
    const out: { font: Font; text: string }[] = [];
    let at = 0;
    for (const m of text.matchAll(THAI)) {
      if (m.index > at) out.push({ font: 'hans', text: text.slice(at, m.index) });
      out.push({ font: 'thai', text: m[0] });
      at = m.index + m[0].length;
    }
    if (at < text.length) out.push({ font: 'hans', text: text.slice(at) });
    return out;
  }

  private widthOf(font: Font, text: string, size: number): number {
    return this.doc.font(font).fontSize(size).widthOfString(text);
  }

  width(text: string, size: number): number {
    return this.runs(text).reduce((w, r) => w + this.widthOf(r.font, r.text, size), 0);
  }

  /** Writes `text` from x (or ending at x when `right`), at baseline y. */
  text(text: string, x: number, y: number, size = 10, right = false) {
    let left = right ? x - this.width(text, size) : x;
    for (const r of this.runs(text)) {
      this.doc
        .font(r.font)
        .fontSize(size)
        .fillColor('#1a1a1a')
        .text(r.text, left, PAGE_HEIGHT - y, { lineBreak: false, baseline: 'alphabetic' });
      left += this.widthOf(r.font, r.text, size);
    }
  }

  rule(y: number, from = 50, to = 545) {
    this.doc
      .moveTo(from, PAGE_HEIGHT - y)
      .lineTo(to, PAGE_HEIGHT - y)
      .lineWidth(0.6)
      .strokeColor('#999999')
      .stroke();
  }
}

/** The invoice as a PDF (A4) in `locale`. */
export async function invoicePdf(inv: Invoice, locale: Locale): Promise<Uint8Array> {
  // pdfkit and its font engine are some megabytes of code and tables: loaded on the first invoice
  // asked for, not by every server at start.
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    size: 'A4',
    margin: 0,
    lang: locale,
    info: { Title: `${T.title[locale]} ${inv.invoiceNo}` },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<void>((resolve) => doc.on('end', () => resolve()));
  const files = fontFiles();
  doc.registerFont('thai', Buffer.from(files.thai));
  doc.registerFont('hans', Buffer.from(files.hans));
  const w = new Writer(doc);
  let y = 780;
  w.text(T.title[locale], 50, y, 20);
  y -= 34;
  const head: [Texts, string][] = [
    [T.number, inv.invoiceNo],
    [T.issued, bangkokMinute(new Date(inv.issuedAt))],
    [T.period, `${inv.bill.periodStart.slice(0, 7)}`],
    [T.issuer, T.platform[locale]],
    [T.to, inv.shopName],
  ];
  for (const [label, value] of head) {
    w.text(label[locale], 50, y);
    w.text(value, 180, y);
    y -= 18;
  }
  y -= 14;
  w.text(T.item[locale], 50, y, 10);
  w.text(T.lines[locale], 360, y, 10, true);
  w.text(T.amount[locale], 545, y, 10, true);
  y -= 8;
  w.rule(y);
  y -= 18;
  for (const l of inv.lines) {
    w.text(KIND_TEXT[l.kind]?.[locale] ?? l.kind, 50, y);
    w.text(String(l.lines), 360, y, 10, true);
    w.text(bahtText(l.amount), 545, y, 10, true);
    y -= 18;
  }
  w.text(T.adSpend[locale].replace('{{count}}', String(inv.adSpend.clicks)), 50, y);
  w.text(bahtText(inv.adSpend.amount), 545, y, 10, true);
  if (inv.adSpend.brandAmount !== 0) {
    y -= 18;
    w.text(T.brandAds[locale], 50, y);
    w.text(bahtText(inv.adSpend.brandAmount), 545, y, 10, true);
  }
  y -= 14;
  w.text(T.adSpendNote[locale], 60, y, 8);
  y -= 10;
  w.rule(y);
  y -= 20;
  const foot: [Texts, number, number][] = [
    [T.net, inv.net, 10],
    [T.vat, inv.vat, 10],
    [T.total, inv.total, 12],
  ];
  for (const [label, value, size] of foot) {
    w.text(label[locale], 380, y, size);
    w.text(bahtText(value), 545, y, size, true);
    y -= 20;
  }
  doc.end();
  await done;
  return Buffer.concat(chunks);
}
