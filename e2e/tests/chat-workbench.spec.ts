import { fileURLToPath } from 'node:url';
import { expect, type Page, test } from '@playwright/test';
import { DEMO_OWNER } from '../fixtures/demo-shop.ts';
import { seriousFindings } from '../pages/axe.ts';
import { PlatformOperator } from '../pages/compliance-platform.ts';
import { ownDemoServer } from '../pages/own-demo-server.ts';
import { readyToSell } from '../pages/products-list-page.ts';
import { call, type Locale, signInToGlobalShop } from '../pages/settings-session.ts';
import { reloadIn, ShellLayout } from '../pages/shell-layout.ts';

// The /im workbench: a buyer of the simulator writes to Demo Shop through the operator's call, the
// owner sees it arrive live, opens it and answers; the buyer reads the answer. Pictures of /im in
// the three languages and on a phone, axe clean. A quick reply set up, the assistant saved, and
// both message-setup screens pictured the same way.

// On a server of the file's own: the chats it adds would change the demo shop's unread counts.
ownDemoServer();

const screenshots = process.env.SHOTS_DIR ?? fileURLToPath(new URL('../screenshots/', import.meta.url));
const shoot = (page: Page, file: string) =>
  page.screenshot({ path: `${screenshots.replace(/\/?$/, '/')}${file}`, fullPage: true, animations: 'disabled' });

const HEADING: Record<Locale, string> = {
  'th-TH': 'แชทบริการลูกค้า',
  'en-US': 'Customer service chat',
  'zh-CN': '客服聊天',
};
const ONLINE: Record<Locale, string> = { 'th-TH': 'ออนไลน์', 'en-US': 'Online', 'zh-CN': '在线' };

/** Logs the demo owner in (their first shop, Demo Shop) and keeps what the app keeps after a login. */
async function signInOwner(page: Page, locale: Locale): Promise<string> {
  const login = await call(page.request, '/oms/sms/V3/user/login', { ...DEMO_OWNER });
  if (!login.transactionStatus.success) throw new Error(`login: ${login.transactionStatus.replyText}`);
  const shops = login.shopList as { shopId: string; shopName: string }[];
  const demo = shops.find((s) => s.shopName === 'Demo Shop');
  if (!demo) throw new Error('no Demo Shop');
  if (login.shopId !== demo.shopId) await call(page.request, '/oms/sms/V3/login/switch/store', { shopId: demo.shopId });
  const stored = {
    userId: login.userId,
    shopId: demo.shopId,
    userName: login.userName,
    shopList: shops,
    language: locale,
    imFlag: 'y',
  };
  await page.addInitScript((values) => {
    const expiresAt = Date.now() + 7 * 24 * 3600 * 1000;
    for (const [key, value] of Object.entries(values))
      localStorage.setItem(`sc.${key}`, JSON.stringify({ value, expiresAt }));
  }, stored);
  return demo.shopId;
}

test('a buyer writes, the owner sees it live in /im and answers; /im in three languages and on a phone', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const shopId = await signInOwner(page, 'th-TH');
  await page.goto('/im');
  await expect(page.getByRole('heading', { name: HEADING['th-TH'] })).toBeVisible();
  await expect(page.getByText(ONLINE['th-TH'], { exact: true })).toBeVisible();

  // The buyer writes through the simulator; the list shows it without a reload.
  const op = await PlatformOperator.signIn(baseURL ?? '');
  const stamp = Date.now().toString(36);
  const nickname = `ลูกค้าแชท ${stamp.slice(-5)}`;
  const buyer = await op.call('/oms/mkt/buyer/create', { nickname, phone: `09${String(Date.now()).slice(-8)}` });
  const buyerId = String(buyer.buyerId);
  const question = `มีไซซ์ L ไหมคะ ${stamp}`;
  await op.call('/oms/mkt/im/buyer/send', { shopId, buyerId, content: question });
  const item = page.getByRole('button', { name: new RegExp(nickname) });
  await expect(item).toBeVisible();
  await item.click();
  await expect(page.locator('main li', { hasText: question })).toBeVisible();

  // The answer goes over the tab's socket; the buyer reads it.
  const answer = `มีค่ะ ส่งได้วันนี้ ${stamp}`;
  await page.getByRole('textbox', { name: 'พิมพ์ข้อความ' }).fill(answer);
  await page.getByRole('button', { name: /^ส่ง$/ }).click();
  await expect(page.locator('main li', { hasText: answer })).toBeVisible();
  await expect
    .poll(async () => {
      const news = await op.call('/oms/mkt/im/buyer/news/list', { shopId, buyerId });
      return (news.list as { content: string }[]).map((m) => m.content);
    })
    .toEqual([question, answer]);

  for (const locale of ['th-TH', 'en-US', 'zh-CN'] as const) {
    if (locale !== 'th-TH') {
      await reloadIn(page, locale);
      await page.getByRole('button', { name: new RegExp(nickname) }).click();
    }
    await expect(page.getByRole('heading', { name: HEADING[locale] })).toBeVisible();
    await expect(page.getByText(ONLINE[locale], { exact: true })).toBeVisible();
    await expect(page.locator('main li', { hasText: answer })).toBeVisible();
    expect(await seriousFindings(page)).toEqual([]);
    await shoot(page, `chat-im-${locale}.png`);
  }
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.locator('main li', { hasText: answer })).toBeVisible();
  expect(await seriousFindings(page)).toEqual([]);
  await shoot(page, 'chat-im-phone.png');
});

/** A picture in each language in the order given, the first the one shown now, switched in place. */
async function shootAll(page: Page, name: string, order: [Locale, Locale, Locale]) {
  const shell = new ShellLayout(page, '');
  for (const [i, locale] of order.entries()) {
    if (i > 0) await shell.chooseLocale(locale);
    await expect(page.locator('h1').first()).toBeVisible();
    expect(await seriousFindings(page)).toEqual([]);
    await shoot(page, `chat-${name}-${locale}.png`);
  }
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.locator('h1').first()).toBeVisible();
  expect(await seriousFindings(page)).toEqual([]);
  await shoot(page, `chat-${name}-phone.png`);
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('a quick reply is set up and the assistant saved; message setup in three languages and on a phone', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInToGlobalShop(page, 'th-TH');
  await readyToSell(page.request);
  await page.goto('/imMessageSetup/quickreply');
  const reply = `ขอบคุณที่สั่งซื้อค่ะ ${Date.now().toString(36)}`;
  await page.getByRole('textbox', { name: 'ข้อความตอบกลับด่วนใหม่' }).fill(reply);
  await page.getByRole('button', { name: 'เพิ่มข้อความ' }).click();
  await expect(page.locator('.ant-list-item', { hasText: reply })).toBeVisible();
  await shootAll(page, 'quickreply', ['th-TH', 'en-US', 'zh-CN']);

  await page.goto('/imMessageSetup/intelligentAssistant');
  await page.getByLabel('ข้อความต้อนรับในเวลาทำการ').fill('สวัสดีค่ะ ยินดีต้อนรับ');
  await page.getByLabel('ข้อความต้อนรับนอกเวลาทำการ').fill('ขณะนี้อยู่นอกเวลาทำการ จะตอบกลับโดยเร็วค่ะ');
  await page.getByRole('button', { name: 'บันทึก', exact: true }).click();
  await expect(page.getByText('บันทึกแล้ว')).toBeVisible();
  await expect(page.getByText('บันทึกแล้ว')).toBeHidden();
  await shootAll(page, 'assistant', ['th-TH', 'en-US', 'zh-CN']);
});
