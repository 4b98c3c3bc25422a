import { fileURLToPath } from 'node:url';
import { expect, type Page, test } from '@playwright/test';
import { seriousFindings } from '../pages/axe.ts';
import { clickSettled, popconfirm } from '../pages/overlays.ts';
import { ownDemoServer } from '../pages/own-demo-server.ts';
import { writePng } from '../pages/products-form-files.ts';
import {
  COUPON_LIST_PATH,
  CouponForm,
  CouponWorld,
  CREATE_COUPON_PATH,
  couponDetailsPath,
  couponRow,
  listSettled,
  uniqueCouponCode,
} from '../pages/promotions-coupons-page.ts';
import type { Locale } from '../pages/settings-session.ts';
import { reloadIn, ShellLayout } from '../pages/shell-layout.ts';

// The shop's coupons: the merchant creates one in Thai (a field refused by the form's rules, then
// one by the server, then a good coupon), finds it granting in the list, the simulator's buyer
// collects it and checks out with it, the details count it received and used and list the order,
// the buyer of another order is given one (compensate grant), and the merchant stops it. The list in English; pictures of the three screens in the three
// languages and on a phone. SHOTS_DIR puts them elsewhere.

// On a server of the file's own: its coupons and orders leave the shared demo shops alone.
ownDemoServer();

const screenshots = process.env.SHOTS_DIR ?? fileURLToPath(new URL('../screenshots/', import.meta.url));
const shoot = (page: Page, file: string) =>
  page.screenshot({ path: `${screenshots.replace(/\/?$/, '/')}${file}`, fullPage: true, animations: 'disabled' });

const h1 = (page: Page) => page.locator('h1');

test('the merchant creates a coupon in Thai, a buyer uses it, the details count it, another buyer is given one and the merchant stops it', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const world = await CouponWorld.open(page, baseURL ?? '', 'th-TH');
  try {
    const taken = uniqueCouponCode('TAKEN');
    await world.addCoupon(taken);
    await world.runDiscount('ลดเสื้อสีดำ', world.skuIds[1] ?? '', '189.00');
    const code = uniqueCouponCode('NEWYEAR');

    await page.goto(CREATE_COUPON_PATH);
    await expect(h1(page)).toHaveText('สร้างคูปอง');
    const form = new CouponForm(page);
    await form.fill('name', 'ลด 50 บาท ต้อนรับปีใหม่');
    await form.fill('code', taken.toLowerCase());
    await expect(form.field('code')).toHaveValue(taken);
    await form.fill('faceValue', '50');
    await form.fill('quantity', '10');

    // The form's own rule (the server's, in its words): the minimum spend must exceed the discount.
    await form.fill('minSpend', '40');
    await expect(form.error('minSpend')).toHaveText('ยอดซื้อขั้นต่ำต้องมากกว่าส่วนลด 50.00 บาท');
    await form.fill('minSpend', '300');
    await expect(form.error('minSpend')).toHaveCount(0);
    await expect(form.buyerOffer).toHaveText('ลด ฿50.00 เมื่อซื้อครบ ฿300.00');
    // The final price preview prices the shop's products with it, stacked on what runs now: the
    // black shirt's ฿219 is ฿189 in a running discount, two reach the ฿300 at ฿378, less ฿50.
    const white = form.pricePreview.locator(`[data-sku="${world.skuIds[0]}"]`);
    const black = form.pricePreview.locator(`[data-sku="${world.skuIds[1]}"]`);
    await expect(black.getByTestId('buyer-pays')).toHaveText('฿328.00');
    await expect(black.getByTestId('stacked')).toHaveText('ส่วนลดสินค้า: ลดเสื้อสีดำ');
    await expect(black.getByTestId('price-breakdown')).toHaveText('ส่วนลดสินค้า −฿60.00 · คูปองนี้ −฿50.00');
    // The white one is on no discount: the coupon alone, two at ฿199.
    await expect(white.getByTestId('buyer-pays')).toHaveText('฿348.00');
    await expect(white.getByTestId('stacked')).toHaveCount(0);
    await expect(white.getByTestId('price-breakdown')).toHaveText('คูปองนี้ −฿50.00');

    // The server's refusal lands on its field: the code is taken.
    await page.getByRole('button', { name: 'สร้างคูปอง' }).click();
    await expect(form.error('code')).toHaveText(`รหัสคูปอง ${taken} มีอยู่แล้ว`);
    await form.fill('code', code);
    await expect(form.error('code')).toHaveCount(0);
    await page.getByRole('button', { name: 'สร้างคูปอง' }).click();
    await expect(page.getByText(`สร้างคูปอง ${code} แล้ว`)).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${COUPON_LIST_PATH}$`));

    // Granting now: under its tab, nothing received yet.
    await page
      .locator('.ant-radio-button-wrapper')
      .filter({ hasText: /^กำลังแจก/ })
      .click();
    await expect(page).toHaveURL(/tab=granting/);
    await listSettled(page);
    const row = couponRow(page, code);
    await expect(row.getByTestId('coupon-offer')).toHaveText('ลด ฿50.00 เมื่อซื้อครบ ฿300.00');
    await expect(row.locator('[data-state]')).toHaveText('กำลังแจก');
    await expect(row.getByTestId('coupon-counts')).toHaveText('0 / 0');
    expect(await seriousFindings(page)).toEqual([]);

    // A buyer of the simulator collects it and buys two shirts of ฿199 with it: ฿398 − ฿50.
    const couponId = await world.couponId(code);
    const order = await world.buyerCollectsAndBuys(couponId);
    expect(order.total).toBe('348.00');
    await page.reload();
    await expect(row.getByTestId('coupon-counts')).toHaveText('1 / 1');

    await row.locator(`[data-coupon="${code}"]`).click();
    await expect(page).toHaveURL(new RegExp(`${couponDetailsPath(couponId).replace('?', '\\?')}$`));
    await expect(h1(page)).toHaveText('รายละเอียดคูปอง');
    const stat = (key: string) => page.getByTestId(`coupon-${key}`).locator('.ant-statistic-content');
    await expect(stat('received')).toHaveText('1');
    await expect(stat('used')).toHaveText('1');
    await expect(stat('useRate')).toHaveText('100%');
    await expect(stat('remaining')).toHaveText('9');
    const used = page.locator('tr.ant-table-row').filter({ has: page.locator(`[data-order="${order.orderId}"]`) });
    await expect(used).toContainText(order.nickname);
    await expect(used.getByTestId('order-discount')).toHaveText('฿50.00');
    await expect(used.getByRole('link', { name: order.orderId })).toHaveAttribute(
      'href',
      `/order/orderItem/${order.orderId}`,
    );
    expect(await seriousFindings(page)).toEqual([]);

    // Compensate grant: the buyer who used it is past the limit of one per buyer; the buyer of
    // another order gets one, counted as received.
    const other = await world.buyerBuys();
    await page.getByTestId('coupon-compensate').click();
    const dialog = page.getByRole('dialog', { name: `มอบคูปอง ${code} ให้ผู้ซื้อ` });
    const orderField = dialog.getByLabel('หมายเลขคำสั่งซื้อ');
    await orderField.fill('12a');
    await expect(dialog.locator('.ant-form-item-explain')).toHaveText('หมายเลขคำสั่งซื้อต้องเป็นตัวเลขเท่านั้น');
    await orderField.fill(order.orderId);
    await dialog.getByRole('button', { name: 'มอบ' }).click();
    await expect(dialog.locator('.ant-form-item-explain')).toHaveText('เก็บคูปองนี้ได้สูงสุด 1 ใบต่อคน');
    await orderField.fill(other.orderId);
    await dialog.getByRole('button', { name: 'มอบ' }).click();
    await expect(page.getByText(new RegExp(`มอบคูปอง ${code} ให้ ${other.nickname} แล้ว ใช้ได้ถึง`))).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(stat('received')).toHaveText('2');
    await expect(stat('remaining')).toHaveText('8');

    // Stopped behind a confirmation: buyers can no longer collect it.
    await page.getByTestId('coupon-end').click();
    await clickSettled(popconfirm(page).getByRole('button', { name: 'หยุด' }));
    await expect(page.getByText(`หยุดคูปอง ${code} แล้ว`)).toBeVisible();
    await expect(page.locator('[data-state]').first()).toHaveText('หยุดแล้ว');
    await expect(page.getByTestId('coupon-end')).toHaveCount(0);
  } finally {
    await world.dispose();
  }
});

test('the list in English: tabs with counts, the offer in words, a coupon not started cancelled', async ({
  page,
  baseURL,
}) => {
  const world = await CouponWorld.open(page, baseURL ?? '', 'en-US');
  try {
    const later = uniqueCouponCode('LATER');
    const now = Date.now();
    await world.addCoupon(later, {
      type: 'percent',
      faceValue: null,
      percentOff: 10,
      minSpend: '199.00',
      grantStart: new Date(now + 86_400_000).toISOString(),
      grantEnd: new Date(now + 3 * 86_400_000).toISOString(),
    });
    await page.goto(`${COUPON_LIST_PATH}?keyword=${later}`);
    await expect(h1(page)).toHaveText('Coupons');
    await listSettled(page);
    const row = couponRow(page, later);
    await expect(row.getByTestId('coupon-offer')).toHaveText('10% off orders from ฿199.00');
    await expect(row.locator('[data-state]')).toHaveText('Not started');
    await row.getByTestId('coupon-end').click();
    await clickSettled(popconfirm(page).getByRole('button', { name: 'Cancel' }));
    await expect(page.getByText(`Coupon ${later} was cancelled`)).toBeVisible();
    await expect(row.locator('[data-state]')).toHaveText('Invalid');
    await page
      .locator('.ant-radio-button-wrapper')
      .filter({ hasText: /^Invalid/ })
      .click();
    await expect(page.locator('.ant-radio-button-wrapper-checked')).toHaveText(/^Invalid \(\d+\)$/);
    await expect(row).toBeVisible();
    expect(await seriousFindings(page)).toEqual([]);
  } finally {
    await world.dispose();
  }
});

const LOCALES: Locale[] = ['th-TH', 'en-US', 'zh-CN'];
const TITLES: Record<string, Record<Locale, string>> = {
  list: { 'th-TH': 'คูปอง', 'en-US': 'Coupons', 'zh-CN': '优惠券' },
  create: { 'th-TH': 'สร้างคูปอง', 'en-US': 'New coupon', 'zh-CN': '创建优惠券' },
  details: { 'th-TH': 'รายละเอียดคูปอง', 'en-US': 'Coupon details', 'zh-CN': '优惠券详情' },
};

test('pictures of the list, the form and the details in three languages and on a phone, axe on each', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const world = await CouponWorld.open(page, baseURL ?? '', 'th-TH');
  try {
    const code = uniqueCouponCode('SHOT');
    const couponId = await world.addCoupon(code, { name: 'ลด 50 บาท ต้อนรับปีใหม่' });
    await world.buyerCollectsAndBuys(couponId);
    // A running discount on the black shirt: the form's preview shows it stacked.
    await world.runDiscount('ลดเสื้อสีดำ', world.skuIds[1] ?? '', '189.00');
    const listReady = async (p: Page) => {
      await listSettled(p);
      await expect(couponRow(p, code)).toBeVisible();
    };
    const formReady = async (p: Page) => {
      // A reload empties the form: it is filled again in each language.
      const form = new CouponForm(p);
      await form.fill('name', 'ลด 120 บาท');
      await form.fill('faceValue', '120');
      await form.fill('minSpend', '199');
      await form.fill('quantity', '500');
      // ฿100 or more off, and more than half of the minimum spend: both warned of, neither refused.
      await expect(form.warnings.locator('[data-warning="largeDiscount"]')).toBeVisible();
      await expect(form.warnings.locator('[data-warning="deepAmount"]')).toBeVisible();
      await expect(form.pricePreview.getByTestId('buyer-pays').first()).toBeVisible();
    };
    // The details, and the compensate grant's dialog over them, pictured and checked on its own.
    const detailsReady = async (p: Page, locale?: Locale) => {
      await expect(p.getByTestId('order-discount').first()).toHaveText('฿50.00');
      await p.getByTestId('coupon-compensate').click();
      const dialog = p.getByRole('dialog');
      await expect(dialog.getByRole('textbox')).toBeVisible();
      await shoot(p, `promotions-coupon-compensate-${locale ?? 'phone-th-TH'}.png`);
      expect(await seriousFindings(p)).toEqual([]);
      await dialog
        .getByRole('button')
        .filter({ hasText: /ยกเลิก|Cancel|取\s?消/ })
        .click();
      await expect(dialog).toBeHidden();
    };
    const screens: [
      name: string,
      path: string,
      ready: (p: Page, locale?: Locale) => Promise<void>,
      phone: (p: Page) => Promise<void>,
    ][] = [
      [
        'list',
        `${COUPON_LIST_PATH}?keyword=${code}`,
        listReady,
        (p) => expect(p.locator(`article[data-coupon="${code}"]`)).toBeVisible(),
      ],
      ['create', CREATE_COUPON_PATH, formReady, formReady],
      ['details', couponDetailsPath(couponId), detailsReady, detailsReady],
    ];
    for (const [name, path, ready, phoneReady] of screens) {
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto(path);
      for (const locale of LOCALES) {
        await new ShellLayout(page, '').chooseLocaleAndKeep(locale);
        await expect(h1(page)).toHaveText(TITLES[name]?.[locale] ?? '');
        await ready(page, locale);
        await shoot(page, `promotions-coupon-${name}-${locale}.png`);
        expect(await seriousFindings(page)).toEqual([]);
      }
      await page.setViewportSize({ width: 390, height: 844 });
      await reloadIn(page, 'th-TH');
      await phoneReady(page);
      await shoot(page, `promotions-coupon-${name}-phone-th-TH.png`);
      expect(await seriousFindings(page)).toEqual([]);
    }
  } finally {
    await world.dispose();
  }
});

test('a count-rule coupon in three languages: buy at least 3 units, the offer in words, the preview buying 3; pictures and axe', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const world = await CouponWorld.open(page, baseURL ?? '', 'th-TH');
  try {
    await page.goto(CREATE_COUPON_PATH);
    const form = new CouponForm(page);
    await form.fill('name', 'ซื้อ 3 ชิ้น ลด 30');
    await form.fill('faceValue', '30');
    // The coupon's picture: uploaded, it shows on the coupon buyers see.
    await page.locator('input[type="file"]').first().setInputFiles(writePng('coupon.png', 400));
    await expect(page.getByTestId('buyer-preview').getByTestId('coupon-image')).toHaveAttribute('src', /\/media\//);
    await page
      .locator('label.ant-radio-button-wrapper')
      .filter({ hasText: /^จำนวนชิ้น$/ })
      .click();
    await expect(page.getByRole('radio', { name: 'จำนวนชิ้น' })).toBeChecked();
    await form.fill('minUnits', '3');
    const shell = new ShellLayout(page, '');
    // Switched in place: the form keeps what was typed.
    for (const [locale, offer, units] of [
      ['th-TH', 'ลด ฿30.00 เมื่อซื้อครบ 3 ชิ้น', 'จำนวน 3'],
      ['en-US', '฿30.00 off orders of 3 units or more', 'Qty 3'],
      ['zh-CN', '满 3 件减 ฿30.00', '数量 3'],
    ] as const) {
      await shell.chooseLocale(locale);
      await expect(form.buyerOffer).toHaveText(offer);
      // The preview buys the 3 units the rule asks for, the coupon taking its ฿30.
      const first = form.pricePreview.locator('li').first();
      await expect(first).toContainText(units);
      await expect(first.getByTestId('price-breakdown')).toContainText('−฿30.00');
      await shoot(page, `promotions-coupon-create-units-${locale}.png`);
      expect(await seriousFindings(page)).toEqual([]);
    }
    await shell.chooseLocale('th-TH');
    // Below one unit the rule is refused at its field, in the screen's words.
    await form.fill('minUnits', '0');
    await page.getByRole('button', { name: 'สร้างคูปอง' }).click();
    await expect(form.error('minUnits')).toBeVisible();
    await form.fill('minUnits', '3');
    await expect(form.error('minUnits')).toHaveCount(0);
    // Made, its details show the picture.
    const code = uniqueCouponCode('UNITS');
    await form.fill('code', code);
    await form.fill('quantity', '50');
    await page.getByRole('button', { name: 'สร้างคูปอง' }).click();
    await expect(page.getByText(`สร้างคูปอง ${code} แล้ว`)).toBeVisible();
    await page.goto(couponDetailsPath(await world.couponId(code)));
    await expect(page.getByTestId('coupon-image').locator('img')).toHaveAttribute('src', /\/media\//);
  } finally {
    await world.dispose();
  }
});
