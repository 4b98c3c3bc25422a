import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { PlatformOperator } from './compliance-platform.ts';
import { clickSettled, settled } from './overlays.ts';
import { publishProduct, readyToSell } from './products-list-page.ts';
import { call, type Locale, signInToGlobalShop } from './settings-session.ts';

export const ORDER_LIST_PATH = '/order/index';
export const MOBILE_ORDER_PATH = '/m/order';
export const orderItemPath = (orderId: string) => `/order/orderItem/${orderId}`;
export const printPath = (orderIds: string[]) => `/order/printcoversheet?ids=${orderIds.join(',')}`;

/** The carrier label the ship form offers, per language (web strings "orders", carrier.*). */
export const KERRY_LABEL: Record<Locale, string> = {
  'th-TH': 'เคอรี่ เอ็กซ์เพรส',
  'en-US': 'Kerry Express',
  'zh-CN': '嘉里快递',
};

/** The server's "invalid tracking number", per language. */
export const INVALID_WAYBILL: Record<Locale, string> = {
  'th-TH': 'หมายเลขพัสดุไม่ถูกต้อง',
  'en-US': 'Invalid tracking number',
  'zh-CN': '运单号无效',
};

const digits = (n: number) =>
  Array.from({ length: n }, (_, i) =>
    i === 0 ? 1 + Math.floor(Math.random() * 9) : Math.floor(Math.random() * 10),
  ).join('');
/** Waybill numbers no earlier run used, fitting their carrier's pattern. */
export const kerryWaybill = () => `KERD${digits(9)}`;
export const flashWaybill = () => `TH${digits(10)}`;

/**
 * The world of the order specs: the demo owner in Demo Shop Global (ready to sell, a product
 * of its own with stock) and the platform operator who plays the buyers.
 */
export class OrdersWorld {
  private constructor(
    readonly page: Page,
    readonly op: PlatformOperator,
    readonly shopId: string,
    readonly skuIds: string[],
  ) {}

  static async open(page: Page, baseURL: string, locale: Locale): Promise<OrdersWorld> {
    const { shopId } = await signInToGlobalShop(page, locale);
    await readyToSell(page.request);
    const product = await publishProduct(page.request, `[E2E] เสื้อยืดสำหรับคำสั่งซื้อ ${Date.now().toString(36)}`, {
      skus: [
        { specValues: ['ขาว'], price: '199.00', marketPrice: '259.00', purchasePrice: '120.00', stock: 200 },
        { specValues: ['ดำ'], price: '219.00', marketPrice: '259.00', purchasePrice: '120.00', stock: 200 },
      ],
    });
    const op = await PlatformOperator.signIn(baseURL);
    return new OrdersWorld(page, op, shopId, product.skuIds);
  }

  /** A buyer checks out (and pays unless cash on delivery): the order waits to ship. */
  async placeOrder(payMethod: 'cod' | 'mobile_banking' | 'qr' = 'mobile_banking', remark = ''): Promise<string> {
    const placed = await this.op.call('/oms/mkt/order/checkout', {
      shopId: this.shopId,
      lines: [
        { skuId: this.skuIds[0], quantity: 2 },
        { skuId: this.skuIds[1] ?? this.skuIds[0], quantity: 1 },
      ],
      payMethod,
      freight: 40,
      buyerRemark: remark,
    });
    const orderId = String(placed.orderId);
    if (payMethod !== 'cod') await this.op.call('/oms/mkt/order/pay', { shopId: this.shopId, orderId });
    return orderId;
  }

  /**
   * A paid self-delivery order the shop's rider has taken out: the merchant ships it (the
   * rider's J&T run stands in for the tracking number) through the order call.
   */
  async placeShippedSelfDeliveryOrder(): Promise<string> {
    const placed = await this.op.call('/oms/mkt/order/checkout', {
      shopId: this.shopId,
      lines: [{ skuId: this.skuIds[0], quantity: 1 }],
      payMethod: 'mobile_banking',
      deliveryMode: 'self_delivery',
    });
    const orderId = String(placed.orderId);
    await this.op.call('/oms/mkt/order/pay', { shopId: this.shopId, orderId });
    const shipped = await call(this.page.request, '/oms/order/delivery', {
      orderId,
      carrierCode: 'jt',
      waybillNo: `8${digits(11)}`,
      // Tomorrow in Bangkok (UTC+7), as YYYY-MM-DD.
      estimatedArrival: new Date(Date.now() + 31 * 3_600_000).toISOString().slice(0, 10),
    });
    expect(shipped).toMatchObject({ orderId });
    return orderId;
  }

  /**
   * A paid order the merchant shipped with Kerry and the carrier has picked up and carries: a
   * parcel that may be intercepted. Answers the order number.
   */
  async placeOrderInTransit(): Promise<string> {
    const orderId = await this.placeOrder();
    const shipped = await call(this.page.request, '/oms/order/delivery', {
      orderId,
      carrierCode: 'kerry',
      waybillNo: kerryWaybill(),
      estimatedArrival: new Date(Date.now() + 31 * 3_600_000).toISOString().slice(0, 10),
    });
    expect(shipped).toMatchObject({ orderId });
    for (const event of ['picked_up', 'in_transit']) {
      await this.op.call('/oms/mkt/order/carrier/event', { shopId: this.shopId, orderId, event });
    }
    return orderId;
  }

  /** The simulator's carrier: answers an interception, or reports the order's parcel back at the shop. */
  async carrierAnswers(orderId: string, outcome: 'success' | 'failed'): Promise<void> {
    await this.op.call('/oms/mkt/order/intercept/result', { shopId: this.shopId, orderId, outcome });
  }

  async parcelBackAtShop(orderId: string): Promise<void> {
    await this.op.call('/oms/mkt/order/carrier/event', { shopId: this.shopId, orderId, event: 'back_to_shop' });
  }

  async placeOrders(count: number, payMethod: 'cod' | 'mobile_banking' = 'mobile_banking'): Promise<string[]> {
    const ids: string[] = [];
    for (let i = 0; i < count; i++) ids.push(await this.placeOrder(payMethod));
    return ids;
  }

  async dispose(): Promise<void> {
    await this.op.dispose();
  }
}

/** Writes a bulk-ship xlsx (the template's English header) and answers its path. */
export async function bulkShipFile(rows: [orderId: string, carrier: string, waybill: string][]): Promise<string> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Orders');
  sheet.addRow(['Order number', 'Carrier code', 'Waybill number']);
  for (const row of rows) sheet.addRow(row);
  const path = join(mkdtempSync(join(tmpdir(), 'sc-bulk-ship-')), 'bulk-ship.xlsx');
  writeFileSync(path, Buffer.from(await book.xlsx.writeBuffer()));
  return path;
}

/** The open dialog (antd Modal) and its primary button. */
export function dialog(page: Page): { root: Locator; ok: Locator } {
  const root = page.locator('.ant-modal:visible').last();
  return { root, ok: root.locator('.ant-modal-footer .ant-btn-primary') };
}

/** The ship form of /order/orderItem/:id (and of the list's ship action). */
export class ShipForm {
  constructor(readonly page: Page) {}

  get waybill(): Locator {
    return this.page.locator('#shipForm_waybillNo');
  }

  /** The error under the waybill field. */
  get waybillError(): Locator {
    return this.page.locator('.ant-form-item').filter({ has: this.waybill }).locator('.ant-form-item-explain-error');
  }

  /** Picks a carrier; again if the dialog's opening animation swallowed the pick. */
  async chooseCarrier(label: string): Promise<void> {
    const item = this.page.locator('.ant-form-item').filter({ has: this.page.locator('#shipForm_carrierCode') });
    await settled(dialog(this.page).root);
    await expect(async () => {
      await this.page.locator('#shipForm_carrierCode').click();
      await this.page.locator('.ant-select-item-option').filter({ hasText: label }).first().click();
      await expect(item).toContainText(label, { timeout: 1000 });
    }).toPass({ timeout: 10_000 });
  }

  async submit(): Promise<void> {
    await clickSettled(dialog(this.page).ok);
  }

  /** Switches the dialog from "Arrange shipment" (its default) to typing the waybill of one's own carrier. */
  async useOwnCarrier(): Promise<void> {
    await settled(dialog(this.page).root);
    await this.page.getByTestId('ship-mode-own').click();
    await expect(this.waybill).toBeVisible();
  }
}

/** The carrier label pages print (/order/printcoversheet?…&kind=label). */
export const labelPrintPath = (orderIds: string[]) => `${printPath(orderIds)}&kind=label`;

/** The detail page of one order. */
export class OrderDetailScreen {
  readonly ship: ShipForm;
  constructor(readonly page: Page) {
    this.ship = new ShipForm(page);
  }

  async open(orderId: string): Promise<void> {
    await this.page.goto(orderItemPath(orderId));
    await expect(this.page.locator(`[data-order-detail="${orderId}"]`)).toBeVisible();
  }

  get status(): Locator {
    return this.page.locator('[data-order-detail] [data-status]').first();
  }

  async addMemo(text: string): Promise<void> {
    await this.page.getByTestId('add-memo').click();
    await this.page.locator('#memoForm_text').fill(text);
    await clickSettled(dialog(this.page).ok);
    await expect(this.page.getByTestId('order-memos')).toContainText(text);
    await expect(this.page.locator('.ant-modal-wrap:visible')).toHaveCount(0);
  }
}

/** Closes the notice poller's notes, which would cover the screen. */
export async function closeNotices(page: Page): Promise<void> {
  for (const close of await page.locator('.ant-notification-notice-close').all()) await close.click();
}
