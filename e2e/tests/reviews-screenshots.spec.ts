import { fileURLToPath } from 'node:url';
import { expect, type Page, test } from '@playwright/test';
import { seriousFindings } from '../pages/axe.ts';
import { settled } from '../pages/overlays.ts';
import { publishProduct, readyToSell } from '../pages/products-list-page.ts';
import {
  REVIEW_DETAILS_PATH,
  REVIEW_REPLY_PATH,
  ReviewListScreen,
  uploadPicture,
  writeBuyerReviews,
} from '../pages/reviews-page.ts';
import { call, type Locale, signInToGlobalShop } from '../pages/settings-session.ts';
import { ShellLayout } from '../pages/shell-layout.ts';

// SHOTS_DIR puts the pictures elsewhere (a helper's own directory).
const screenshots = process.env.SHOTS_DIR ?? fileURLToPath(new URL('../screenshots/', import.meta.url));
const LOCALES: Locale[] = ['th-TH', 'en-US', 'zh-CN'];

/** A picture of the page; a dialog is taken as the window shows it (a full page would cut it). */
async function shoot(page: Page, file: string, fullPage = true) {
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: `${screenshots.replace(/\/?$/, '/')}${file}`, fullPage, animations: 'disabled' });
}

// One set of reviews and one visit per screen; each screen is pictured (and checked by axe) in
// the three languages, switched in place from the top bar.
test('screenshots of the reviews, the reply and the details in every language', async ({ page }) => {
  test.setTimeout(270_000);
  const { shopId } = await signInToGlobalShop(page, 'th-TH');
  const shell = new ShellLayout(page, '');
  await readyToSell(page.request);
  const stamp = Date.now().toString(36);
  // Pictures need a page to draw on.
  await page.goto('/dashboard/index');
  const image = await uploadPicture(page, '#f0f5ff', '#ffffff');
  const worn = await uploadPicture(page, '#fff7e6', '#595959');
  const product = await publishProduct(page.request, `เสื้อยืดคอกลม Cotton 100% ${stamp}`, {
    images: [image],
  });
  const [white = '', black = ''] = product.skuIds;
  const [, complaint, , reported] = await writeBuyerReviews(page.request, shopId, [
    {
      productId: product.productId,
      skuId: white,
      nickname: 'somsri_k',
      score: 5,
      text: 'ผ้านุ่ม ใส่สบาย ส่งไวมาก จะกลับมาซื้ออีกค่ะ',
      images: [image, worn],
    },
    {
      productId: product.productId,
      skuId: black,
      nickname: 'malee2024',
      score: 2,
      text: 'สีซีดกว่าในรูป ซักครั้งเดียวก็ย้วย',
      images: [worn],
      orderNo: 'TH2604220001',
    },
    {
      productId: product.productId,
      skuId: white,
      nickname: 'wang_li',
      score: 4,
      text: '质量不错，物流很快。',
      anonymous: 'y',
    },
    {
      productId: product.productId,
      skuId: black,
      nickname: 'tanawat99',
      score: 1,
      text: 'ไปซื้อร้าน xyz ดีกว่า ถูกกว่าเยอะ',
    },
    {
      productId: product.productId,
      skuId: white,
      nickname: 'jenny_bkk',
      score: 3,
      text: 'OK for the price, but the size runs small.',
    },
  ]);
  await call(page.request, '/oms/shop/evaluate/reply', {
    reviewId: complaint,
    text: 'ขออภัยค่ะ ทางร้านได้ส่งตัวใหม่ให้แล้วนะคะ',
  });
  await call(page.request, '/oms/shop/evaluate/report', {
    reviewId: reported,
    reason: 'advertising',
    note: 'โฆษณาร้านอื่น',
  });

  const p = new ReviewListScreen(page);
  await p.goto(`?product=${encodeURIComponent(product.title)}`);
  for (const locale of LOCALES) {
    await shell.chooseLocale(locale);
    await expect(p.rows).toHaveCount(5);
    await shoot(page, `reviews-list-${locale}.png`);
    expect(await seriousFindings(page)).toEqual([]);

    // The first action of a review not replied to is Reply. The dialog's mask covers the top
    // bar: it is opened again in each language.
    await p.row('OK for the price').locator('td').last().getByRole('button').first().click();
    await settled(p.replyText);
    await p.replyText.fill('Thank you! We have added a size chart to the product page.');
    await shoot(page, `reviews-reply-modal-${locale}.png`, false);
    await page.keyboard.press('Escape');
    await expect(p.replyText).toBeHidden();
  }

  await page.goto(`${REVIEW_DETAILS_PATH}?id=${complaint}`);
  for (const locale of LOCALES) {
    await shell.chooseLocale(locale);
    await expect(page.getByTestId('review-text')).toBeVisible();
    await shoot(page, `reviews-details-${locale}.png`);
    expect(await seriousFindings(page)).toEqual([]);
  }

  await page.goto(`${REVIEW_REPLY_PATH}?id=${reported}`);
  for (const locale of LOCALES) {
    await shell.chooseLocale(locale);
    await expect(p.replyText).toBeVisible();
    await shoot(page, `reviews-reply-page-${locale}.png`);
  }
});
