import { expect, test } from '@playwright/test';
import { clickSettled } from '../pages/overlays.ts';
import { publishProduct, readyToSell } from '../pages/products-list-page.ts';
import { REVIEW_LIST_PATH, ReviewListScreen, writeBuyerReviews } from '../pages/reviews-page.ts';
import { signInToGlobalShop } from '../pages/settings-session.ts';

// /shop/evaluate in the demo owner's "Demo Shop Global": buyers review a product through the
// marketplace simulator; the merchant narrows the list to negative reviews of it, replies to
// one (an empty reply is refused first) and sees it replied, in the list and in the details.

interface Words {
  negative: string;
  notReplied: string;
  product: string;
  reply: string;
  empty: string;
  sent: string;
  replied: string;
  details: string;
  repliedBy: string;
  noEditAgain: string;
}

const WORDS: Record<'th-TH' | 'en-US', Words> = {
  'th-TH': {
    negative: 'เชิงลบ',
    notReplied: 'ยังไม่ตอบกลับ',
    product: 'สินค้า',
    reply: 'ตอบกลับ',
    empty: 'เนื้อหาการตอบกลับต้องไม่เว้นว่าง',
    sent: 'ส่งคำตอบแล้ว',
    replied: 'ตอบกลับแล้ว',
    details: 'รายละเอียด',
    repliedBy: 'ตอบกลับโดย',
    noEditAgain: 'แก้ไขคำตอบ',
  },
  'en-US': {
    negative: 'Negative',
    notReplied: 'Not replied',
    product: 'Product',
    reply: 'Reply',
    empty: 'The reply content cannot be empty',
    sent: 'Reply sent',
    replied: 'Replied',
    details: 'Details',
    repliedBy: 'Replied by',
    noEditAgain: 'Edit reply',
  },
};

for (const locale of ['th-TH', 'en-US'] as const) {
  test(`the merchant filters to negative reviews and replies to one (${locale})`, async ({ page }) => {
    test.setTimeout(90_000);
    const w = WORDS[locale];
    const { shopId } = await signInToGlobalShop(page, locale);
    await readyToSell(page.request);
    const stamp = `${Date.now().toString(36)}`;
    const product = await publishProduct(page.request, `Review tee ${stamp}`);
    const sku = product.skuIds[0] ?? '';
    const complaint = `สีซีดหลังซักครั้งแรก ${stamp}`;
    await writeBuyerReviews(page.request, shopId, [
      { productId: product.productId, skuId: sku, nickname: 'happy_buyer', score: 5, text: `ชอบมาก ${stamp}` },
      { productId: product.productId, skuId: sku, nickname: 'malee', score: 1, text: complaint },
      { productId: product.productId, skuId: sku, nickname: 'anan', score: 2, text: `ส่งช้า ${stamp}` },
    ]);

    const p = new ReviewListScreen(page);
    await p.goto();
    await p.tab(w.negative).click();
    await expect(page).toHaveURL(/tab=poor/);
    await p.search({ product: product.title });
    await expect(p.rows).toHaveCount(2);
    await expect(p.row(`ชอบมาก ${stamp}`)).toHaveCount(0);
    // The buyer's name is masked in the list.
    await expect(p.row(complaint)).toContainText('m***e');
    await expect(p.replyStatus(complaint)).toContainText(w.notReplied);

    await p.action(complaint, w.reply);
    await expect(p.dialog_).toContainText(complaint);
    await clickSettled(p.sendButton());
    await expect(p.replyError).toHaveText(w.empty);
    const answer = `ขออภัยค่ะ ทางร้านจะส่งสินค้าใหม่ให้ภายในวันนี้ ${stamp}`;
    await p.replyText.fill(answer);
    await clickSettled(p.sendButton());
    await expect(page.getByText(w.sent)).toBeVisible();
    await expect(p.dialog_).toHaveCount(0);

    await expect(p.replyStatus(complaint)).toContainText(w.replied);
    await expect(p.replyStatus(complaint)).toContainText(answer);
    await expect(p.row(complaint).getByText(w.noEditAgain, { exact: true })).toBeVisible();
    // The other negative review still waits.
    await expect(p.replyStatus(`ส่งช้า ${stamp}`)).toContainText(w.notReplied);

    await p.action(complaint, w.details);
    await expect(page).toHaveURL(/\/shop\/evaluateDetails\?id=[0-9a-f]{32}/);
    await expect(page.getByText(answer)).toBeVisible();
    await expect(page.getByText(w.repliedBy)).toBeVisible();
    await expect(page.getByTestId('review-buyer')).toHaveText('malee');

    // Back on the list, the not-replied tab no longer holds it.
    await page.goto(`${REVIEW_LIST_PATH}?tab=not_replied&product=${encodeURIComponent(product.title)}`);
    await expect(p.rows).toHaveCount(2);
    await expect(p.row(complaint)).toHaveCount(0);
    await expect(p.row(`ส่งช้า ${stamp}`)).toHaveCount(1);
  });
}
