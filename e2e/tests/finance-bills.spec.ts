import { fileURLToPath } from 'node:url';
import { expect, type Page, test } from '@playwright/test';
import { codeIn } from '../pages/account-api.ts';
import { seriousFindings } from '../pages/axe.ts';
import { clickSettled, settled } from '../pages/overlays.ts';
import { ownDemoServer } from '../pages/own-demo-server.ts';
import type { Locale } from '../pages/settings-session.ts';
import { ShellLayout } from '../pages/shell-layout.ts';
import { signIn } from '../pages/shell-session.ts';

// Finance: the owner opens last month's bill from the bill list, follows an order to its money
// lines, disputes the bill with a reason, then confirms it and settles it to the default
// receiving account after the trial calculation; then adds a receiving account in the store
// setup, confirmed with the code mailed to the main account. Pictures of each finance screen in
// the three languages (switched in place) and the bill list on a phone, axe clean.

// On a server of the file's own (its outbox readable): the bill settled and the account added are
// this file's.
ownDemoServer({ DEV_OUTBOX: '1' });

const screenshots = process.env.SHOTS_DIR ?? fileURLToPath(new URL('../screenshots/', import.meta.url));
const shoot = (page: Page, file: string) =>
  page.screenshot({ path: `${screenshots.replace(/\/?$/, '/')}${file}`, fullPage: true, animations: 'disabled' });

/** A picture in each language in the order given, the first the one shown now, switched in place. */
async function shootAll(page: Page, name: string, order: [Locale, Locale, Locale]) {
  const shell = new ShellLayout(page, '');
  for (const [i, locale] of order.entries()) {
    if (i > 0) await shell.chooseLocale(locale);
    await expect(page.locator('h1').first()).toBeVisible();
    expect(await seriousFindings(page)).toEqual([]);
    await shoot(page, `finance-${name}-${locale}.png`);
  }
}

test('a bill opened, an order followed to its lines, disputed then confirmed, and settled', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(200_000);
  await signIn(page, baseURL ?? '', 'demo-owner');
  await page.goto('/finance/index');
  await expect(page.getByRole('heading', { name: 'รายการบิล' }).first()).toBeVisible();
  const pending = page.getByRole('row').filter({ hasText: 'รอคุณตรวจสอบ' }).first();
  await expect(pending).toBeVisible();
  await pending.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/finance\/billingdetails\//);
  const billUrl = page.url();
  await expect(page.getByRole('heading', { name: /^บิล \d{4}-\d{2}$/ })).toBeVisible();

  // The first order of the bill that paid freight (it is on the express bill below), followed to
  // its lines. Which of the month's orders did depends on the day the seed is made.
  const orders = page.getByRole('table', { name: 'รายได้แยกตามคำสั่งซื้อ' });
  const firstOrder = orders
    .getByRole('row')
    .filter({ hasText: 'ค่าขนส่ง' })
    .filter({ has: page.getByRole('cell', { name: /^\d{13}$/ }) })
    .first()
    .getByRole('cell')
    .first();
  await expect(firstOrder).toHaveText(/^\d{13}$/);
  const orderId = (await firstOrder.textContent()) ?? '';
  await page.getByRole('textbox', { name: 'เลขที่คำสั่งซื้อ' }).fill(orderId);
  await page.getByRole('button', { name: 'ค้นหา' }).click();
  await expect(orders.getByRole('row')).toHaveCount(2);
  await expect(orders.getByText('ยอดชำระ')).toBeVisible();
  await expect(orders.getByText('ค่าคอมมิชชัน').first()).toBeVisible();

  // Disputed with a reason, then confirmed.
  await page.getByRole('button', { name: 'โต้แย้ง' }).click();
  const dialog = page.getByRole('dialog', { name: 'โต้แย้งบิลนี้' });
  await settled(dialog);
  await dialog.getByRole('textbox', { name: 'เหตุผล' }).fill(`ค่าคอมมิชชันของคำสั่งซื้อ ${orderId} ไม่ถูกต้อง`);
  await clickSettled(dialog.getByRole('button', { name: 'ส่งการโต้แย้ง' }));
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`โต้แย้งแล้ว: ค่าคอมมิชชันของคำสั่งซื้อ ${orderId} ไม่ถูกต้อง`)).toBeVisible();
  await page.getByRole('button', { name: 'ยืนยันบิล' }).click();
  await expect(page.getByText('ยืนยันแล้ว รอชำระบัญชี')).toBeVisible();
  await shootAll(page, 'bill-detail', ['th-TH', 'en-US', 'zh-CN']);
  await new ShellLayout(page, '').chooseLocale('th-TH');

  // Settled after the trial, to the default account.
  await page.getByRole('button', { name: 'ชำระบัญชีบิลนี้' }).click();
  const trial = page.getByRole('dialog', { name: 'คำนวณทดลอง' });
  await expect(trial.getByText('โอนเข้า: KBANK ••••6789 บริษัท เดโม ช็อป จำกัด')).toBeVisible();
  await clickSettled(trial.getByRole('button', { name: 'ชำระบัญชี' }));
  await expect(trial).toBeHidden();
  await expect(page.getByText(/^โอนเข้า KBANK ••••6789/)).toBeVisible();
  await expect(page.getByText('ชำระบัญชีแล้ว', { exact: true })).toBeVisible();

  // Its invoice details, laid out to print.
  await page.getByRole('link', { name: 'ใบแจ้งหนี้' }).click();
  await expect(page.getByRole('heading', { name: 'รายละเอียดใบแจ้งหนี้' })).toBeVisible();
  await expect(page.getByText(/^รวมเรียกเก็บ: ฿/)).toBeVisible();
  // The month's ad spend from the prepaid ad account, not taken from the bill.
  await expect(page.getByText(/^ค่าโฆษณา \(\d+ คลิก\)$/)).toBeVisible();
  await expect(page.getByText(/^ชำระจากบัญชีโฆษณาแบบเติมเงิน ไม่ได้หักจากบิลนี้ · VAT 7%: ฿/)).toBeVisible();
  // And as a PDF in Thai, written by the server for the session's shop.
  const pdfLink = page.getByRole('link', { name: 'ดาวน์โหลด PDF' });
  const pdf = await page.request.get(new URL((await pdfLink.getAttribute('href')) ?? '', page.url()).toString());
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
  // The settlement's notice has gone before the picture.
  await expect(page.locator('.ant-message-notice')).toHaveCount(0);
  await shootAll(page, 'invoice', ['th-TH', 'en-US', 'zh-CN']);
  await new ShellLayout(page, '').chooseLocale('th-TH');

  // Its express bill: the order's freight with carrier and waybill.
  await page.goto(billUrl.replace('/billingdetails/', '/logisticsorderdetails/'));
  await expect(page.getByRole('heading', { name: /^บิลค่าขนส่ง \d{4}-\d{2}$/ })).toBeVisible();
  await expect(page.getByRole('cell', { name: orderId })).toBeVisible();
  await shootAll(page, 'express', ['th-TH', 'en-US', 'zh-CN']);
  await new ShellLayout(page, '').chooseLocale('th-TH');

  // Its agency bill: what the carriers charged for the parcels, by carrier, then each charge.
  await page.getByRole('tab', { name: 'บิลตัวแทน' }).click();
  await expect(page).toHaveURL(/\?tab=agency$/);
  await expect(page.getByRole('heading', { name: /^บิลตัวแทน \d{4}-\d{2}$/ })).toBeVisible();
  const byCarrier = page.getByRole('table', { name: /^บิลตัวแทน / });
  await expect(byCarrier.getByRole('row').nth(1).getByRole('cell').first()).toHaveText(/Express|Post/);
  const charges = page.getByRole('table', { name: 'รายการเรียกเก็บ' });
  await expect(charges.getByRole('cell', { name: 'ส่งถึงผู้ซื้อ' }).first()).toBeVisible();
  await shootAll(page, 'agency', ['th-TH', 'en-US', 'zh-CN']);
  await new ShellLayout(page, '').chooseLocale('th-TH');

  // The lists, pictured.
  await page.goto('/finance/index');
  await expect(page.getByRole('heading', { name: 'รายการบิล' }).first()).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'ยืนยันแล้ว รอชำระบัญชี' }).first()).toBeVisible();
  await shootAll(page, 'bills', ['th-TH', 'en-US', 'zh-CN']);
  await page.goto('/finance/monthlybill');
  await expect(
    page
      .getByRole('row')
      .filter({ hasText: /Settled|已结算|ชำระบัญชีแล้ว/ })
      .first(),
  ).toBeVisible();
  await shootAll(page, 'monthly', ['zh-CN', 'en-US', 'th-TH']);
  await page.goto('/finance/merchant/trade/list');
  await page.getByRole('textbox', { name: 'เลขที่คำสั่งซื้อ' }).fill(orderId);
  await page.getByRole('button', { name: 'ค้นหา' }).click();
  await expect(page.getByRole('cell', { name: orderId }).first()).toBeVisible();
  await shootAll(page, 'trade', ['th-TH', 'en-US', 'zh-CN']);

  // On a phone, in the language last chosen.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/finance/index');
  await expect(page.getByText('已确认，待结算').first()).toBeVisible();
  expect(await seriousFindings(page)).toEqual([]);
  await shoot(page, 'finance-bills-phone-zh-CN.png');
  await page.goto(`${billUrl.replace('/billingdetails/', '/logisticsorderdetails/')}?tab=agency`);
  await expect(page.getByRole('heading', { name: /^代理账单 \d{4}-\d{2}$/ })).toBeVisible();
  await expect(page.getByRole('table', { name: '收费明细' }).getByRole('row').nth(1)).toBeVisible();
  expect(await seriousFindings(page)).toEqual([]);
  await shoot(page, 'finance-agency-phone-zh-CN.png');
});

test('a receiving account added in the store setup, confirmed with the mailed code', async ({ page, baseURL }) => {
  test.setTimeout(90_000);
  await signIn(page, baseURL ?? '', 'demo-owner');
  await page.goto('/setting/storesetup');
  const card = page.locator('.ant-card').filter({ has: page.getByRole('heading', { name: 'บัญชีรับเงิน' }) });
  await expect(card.getByText('บัญชีหลัก', { exact: true }).first()).toBeVisible();
  await card.getByRole('button', { name: 'เพิ่มบัญชี' }).click();
  const form = page.getByRole('dialog', { name: 'เพิ่มบัญชี' });
  await settled(form);
  await form.getByLabel('ชื่อบัญชี').fill('สมชาย ใจดี');
  await form.getByLabel('ธนาคาร').fill('ออมสิน');
  await page.locator('.ant-select-item-option', { hasText: 'ธนาคารออมสิน' }).click();
  await expect(form.getByText('ธนาคารนี้ใช้เลขบัญชี 12 หลัก')).toBeVisible();
  await form.getByLabel('เลขที่บัญชี').fill('020012345678');
  await form.getByLabel('กลุ่ม').fill('ส่วนตัว');
  await clickSettled(form.getByRole('button', { name: 'บันทึก' }));
  const code = page.getByRole('dialog', { name: 'ยืนยันด้วยรหัส' });
  await settled(code);
  await code.getByRole('button', { name: 'ส่งรหัส' }).click();
  await expect(page.getByText('ส่งรหัสแล้ว')).toBeVisible();
  const outbox = await page.request.get(`/dev/outbox?${new URLSearchParams({ to: 'owner@demo-shop.example' })}`);
  const mail = ((await outbox.json()) as { body: string }[])[0]?.body ?? null;
  await code.getByRole('textbox', { name: 'รหัส' }).fill(codeIn(mail) ?? '');
  await clickSettled(code.getByRole('button', { name: 'ยืนยัน' }));
  await expect(code).toBeHidden();
  await expect(card.getByText('020012345678')).toBeVisible();
  await expect(card.getByText('ส่วนตัว')).toBeVisible();
  await shootAll(page, 'accounts', ['th-TH', 'en-US', 'zh-CN']);
});
