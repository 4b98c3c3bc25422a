import { fileURLToPath } from 'node:url';
import { expect, type Page, test } from '@playwright/test';
import { seriousFindings } from '../pages/axe.ts';
import { signInChatOwner } from '../pages/chat-session.ts';
import { PlatformOperator } from '../pages/compliance-platform.ts';
import { ownDemoServer } from '../pages/own-demo-server.ts';
import { call, type Locale } from '../pages/settings-session.ts';
import { reloadIn } from '../pages/shell-layout.ts';

// The /im workbench's buyer groups: two buyers who chatted with Demo Shop are put in a group, one
// posts into it through the simulator, the owner sees it in the Groups view under the buyer's
// nickname, answers and opens the members (removal is covered by the server spec).
// Pictures in the three languages and on a phone, axe clean.

// On a server of the file's own: the group's messages change the demo shop's unread counts.
ownDemoServer();

const screenshots = process.env.SHOTS_DIR ?? fileURLToPath(new URL('../screenshots/', import.meta.url));
const shoot = (page: Page, file: string) =>
  page.screenshot({ path: `${screenshots.replace(/\/?$/, '/')}${file}`, fullPage: true, animations: 'disabled' });

const GROUPS: Record<Locale, string> = { 'th-TH': 'กลุ่ม', 'en-US': 'Groups', 'zh-CN': '群聊' };
const MEMBERS: Record<Locale, string> = { 'th-TH': 'สมาชิก', 'en-US': 'Members', 'zh-CN': '群成员' };

test('a member posts into a group, the owner answers in the Groups view and sees the members; in three languages and on a phone', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const shopId = await signInChatOwner(page, 'th-TH');
  await page.goto('/im');
  await expect(page.getByText('ออนไลน์', { exact: true })).toBeVisible();

  // Two buyers who chatted with the shop, in a new group.
  const op = await PlatformOperator.signIn(baseURL ?? '');
  const stamp = Date.now().toString(36);
  const buyers: { id: string; nickname: string }[] = [];
  for (const [i, who] of ['ก', 'ข'].entries()) {
    const nickname = `สมาชิก${who} ${stamp.slice(-5)}`;
    const b = await op.call('/oms/mkt/buyer/create', { nickname, phone: `09${String(Date.now() + i).slice(-8)}` });
    await op.call('/oms/mkt/im/buyer/send', { shopId, buyerId: String(b.buyerId), content: 'สวัสดีค่ะ' });
    buyers.push({ id: String(b.buyerId), nickname });
  }
  const [stay, leave] = buyers as [(typeof buyers)[0], (typeof buyers)[0]];
  const name = `กลุ่มแฟนคลับ ${stamp}`;
  const made = await call(page.request, '/oms/cos/im/group/create', { name, buyerIds: [stay.id, leave.id] });
  if (!made.transactionStatus.success) throw new Error(`group: ${made.transactionStatus.replyText}`);
  const groupId = String((made.group as { groupId: string }).groupId);

  // A member posts; the Groups view lists the group with one unread.
  const said = `มีโปรสำหรับสมาชิกไหมคะ ${stamp}`;
  await op.call('/oms/mkt/im/group/buyer/send', { shopId, groupId, buyerId: stay.id, content: said });
  await page.getByText(GROUPS['th-TH'], { exact: true }).click();
  const item = page.getByRole('button', { name: new RegExp(name) });
  await expect(item.locator('.ant-badge-count')).toHaveText('1');
  await item.click();
  const post = page.locator('main li', { hasText: said });
  await expect(post).toBeVisible();
  await expect(post).toContainText(stay.nickname);
  // In view: read, so the badge goes.
  await expect(item.locator('.ant-badge-count')).toHaveCount(0);

  // The owner answers over the tab's socket.
  const answer = `มีค่ะ ลด 10% ${stamp}`;
  await page.getByRole('textbox', { name: 'พิมพ์ข้อความ' }).fill(answer);
  await page.getByRole('button', { name: /^ส่ง$/ }).click();
  await expect(page.locator('main li', { hasText: answer })).toBeVisible();

  // The members are listed beside the talk.
  const members = page.getByRole('complementary', { name: MEMBERS['th-TH'] });
  await expect(members.getByText(stay.nickname)).toBeVisible();
  // One leaves the group: asked first, then gone from the list.
  await members.getByRole('button', { name: new RegExp(leave.nickname) }).click();
  const confirm = page.getByRole('dialog');
  await expect(confirm).toContainText(leave.nickname);
  await confirm.getByRole('button', { name: 'นำออก' }).click();
  await expect(members.getByText(leave.nickname)).toHaveCount(0);
  await expect(members.getByText(stay.nickname)).toBeVisible();
  for (const locale of ['th-TH', 'en-US', 'zh-CN'] as const) {
    if (locale !== 'th-TH') {
      await reloadIn(page, locale);
      await page.getByText(GROUPS[locale], { exact: true }).click();
      await page.getByRole('button', { name: new RegExp(name) }).click();
    }
    await expect(page.locator('main li', { hasText: said })).toBeVisible();
    await expect(page.locator('main li', { hasText: answer })).toBeVisible();
    await expect(page.getByRole('complementary', { name: MEMBERS[locale] }).getByText(stay.nickname)).toBeVisible();
    expect(await seriousFindings(page)).toEqual([]);
    await shoot(page, `chat-groups-${locale}.png`);
  }
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.locator('main li', { hasText: answer })).toBeVisible();
  expect(await seriousFindings(page)).toEqual([]);
  await shoot(page, 'chat-groups-phone.png');
});
