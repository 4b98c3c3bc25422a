import { billInvoiceDetail, invoicePdfUrl } from '@sc/contract/calls/finance.ts';
import { FUNC } from '@sc/contract/func-codes.ts';
import { and, desc, eq } from 'drizzle-orm';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bahtText } from '../src/areas/finance/invoice-pdf.ts';
import { newId } from '../src/db/ids.ts';
import { bills } from '../src/db/schema.ts';
import { expectOk, type World, worldOf } from './after-sales-kit.ts';
import { OTHER, startTestServer, type TestServer } from './harness.ts';

// The invoice of a bill as a PDF: the bill's invoice number, shop, charges, VAT and total written
// in the requester's language (Thai and Chinese letters in embedded fonts, read back from the
// file), for the shop's own bills and a user who holds the bills permission only.

let s: TestServer;
let w: World;
let billId: string;

beforeAll(async () => {
  s = await startTestServer();
  w = await worldOf(s);
  const [bill] = await s.db
    .select({ id: bills.id })
    .from(bills)
    .where(and(eq(bills.shopId, w.shopId)))
    .orderBy(desc(bills.periodStart))
    .limit(1);
  if (!bill) throw new Error('the seed has no bill of the demo shop');
  billId = bill.id;
});
afterAll(() => s?.close());

const get = (url: string, cookie?: string) => s.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

/** The text of every page of a PDF, as a reader extracts it. */
async function textOf(pdf: Buffer): Promise<string> {
  const doc = await getDocument({ data: new Uint8Array(pdf), useSystemFonts: false }).promise;
  let out = '';
  for (let p = 1; p <= doc.numPages; p++) {
    const content = await (await doc.getPage(p)).getTextContent();
    out += content.items.map((i) => ('str' in i ? i.str : '')).join('');
  }
  return out;
}

describe('the invoice as a PDF', () => {
  it('holds the invoice number, the shop, each charge, the VAT and the total, in Thai and in Chinese', async () => {
    const inv = expectOk(await s.call(billInvoiceDetail, { billId }, { cookie: await w.owner() })) as {
      invoiceNo: string;
      shopName: string;
      lines: { kind: string; amount: number }[];
      total: number;
      vat: number;
      net: number;
    };
    expect(inv.lines.length).toBeGreaterThan(0);
    const amounts = [...inv.lines.map((l) => l.amount), inv.total, inv.vat, inv.net].map(bahtText);

    const th = await get(invoicePdfUrl(billId, 'th-TH'), await w.owner());
    expect(th.statusCode).toBe(200);
    expect(th.headers['content-type']).toBe('application/pdf');
    expect(th.headers['content-disposition']).toBe(`attachment; filename="${inv.invoiceNo}.pdf"`);
    const thText = await textOf(th.rawPayload);
    for (const part of [inv.invoiceNo, inv.shopName, 'ใบแจ้งหนี้', 'รวมเรียกเก็บ', 'ค่าคอมมิชชัน', ...amounts])
      expect(thText).toContain(part);

    const zh = await textOf((await get(invoicePdfUrl(billId, 'zh-CN'), await w.owner())).rawPayload);
    for (const part of [inv.invoiceNo, '发票', '收费合计', '佣金', ...amounts]) expect(zh).toContain(part);
    expect(zh).not.toContain('ใบแจ้งหนี้');
  });

  it('is refused without a session, without the bills permission, and for a bill of another shop', async () => {
    expect((await get(invoicePdfUrl(billId, 'en-US'))).statusCode).toBe(401);
    await s.addMember({ shopId: w.shopId, loginAcct: 'invoice-pdf-orders-only', funcIds: [FUNC.orders] });
    const { cookie } = await s.login('invoice-pdf-orders-only');
    const refused = await get(invoicePdfUrl(billId, 'th-TH'), cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.headers['content-type']).not.toBe('application/pdf');
    const other = (await s.login(OTHER.owner)).cookie;
    expect((await get(invoicePdfUrl(billId, 'en-US'), other)).statusCode).toBe(404);
    expect((await get(invoicePdfUrl(newId(), 'en-US'), await w.owner())).statusCode).toBe(404);
    expect((await get(invoicePdfUrl('not-a-bill', 'en-US'), await w.owner())).statusCode).toBe(404);
  });
});
