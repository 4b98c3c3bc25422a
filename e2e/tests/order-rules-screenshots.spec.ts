import { fileURLToPath } from 'node:url';
import { expect, type Page, test } from '@playwright/test';
import type { FreshServer } from '../pages/fresh-server.ts';
import {
  ABNORMAL_ORDER_PATH,
  AbnormalListScreen,
  ALMOST_THREE_DAYS,
  APPEAL_LIST_PATH,
  APPEAL_STATUS,
  AppealForm,
  AppealListScreen,
  appealFormPath,
  DESCRIPTION_REQUIRED,
  NOT_SHIPPED,
  orderItemPath,
  pageOn,
  RulesWorld,
  startClockServer,
} from '../pages/order-rules-page.ts';
import { closeNotices } from '../pages/orders-page.ts';
import { writePng } from '../pages/products-form-files.ts';
import type { Locale } from '../pages/settings-session.ts';
import { ShellLayout } from '../pages/shell-layout.ts';

// The abnormal order list, the complaint form (with its empty-description message), the
// complaint list and the notice on an abnormal order's detail page, in each language, with
// orders the rules cancelled after the simulator moved the clock (a server of this file's own,
// SIMULATOR_CLOCK=1). One visit per screen, switched in place to each language and pictured in
// each, with a text of that language checked first. SHOTS_DIR puts the pictures elsewhere.

const screenshots = process.env.SHOTS_DIR ?? fileURLToPath(new URL('../screenshots/', import.meta.url));
const LOCALES: Locale[] = ['th-TH', 'en-US', 'zh-CN'];

let server: FreshServer;
test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startClockServer();
});
test.afterAll(async () => {
  await server?.stop();
});

async function shoot(page: Page, file: string, fullPage = true) {
  await closeNotices(page);
  await page.evaluate(() => document.fonts.ready);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${screenshots.replace(/\/?$/, '/')}${file}`, fullPage, animations: 'disabled' });
}

test('screenshots of abnormal orders and complaints (th-TH, en-US and zh-CN, switched in place on each screen)', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const { context, page } = await pageOn(browser, server);
  const world = await RulesWorld.open(page, server, 'th-TH');
  const shell = new ShellLayout(page, '');
  try {
    const [open, filed, passed] = [
      await world.placePaidOrder(),
      await world.placePaidOrder(),
      await world.placePaidOrder(),
    ];
    await world.advance(5);
    for (const [orderId, text] of [
      [filed, 'ส่งพัสดุให้ขนส่งแล้วตามเวลา มีใบรับพัสดุจากสาขา'],
      [passed, 'Handed to the carrier on time; the branch receipt is attached.'],
    ] as const) {
      const r = await world.fileByApi(orderId, text, 'th-TH');
      expect(r.transactionStatus.success, r.transactionStatus.replyText).toBe(true);
    }
    await world.decide(passed, 'pass', 'พบการสแกนรับพัสดุของขนส่ง');

    const abnormal = new AbnormalListScreen(page);
    await page.goto(ABNORMAL_ORDER_PATH);
    await expect(abnormal.countdown(open)).toBeVisible();
    await expect(abnormal.row(filed)).toBeVisible();
    for (const locale of LOCALES) {
      await shell.chooseLocale(locale);
      await expect(abnormal.countdown(open)).toHaveText(ALMOST_THREE_DAYS[locale]);
      await shoot(page, `order-rules-abnormal-${locale}.png`);
    }

    await page.goto(orderItemPath(open));
    await expect(page.getByTestId('complaint-notice')).toBeVisible();
    for (const locale of LOCALES) {
      await shell.chooseLocale(locale);
      await expect(page.getByTestId('complaint-notice')).toContainText(NOT_SHIPPED[locale]);
      await shoot(page, `order-rules-detail-notice-${locale}.png`, false);
    }

    const form = new AppealForm(page);
    await page.goto(appealFormPath(open));
    await expect(form.description).toBeVisible();
    await form.upload.setInputFiles(writePng('shot-evidence.png', 400));
    await expect(form.evidence).toHaveCount(1);
    for (const locale of LOCALES) {
      await shell.chooseLocale(locale);
      // Sent empty in this language: its message, under the image that stays.
      await form.submit();
      await expect(form.descriptionError).toHaveText(DESCRIPTION_REQUIRED[locale]);
      await expect(form.evidence).toHaveCount(1);
      await shoot(page, `order-rules-appeal-form-${locale}.png`);
    }

    const appeals = new AppealListScreen(page);
    await page.goto(APPEAL_LIST_PATH);
    await expect(appeals.row(filed)).toBeVisible();
    for (const locale of LOCALES) {
      await shell.chooseLocale(locale);
      await expect(appeals.status(filed)).toHaveText(APPEAL_STATUS[locale].pending);
      await shoot(page, `order-rules-appeals-pending-${locale}.png`);
    }
    await page.goto(`${APPEAL_LIST_PATH}?tab=passed`);
    await expect(appeals.row(passed)).toBeVisible();
    for (const locale of LOCALES) {
      await shell.chooseLocale(locale);
      await expect(appeals.status(passed)).toHaveText(APPEAL_STATUS[locale].passed);
      await shoot(page, `order-rules-appeals-passed-${locale}.png`);
    }
  } finally {
    await world.dispose();
    await context.close();
  }
});
