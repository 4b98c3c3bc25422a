import { fileURLToPath } from 'node:url';
import { expect, type Page, test } from '@playwright/test';
import { seriousFindings } from '../pages/axe.ts';
import { signInChatOwner } from '../pages/chat-session.ts';
import { PlatformOperator } from '../pages/compliance-platform.ts';
import { clickSettled, settled } from '../pages/overlays.ts';
import { ownDemoServer } from '../pages/own-demo-server.ts';
import { writePng } from '../pages/products-form-files.ts';
import { readyToSell } from '../pages/products-list-page.ts';
import { call, type Locale, signInToGlobalShop } from '../pages/settings-session.ts';
import { reloadIn, ShellLayout } from '../pages/shell-layout.ts';

// The /im workbench: a buyer of the simulator writes to Demo Shop through the operator's call, the
// owner sees it arrive live, opens it (its messages read as they show) and answers with a quick
// reply, sends a running coupon and a picture, finds the chat by a message's text, translates the buyer's text and forwards the chat, whose line
// shows; the buyer reads the answer and the coupon. Pictures of /im in the three languages and on a
// phone, axe clean. A quick reply set up, the assistant saved, and both message-setup screens
// pictured the same way. The operator sends notices: the bell counts them, one is opened and read,
// the rest marked read, the bell's count going down; the notice centre pictured the same way.

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
const FORWARDED: Record<Locale, (to: string) => string> = {
  'th-TH': (to) => `ส่งต่อให้ ${to}`,
  'en-US': (to) => `Forwarded to ${to} by`,
  'zh-CN': (to) => `已转接给 ${to}`,
};

test('a buyer writes, the owner sees it live in /im and answers; /im in three languages and on a phone', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const shopId = await signInChatOwner(page, 'th-TH');
  await page.goto('/im');
  await expect(page.getByRole('heading', { name: HEADING['th-TH'] })).toBeVisible();
  await expect(page.getByText(ONLINE['th-TH'], { exact: true })).toBeVisible();

  // A quick reply of the shop to pick in the composer; the colleague to forward to.
  const quick = `มีค่ะ ส่งได้วันนี้ ${Date.now().toString(36)}`;
  const added = await call(page.request, '/oms/cos/im/reply/template/add', { content: quick });
  if (!added.transactionStatus.success) throw new Error(`quick reply: ${added.transactionStatus.replyText}`);
  const staff = await call(page.request, '/oms/cos/im/shop/customer/service/list');
  const colleague = (staff.list as { name: string; acctType: number; available: string }[]).find(
    (m) => m.acctType !== 1 && m.available === 'y',
  );
  if (!colleague) throw new Error('no colleague to forward to');

  // The buyer writes through the simulator; the list shows it without a reload, two unread.
  const op = await PlatformOperator.signIn(baseURL ?? '');
  const stamp = Date.now().toString(36);
  const nickname = `ลูกค้าแชท ${stamp.slice(-5)}`;
  const buyer = await op.call('/oms/mkt/buyer/create', { nickname, phone: `09${String(Date.now()).slice(-8)}` });
  const buyerId = String(buyer.buyerId);
  const question = `สวัสดีค่ะ มีสินค้าไหม ${stamp}`;
  const again = `ราคาเท่าไหร่คะ ${stamp}`;
  await op.call('/oms/mkt/im/buyer/send', { shopId, buyerId, content: question });
  await op.call('/oms/mkt/im/buyer/send', { shopId, buyerId, content: again });
  const item = page.getByRole('button', { name: new RegExp(nickname) });
  await expect(item.locator('.ant-badge-count')).toHaveText('2');
  await item.click();
  await expect(page.locator('main li', { hasText: question })).toBeVisible();
  // Both messages are in view: read, so the list's badge goes.
  await expect(item.locator('.ant-badge-count')).toHaveCount(0);

  // The answer is a quick reply picked into the input, sent over the tab's socket.
  await page.getByRole('button', { name: 'ข้อความตอบกลับด่วน' }).click();
  await clickSettled(page.getByRole('button', { name: new RegExp(quick) }));
  const input = page.getByRole('textbox', { name: 'พิมพ์ข้อความ' });
  await expect(input).toHaveValue(quick);
  await page.getByRole('button', { name: /^ส่ง$/ }).click();
  const answer = quick;
  await expect(page.locator('main li', { hasText: answer })).toBeVisible();

  // A running coupon of the shop, sent as a card.
  await page.getByRole('button', { name: 'ส่งคูปอง' }).click();
  await clickSettled(page.getByRole('button', { name: /DEMO|คูปองลด 50 บาท/ }));
  const couponCard = page.locator('main li', { hasText: 'คูปองลด 50 บาท' });
  await expect(couponCard).toBeVisible();
  await expect(couponCard).toContainText('ลด ฿50.00');

  // A picture, uploaded and sent: it shows in the chat.
  await page.locator('input[type=file][aria-label="ส่งรูปภาพ"]').setInputFiles(writePng('chat-picture.png', 200));
  await expect(page.locator('main li img[alt="รูปภาพ"]')).toBeVisible();

  // Forwarded to the colleague: the line says so.
  await page.getByRole('button', { name: 'ส่งต่อ', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await settled(dialog);
  await dialog.getByLabel('เพื่อนร่วมงาน').click();
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option')
    .filter({ hasText: colleague.name })
    .click();
  await dialog.getByRole('button', { name: 'ตกลง' }).click();
  await expect(dialog).toBeHidden();
  const forwardLine = page.locator('main li', { hasText: `ส่งต่อให้ ${colleague.name}` });
  await expect(forwardLine).toBeVisible();

  await expect
    .poll(async () => {
      const news = await op.call('/oms/mkt/im/buyer/news/list', { shopId, buyerId });
      return (news.list as { content: string; kind: string }[]).map((m) =>
        m.kind === 'coupon' || m.kind === 'image' ? m.kind : m.content,
      );
    })
    .toEqual([question, again, answer, 'coupon', 'image']);

  // Searched by the text of a message: the chat is listed with the message that matched marked.
  const search = page.locator('nav input[aria-label="ค้นหาผู้ซื้อ หมายเหตุ หรือข้อความ"]');
  await search.fill(`ราคาเท่าไหร่คะ ${stamp}`);
  await search.press('Enter');
  await expect(page.locator('nav li')).toHaveCount(1);
  await expect(item.locator('mark')).toHaveText(`ราคาเท่าไหร่คะ ${stamp}`);
  await search.fill('');
  await search.press('Enter');
  await expect(item.locator('mark')).toHaveCount(0);

  for (const locale of ['th-TH', 'en-US', 'zh-CN'] as const) {
    if (locale !== 'th-TH') {
      await reloadIn(page, locale);
      await page.getByRole('button', { name: new RegExp(nickname) }).click();
    }
    await expect(page.getByRole('heading', { name: HEADING[locale] })).toBeVisible();
    await expect(page.getByText(ONLINE[locale], { exact: true })).toBeVisible();
    await expect(page.locator('main li', { hasText: answer })).toBeVisible();
    await expect(page.locator('main li', { hasText: FORWARDED[locale](colleague.name) })).toBeVisible();
    if (locale === 'th-TH') {
      // Thai for a Thai reader: nothing to translate.
      const asked = page.locator('main li', { hasText: again });
      await asked.getByRole('button', { name: 'แปล' }).click();
      await expect(asked).toContainText('เป็นภาษาของคุณอยู่แล้ว');
    }
    if (locale === 'en-US') {
      // The buyer's Thai, translated into the reader's English by the phrase dictionary.
      const asked = page.locator('main li', { hasText: question });
      await asked.getByRole('button', { name: 'Translate' }).click();
      await expect(asked).toContainText(`Hello Is it in stock? ${stamp}`);
    }
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

test('the operator’s notices: the bell counts them, one read whole and the rest marked read; the notice centre in three languages and on a phone', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await signInChatOwner(page, 'th-TH');
  const unread = async () => Number((await call(page.request, '/oms/notice/unread/inquiry')).unreadCount);
  const before = await unread();
  const op = await PlatformOperator.signIn(baseURL ?? '');
  const stamp = Date.now().toString(36);
  const send = (n: number) =>
    op.call('/oms/mkt/cos/batch/notice/addition', {
      titleEN: `Holiday shipping ${n} ${stamp}`,
      titleTH: `การจัดส่งช่วงวันหยุด ${n} ${stamp}`,
      titleCN: `假期发货 ${n} ${stamp}`,
      contentEN: `Carriers pick up one day later from Friday.\nPlease plan your shipments ${n}.`,
      contentTH: `ขนส่งจะเข้ารับพัสดุช้าลงหนึ่งวันตั้งแต่วันศุกร์\nโปรดวางแผนการจัดส่ง ${n}`,
      contentCN: `自周五起快递晚一天揽收。\n请提前安排发货 ${n}。`,
    });
  await send(1);
  await send(2);

  await page.goto('/dashboard/index');
  const bell = page.getByTestId('notice-bell');
  await expect(bell).toHaveAttribute('aria-label', `ประกาศ ยังไม่อ่าน ${before + 2} รายการ`);
  await bell.click();
  await expect(page).toHaveURL(/\/dashboard\/notice$/);
  await expect(page.getByRole('tab', { name: `ยังไม่อ่าน (${before + 2})` })).toBeVisible();

  // The first opened whole (both of its lines), which reads it: the bell counts one less.
  await page.getByRole('button', { name: new RegExp(`การจัดส่งช่วงวันหยุด 1 ${stamp}`) }).click();
  const dialog = page.getByRole('dialog');
  await settled(dialog);
  await expect(dialog).toContainText('ขนส่งจะเข้ารับพัสดุช้าลงหนึ่งวันตั้งแต่วันศุกร์');
  await expect(dialog).toContainText('โปรดวางแผนการจัดส่ง 1');
  await expect(bell).toHaveAttribute('aria-label', `ประกาศ ยังไม่อ่าน ${before + 1} รายการ`);
  await clickSettled(dialog.locator('.ant-modal-footer').getByRole('button', { name: 'ปิด' }));
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('tab', { name: 'อ่านแล้ว (1)' })).toBeVisible();

  const shell = new ShellLayout(page, '');
  const TITLE: Record<Locale, string> = {
    'th-TH': `การจัดส่งช่วงวันหยุด 2 ${stamp}`,
    'en-US': `Holiday shipping 2 ${stamp}`,
    'zh-CN': `假期发货 2 ${stamp}`,
  };
  for (const locale of ['th-TH', 'en-US', 'zh-CN'] as const) {
    if (locale !== 'th-TH') await shell.chooseLocale(locale);
    await expect(page.getByRole('button', { name: new RegExp(TITLE[locale]) })).toBeVisible();
    expect(await seriousFindings(page)).toEqual([]);
    await shoot(page, `chat-notices-${locale}.png`);
  }
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('button', { name: new RegExp(TITLE['zh-CN']) })).toBeVisible();
  expect(await seriousFindings(page)).toEqual([]);
  await shoot(page, 'chat-notices-phone.png');

  // The rest marked read at once: the bell shows no count.
  await page.getByRole('button', { name: '全部标为已读' }).click();
  await expect(bell).toHaveAttribute('aria-label', '通知');
  await expect(page.getByRole('tab', { name: '未读（0）' })).toBeVisible();
  expect(await unread()).toBe(0);
});
