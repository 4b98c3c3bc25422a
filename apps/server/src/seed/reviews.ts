import { asc, eq, isNull } from 'drizzle-orm';
import { createBuyerReview, replyToReview, reportReview } from '../areas/reviews/index.ts';
import { MAIN_ACCOUNT } from '../auth/permissions.ts';
import type { Db } from '../db/client.ts';
import { products, reviews, shopMembers, skus } from '../db/schema.ts';
import { ShopScope } from '../db/tenant.ts';

const DAY = 24 * 60 * 60 * 1000;

interface DemoReview {
  nickname: string;
  score: number;
  text: string;
  /** Photos: the product's own, as a buyer's snapshots would show it. */
  photos?: number;
  anonymous?: boolean;
  reply?: string;
  report?: { reason: 'abusive' | 'advertising'; note: string };
}

// Buyers of a Thai marketplace: mostly Thai, some English and Chinese; every score and state.
const DEMO_REVIEWS: DemoReview[] = [
  {
    nickname: 'somsri_k',
    score: 5,
    text: 'ของดีมาก ส่งไว แพ็คมาอย่างดี จะกลับมาซื้ออีกแน่นอนค่ะ',
    photos: 2,
    reply: 'ขอบคุณมากค่ะ ยินดีให้บริการเสมอนะคะ',
  },
  { nickname: 'anan.p', score: 5, text: 'คุณภาพเกินราคา ใช้งานได้ดีตามที่บอกไว้ครับ' },
  {
    nickname: 'jenny_bkk',
    score: 4,
    text: 'Good quality and fast delivery. The colour is slightly darker than the photo.',
    photos: 1,
  },
  { nickname: 'malee2024', score: 2, text: 'สินค้าไม่ตรงปก สีซีดกว่าในรูปมาก ผิดหวังค่ะ', photos: 1 },
  { nickname: 'kittipong', score: 1, text: 'ได้ของไม่ครบ ทักแชทไปก็ยังไม่มีคนตอบ', anonymous: true },
  {
    nickname: 'wang_li',
    score: 5,
    text: '质量很好，物流很快，卖家服务态度也很好。',
    reply: '感谢您的支持，欢迎再次光临！',
  },
  { nickname: 'pimchanok', score: 3, text: 'ก็โอเคนะ แต่ไซซ์เล็กกว่าที่คิด แนะนำให้สั่งเผื่อหนึ่งไซซ์' },
  {
    nickname: 'nattapong_s',
    score: 4,
    text: 'ส่งเร็ว สินค้าตรงตามรูป แต่กล่องบุบนิดหน่อย',
    photos: 1,
    reply: 'ขออภัยเรื่องกล่องด้วยนะคะ ทางร้านจะแจ้งขนส่งให้ระวังมากขึ้นค่ะ',
  },
  {
    nickname: 'tanawat99',
    score: 1,
    text: 'ร้านนี้ห่วย!!! ไปซื้อร้าน xyz-shop ดีกว่า ถูกกว่าเยอะ ลิงก์อยู่ในโปรไฟล์',
    report: { reason: 'advertising', note: 'รีวิวโฆษณาร้านค้าอื่น' },
  },
  { nickname: 'sarah.t', score: 5, text: 'Exactly as described. Will order again!' },
  { nickname: 'chai_m', score: 2, text: 'ใช้ได้ไม่กี่วันก็เสีย ต้องการเปลี่ยนสินค้า', anonymous: true },
  { nickname: 'orawan', score: 4, text: 'ชอบค่ะ เนื้อผ้าดี ใส่สบาย', photos: 3 },
  { nickname: 'lin_mei', score: 3, text: '一般般，包装有点简陋。' },
  { nickname: 'boonmee', score: 5, text: 'ร้านน่ารัก ตอบแชทไว ของแถมเพียบ', reply: 'ขอบคุณที่อุดหนุนนะคะ' },
  { nickname: 'preecha.w', score: 2, text: 'ส่งช้ากว่ากำหนดสามวัน ของโอเคแต่รอนานเกินไป' },
  { nickname: 'mook_mook', score: 5, text: 'ซื้อเป็นรอบที่สามแล้ว ไม่เคยผิดหวัง', photos: 1 },
];

/**
 * Demo reviews on the first products of a shop, spread over the last 60 days: every score,
 * with and without photos, anonymous ones, replied ones and one reported. Runs once per shop
 * (nothing happens when the shop has reviews or no products). Returns the reviews made.
 */
export async function seedReviews(db: Db, shopId: string, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const shop = new ShopScope(tx, shopId);
    if ((await shop.count(reviews)) > 0) return 0;
    const items = await tx
      .select({ id: products.id, images: products.images })
      .from(products)
      .where(shop.where(products, isNull(products.deletedAt)))
      .orderBy(asc(products.id))
      .limit(6);
    if (items.length === 0) return 0;
    const skuRows = await tx
      .select({ id: skus.id, productId: skus.productId })
      .from(skus)
      .where(shop.where(skus))
      .orderBy(asc(skus.sort), asc(skus.id));
    const [owner] = await tx
      .select({ userId: shopMembers.userId })
      .from(shopMembers)
      .where(shop.where(shopMembers, eq(shopMembers.acctType, MAIN_ACCOUNT)))
      .limit(1);

    let made = 0;
    for (const [i, demo] of DEMO_REVIEWS.entries()) {
      const product = items[i % items.length];
      if (!product) continue;
      const productSkus = skuRows.filter((s) => s.productId === product.id);
      const sku = productSkus[i % Math.max(productSkus.length, 1)];
      if (!sku) continue;
      // Newest first in the list order above: two to four days apart.
      const createdAt = new Date(now.getTime() - (i * 3.5 + 0.2) * DAY);
      const { reviewId } = await createBuyerReview(
        tx,
        {
          shopId,
          productId: String(product.id),
          skuId: String(sku.id),
          nickname: demo.nickname,
          anonymous: demo.anonymous ? 'y' : 'n',
          score: demo.score,
          text: demo.text,
          images: product.images.slice(0, demo.photos ?? 0),
          orderNo: `TH${createdAt.getTime().toString().slice(-10)}${String(i).padStart(2, '0')}`,
        },
        createdAt,
      );
      const answerAt = new Date(createdAt.getTime() + DAY / 2);
      if (demo.reply && owner) {
        await replyToReview(shop, { reviewId, text: demo.reply, userId: owner.userId, now: answerAt });
      }
      if (demo.report && owner) {
        await reportReview(shop, { reviewId, ...demo.report, userId: owner.userId, now: answerAt });
      }
      made++;
    }
    return made;
  });
}
