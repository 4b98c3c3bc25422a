import { FUNC } from '@sc/contract/func-codes.ts';
import { SHOP_TYPE } from '@sc/contract/shop-types.ts';
import { eq } from 'drizzle-orm';
import { expirePickupCodes } from '../areas/orders/index.ts';
import { seedDemoPromotions } from '../areas/promotions/index.ts';
import { hashPassword } from '../auth/password.ts';
import { MAIN_ACCOUNT, SUB_ACCOUNT } from '../auth/permissions.ts';
import type { Db, Tx } from '../db/client.ts';
import { newId } from '../db/ids.ts';
import { memberFuncs, notices, shopMembers, shops, users } from '../db/schema.ts';
import { ShopScope } from '../db/tenant.ts';
import { seedDemoAdvertising } from './advertising.ts';
import { seedDemoAfterSales } from './after-sales.ts';
import { seedDemoCampaigns } from './campaigns.ts';
import { seedDemoBrands } from './catalog.ts';
import { seedDemoChats } from './chat.ts';
import { seedDemoFinance } from './finance.ts';
import { seedDemoProducts } from './items.ts';
import { seedDemoViolations, seedFlashProgramme, seedMarketplace } from './marketplace.ts';
import { seedDemoOrders } from './orders.ts';
import { seedReviews } from './reviews.ts';
import { seedDemoShipping } from './shipping.ts';

export const DEMO_PASSWORD = 'DemoShop2026';
export const DEMO_ACCOUNTS = { owner: 'demo-owner', operator: 'demo-operator', service: 'demo-service' } as const;

/** The operator holds only the product and order codes. */
const OPERATOR_FUNCS = [
  FUNC.products,
  FUNC.productList,
  FUNC.reviews,
  FUNC.pictures,
  FUNC.orders,
  FUNC.orderList,
  FUNC.afterSales,
  FUNC.orderAppeals,
];
/** Customer service works orders, after-sales and the chat setup. */
const SERVICE_FUNCS = [
  FUNC.orders,
  FUNC.orderList,
  FUNC.afterSales,
  FUNC.messageSetup,
  FUNC.quickReplies,
  FUNC.smartAssistant,
];

/**
 * The demo shop a newcomer meets: both agreements unsigned and no return address, so the
 * gates show; a second shop of the owner so store switching is real. Runs once.
 */
export async function seedDemo(db: Db, now: Date): Promise<{ seeded: boolean }> {
  await seedMarketplace(db, now);
  const existing = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.loginAcct, DEMO_ACCOUNTS.owner))
    .limit(1);
  if (existing.length) return { seeded: false };
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const demoShopId = await db.transaction(async (tx) => {
    const owner = newId();
    const operator = newId();
    const service = newId();
    const demoShop = newId();
    const secondShop = newId();
    const user = (id: string, loginAcct: string, nickname: string, email: string, phone: string) => ({
      id,
      loginAcct,
      nickname,
      email,
      emailVerified: true,
      phone,
      passwordHash,
      status: 'active',
      createdAt: now,
      updatedAt: now,
    });
    await tx
      .insert(users)
      .values([
        user(owner, DEMO_ACCOUNTS.owner, 'สมชาย ใจดี', 'owner@demo-shop.example', '66-0812345678'),
        user(operator, DEMO_ACCOUNTS.operator, 'Operator Nok', 'operator@demo-shop.example', '66-0823456789'),
        user(service, DEMO_ACCOUNTS.service, 'บริการลูกค้า Ploy', 'service@demo-shop.example', '66-0934567890'),
      ]);
    await tx.insert(shops).values([
      { id: demoShop, name: 'Demo Shop', shopType: SHOP_TYPE.THAI_LOCAL, createdAt: now },
      {
        id: secondShop,
        name: 'Demo Shop Global',
        shopType: SHOP_TYPE.CROSS_BORDER,
        createdAt: new Date(now.getTime() + 1),
      },
    ]);
    await tx.insert(shopMembers).values([
      { shopId: demoShop, userId: owner, acctType: MAIN_ACCOUNT, createdAt: now },
      { shopId: secondShop, userId: owner, acctType: MAIN_ACCOUNT, createdAt: new Date(now.getTime() + 1) },
      { shopId: demoShop, userId: operator, acctType: SUB_ACCOUNT, createdAt: now },
      {
        shopId: demoShop,
        userId: service,
        acctType: SUB_ACCOUNT,
        flgCustService: true,
        csScope: 'both',
        createdAt: now,
      },
    ]);
    await tx
      .insert(memberFuncs)
      .values([
        ...OPERATOR_FUNCS.map((funcId) => ({ shopId: demoShop, userId: operator, funcId })),
        ...SERVICE_FUNCS.map((funcId) => ({ shopId: demoShop, userId: service, funcId })),
      ]);
    // A living shop: products in every tab, brands in every state, buyers' reviews.
    await seedDemoProducts(tx, demoShop, now);
    await seedDemoBrands(tx, demoShop, now);
    await seedReviews(tx, demoShop, now);
    // Freight templates, the logistics set-up and the pick-up codes the orders' pick-up orders take.
    for (const shopId of [demoShop, secondShop]) await seedDemoShipping(tx, shopId, now);
    // The platform's campaigns with the shop's registrations, before the orders some of them price.
    await seedDemoCampaigns(tx, demoShop, now);
    // Orders in every state, placed by the marketplace's buyers over the last 30 days.
    await seedDemoOrders(tx, demoShop, now);
    // Buyers' refund, return and exchange requests on those orders, in every state.
    await seedDemoAfterSales(tx, demoShop, owner, now);
    // One of each promotion tool, made after the orders so those keep the prices they were sold at.
    await seedDemoPromotions(new ShopScope(tx, demoShop), owner, now);
    // An open ad account with a running plan and 30 days of its statistics.
    await seedDemoAdvertising(tx, demoShop, owner, now);
    // Receiving accounts and a few months of bills in several states.
    await seedDemoFinance(tx as unknown as Tx, demoShop, now);
    // The order rules' expiry at the seed's time: the old batch of pick-up codes expires.
    await expirePickupCodes(tx, now);
    // Every account of every shop reads it, staff who cannot sign or set up anything too: it
    // asks nothing of them (the owner's setup steps are on the home page and the gates).
    await tx.insert(notices).values({
      id: newId(),
      shopId: null,
      title: { EN: 'Welcome to Seller Centre', TH: 'ยินดีต้อนรับสู่ศูนย์ผู้ขาย', CN: '欢迎使用卖家中心' },
      content: {
        EN: 'Your seller centre is ready. The home page shows what is waiting for you.',
        TH: 'ศูนย์ผู้ขายของคุณพร้อมใช้งานแล้ว หน้าแรกแสดงสิ่งที่รอคุณดำเนินการ',
        CN: '您的卖家中心已就绪，首页会显示等待您处理的事项。',
      },
      createdAt: now,
    });
    return demoShop;
  });
  // Violations are raised by the platform operator, after the products exist.
  await seedDemoViolations(db, demoShopId, now);
  await seedFlashProgramme(db, now);
  // Buyers' chats with the shop: one waiting past the late-reply mark, one unread, one answered.
  await seedDemoChats(db, demoShopId, now);
  return { seeded: true };
}
