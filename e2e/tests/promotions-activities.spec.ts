import { fileURLToPath } from 'node:url';
import { expect, type Page, test } from '@playwright/test';
import { seriousFindings } from '../pages/axe.ts';
import { PlatformOperator } from '../pages/compliance-platform.ts';
import { ownDemoServer } from '../pages/own-demo-server.ts';
import { publishProduct, readyToSell } from '../pages/products-list-page.ts';
import { addGrantingCoupon } from '../pages/promotions-coupons-page.ts';
import { call, type Locale, signInToGlobalShop } from '../pages/settings-session.ts';
import { ShellLayout } from '../pages/shell-layout.ts';

// A time-limited discount made in Thai: the merchant names it, picks a product, is refused one
// price above the sales price (the price check names the SKU), sets the prices (the preview shows
// what buyers pay), the clock reaches the start, the simulator's buyers buy, and the order's line
// shows its discount. Pictures of the three screens in the three languages and on a phone.

// On a server of the file's own whose clock the simulator may move: the discount starts only
// once the clock reaches it, and the orders placed leave the shared demo shops alone.
ownDemoServer({ SIMULATOR_CLOCK: '1' });

const screenshots = process.env.SHOTS_DIR ?? fileURLToPath(new URL('../screenshots/', import.meta.url));
const shoot = (page: Page, file: string) =>
  page.screenshot({ path: `${screenshots.replace(/\/?$/, '/')}${file}`, fullPage: true, animations: 'disabled' });
const LOCALES: Locale[] = ['th-TH', 'en-US', 'zh-CN'];

async function shootAll(page: Page, name: string) {
  const layout = new ShellLayout(page, '');
  for (const locale of LOCALES) {
    await layout.chooseLocaleAndKeep(locale);
    await expect(page.locator('h1')).toBeVisible();
    expect(await seriousFindings(page)).toEqual([]);
    await shoot(page, `promotions-${name}-${locale}.png`);
  }
  await layout.chooseLocaleAndKeep('th-TH');
}

test('a time-limited discount in Thai: one refused price, the simulator buys, the order line shows the discount', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  const { shopId } = await signInToGlobalShop(page, 'th-TH');
  await readyToSell(page.request);
  const title = `[E2E] เสื้อลดราคา ${Date.now().toString(36)}`;
  const product = await publishProduct(page.request, title, {
    skus: [
      { specValues: ['ขาว'], price: '199.00', marketPrice: '259.00', purchasePrice: '120.00', stock: 200 },
      { specValues: ['ดำ'], price: '219.00', marketPrice: '259.00', purchasePrice: '120.00', stock: 200 },
    ],
  });
  const [white, black] = product.skuIds as [string, string];
  // A coupon granting now, ฿30 off from ฿250: the prices being typed are previewed stacked with it.
  const couponId = await addGrantingCoupon(page.request, `ACT${Date.now().toString(36).toUpperCase()}`, {
    name: 'คูปองลด 30 ซ้อนส่วนลด',
    faceValue: '30.00',
    minSpend: '250.00',
  });

  // The list, then the form.
  await page.goto('/promotion/activity');
  await expect(page.locator('h1')).toBeVisible();
  await expect(page.getByText(/^ทั้งหมด \(\d+\)$/)).toBeVisible();
  await shootAll(page, 'activity-list');
  await page.getByRole('button', { name: 'สร้างส่วนลด' }).click();
  await expect(page).toHaveURL(/\/promotion\/specialOffer$/);
  await page.getByLabel('ชื่อกิจกรรม').fill('ลดราคาเสื้อยืด 12.12');
  await shootAll(page, 'special-offer');
  await page.getByLabel('ชื่อกิจกรรม').fill('ลดราคาเสื้อยืด 12.12');
  await page.getByRole('button', { name: 'บันทึกและเลือกสินค้า' }).click();
  await expect(page).toHaveURL(/\/promotion\/selectactiveitem\//);
  const activityId = decodeURIComponent(page.url().split('/selectactiveitem/')[1] ?? '');

  // Pick the product by its SPU id; both SKUs come in.
  await page.getByLabel('ค้นหาสินค้า').fill(product.productId);
  await page.getByLabel('ค้นหาสินค้า').press('Enter');
  await page.getByRole('button', { name: `เพิ่ม ${title}` }).click();
  const priceOf = (sku: string) => page.getByLabel(`ราคากิจกรรม SKU ${sku}`);
  const stockOf = (sku: string) => page.getByLabel(`สต็อกกิจกรรม SKU ${sku}`);
  await priceOf(black).fill('159.00');
  await stockOf(black).fill('50');
  // One price above the sales price: the row says so as typed, and the server refuses it.
  await priceOf(white).fill('200.00');
  await stockOf(white).fill('50');
  const refusedText = `SKU ${white}: ราคากิจกรรมต้องไม่สูงกว่าราคาขาย (199.00 บาท)`;
  await expect(page.getByRole('cell', { name: refusedText })).toBeVisible();
  await page.getByRole('button', { name: 'บันทึกราคา' }).click();
  const refusal = page.getByRole('alert').filter({ hasText: 'ยังไม่ได้บันทึกราคา:' });
  await expect(refusal).toContainText(refusedText);

  // The right price: the preview shows what buyers pay, the save goes through.
  await priceOf(white).fill('149.00');
  await expect(page.getByRole('cell', { name: refusedText })).toHaveCount(0);
  await expect(page.getByRole('row', { name: new RegExp(`SKU ${white}`) })).toContainText('฿149.00');
  await expect(page.getByRole('row', { name: new RegExp(`SKU ${white}`) })).toContainText('ลด 25.13%');
  // With what runs now: two at ฿149 reach the coupon's ฿250, ฿298 − ฿30 = ฿134 a unit.
  const whiteRow = page.getByRole('row', { name: new RegExp(`SKU ${white}`) });
  await expect(whiteRow.getByTestId('stacked-price')).toHaveText(/^รวมโปรโมชันที่ดำเนินอยู่: ชิ้นละ ฿[\d.,]+ เมื่อซื้อ \d+ ชิ้น$/);
  await expect(whiteRow.getByTestId('stacked')).toHaveText(/^คูปอง: /);
  await page.getByRole('button', { name: 'บันทึกราคา' }).click();
  await expect(page.getByText(/บันทึกราคาแล้ว/)).toBeVisible();
  await expect(refusal).toHaveCount(0);
  const saved = await call(page.request, '/oms/mms/activity/inquiry', { activityId });
  expect(
    (saved.skus as { skuId: string; activityPrice: number }[]).map((s) => [s.skuId, s.activityPrice]).sort(),
  ).toEqual(
    [
      [white, 149],
      [black, 159],
    ].sort(),
  );
  await shootAll(page, 'select-active-item');
  // The coupon stops before the simulator's buyers come: the order line below shows the discount alone.
  const stopped = await call(page.request, '/oms/mms/coupon/cancel', { couponId });
  expect(stopped.transactionStatus.success, stopped.transactionStatus.replyText).toBe(true);
  await page.setViewportSize({ width: 390, height: 844 });
  for (const [path, name] of [
    ['/promotion/activity', 'activity-list'],
    ['/promotion/specialOffer', 'special-offer'],
    [`/promotion/selectactiveitem/${activityId}`, 'select-active-item'],
  ] as const) {
    await page.goto(path);
    await expect(page.locator('h1')).toBeVisible();
    if (name === 'select-active-item') {
      // A phone shows each SKU as a card: its price field lies within the screen's width.
      const box = await priceOf(white).boundingBox();
      expect(box && box.x + box.width).toBeLessThanOrEqual(390);
    }
    if (name === 'activity-list') {
      // A phone shows the discount as a card, its state and actions in view.
      const card = page.locator(`article[data-activity="${activityId}"]`);
      await expect(card).toContainText('ยังไม่เริ่ม');
      await expect(card.getByRole('button', { name: 'สินค้าและราคา' })).toBeInViewport();
    }
    expect(await seriousFindings(page)).toEqual([]);
    await shoot(page, `promotions-${name}-phone.png`);
  }
  await page.setViewportSize({ width: 1280, height: 800 });

  // The clock reaches the start: the discount runs and the simulator's buyers go for it.
  let op = await PlatformOperator.signIn(baseURL ?? '');
  expect((await op.call('/oms/mkt/clock/advance', { hours: 1 })).adjustable).toBe('y');
  await op.dispose();
  op = await PlatformOperator.signIn(baseURL ?? '');
  const placed = await op.call('/oms/mkt/order/simulate', { shopId, orders: 30, payRatio: 0 });
  expect(Number(placed.activityLines)).toBeGreaterThan(0);
  expect(Number(placed.discountAmount)).toBeGreaterThan(0);
  await op.dispose();

  // An order with a line of the discount: its line shows what came off.
  let found: { orderId: string; discount: number } | undefined;
  for (const orderId of placed.orderIds as string[]) {
    const detail = await call(page.request, '/oms/order/detail/inquiry', { orderId });
    const line = (detail.items as { skuId: string; discountAmount: number }[]).find(
      (l) => (l.skuId === white || l.skuId === black) && l.discountAmount > 0,
    );
    if (line) {
      found = { orderId, discount: line.discountAmount };
      break;
    }
  }
  if (!found) throw new Error('no order bought the discount');
  await page.goto(`/order/orderItem/${found.orderId}`);
  await expect(page.getByTestId('order-line-discount').first()).toBeVisible();
  const amount = found.discount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  await expect(page.getByTestId('order-line-discount')).toContainText([`ส่วนลด −฿${amount}`]);
  expect(await seriousFindings(page)).toEqual([]);
  await shoot(page, 'promotions-order-line-discount-th-TH.png');

  // The list counts it under in progress, with units sold.
  await page.goto('/promotion/activity?tab=running');
  await expect(page.getByRole('row', { name: /ลดราคาเสื้อยืด 12.12/ })).toContainText('กำลังดำเนินการ');
});
