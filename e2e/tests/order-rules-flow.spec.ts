import { expect, test } from '@playwright/test';
import { seriousFindings } from '../pages/axe.ts';
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
  DECIDED,
  DESCRIPTION_LENGTH,
  DESCRIPTION_MAX,
  DESCRIPTION_REQUIRED,
  NOT_SHIPPED,
  orderItemPath,
  pageOn,
  RulesWorld,
  startClockServer,
  TOO_LONG,
} from '../pages/order-rules-page.ts';
import { closeNotices } from '../pages/orders-page.ts';
import { writePng } from '../pages/products-form-files.ts';
import type { Locale } from '../pages/settings-session.ts';
import { ShellLayout } from '../pages/shell-layout.ts';

// The flow: a buyer (the marketplace simulator) places and pays an order the shop does
// not ship; five days on (the simulator moves the server's clock, the automatic rules run) the
// order is cancelled and marked abnormal. The merchant finds it on the abnormal order list with
// its reason and complaint deadline, sees the notice on its detail page, files a complaint with
// a description and an image, finds it pending; the platform passes it and the merchant sees
// that. The flow is walked once, on a server of this file's own (SIMULATOR_CLOCK=1): each screen
// is read in Thai, then switched in place to English and read again.

const LOCALES = ['th-TH', 'en-US'] as const satisfies Locale[];
type Shown = (typeof LOCALES)[number];

/** The complaint list's count of evidence images, as each language reads it. */
const ONE_IMAGE: Record<Shown, string> = { 'th-TH': 'รูปหลักฐาน 1 รูป', 'en-US': 'Evidence images: 1' };

let server: FreshServer;
test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startClockServer();
});
test.afterAll(async () => {
  await server?.stop();
});

test('an order not shipped in time turns abnormal; the complaint is filed and passed (each screen in th-TH, then en-US)', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const { context, page } = await pageOn(browser, server);
  // Signed in in Thai: every visit opens in Thai, and the top bar switches it to English in place.
  const world = await RulesWorld.open(page, server, 'th-TH');
  const shell = new ShellLayout(page, '');
  /** The screen as it is, read in each language in turn. */
  const inEachLocale = async (check: (locale: Shown) => Promise<void>) => {
    for (const locale of LOCALES) {
      await shell.chooseLocale(locale);
      await check(locale);
    }
  };
  try {
    const orderId = await world.placePaidOrder();
    const changed = await world.advance(5);
    expect(Object.values(changed).reduce((a, b) => a + b, 0)).toBeGreaterThan(0);

    // The abnormal list: the order with its reason, the deadline counting down, no complaint yet.
    const abnormal = new AbnormalListScreen(page);
    await page.goto(ABNORMAL_ORDER_PATH);
    const row = abnormal.row(orderId);
    await expect(row).toBeVisible();
    await inEachLocale(async (locale) => {
      await expect(row).toContainText(NOT_SHIPPED[locale]);
      await expect(abnormal.status(orderId)).toHaveText(APPEAL_STATUS[locale].none);
      // Three days from the moment the rules ran, by the server's (moved) clock.
      await expect(abnormal.countdown(orderId)).toHaveText(ALMOST_THREE_DAYS[locale]);
      await closeNotices(page);
      expect(await seriousFindings(page)).toEqual([]);
    });

    // Its detail page: cancelled by the system, with the complaint notice and the way to file.
    await page.goto(orderItemPath(orderId));
    await expect(page.locator(`[data-order-detail="${orderId}"]`)).toBeVisible();
    await expect(page.locator('[data-order-detail] [data-status]').first()).toHaveAttribute(
      'data-status',
      'system_cancelled',
    );
    const notice = page.getByTestId('complaint-notice');
    await inEachLocale(async (locale) => {
      await expect(notice).toContainText(NOT_SHIPPED[locale]);
      // One notice says it all: marked abnormal, cancelled and refunded, the complaint deadline.
      await expect(page.locator('[data-order-detail] .ant-alert')).toHaveCount(1);
    });
    await notice.getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`/order/orderAppeal\\?orderId=${orderId}$`));

    // The form: an empty description is refused in the browser, with its message.
    const form = new AppealForm(page);
    await expect(form.description).toBeVisible();
    await inEachLocale(async (locale) => {
      await form.description.fill('   ');
      await form.submit();
      await expect(form.descriptionError).toHaveText(DESCRIPTION_REQUIRED[locale]);
    });
    // The field stops at the limit; a longer one sent straight to the server gets its message.
    await form.description.fill('ก'.repeat(DESCRIPTION_MAX + 20));
    await expect(form.description).toHaveValue('ก'.repeat(DESCRIPTION_MAX));
    for (const locale of LOCALES) {
      const tooLong = await world.fileByApi(orderId, 'x'.repeat(DESCRIPTION_MAX + 1), locale);
      expect(tooLong.transactionStatus.success).toBe(false);
      // The contract's length check answers first, in the user's language, naming the field.
      expect(tooLong.transactionStatus.replyText).toContain(TOO_LONG[locale]);
      const empty = await world.fileByApi(orderId, '   ', locale);
      expect(empty.transactionStatus.success).toBe(false);
      expect(empty.transactionStatus.replyText).toBe(DESCRIPTION_LENGTH[locale]);
    }

    // A description and one image of the hand-over.
    const description = `ส่งพัสดุให้ขนส่งตรงเวลา มีใบรับพัสดุ ${Date.now().toString(36)}`;
    await form.description.fill(description);
    await form.upload.setInputFiles(writePng('evidence.png', 400));
    await expect(form.evidence).toHaveCount(1);
    await form.submit();

    // The complaint list opens on the pending tab, with the complaint and its image.
    await expect(page).toHaveURL(new RegExp(APPEAL_LIST_PATH));
    const appeals = new AppealListScreen(page);
    await inEachLocale(async (locale) => {
      await expect(appeals.row(orderId)).toContainText(description);
      await expect(appeals.status(orderId)).toHaveText(APPEAL_STATUS[locale].pending);
      await expect(appeals.row(orderId)).toContainText(ONE_IMAGE[locale]);
      await closeNotices(page);
      expect(await seriousFindings(page)).toEqual([]);
    });

    // The abnormal list says so too, and offers no second complaint.
    await page.goto(ABNORMAL_ORDER_PATH);
    await inEachLocale(async (locale) => {
      await expect(abnormal.status(orderId)).toHaveText(APPEAL_STATUS[locale].pending);
      await expect(abnormal.row(orderId).locator(`a[href*="orderAppeal"]`)).toHaveCount(0);
    });

    // The platform passes it: the merchant finds it on the passed tab.
    await world.decide(orderId, 'pass', 'Carrier scan found');
    await page.goto(`${APPEAL_LIST_PATH}?tab=passed`);
    await inEachLocale(async (locale) => {
      await expect(appeals.status(orderId)).toHaveText(APPEAL_STATUS[locale].passed);
      await expect(page.locator('.ant-table-thead')).toContainText(DECIDED[locale]);
      await expect(appeals.row(orderId)).toContainText('Carrier scan found');
    });
    await page.goto(ABNORMAL_ORDER_PATH);
    await expect(abnormal.row(orderId)).toHaveCount(0);
    await page.goto(appealFormPath(orderId));
    await expect(page.locator('form#appeal')).toHaveCount(0);
  } finally {
    await world.dispose();
    await context.close();
  }
});
