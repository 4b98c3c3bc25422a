import { fileURLToPath } from 'node:url';
import { expect, type Page, test } from '@playwright/test';
import { seriousFindings } from '../pages/axe.ts';
import { signInChatOwner } from '../pages/chat-session.ts';
import { PlatformOperator } from '../pages/compliance-platform.ts';
import { closeNotices } from '../pages/orders-page.ts';
import { clickSettled, settled } from '../pages/overlays.ts';
import { ownDemoServer } from '../pages/own-demo-server.ts';
import { call, type Locale } from '../pages/settings-session.ts';
import { reloadIn, ShellLayout } from '../pages/shell-layout.ts';

// The buyers' ratings and the service figures: a buyer of the simulator writes to Demo Shop, the
// owner answers, the buyer rates the service through the operator's call and the owner sees the
// rating's line arrive live in /im; the workbench's "Service figures" drawer shows the shop's
// line with that rating counted and the owner's row; the dashboard home's customer-service card
// shows the same figures. The drawer pictured in the three languages and on a phone, the card in
// the three languages, axe clean.

// On a server of the file's own: the chat and rating it adds change the demo shop's figures.
ownDemoServer();

const screenshots = process.env.SHOTS_DIR ?? fileURLToPath(new URL('../screenshots/', import.meta.url));
const shoot = (page: Page, file: string) =>
  page.screenshot({ path: `${screenshots.replace(/\/?$/, '/')}${file}`, fullPage: true, animations: 'disabled' });

const FIGURES: Record<Locale, string> = { 'th-TH': 'สถิติการบริการ', 'en-US': 'Service figures', 'zh-CN': '服务数据' };
const RATED: Record<Locale, string> = {
  'th-TH': 'ผู้ซื้อให้คะแนนบริการ ★4',
  'en-US': 'Buyer rated the service ★4',
  'zh-CN': '买家评价服务 ★4',
};
const CARD: Record<Locale, string> = {
  'th-TH': 'บริการลูกค้า 10 วันล่าสุด',
  'en-US': 'Customer service, last 10 days',
  'zh-CN': '客服服务（近 10 天）',
};
const OWNER = 'สมชาย ใจดี';

type Shop = { responseRate: number | null; ratingCount: number; ratingAverage: number | null };
async function shopFigures(page: Page): Promise<Shop> {
  const r = await call(page.request, '/oms/cos/im/service/statistics');
  if (!r.transactionStatus.success) throw new Error(`figures: ${r.transactionStatus.replyText}`);
  return r.shop as Shop;
}
/** A figure as the screens write it (no thousands here: rates, averages and counts are small). */
const shown = (n: number | null) => String(n ?? 0);

test('a buyer rates after the owner’s reply; the line shows live, the figures count it; the drawer and the dashboard card in three languages and on a phone', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const shopId = await signInChatOwner(page, 'th-TH');
  const before = await shopFigures(page);

  const op = await PlatformOperator.signIn(baseURL ?? '');
  const stamp = Date.now().toString(36);
  const nickname = `ลูกค้าให้คะแนน ${stamp.slice(-5)}`;
  const buyer = await op.call('/oms/mkt/buyer/create', { nickname, phone: `08${String(Date.now()).slice(-8)}` });
  const buyerId = String(buyer.buyerId);
  const sent = await op.call('/oms/mkt/im/buyer/send', { shopId, buyerId, content: `ส่งวันนี้ได้ไหมคะ ${stamp}` });
  const conversationId = String(sent.conversationId);
  const answer = `ส่งได้ค่ะ ${stamp}`;
  const replied = await call(page.request, '/oms/cos/im/reply/news', { conversationId, content: answer });
  if (!replied.transactionStatus.success) throw new Error(`reply: ${replied.transactionStatus.replyText}`);

  await page.goto('/im');
  await page.getByRole('button', { name: new RegExp(nickname) }).click();
  await expect(page.locator('main li', { hasText: answer })).toBeVisible();

  // Rated through the simulator while the chat is open: the line arrives over the tab's socket.
  const comment = `ตอบไวมาก ${stamp}`;
  const rated = await op.call('/oms/mkt/im/buyer/rate', { shopId, buyerId, stars: 4, comment });
  expect(rated.conversationId).toBe(conversationId);
  const line = page.locator('main li', { hasText: RATED['th-TH'] });
  await expect(line).toContainText(comment);
  await expect(line).toContainText(OWNER);

  const after = await shopFigures(page);
  expect(after.ratingCount).toBe(before.ratingCount + 1);

  for (const locale of ['th-TH', 'en-US', 'zh-CN'] as const) {
    if (locale !== 'th-TH') {
      await reloadIn(page, locale);
      await page.getByRole('button', { name: new RegExp(nickname) }).click();
      await expect(page.locator('main li', { hasText: RATED[locale] })).toContainText(comment);
    }
    await clickSettled(page.getByRole('button', { name: FIGURES[locale] }));
    const drawer = page.getByRole('dialog');
    await settled(drawer);
    await expect(drawer).toContainText(`★${shown(after.ratingAverage)} (${after.ratingCount})`);
    await expect(drawer).toContainText(`${shown(after.responseRate)}%`);
    await expect(drawer.getByRole('row', { name: new RegExp(OWNER) })).toBeVisible();
    expect(await seriousFindings(page)).toEqual([]);
    await shoot(page, `chat-figures-${locale}.png`);
    if (locale === 'zh-CN') {
      await page.setViewportSize({ width: 390, height: 844 });
      await expect(drawer.getByRole('row', { name: new RegExp(OWNER) })).toBeVisible();
      expect(await seriousFindings(page)).toEqual([]);
      await shoot(page, 'chat-figures-phone.png');
      await page.setViewportSize({ width: 1280, height: 800 });
    }
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
  }

  // The home page's card: the same figures, linking to the workbench.
  await reloadIn(page, 'th-TH');
  await page.goto('/dashboard/index');
  const card = page.getByTestId('service-card');
  const shell = new ShellLayout(page, '');
  for (const locale of ['th-TH', 'en-US', 'zh-CN'] as const) {
    if (locale !== 'th-TH') await shell.chooseLocale(locale);
    await expect(card).toContainText(CARD[locale]);
    await expect(card).toContainText(`${shown(after.responseRate)}%`);
    await expect(card).toContainText(`★${shown(after.ratingAverage)}`);
    // The notice poller's notes would cover the card.
    await closeNotices(page);
    await expect(page.locator('.ant-notification-notice')).toHaveCount(0);
    expect(await seriousFindings(page)).toEqual([]);
    await shoot(page, `dashboard-service-card-${locale}.png`);
  }
  await expect(card.getByTestId('service-card-link')).toHaveAttribute('href', '/im');
});
