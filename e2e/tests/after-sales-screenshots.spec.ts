import { fileURLToPath } from 'node:url';
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import {
  AfterSalesWorld,
  AS_TEXT,
  CaseDetailScreen,
  CaseListScreen,
  type CaseType,
  overflowingText,
  pageOn,
  rawKeys,
} from '../pages/after-sales-page.ts';
import type { FreshServer } from '../pages/fresh-server.ts';
import { startClockServer } from '../pages/order-rules-page.ts';
import { closeNotices } from '../pages/orders-page.ts';
import { call, type Locale, signInToGlobalShop } from '../pages/settings-session.ts';
import { ShellLayout } from '../pages/shell-layout.ts';

// The after-sales list and a detail screen of each type, in each language, with cases the
// simulator's buyers and platform moved along: a refund waiting for an answer, a return on its
// way back, an exchange rejected, judged for the buyer and appealed (a server of this file's
// own, SIMULATOR_CLOCK=1). Each screen is opened once and switched in place from the top bar to
// each language, where it shows its headings translated, no strings key and no text wider than
// its box. SHOTS_DIR puts the pictures elsewhere.

const screenshots = process.env.SHOTS_DIR ?? fileURLToPath(new URL('../screenshots/', import.meta.url));
const LOCALES: Locale[] = ['th-TH', 'en-US', 'zh-CN'];

let server: FreshServer;
let setup: BrowserContext | undefined;
const cases = {} as Record<CaseType, string>;

test.beforeAll(async ({ browser }) => {
  test.setTimeout(120_000);
  server = await startClockServer();
  const opened = await pageOn(browser, server);
  setup = opened.context;
  const world = await AfterSalesWorld.open(opened.page, server, 'th-TH');
  const merchant = async (path: string, payload: Record<string, unknown>) => {
    const r = await call(opened.page.request, path, payload);
    expect(r.transactionStatus.success, r.transactionStatus.replyText).toBe(true);
  };
  try {
    const done = await world.apply(await world.shippedOrder(), 'refund', 'not_received', 'พัสดุยังไม่มาถึง');
    await merchant('/oms/shop/after/sale/audit/admin', { caseId: done.caseId, action: 'agree' });
    cases.refund = (
      await world.apply(await world.shippedOrder(), 'refund', 'not_received', 'สถานะพัสดุไม่ขยับมา 4 วันแล้ว')
    ).caseId;

    cases.return = (await world.apply(await world.deliveredOrder(), 'return', 'damaged', 'กล่องบุบ สินค้าแตก')).caseId;
    await merchant('/oms/shop/after/sale/audit/admin', { caseId: cases.return, action: 'agree_return' });
    await world.shipReturn(cases.return);

    cases.exchange = (
      await world.apply(await world.deliveredOrder(), 'exchange', 'size_fit', 'ขนาดเล็กไป ขอเปลี่ยนเป็นไซซ์ใหญ่ขึ้น')
    ).caseId;
    await merchant('/oms/shop/after/sale/audit/admin', {
      caseId: cases.exchange,
      action: 'reject',
      rejectReason: 'evidence_insufficient',
      note: 'รูปที่ส่งมาไม่ใช่สินค้าจากร้าน',
    });
    await world.buyer(cases.exchange, 'dispute');
    await world.platform(cases.exchange, 'judge_buyer', 'ผู้ซื้อแสดงหลักฐานว่าขนาดไม่ตรงกับตาราง');
    await merchant('/oms/shop/after/sale/report', {
      caseId: cases.exchange,
      reason: 'ร้านส่งสินค้าตามไซซ์ที่ผู้ซื้อสั่ง มีรูปถ่ายก่อนส่ง',
      evidence: [],
    });
  } finally {
    await world.dispose();
  }
});
test.afterAll(async () => {
  await setup?.close();
  await server?.stop();
});

async function shoot(page: Page, file: string, fullPage = true) {
  await closeNotices(page);
  await page.evaluate(() => document.fonts.ready);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${screenshots.replace(/\/?$/, '/')}${file}`, fullPage, animations: 'disabled' });
}

/** Translated, nothing spilling out of its box. */
async function expectTidy(page: Page) {
  expect(await rawKeys(page)).toEqual([]);
  expect(await overflowingText(page)).toEqual([]);
}

test('screenshots of the after-sales screens in th-TH, en-US and zh-CN, each screen switched in place', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const { context, page } = await pageOn(browser, server, 'th-TH');
  const shell = new ShellLayout(page, server.baseURL);
  try {
    await signInToGlobalShop(page, 'th-TH');

    // Every screen opens in Thai (the sign-in's language) and is switched from the top bar.
    const list = new CaseListScreen(page);
    await list.open();
    for (const caseId of Object.values(cases)) await expect(list.row(caseId)).toBeVisible();
    for (const locale of LOCALES) {
      await shell.chooseLocale(locale);
      await expect(list.tab('pending')).toContainText(AS_TEXT[locale].pendingTab);
      await expectTidy(page);
      await shoot(page, `after-sales-list-${locale}.png`);
    }

    const detail = new CaseDetailScreen(page);
    for (const type of ['refund', 'return', 'exchange'] as const) {
      await detail.open(type, cases[type]);
      for (const locale of LOCALES) {
        const text = AS_TEXT[locale];
        await shell.chooseLocale(locale);
        await expect(page.locator('.ant-breadcrumb')).toContainText(text.detailTitle[type]);
        for (const heading of text.headings) await expect(detail.card(heading)).toBeVisible();
        if (type === 'exchange') await expect(detail.card(text.platformHeading)).toBeVisible();
        await expectTidy(page);
        await shoot(page, `after-sales-detail-${type}-${locale}.png`);
      }
    }
  } finally {
    await context.close();
  }
});
