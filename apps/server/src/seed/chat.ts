import { and, asc, desc, eq } from 'drizzle-orm';
import { buyerRate, buyerSend, createGroup, groupBuyerPost, sellerReply } from '../areas/chat/index.ts';
import { grantingCoupons } from '../areas/promotions/index.ts';
import { MAIN_ACCOUNT } from '../auth/permissions.ts';
import type { Tx } from '../db/client.ts';
import { newId } from '../db/ids.ts';
import { imRichMenus, imRichMenuTiles, orders, products, shopMembers } from '../db/schema.ts';
import { ShopScope } from '../db/tenant.ts';

const MINUTE = 60 * 1000;

/**
 * The demo shop's chats: a buyer asking about a product who has waited 8 minutes (late), one
 * asking about an order who wrote again after the shop answered, and one answered and read; the
 * answered ones rated, and two more answered within a minute or two by the owner and by the
 * customer-service member and rated, so the service figures have something to show; and the
 * shop's buyer group of the first three, where two wrote after the shop's welcome (unread).
 */
export async function seedDemoChats(tx: Tx, shopId: string, now: Date): Promise<void> {
  const shop = new ShopScope(tx, shopId);
  await seedDemoRichMenu(shop, now);
  const [main] = await shop.pick(shopMembers, { userId: shopMembers.userId }, eq(shopMembers.acctType, MAIN_ACCOUNT));
  const placed = await shop.pick(orders, { id: orders.id, buyerId: orders.buyerId }).orderBy(asc(orders.id)).limit(40);
  const [product] = await shop.pick(products, { id: products.id }, eq(products.status, 'on_sale')).limit(1);
  const byBuyer = new Map<string, number>();
  for (const o of placed) if (!byBuyer.has(o.buyerId)) byBuyer.set(o.buyerId, o.id);
  const [first, second, third, fourth, fifth] = [...byBuyer.entries()];
  if (!main || !first || !second || !third) return;
  const me = { userId: main.userId, isMain: true };
  const at = (minutesAgo: number) => new Date(now.getTime() - minutesAgo * MINUTE);

  await buyerSend(
    shop,
    { buyerId: first[0], kind: 'text', content: 'สินค้านี้มีสีอื่นไหมคะ', productId: product ? String(product.id) : undefined },
    at(8),
  );
  await buyerSend(shop, { buyerId: first[0], kind: 'text', content: 'ถ้าสั่งวันนี้ได้ของเมื่อไหร่คะ' }, at(7));

  const order = await buyerSend(
    shop,
    { buyerId: second[0], kind: 'text', content: 'พัสดุของฉันถึงไหนแล้วคะ', orderId: String(second[1]) },
    at(40),
  );
  await sellerReply(
    shop,
    me,
    { conversationId: order.conversationId, content: 'ร้านจัดส่งแล้วค่ะ คาดว่าจะถึงภายใน 2 วัน' },
    at(35),
  );
  await buyerRate(shop, { buyerId: second[0], stars: 4, comment: 'ตอบช้านิดหน่อย แต่ข้อมูลครบค่ะ' }, at(34));
  await buyerSend(shop, { buyerId: second[0], kind: 'text', content: 'ขอบคุณค่ะ 🙏' }, at(1));

  const hello = await buyerSend(shop, { buyerId: third[0], kind: 'text', content: 'ร้านเปิดกี่โมงครับ' }, at(300));
  await sellerReply(shop, me, { conversationId: hello.conversationId, content: 'เปิดทุกวัน 9:00–18:00 น. ค่ะ' }, at(290));
  await buyerRate(shop, { buyerId: third[0], stars: 3, comment: '' }, at(289));

  const [service] = await shop.pick(
    shopMembers,
    { userId: shopMembers.userId },
    and(eq(shopMembers.flgCustService, true), eq(shopMembers.status, 'enabled')),
  );
  const quick: [[string, number] | undefined, { userId: string; isMain: boolean }, number][] = [
    [fourth, me, 1],
    [fifth, service ? { userId: service.userId, isMain: false } : me, 2],
  ];
  for (const [buyer, by, minutes] of quick) {
    if (!buyer) continue;
    const asked = await buyerSend(
      shop,
      { buyerId: buyer[0], kind: 'text', content: 'เปลี่ยนที่อยู่จัดส่งได้ไหมคะ', orderId: String(buyer[1]) },
      at(24 * 60),
    );
    await sellerReply(
      shop,
      by,
      { conversationId: asked.conversationId, content: 'ได้ค่ะ แจ้งที่อยู่ใหม่ได้เลยค่ะ' },
      at(24 * 60 - minutes),
    );
    await buyerRate(shop, { buyerId: buyer[0], stars: 5, comment: 'ตอบไวมาก ขอบคุณค่ะ' }, at(24 * 60 - minutes - 1));
  }

  const fans = await createGroup(
    shop,
    { name: 'แฟนคลับ Demo Shop', buyerIds: [first[0], second[0], third[0]] },
    main.userId,
    at(200),
  );
  const groupId = fans.groupId;
  await groupBuyerPost(shop, { groupId, buyerId: third[0], kind: 'text', content: 'สวัสดีทุกคนครับ' }, at(180));
  await sellerReply(shop, me, { conversationId: groupId, content: 'ยินดีต้อนรับสู่กลุ่มแฟนคลับค่ะ มีโปรใหม่จะแจ้งที่นี่นะคะ' }, at(170));
  await groupBuyerPost(shop, { groupId, buyerId: first[0], kind: 'text', content: 'รอโปรอยู่เลยค่ะ' }, at(20));
  await groupBuyerPost(shop, { groupId, buyerId: second[0], kind: 'emoji', content: '🎉' }, at(5));
}

/**
 * The demo shop's rich menu, on: the buyer's orders, the shop's hours as a reply, its best-selling
 * product on sale and a coupon being collected (those two when the shop has them).
 */
async function seedDemoRichMenu(shop: ShopScope, now: Date): Promise<void> {
  const [product] = await shop
    .pick(products, { id: products.id }, eq(products.status, 'on_sale'))
    .orderBy(desc(products.salesCount), asc(products.id))
    .limit(1);
  const [couponId] = await grantingCoupons(shop, now);
  const tiles = [
    { label: 'คำสั่งซื้อของฉัน', action: 'orders', targetId: '', reply: '' },
    { label: 'เวลาทำการ', action: 'reply', targetId: '', reply: 'ร้านเปิดทุกวัน 9:00–18:00 น. ตอบแชทภายใน 5 นาทีค่ะ' },
    ...(product ? [{ label: 'สินค้าขายดี', action: 'product', targetId: String(product.id), reply: '' }] : []),
    ...(couponId ? [{ label: 'รับคูปองส่วนลด', action: 'coupon', targetId: couponId, reply: '' }] : []),
  ];
  await shop.insert(imRichMenus, [{ enabled: true, updatedAt: now }]);
  await shop.insert(
    imRichMenuTiles,
    tiles.map((t, i) => ({ id: newId(), ...t, imageUrl: '', sort: i + 1 })),
  );
}
