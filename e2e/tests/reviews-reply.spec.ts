import { expect, test } from '@playwright/test';
import { clickSettled } from '../pages/overlays.ts';
import { publishProduct, readyToSell } from '../pages/products-list-page.ts';
import { REVIEW_LIST_PATH, ReviewListScreen, writeBuyerReviews } from '../pages/reviews-page.ts';
import { signInToGlobalShop } from '../pages/settings-session.ts';
import { ShellLayout } from '../pages/shell-layout.ts';

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

test('the merchant filters to negative reviews and replies to one (th-TH, then en-US, then th-TH again)', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const [th, en] = [WORDS['th-TH'], WORDS['en-US']];
  // Signed in in Thai; the top bar switches the list to English and back in place.
  const { shopId } = await signInToGlobalShop(page, 'th-TH');
  const shell = new ShellLayout(page, '');
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

  // In Thai: the negative reviews of the product, the buyer masked, an empty reply refused.
  const p = new ReviewListScreen(page);
  await p.goto();
  await p.tab(th.negative).click();
  await expect(page).toHaveURL(/tab=poor/);
  await p.search({ product: product.title });
  await expect(p.rows).toHaveCount(2);
  await expect(p.row(`ชอบมาก ${stamp}`)).toHaveCount(0);
  // The buyer's name is masked in the list.
  await expect(p.row(complaint)).toContainText('m***e');
  await expect(p.replyStatus(complaint)).toContainText(th.notReplied);
  await p.action(complaint, th.reply);
  await expect(p.dialog_).toContainText(complaint);
  await clickSettled(p.sendButton());
  await expect(p.replyError).toHaveText(th.empty);
  await clickSettled(p.dialog_.locator('.ant-modal-close'));
  await expect(p.dialog_).toHaveCount(0);

  // Switched to English in place: the same list, the empty reply refused again, then the reply sent.
  await shell.chooseLocale('en-US');
  await p.tab(en.negative).click();
  await expect(page).toHaveURL(/tab=poor/);
  await expect(p.rows).toHaveCount(2);
  await expect(p.row(`ชอบมาก ${stamp}`)).toHaveCount(0);
  await expect(p.row(complaint)).toContainText('m***e');
  await expect(p.replyStatus(complaint)).toContainText(en.notReplied);
  await p.action(complaint, en.reply);
  await expect(p.dialog_).toContainText(complaint);
  await clickSettled(p.sendButton());
  await expect(p.replyError).toHaveText(en.empty);
  const answer = `ขออภัยค่ะ ทางร้านจะส่งสินค้าใหม่ให้ภายในวันนี้ ${stamp}`;
  await p.replyText.fill(answer);
  await clickSettled(p.sendButton());
  await expect(page.getByText(en.sent)).toBeVisible();
  await expect(p.dialog_).toHaveCount(0);

  // Replied, in English and then in Thai; the other negative review still waits.
  for (const [locale, w] of [
    ['en-US', en],
    ['th-TH', th],
  ] as const) {
    await shell.chooseLocale(locale);
    await expect(p.replyStatus(complaint)).toContainText(w.replied);
    await expect(p.replyStatus(complaint)).toContainText(answer);
    await expect(p.row(complaint).getByText(w.noEditAgain, { exact: true })).toBeVisible();
    await expect(p.replyStatus(`ส่งช้า ${stamp}`)).toContainText(w.notReplied);
  }

  // The details, in Thai and then in English.
  await p.action(complaint, th.details);
  await expect(page).toHaveURL(/\/shop\/evaluateDetails\?id=[0-9a-f]{32}/);
  // "Replied by" is the details' own: the list has left once it shows.
  await expect(page.getByText(th.repliedBy)).toBeVisible();
  await expect(page.getByText(answer)).toBeVisible();
  await expect(page.getByTestId('review-buyer')).toHaveText('malee');
  await shell.chooseLocale('en-US');
  await expect(page.getByText(en.repliedBy)).toBeVisible();

  // Back on the list, the not-replied tab no longer holds it.
  await page.goto(`${REVIEW_LIST_PATH}?tab=not_replied&product=${encodeURIComponent(product.title)}`);
  await expect(p.rows).toHaveCount(2);
  await expect(p.row(complaint)).toHaveCount(0);
  await expect(p.row(`ส่งช้า ${stamp}`)).toHaveCount(1);
});
