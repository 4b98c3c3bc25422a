import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import { PlatformOperator } from './compliance-platform.ts';
import { publishProduct, readyToSell } from './products-list-page.ts';
import { call, type Locale, signInToGlobalShop } from './settings-session.ts';

export const COUPON_LIST_PATH = '/promotion/coupon';
export const CREATE_COUPON_PATH = '/promotion/createCoupon';
export const couponDetailsPath = (couponId: string) => `/promotion/couponDetails?id=${couponId}`;

/** Codes no earlier run used: letters and digits, at most 20. */
export const uniqueCouponCode = (prefix: string) => `${prefix}${Date.now().toString(36).toUpperCase()}`.slice(0, 20);

/**
 * The world of the coupon specs: the demo owner in Demo Shop Global (ready to sell, a product of
 * its own at ฿199 and ฿219 that cost ฿120) and the platform operator who plays the buyers.
 */
/**
 * A coupon of the signed-in shop made through the call, granting from a minute ago for a week, for
 * everyone: ฿50 off from ฿300, 100 of them, one a buyer, unless told. Answers its id.
 */
export async function addGrantingCoupon(
  request: APIRequestContext,
  code: string,
  over: Record<string, unknown> = {},
): Promise<string> {
  const now = Date.now();
  const r = await call(request, '/oms/mms/coupon/add', {
    name: `คูปอง ${code}`,
    code,
    type: 'amount',
    faceValue: '50.00',
    minSpend: '300.00',
    quantity: 100,
    perPerson: 1,
    grantStart: new Date(now - 60_000).toISOString(),
    grantEnd: new Date(now + 7 * 86_400_000).toISOString(),
    validityDays: 7,
    audience: 'all',
    ...over,
  });
  if (!r.transactionStatus.success) throw new Error(`coupon add: ${r.transactionStatus.replyText}`);
  return String(r.couponId);
}

export class CouponWorld {
  private constructor(
    readonly page: Page,
    readonly op: PlatformOperator,
    readonly shopId: string,
    readonly skuIds: string[],
  ) {}

  static async open(page: Page, baseURL: string, locale: Locale): Promise<CouponWorld> {
    const { shopId } = await signInToGlobalShop(page, locale);
    await readyToSell(page.request);
    const product = await publishProduct(page.request, `[E2E] เสื้อยืดสำหรับคูปอง ${Date.now().toString(36)}`, {
      skus: [
        { specValues: ['ขาว'], price: '199.00', marketPrice: '259.00', purchasePrice: '120.00', stock: 200 },
        { specValues: ['ดำ'], price: '219.00', marketPrice: '259.00', purchasePrice: '120.00', stock: 200 },
      ],
    });
    const op = await PlatformOperator.signIn(baseURL);
    return new CouponWorld(page, op, shopId, product.skuIds);
  }

  /** A coupon made through the call, granting from now for a week: ฿50 off from ฿300 unless told. */
  addCoupon(code: string, over: Record<string, unknown> = {}): Promise<string> {
    return addGrantingCoupon(this.page.request, code, over);
  }

  /**
   * A discount running from now for a day on one SKU at `price` (baht), made through the calls:
   * the final price preview stacks it under the coupon being made.
   */
  async runDiscount(name: string, skuId: string, price: string): Promise<void> {
    const now = Date.now();
    // Its SKUs are set before it starts, two seconds on; then it is waited for to run.
    const made = await call(this.page.request, '/oms/mms/activity/add', {
      name,
      startTime: new Date(now + 2_000).toISOString(),
      endTime: new Date(now + 86_400_000).toISOString(),
    });
    if (!made.transactionStatus.success) throw new Error(`activity add: ${made.transactionStatus.replyText}`);
    const priced = await call(this.page.request, '/oms/shop/promote/item/maintain', {
      activityId: String(made.activityId),
      skus: [{ skuId, amtPromotion: price, activityStock: 20, perBuyer: 0 }],
    });
    if (!priced.transactionStatus.success) throw new Error(`activity price: ${priced.transactionStatus.replyText}`);
    const activityId = String(made.activityId);
    await expect
      .poll(async () => (await call(this.page.request, '/oms/mms/activity/inquiry', { activityId })).state, {
        timeout: 15_000,
      })
      .toBe('running');
  }

  /** The id of the shop's coupon with this code. */
  async couponId(code: string): Promise<string> {
    const r = await call(this.page.request, '/oms/mms/coupon/list', { keyword: code });
    const found = (r.list as { couponId: string; code: string }[]).find((c) => c.code === code);
    if (!found) throw new Error(`no coupon ${code}`);
    return found.couponId;
  }

  /**
   * A new buyer of the simulator collects the coupon and checks out two of the ฿199 shirt with it
   * (cash on delivery): answers the order number and the buyer's name.
   */
  async buyerCollectsAndBuys(couponId: string): Promise<{ orderId: string; nickname: string; total: string }> {
    const nickname = `ผู้ซื้อคูปอง ${Date.now().toString(36).slice(-5)}`;
    const phone = `08${String(Date.now()).slice(-8)}`;
    const buyer = await this.op.call('/oms/mkt/buyer/create', { nickname, phone });
    const buyerId = String(buyer.buyerId);
    await this.op.call('/oms/mkt/coupon/collect', { shopId: this.shopId, buyerId, couponId });
    const placed = await this.op.call('/oms/mkt/order/checkout', {
      shopId: this.shopId,
      buyerId,
      lines: [{ skuId: this.skuIds[0], quantity: 2 }],
      payMethod: 'cod',
    });
    return { orderId: String(placed.orderId), nickname, total: String(placed.totalAmount) };
  }

  /** A new buyer of the simulator buys one ฿199 shirt without a coupon: answers the order number and the buyer's name. */
  async buyerBuys(): Promise<{ orderId: string; nickname: string }> {
    const nickname = `ผู้ซื้อชดเชย ${Date.now().toString(36).slice(-5)}`;
    const phone = `09${String(Date.now()).slice(-8)}`;
    const buyer = await this.op.call('/oms/mkt/buyer/create', { nickname, phone });
    const placed = await this.op.call('/oms/mkt/order/checkout', {
      shopId: this.shopId,
      buyerId: String(buyer.buyerId),
      lines: [{ skuId: this.skuIds[0], quantity: 1 }],
      payMethod: 'cod',
    });
    return { orderId: String(placed.orderId), nickname };
  }

  async dispose(): Promise<void> {
    await this.op.dispose();
  }
}

/** The coupon form: its fields by their labels' ids (antd names them coupon_<field>). */
export class CouponForm {
  constructor(private readonly page: Page) {}

  field(name: string): Locator {
    return this.page.locator(`#coupon_${name}`);
  }

  /** The message under a field. */
  error(name: string): Locator {
    return this.page.locator(`#coupon_${name}_help`);
  }

  async fill(name: string, value: string): Promise<void> {
    await this.field(name).fill(value);
  }

  get buyerOffer(): Locator {
    return this.page.getByTestId('buyer-offer');
  }

  get pricePreview(): Locator {
    return this.page.getByTestId('price-preview');
  }

  get warnings(): Locator {
    return this.page.getByTestId('coupon-warnings');
  }
}

/** The coupon list: a row by its code. */
export function couponRow(page: Page, code: string): Locator {
  return page.locator('tr.ant-table-row').filter({ has: page.locator(`[data-coupon="${code}"]`) });
}

/** Waits for the list to show the rows of its last query. */
export async function listSettled(page: Page): Promise<void> {
  await expect(page.locator('.ant-table-wrapper .ant-spin-spinning')).toHaveCount(0);
}
