import { type Browser, type BrowserContext, expect, type Locator, type Page } from '@playwright/test';
import { PlatformOperator } from './compliance-platform.ts';
import type { FreshServer } from './fresh-server.ts';
import { dialog, flashWaybill, kerryWaybill } from './orders-page.ts';
import { clickSettled, confirmOk, settled } from './overlays.ts';
import { publishProduct, readyToSell } from './products-list-page.ts';
import { addReturnAddress, call, type Locale, signInToGlobalShop } from './settings-session.ts';

// After-sales (web area after-sales): a buyer asks for a refund, a return or an exchange of a
// shipped order; the merchant answers on /order/aftersale and the case's detail screen; the
// buyer ships returns back, disputes a rejection; the platform judges and decides appeals.
// The buyers and the platform are the marketplace simulator's operator calls. These specs need
// a server whose clock the simulator may move (SIMULATOR_CLOCK=1): an unanswered request is
// refunded by the timers.

export const AFTER_SALE_LIST_PATH = '/order/aftersale';
export type CaseType = 'refund' | 'return' | 'exchange';
export const caseDetailPath = (type: CaseType, caseId: string) => `/order/aftersaleDetail${type}?caseId=${caseId}`;
export const DASHBOARD_PATH = '/dashboard/index';

/** The web's labels these specs read, per language (web strings "after-sales" and "dashboard"). */
export const AS_TEXT: Record<
  Locale,
  {
    pendingTab: string;
    status: Record<
      'pending' | 'success' | 'rejected' | 'intervening' | 'judged' | 'awaiting_return' | 'awaiting_receipt',
      string
    >;
    /** The detail's card titles. */
    headings: string[];
    platformHeading: string;
    orderRefunded: string;
    judgedForBuyer: string;
    appealUnderReview: string;
    rejectReasonRequired: string;
    rejectReason: string;
    /** The countdown of a request just made: two days less a moment. */
    almostTwoDays: string;
    waitingCard: string;
    detailTitle: Record<CaseType, string>;
  }
> = {
  'th-TH': {
    pendingTab: 'รอตอบกลับ',
    status: {
      pending: 'รอดำเนินการ',
      success: 'สำเร็จ',
      rejected: 'ร้านค้าปฏิเสธ',
      intervening: 'แพลตฟอร์มเข้าตรวจสอบ',
      judged: 'แพลตฟอร์มตัดสินแล้ว',
      awaiting_return: 'รอผู้ซื้อส่งสินค้าคืน',
      awaiting_receipt: 'รอคลังรับสินค้าคืน',
    },
    headings: ['สินค้า', 'คำขอของผู้ซื้อ', 'หลักฐาน', 'ประวัติ', 'ใบเสร็จการคืนเงิน'],
    platformHeading: 'คำตัดสินของแพลตฟอร์มและการอุทธรณ์',
    orderRefunded: 'คืนเงินแล้วในคำสั่งซื้อ',
    judgedForBuyer: 'ตัดสินให้ผู้ซื้อ',
    appealUnderReview: 'รอพิจารณา',
    rejectReasonRequired: 'กรุณาเลือกเหตุผล',
    rejectReason: 'หลักฐานไม่เพียงพอ',
    almostTwoDays: 'เหลือ 1 วัน 23 ชม.',
    waitingCard: 'รอดำเนินการหลังการขาย',
    detailTitle: {
      refund: 'รายละเอียดการคืนเงิน',
      return: 'รายละเอียดการคืนสินค้า',
      exchange: 'รายละเอียดการเปลี่ยนสินค้า',
    },
  },
  'en-US': {
    pendingTab: 'To respond',
    status: {
      pending: 'Pending',
      success: 'Successful',
      rejected: 'Merchant rejected',
      intervening: 'Platform intervening',
      judged: 'Platform judged',
      awaiting_return: 'Awaiting customer return',
      awaiting_receipt: 'Awaiting warehouse receipt',
    },
    headings: ['Products', 'Buyer’s request', 'Evidence', 'History', 'Refund receipts'],
    platformHeading: 'Platform decision and appeal',
    orderRefunded: 'Refunded on the order',
    judgedForBuyer: 'For the buyer',
    appealUnderReview: 'Under review',
    rejectReasonRequired: 'Choose a reason',
    rejectReason: 'Not enough evidence',
    almostTwoDays: '1d 23h left',
    waitingCard: 'After-sales waiting',
    detailTitle: { refund: 'Refund details', return: 'Return details', exchange: 'Exchange details' },
  },
  'zh-CN': {
    pendingTab: '待处理',
    status: {
      pending: '待处理',
      success: '售后成功',
      rejected: '商家已拒绝',
      intervening: '平台介入中',
      judged: '平台已判定',
      awaiting_return: '待买家退货',
      awaiting_receipt: '待仓库收货',
    },
    headings: ['售后商品', '买家申请', '凭证', '处理记录', '退款凭证'],
    platformHeading: '平台判定与申诉',
    orderRefunded: '订单已退款',
    judgedForBuyer: '判买家胜诉',
    appealUnderReview: '审核中',
    rejectReasonRequired: '请选择拒绝原因',
    rejectReason: '凭证不足',
    almostTwoDays: '剩余 1 天 23 小时',
    waitingCard: '待处理售后',
    detailTitle: { refund: '退款详情', return: '退货详情', exchange: '换货详情' },
  },
};

/** An amount as the screens show it: ฿1,234.00. */
/** The freight (baht) the buyer of shippedOrder pays: a return of every unit gives it back too. */
export const ORDER_FREIGHT = 40;

export const baht = (n: number) =>
  `฿${n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** A browser page on `server`, sized and in the language the other specs use. */
export async function pageOn(
  browser: Browser,
  server: FreshServer,
  locale: Locale = 'th-TH',
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: server.baseURL,
    viewport: { width: 1280, height: 800 },
    locale,
  });
  return { context, page: await context.newPage() };
}

interface CaseState {
  caseId: string;
  orderId: string;
  status: string;
  refundAmount: number;
  refundedAmount: number;
  deadlineKind: string | null;
  deadlineAt: string | null;
}

/**
 * The merchant in Demo Shop Global with a product of its own (stock 200 per SKU), and the
 * operator who plays the buyers and the platform and moves the clock.
 */
export class AfterSalesWorld {
  private constructor(
    readonly server: FreshServer,
    readonly page: Page,
    readonly shopId: string,
    readonly productId: string,
    readonly skuIds: string[],
    private operator: PlatformOperator,
  ) {}

  static async open(page: Page, server: FreshServer, locale: Locale): Promise<AfterSalesWorld> {
    const { shopId } = await signInToGlobalShop(page, locale);
    await readyToSell(page.request);
    const product = await publishProduct(page.request, `[E2E] เสื้อยืดหลังการขาย ${Date.now().toString(36)}`, {
      skus: [
        { specValues: ['ขาว'], price: '199.00', marketPrice: '259.00', purchasePrice: '120.00', stock: 200 },
        { specValues: ['ดำ'], price: '219.00', marketPrice: '259.00', purchasePrice: '120.00', stock: 200 },
      ],
    });
    const op = await PlatformOperator.signIn(server.baseURL);
    return new AfterSalesWorld(server, page, shopId, product.productId, product.skuIds, op);
  }

  get op(): PlatformOperator {
    return this.operator;
  }

  /** A second return address (not the default), for the merchant to choose. */
  addWarehouse(name: string): Promise<string> {
    return addReturnAddress(this.page.request, { name, detail: '7 Soi Sukhumvit 101', isDefault: 'n' });
  }

  /** A buyer orders two units of the first SKU and pays; the merchant ships them with Kerry. */
  async shippedOrder(): Promise<string> {
    const placed = await this.op.call('/oms/mkt/order/checkout', {
      shopId: this.shopId,
      lines: [{ skuId: this.skuIds[0], quantity: 2 }],
      payMethod: 'mobile_banking',
      freight: ORDER_FREIGHT,
      buyerRemark: '',
    });
    const orderId = String(placed.orderId);
    await this.op.call('/oms/mkt/order/pay', { shopId: this.shopId, orderId });
    // Three days from the server's (maybe moved) clock, as a Bangkok day.
    const clock = await this.op.call('/oms/mkt/clock/inquiry', {});
    const arrival = new Date(Date.parse(String(clock.now)) + (3 * 24 + 7) * 3_600_000).toISOString().slice(0, 10);
    const shipped = await call(this.page.request, '/oms/order/delivery', {
      orderId,
      carrierCode: 'kerry',
      waybillNo: kerryWaybill(),
      estimatedArrival: arrival,
    });
    expect(shipped.transactionStatus.success, shipped.transactionStatus.replyText).toBe(true);
    return orderId;
  }

  /** A shipped order the carrier has picked up, carried and delivered. */
  async deliveredOrder(): Promise<string> {
    const orderId = await this.shippedOrder();
    for (const event of ['picked_up', 'in_transit', 'delivered']) {
      await this.op.call('/oms/mkt/order/carrier/event', { shopId: this.shopId, orderId, event, location: 'บางนา' });
    }
    return orderId;
  }

  /** The buyer asks for an after-sale on every unit of the order. */
  async apply(orderId: string, type: CaseType, reason: string, description: string): Promise<CaseState> {
    const r = await this.op.call('/oms/mkt/after/sale/apply', {
      shopId: this.shopId,
      orderId,
      type,
      reason,
      description,
      evidence: [],
    });
    return r as unknown as CaseState;
  }

  async buyer(
    caseId: string,
    action: 'ship_return' | 'revoke' | 'accept' | 'dispute' | 'appeal',
    extra: Record<string, unknown> = {},
  ): Promise<CaseState> {
    const r = await this.op.call('/oms/mkt/after/sale/buyer/act', { shopId: this.shopId, caseId, action, ...extra });
    return r as unknown as CaseState;
  }

  /** The buyer sends the return back with Flash; answers the waybill. */
  async shipReturn(caseId: string): Promise<string> {
    const waybillNo = flashWaybill();
    await this.buyer(caseId, 'ship_return', { carrierCode: 'flash', waybillNo });
    return waybillNo;
  }

  async platform(
    caseId: string,
    action: 'intervene' | 'judge_buyer' | 'judge_seller' | 'appeal_pass' | 'appeal_fail' | 'terminate',
    note = '',
  ): Promise<CaseState> {
    const r = await this.op.call('/oms/mkt/after/sale/platform/act', { shopId: this.shopId, caseId, action, note });
    return r as unknown as CaseState;
  }

  /**
   * Moves the server's clock forward (the timers run at the new time), then signs the operator
   * in again: an operator session lasts 12 hours.
   */
  async advance(days: number, hours = 0): Promise<Record<string, number>> {
    const moved = await this.op.call('/oms/mkt/clock/advance', { days, hours });
    expect(moved.adjustable).toBe('y');
    await this.operator.dispose();
    this.operator = await PlatformOperator.signIn(this.server.baseURL);
    return moved.changed as Record<string, number>;
  }

  /** Stock of a SKU of the world's product. */
  async stock(skuId = this.skuIds[0]): Promise<number> {
    const r = await call(this.page.request, '/oms/shop/item/stock/inquiry', { productId: this.productId });
    const sku = (r.skus as { skuId: string; stock: number }[]).find((s) => s.skuId === skuId);
    if (!sku) throw new Error(`no SKU ${skuId}`);
    return sku.stock;
  }

  /** The case as the merchant's detail call answers it. */
  async detail(caseId: string): Promise<Record<string, unknown>> {
    const r = await call(this.page.request, '/oms/shop/after/sale/detail/inquiry', { caseId });
    expect(r.transactionStatus.success, r.transactionStatus.replyText).toBe(true);
    return r;
  }

  /** The shop's cases waiting for the merchant, and those on the "to respond" tab. */
  async counts(): Promise<{ waiting: number; pending: number }> {
    const r = await call(this.page.request, '/oms/shop/after/sale/list', {
      waitingMerchant: 'y',
      page: { pageNum: 1, pageSize: 10 },
    });
    const all = await call(this.page.request, '/oms/shop/after/sale/list', { page: { pageNum: 1, pageSize: 10 } });
    return {
      waiting: (r.page as { count: number }).count,
      pending: (all.tabCounts as Record<string, number>).pending ?? 0,
    };
  }

  async dispose(): Promise<void> {
    await this.operator.dispose();
  }
}

/** /order/aftersale: tabs with counts, one case's row. */
export class CaseListScreen {
  constructor(readonly page: Page) {}

  async open(query = ''): Promise<void> {
    await this.page.goto(`${AFTER_SALE_LIST_PATH}${query}`);
    await expect(this.page.locator('.ant-table')).toBeVisible();
  }

  /** A state tab: one button of the wrapping tab group. */
  tab(key: string): Locator {
    return this.page.locator('.ant-radio-button-wrapper').filter({ has: this.page.locator(`input[value="${key}"]`) });
  }

  get rows(): Locator {
    return this.page.locator('.ant-table-row');
  }

  row(caseId: string): Locator {
    return this.page.locator(`.ant-table-row[data-row-key="${caseId}"]`);
  }

  status(caseId: string): Locator {
    return this.row(caseId).locator('[data-status]');
  }

  countdown(caseId: string): Locator {
    return this.row(caseId).getByTestId('countdown');
  }
}

/** /order/aftersaleDetail{type}?caseId=: one case with the merchant's actions. */
export class CaseDetailScreen {
  constructor(readonly page: Page) {}

  async open(type: CaseType, caseId: string): Promise<void> {
    await this.page.goto(caseDetailPath(type, caseId));
    await expect(this.root).toHaveAttribute('data-case-detail', caseId);
  }

  get root(): Locator {
    return this.page.locator('[data-case-detail]');
  }

  /** The state tag in the heading. */
  get status(): Locator {
    return this.root.locator('[data-status]').first();
  }

  action(name: 'agree' | 'agree_return' | 'confirm_receipt' | 'reship' | 'reject' | 'report' | 'proof'): Locator {
    return this.page.getByTestId('case-actions').locator(`[data-action="${name}"]`);
  }

  get actions(): Locator {
    return this.page.getByTestId('case-actions');
  }

  get deadline(): Locator {
    return this.page.getByTestId('case-deadline');
  }

  event(kind: string): Locator {
    return this.page.getByTestId('case-timeline').locator(`[data-event="${kind}"]`);
  }

  get receipts(): Locator {
    return this.page.getByTestId('case-receipts').locator('.ant-table-row');
  }

  /** The value of an amount by its label (detail.amounts). */
  amount(label: string): Locator {
    return this.root
      .locator('.ant-descriptions-item')
      .filter({ has: this.page.locator('.ant-descriptions-item-label', { hasText: label }) })
      .locator('.ant-descriptions-item-content');
  }

  card(title: string): Locator {
    const head = this.page.locator('.ant-card-head-title').getByText(title, { exact: true });
    return this.root.locator('.ant-card').filter({ has: head });
  }

  /** Confirms the open confirmation (agree, confirm receipt) once it has opened, and waits for it to close. */
  async confirm(): Promise<void> {
    await confirmOk(this.page);
  }
}

/** The reject dialog: a reason from the list and a note. */
export class RejectDialog {
  constructor(readonly page: Page) {}

  get reason(): Locator {
    return this.page.locator('#afterSaleReject_rejectReason');
  }

  get note(): Locator {
    return this.page.locator('#afterSaleReject_note');
  }

  get reasonError(): Locator {
    return this.page.locator('.ant-form-item').filter({ has: this.reason }).locator('.ant-form-item-explain-error');
  }

  /** Picks a reason once the dialog has finished opening; again if the pick did not take. */
  async chooseReason(label: string): Promise<void> {
    await settled(dialog(this.page).root);
    const item = this.page.locator('.ant-form-item').filter({ has: this.reason });
    const option = this.page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: label });
    await expect(async () => {
      if (!(await option.isVisible())) await this.reason.click();
      await option.click({ timeout: 2000 });
      await expect(item).toContainText(label, { timeout: 1000 });
    }).toPass({ timeout: 10_000 });
  }

  async submit(): Promise<void> {
    await clickSettled(dialog(this.page).ok);
  }
}

/** The agree-to-return dialog: the shop's return addresses to choose from. */
export class ReturnAddressDialog {
  constructor(readonly page: Page) {}

  address(addressId: string): Locator {
    return dialog(this.page).root.locator(`input[data-address="${addressId}"]`);
  }

  /** Picks an address once the dialog has finished opening. */
  async choose(addressId: string): Promise<void> {
    await (await settled(this.address(addressId))).check();
  }

  async submit(): Promise<void> {
    await clickSettled(dialog(this.page).ok);
  }
}

/** The appeal dialog (and the evidence one): a text and images. */
export class AppealDialog {
  constructor(readonly page: Page) {}

  get reason(): Locator {
    return this.page.locator('#afterSaleAppeal_text');
  }

  async submit(): Promise<void> {
    await clickSettled(dialog(this.page).ok);
  }
}

/** The dashboard's action centre card of after-sales waiting for the merchant. */
export function waitingCard(page: Page): Locator {
  return page.locator('[data-count="afterSalesWaiting"]');
}

/** Visible texts that look like a strings key (`detail.title`), as left when a translation is missing. */
export async function rawKeys(page: Page): Promise<string[]> {
  const text = (await page.locator('body').allInnerTexts()).join('\n');
  const found = text.match(
    /\b(?:tab|type|status|statusExchange|reason|rejectReason|deadline|deadlineShort|countdown|duration|actor|list|filter|detail|event|action|orderCases|common|routes?)\.[A-Za-z_]+\b/g,
  );
  return [...new Set(found ?? [])];
}

/**
 * Elements whose text does not fit: the page wider than the window, or a tag, button, tab,
 * label, title or table cell whose content is wider than its box.
 */
export async function overflowingText(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    const widthOver = document.documentElement.scrollWidth - window.innerWidth;
    if (widthOver > 0) out.push(`page is ${widthOver}px wider than the window`);
    const selector = [
      '.ant-tag',
      '.ant-btn',
      '.ant-tabs-tab-btn',
      '.ant-descriptions-item-label',
      '.ant-descriptions-item-content',
      '.ant-card-head-title',
      '.ant-table-cell',
      '.ant-alert-message',
      '.ant-breadcrumb-link',
    ].join(',');
    for (const el of Array.from(document.querySelectorAll<HTMLElement>(selector))) {
      if (el.closest('.ant-table-measure-row, [aria-hidden="true"]')) continue;
      if (el.offsetParent === null) continue;
      if (el.scrollWidth > el.clientWidth + 1) {
        out.push(
          `${el.className.split(' ')[0]}: "${(el.textContent ?? '').slice(0, 60)}" ${el.scrollWidth}>${el.clientWidth}`,
        );
      }
    }
    return out;
  });
}
