import { type Browser, type BrowserContext, expect, type Locator, type Page } from '@playwright/test';
import { PlatformOperator } from './compliance-platform.ts';
import { type FreshServer, startFreshServer } from './fresh-server.ts';
import { OrdersWorld } from './orders-page.ts';
import { call, type Locale } from './settings-session.ts';

// Abnormal orders and complaints (web area order-rules): the automatic rules cancel an order
// not shipped in 3 working days and mark it abnormal; the merchant has 3 days to complain, the
// platform decides. These specs need a server whose clock the simulator may move
// (SIMULATOR_CLOCK=1), so each file starts one of its own.

export const ABNORMAL_ORDER_PATH = '/order/abnormalOrder';
export const APPEAL_LIST_PATH = '/order/orderAppealList';
export const appealFormPath = (orderId: string) => `/order/orderAppeal?orderId=${orderId}`;
export const orderItemPath = (orderId: string) => `/order/orderItem/${orderId}`;

/** The reason "not shipped in 3 working days", per language (web strings "order-rules", reason.*). */
export const NOT_SHIPPED: Record<Locale, string> = {
  'th-TH': 'ไม่จัดส่งภายใน 3 วันทำการ',
  'en-US': 'Not shipped in 3 working days',
  'zh-CN': '3 个工作日内未发货',
};

/** A complaint's state as its tag reads (appealStatus.*). */
export const APPEAL_STATUS: Record<Locale, Record<'none' | 'pending' | 'passed', string>> = {
  'th-TH': { none: 'ยังไม่ร้องเรียน', pending: 'รอพิจารณา', passed: 'ผ่าน' },
  'en-US': { none: 'Not filed', pending: 'Pending review', passed: 'Passed' },
  'zh-CN': { none: '未申诉', pending: '待审核', passed: '申诉通过' },
};

/** The countdown just after the rules ran: three days less a moment (duration.daysHours). */
export const ALMOST_THREE_DAYS: Record<Locale, string> = {
  'th-TH': 'เหลือ 2 วัน 23 ชม.',
  'en-US': '2d 23h left',
  'zh-CN': '剩余 2 天 23 小时',
};

/** The date column of decided complaints (list.decidedAt). */
export const DECIDED: Record<Locale, string> = { 'th-TH': 'วันที่พิจารณา', 'en-US': 'Decided', 'zh-CN': '审核时间' };

/** The form's own "describe the reason" (form.descriptionRequired). */
export const DESCRIPTION_REQUIRED: Record<Locale, string> = {
  'th-TH': 'กรุณาอธิบายเหตุผลการร้องเรียน',
  'en-US': 'Describe the reason for the complaint',
  'zh-CN': '请填写申诉说明',
};

/** The server's "1 to 500 characters" (message appealDescriptionRequired). */
export const DESCRIPTION_LENGTH: Record<Locale, string> = {
  'th-TH': 'กรุณาอธิบายเหตุผลการร้องเรียน (1 ถึง 500 ตัวอักษร)',
  'en-US': 'Describe the reason for the complaint (1 to 500 characters)',
  'zh-CN': '请填写申诉说明（1 到 500 个字符）',
};

/** A description over 500 characters gets the same message as an empty one, with the limit. */
export const TOO_LONG: Record<Locale, string> = DESCRIPTION_LENGTH;

/** A description of the platform's limit (APPEAL_DESCRIPTION_MAX). */
export const DESCRIPTION_MAX = 500;

/** A server of its own whose clock the simulator may move. */
export function startClockServer(): Promise<FreshServer> {
  return startFreshServer({ SIMULATOR_CLOCK: '1' });
}

/**
 * A browser page on `server` (relative paths, page.request included, go there, not to the
 * config's shared server), sized and in the language the other specs use.
 */
export async function pageOn(browser: Browser, server: FreshServer): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: server.baseURL,
    viewport: { width: 1280, height: 800 },
    locale: 'th-TH',
  });
  return { context, page: await context.newPage() };
}

/**
 * The merchant in Demo Shop Global with a product to sell, and the operator who plays the
 * buyers, moves the clock and decides the complaints.
 */
export class RulesWorld {
  private constructor(
    readonly server: FreshServer,
    readonly page: Page,
    private orders: OrdersWorld,
    private operator: PlatformOperator,
  ) {}

  static async open(page: Page, server: FreshServer, locale: Locale): Promise<RulesWorld> {
    const orders = await OrdersWorld.open(page, server.baseURL, locale);
    return new RulesWorld(server, page, orders, orders.op);
  }

  get shopId(): string {
    return this.orders.shopId;
  }

  get op(): PlatformOperator {
    return this.operator;
  }

  /** A buyer places and pays an order: it waits to ship. */
  async placePaidOrder(): Promise<string> {
    const placed = await this.op.call('/oms/mkt/order/checkout', {
      shopId: this.shopId,
      lines: [{ skuId: this.orders.skuIds[0], quantity: 2 }],
      payMethod: 'mobile_banking',
      freight: 40,
      buyerRemark: '',
    });
    const orderId = String(placed.orderId);
    await this.op.call('/oms/mkt/order/pay', { shopId: this.shopId, orderId });
    return orderId;
  }

  /**
   * Moves the server's clock forward (the automatic rules run at the new time), then signs
   * the operator in again: an operator session lasts 12 hours.
   */
  async advance(days: number): Promise<Record<string, number>> {
    const moved = await this.op.call('/oms/mkt/clock/advance', { days });
    expect(moved.adjustable).toBe('y');
    if (this.operator !== this.orders.op) await this.operator.dispose();
    this.operator = await PlatformOperator.signIn(this.server.baseURL);
    return moved.changed as Record<string, number>;
  }

  /** The complaint the merchant filed about an order, as the platform lists it. */
  async pendingAppealOf(orderId: string): Promise<string> {
    const r = await this.op.call('/oms/mkt/order/appeal/list/inquiry', {
      shopId: this.shopId,
      status: 'pending',
      page: { pageSize: 100 },
    });
    const found = (r.list as { appealId: string; orderId: string }[]).find((a) => a.orderId === orderId);
    if (!found) throw new Error(`no pending complaint about order ${orderId}`);
    return found.appealId;
  }

  async decide(orderId: string, decision: 'pass' | 'reject', note = ''): Promise<void> {
    const appealId = await this.pendingAppealOf(orderId);
    await this.op.call('/oms/mkt/order/appeal/decide', { shopId: this.shopId, appealId, decision, note });
  }

  /** Files a complaint through the API as the merchant, answering the reply. */
  fileByApi(orderId: string, description: string, locale: Locale) {
    return call(this.page.request, '/oms/order/appeal/create', { orderId, description, evidence: [] }, locale);
  }

  async dispose(): Promise<void> {
    if (this.operator !== this.orders.op) await this.operator.dispose();
    await this.orders.dispose();
  }
}

/** /order/abnormalOrder: one order's row. */
export class AbnormalListScreen {
  constructor(readonly page: Page) {}

  row(orderId: string): Locator {
    return this.page.locator('.ant-table-row').filter({ has: this.page.locator(`a[href$="/${orderId}"]`) });
  }

  status(orderId: string): Locator {
    return this.row(orderId).getByTestId('appeal-status');
  }

  countdown(orderId: string): Locator {
    return this.row(orderId).getByTestId('countdown');
  }
}

/** /order/orderAppeal?orderId=: the complaint form. */
export class AppealForm {
  constructor(readonly page: Page) {}

  get description(): Locator {
    return this.page.locator('#appeal_description');
  }

  get descriptionError(): Locator {
    return this.page
      .locator('.ant-form-item')
      .filter({ has: this.description })
      .locator('.ant-form-item-explain-error');
  }

  get upload(): Locator {
    return this.page.locator('form#appeal input[type="file"]');
  }

  /** The evidence images uploaded (not those still on their way, shown from a blob). */
  get evidence(): Locator {
    return this.page.locator('form#appeal img:not([src^="blob:"])');
  }

  async submit(): Promise<void> {
    await this.page.locator('form#appeal button[type="submit"]').click();
  }
}

/** /order/orderAppealList: one complaint's row. */
export class AppealListScreen {
  constructor(readonly page: Page) {}

  row(orderId: string): Locator {
    return this.page.locator('.ant-table-row').filter({ has: this.page.locator(`a[href$="/${orderId}"]`) });
  }

  status(orderId: string): Locator {
    return this.row(orderId).getByTestId('appeal-status');
  }
}
