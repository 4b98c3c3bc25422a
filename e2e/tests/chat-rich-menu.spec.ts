import { fileURLToPath } from 'node:url';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { seriousFindings } from '../pages/axe.ts';
import { signInChatOwner } from '../pages/chat-session.ts';
import { PlatformOperator } from '../pages/compliance-platform.ts';
import { ownDemoServer } from '../pages/own-demo-server.ts';
import type { Locale } from '../pages/settings-session.ts';
import { ShellLayout } from '../pages/shell-layout.ts';

// The chat's rich menu on /imMessageSetup/intelligentAssistant: the owner replaces Demo Shop's
// seeded menu with three tiles (a reply, a product on sale, the buyer's orders), saves it and sees
// it after a reload; a seventh tile cannot be added and the screen says why. A buyer of the
// simulator sees the menu with their chat, taps the reply tile, and the owner's /im shows the
// automatic reply. The section pictured in the three languages and on a phone, axe clean.

// On a server of the file's own: the menu it saves and the chat it adds would change the demo shop.
ownDemoServer();

const screenshots = process.env.SHOTS_DIR ?? fileURLToPath(new URL('../screenshots/', import.meta.url));
/** The section alone; the shell's sticky top bar, which would lie over it as it scrolls, is left out. */
const shoot = (section: Locator, file: string) =>
  section.screenshot({
    path: `${screenshots.replace(/\/?$/, '/')}${file}`,
    animations: 'disabled',
    style: 'header { visibility: hidden; }',
  });

const TITLE: Record<Locale, string> = {
  'th-TH': 'เมนูแชท (สูงสุด 6 ปุ่ม)',
  'en-US': 'Rich menu (up to 6 tiles)',
  'zh-CN': '聊天菜单（最多 6 个按钮）',
};

const tile = (page: Page, n: number) => page.getByRole('group', { name: `ปุ่มที่ ${n}`, exact: true });

test('the owner builds a rich menu of three tiles; a buyer taps its reply and /im shows the automatic answer', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const shopId = await signInChatOwner(page, 'th-TH');
  await page.goto('/imMessageSetup/intelligentAssistant');
  const section = page.locator('.ant-card', { hasText: TITLE['th-TH'] });
  await expect(section.getByText(TITLE['th-TH'])).toBeVisible();

  // The seeded tiles go; three new ones come.
  await expect(tile(page, 1)).toBeVisible();
  while ((await section.getByRole('group').count()) > 0) await page.getByRole('button', { name: 'ลบปุ่มที่ 1' }).click();
  await expect(section.getByText('ยังไม่มีปุ่ม').first()).toBeVisible();

  const reply = `ร้านเปิดทุกวัน 9:00–18:00 น. ${Date.now().toString(36)}`;
  const add = section.getByRole('button', { name: 'เพิ่มปุ่ม' });
  await add.click();
  await tile(page, 1).getByLabel('ชื่อปุ่ม').fill('เวลาทำการ');
  await tile(page, 1).getByLabel('ข้อความที่ส่งในแชท').fill(reply);

  await add.click();
  await tile(page, 2).getByLabel('ชื่อปุ่ม').fill('สินค้าแนะนำ');
  await chooseOption(page, tile(page, 2).getByLabel('เปิด'), 'สินค้าที่วางขาย');
  await tile(page, 2).getByLabel('สินค้า', { exact: true }).click();
  const productOption = page.locator('.ant-select-dropdown:visible .ant-select-item-option').first();
  const productName = (await productOption.textContent()) ?? '';
  await productOption.click();
  const productTitle = productName.split(' · ')[0] ?? '';

  await add.click();
  await tile(page, 3).getByLabel('ชื่อปุ่ม').fill('คำสั่งซื้อของฉัน');
  await chooseOption(page, tile(page, 3).getByLabel('เปิด'), 'คำสั่งซื้อของฉัน');
  // The orders tile first: moved up twice.
  await page.getByRole('button', { name: 'เลื่อนปุ่มที่ 3 ขึ้น' }).click();
  await page.getByRole('button', { name: 'เลื่อนปุ่มที่ 2 ขึ้น' }).click();
  await expect(tile(page, 1).getByLabel('ชื่อปุ่ม')).toHaveValue('คำสั่งซื้อของฉัน');

  // The phone preview shows the three tiles in their order.
  const preview = page.getByRole('figure', { name: 'สิ่งที่ผู้ซื้อเห็น' });
  await expect(preview.locator('li strong')).toHaveText(['คำสั่งซื้อของฉัน', 'เวลาทำการ', 'สินค้าแนะนำ']);

  await section.getByRole('button', { name: 'บันทึกเมนูแชท' }).click();
  await expect(page.getByText('บันทึกเมนูแชทแล้ว')).toBeVisible();
  await page.reload();
  await expect(tile(page, 3)).toBeVisible();
  await expect(section.getByRole('group')).toHaveCount(3);
  await expect(tile(page, 1).getByLabel('ชื่อปุ่ม')).toHaveValue('คำสั่งซื้อของฉัน');
  await expect(tile(page, 2).getByLabel('ข้อความที่ส่งในแชท')).toHaveValue(reply);
  await expect(tile(page, 3)).toContainText(productTitle);

  // Up to six: the add button is off at six and the screen says why (not saved).
  for (let n = 4; n <= 6; n++) await add.click();
  await expect(section.getByRole('group')).toHaveCount(6);
  await expect(add).toBeDisabled();
  await expect(section.getByText('เมนูเต็มแล้ว: สูงสุด 6 ปุ่ม')).toBeVisible();
  await page.reload();
  await expect(section.getByRole('group')).toHaveCount(3);

  // A buyer sees the menu with their chat and taps the reply tile.
  const op = await PlatformOperator.signIn(baseURL ?? '');
  const stamp = Date.now().toString(36);
  const nickname = `ลูกค้าเมนู ${stamp.slice(-5)}`;
  const buyer = await op.call('/oms/mkt/buyer/create', { nickname, phone: `08${String(Date.now()).slice(-8)}` });
  const buyerId = String(buyer.buyerId);
  const news = await op.call('/oms/mkt/im/buyer/news/list', { shopId, buyerId });
  const menu = news.richMenu as {
    tiles: { tileId: string; label: string; action: string; target: { title: string } | null }[];
  };
  expect(menu.tiles.map((t) => t.label)).toEqual(['คำสั่งซื้อของฉัน', 'เวลาทำการ', 'สินค้าแนะนำ']);
  expect(menu.tiles[2]?.target?.title).toBe(productTitle);
  const replyTile = menu.tiles.find((t) => t.action === 'reply');
  if (!replyTile) throw new Error('no reply tile');
  const tapped = await op.call('/oms/mkt/im/buyer/rich/menu/tap', { shopId, buyerId, tileId: replyTile.tileId });
  expect((tapped.messages as { content: string; automatic: string }[]).map((m) => [m.content, m.automatic])).toEqual([
    ['เวลาทำการ', 'n'],
    [reply, 'y'],
  ]);

  await page.goto('/im');
  await page.getByRole('button', { name: new RegExp(nickname) }).click();
  const answer = page.locator('main li', { hasText: reply });
  await expect(answer).toBeVisible();
  await expect(answer).toContainText('ตอบกลับอัตโนมัติ');

  await page.goto('/imMessageSetup/intelligentAssistant');
  await expect(tile(page, 3)).toBeVisible();

  // The section pictured in three languages and on a phone.
  const shell = new ShellLayout(page, '');
  for (const locale of ['th-TH', 'en-US', 'zh-CN'] as const) {
    if (locale !== 'th-TH') await shell.chooseLocale(locale);
    const card = page.locator('.ant-card', { hasText: TITLE[locale] });
    await expect(card.getByText(TITLE[locale])).toBeVisible();
    expect(await seriousFindings(page)).toEqual([]);
    await shoot(card, `chat-rich-menu-${locale}.png`);
  }
  await page.setViewportSize({ width: 390, height: 844 });
  const phoneCard = page.locator('.ant-card', { hasText: TITLE['zh-CN'] });
  await expect(phoneCard.getByText(TITLE['zh-CN'])).toBeVisible();
  expect(await seriousFindings(page)).toEqual([]);
  await shoot(phoneCard, 'chat-rich-menu-phone.png');
  await page.setViewportSize({ width: 1280, height: 800 });
});

/** Picks an option of an antd select by its text. */
async function chooseOption(page: Page, select: Locator, option: string) {
  await select.click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: option }).click();
}
