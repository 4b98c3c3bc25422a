import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { ListScreen } from './products-list-page.ts';
import { call } from './settings-session.ts';

export const REVIEW_LIST_PATH = '/shop/evaluate';
export const REVIEW_DETAILS_PATH = '/shop/evaluateDetails';
export const REVIEW_REPLY_PATH = '/shop/evaluateReply';

/** The platform operator the server seeds (apps/server/src/seed/marketplace.ts). */
const PLATFORM_OPERATOR = { loginAcct: 'platform-operator', password: 'PlatformOps2026' } as const;

export interface BuyerReview {
  productId: string;
  skuId: string;
  nickname: string;
  score: number;
  text: string;
  images?: string[];
  anonymous?: 'y' | 'n';
  orderNo?: string;
}

/**
 * Buyers review a shop's products through the marketplace simulator: the platform operator
 * logs in (its own cookie, sent only to /oms/mkt/) and writes each review.
 */
export async function writeBuyerReviews(
  request: APIRequestContext,
  shopId: string,
  reviews: BuyerReview[],
): Promise<string[]> {
  const login = await call(request, '/oms/mkt/operator/login', PLATFORM_OPERATOR);
  if (!login.transactionStatus.success) throw new Error(`operator login: ${login.transactionStatus.replyText}`);
  const ids: string[] = [];
  for (const review of reviews) {
    const made = await call(request, '/oms/mkt/review/add', { shopId, ...review });
    if (!made.transactionStatus.success) throw new Error(`buyer review: ${made.transactionStatus.replyText}`);
    ids.push(String(made.reviewId));
  }
  await call(request, '/oms/mkt/operator/logout');
  return ids;
}

/** /shop/evaluate: the rating header, the shared list (form "reviewSearch") and the reply dialog. */
export class ReviewListScreen extends ListScreen {
  readonly summary: Locator;
  readonly average: Locator;
  readonly dialog_: Locator;
  readonly replyText: Locator;
  readonly replyError: Locator;

  constructor(page: Page) {
    super(page, 'reviewSearch');
    this.summary = page.getByTestId('review-summary');
    this.average = page.getByTestId('review-average');
    this.dialog_ = page.locator('.ant-modal').filter({ visible: true });
    this.replyText = page.locator('#reviewReply_text');
    this.replyError = page
      .locator('.ant-form-item')
      .filter({ has: this.replyText })
      .locator('.ant-form-item-explain-error');
  }

  async goto(query = ''): Promise<void> {
    await this.page.goto(`${REVIEW_LIST_PATH}${query}`);
    await this.summary.waitFor();
    await this.table.waitFor();
  }

  /** The reply dialog's submit button. */
  sendButton(): Locator {
    return this.dialog_.locator('button[type="submit"]');
  }

  /** The reply status cell of the row that holds `text`. */
  replyStatus(text: string): Locator {
    return this.row(text).getByTestId('reply-status');
  }
}

/**
 * A product-like picture (a shirt on a coloured ground, 800×800 png drawn by the browser),
 * uploaded as the shop's main photo; its url, for products and buyers' photos in screenshots.
 */
export async function uploadPicture(page: Page, ground: string, shirt: string): Promise<string> {
  const dataUrl = await page.evaluate(
    ({ g, s }) => {
      const canvas = document.createElement('canvas');
      canvas.width = 800;
      canvas.height = 800;
      const c = canvas.getContext('2d');
      if (!c) throw new Error('no canvas');
      c.fillStyle = g;
      c.fillRect(0, 0, 800, 800);
      c.fillStyle = s;
      c.beginPath();
      c.moveTo(280, 160);
      c.lineTo(520, 160);
      c.lineTo(680, 280);
      c.lineTo(600, 380);
      c.lineTo(560, 340);
      c.lineTo(560, 660);
      c.lineTo(240, 660);
      c.lineTo(240, 340);
      c.lineTo(200, 380);
      c.lineTo(120, 280);
      c.closePath();
      c.fill();
      c.fillStyle = g;
      c.beginPath();
      c.arc(400, 160, 60, 0, Math.PI);
      c.fill();
      return canvas.toDataURL('image/png');
    },
    { g: ground, s: shirt },
  );
  const res = await page.request.post('/oms/p/image/upload', {
    multipart: {
      usage: 'mainPhoto',
      sessionContext: JSON.stringify({ entityCode: 1, channel: 'omsAdmin', locale: 'en-US' }),
      file: { name: 'shirt.png', mimeType: 'image/png', buffer: Buffer.from(dataUrl.split(',')[1] ?? '', 'base64') },
    },
  });
  const body = (await res.json()) as {
    data: { url?: string; transactionStatus: { success: boolean; replyText: string } };
  };
  if (!body.data.transactionStatus.success || !body.data.url)
    throw new Error(`upload: ${body.data.transactionStatus.replyText}`);
  return body.data.url;
}
