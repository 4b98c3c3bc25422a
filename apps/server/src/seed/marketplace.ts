import type { InspectionItemCode } from '@sc/contract/calls/compliance.ts';
import { asc, eq, isNull, ne, sql } from 'drizzle-orm';
import {
  decideViolation,
  raiseViolation,
  recordCommodityInspection,
  recordInspection,
  submitViolation,
} from '../areas/compliance/index.ts';
import { publishProgramme } from '../areas/promotions/index.ts';
import { hashPassword } from '../auth/password.ts';
import { MAIN_ACCOUNT } from '../auth/permissions.ts';
import { bangkokDay, bangkokDayStart } from '../bangkok-time.ts';
import type { Db } from '../db/client.ts';
import { newId } from '../db/ids.ts';
import { platformOperators, products, seckillProgrammes, shopMembers, violations } from '../db/schema.ts';
import { ShopScope } from '../db/tenant.ts';

/** The platform operator of the marketplace simulator, seeded with the demo shop. */
export const DEMO_PLATFORM_OPERATOR = {
  loginAcct: 'platform-operator',
  password: 'PlatformOps2026',
  name: 'Platform Operator Ton',
} as const;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The demo platform operator; runs once (an existing account is left as it is). */
export async function seedMarketplace(db: Db, now: Date): Promise<{ operatorId: string }> {
  const [existing] = await db
    .select({ id: platformOperators.id })
    .from(platformOperators)
    .where(sql`lower(${platformOperators.loginAcct}) = ${DEMO_PLATFORM_OPERATOR.loginAcct}`)
    .limit(1);
  if (existing) return { operatorId: existing.id };
  const operatorId = newId();
  await db.insert(platformOperators).values({
    id: operatorId,
    loginAcct: DEMO_PLATFORM_OPERATOR.loginAcct,
    name: DEMO_PLATFORM_OPERATOR.name,
    passwordHash: await hashPassword(DEMO_PLATFORM_OPERATOR.password),
    createdAt: now,
  });
  return { operatorId };
}

const checks = (failed: InspectionItemCode[], notes: Partial<Record<InspectionItemCode, string>> = {}) =>
  (['title_accuracy', 'image_quality', 'description_match', 'category_correct', 'price_consistency'] as const).map(
    (code) => ({ code, passed: !failed.includes(code), note: notes[code] ?? '' }),
  );

/**
 * Violations and inspections in every state on a shop's products, so /shop/IllegalGoods and
 * the inspection screens show a living shop. Call it after the shop's products are seeded;
 * it does nothing without products or when the shop already has violations. Returns the
 * number of violations made.
 */
export async function seedDemoViolations(db: Db, shopId: string, now: Date): Promise<number> {
  const { operatorId } = await seedMarketplace(db, now);
  return db.transaction(async (tx) => {
    const shop = new ShopScope(tx, shopId);
    if ((await shop.count(violations)) > 0) return 0;
    const list = await tx
      .select({ id: products.id })
      .from(products)
      .where(shop.where(products, isNull(products.deletedAt), isNull(products.purgedAt), ne(products.status, 'halted')))
      .orderBy(asc(products.id))
      .limit(5);
    const [owner] = await tx
      .select({ userId: shopMembers.userId })
      .from(shopMembers)
      .where(shop.where(shopMembers, eq(shopMembers.acctType, MAIN_ACCOUNT)))
      .limit(1);
    const [first, second, third] = list.map((p) => p.id);
    if (first === undefined || !owner) return 0;
    const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY_MS);
    let made = 0;

    // Waits for the merchant: a misleading main image, fix within the week.
    await raiseViolation(shop, {
      productId: first,
      type: 'misleading',
      severity: 'warn',
      reason: 'รูปหลักแสดงสินค้าที่ไม่ได้รวมอยู่ในแพ็กเกจ (Main image shows accessories not included in the package)',
      requirement: 'เปลี่ยนรูปหลักให้ตรงกับสินค้าที่ผู้ซื้อได้รับจริง (Use a main image of exactly what the buyer receives)',
      rectifyDays: 7,
      points: 1,
      operatorId,
      now: at(2),
    });
    made++;

    if (second !== undefined) {
      // Taken down for a price raised before a discount; the merchant has appealed.
      const down = await raiseViolation(shop, {
        productId: second,
        type: 'price_manipulation',
        severity: 'take_down',
        reason: 'ราคาเดิมถูกปรับขึ้นก่อนแสดงส่วนลด 40% (The original price was raised just before a 40% discount was shown)',
        requirement: 'ตั้งราคาตลาดตามราคาขายจริงย้อนหลัง 30 วัน (Set the market price to the real price of the last 30 days)',
        rectifyDays: 7,
        points: 3,
        operatorId,
        now: at(3),
      });
      await submitViolation(shop, {
        violationId: down.violationId,
        kind: 'rectify',
        explanation: 'ปรับราคาตลาดกลับเป็น 590 บาทตามราคาขายจริงแล้ว (Market price set back to 590 baht, the real price)',
        evidenceUrls: [],
        userId: owner.userId,
        now: at(1),
      });
      made++;
    }

    if (third !== undefined) {
      // Closed: a wrong category, fixed and passed on recheck.
      const fixed = await raiseViolation(shop, {
        productId: third,
        type: 'wrong_category',
        severity: 'warn',
        reason: 'สินค้าอยู่ในหมวดหมู่ไม่ถูกต้อง (Listed in the wrong category)',
        requirement: '',
        rectifyDays: 7,
        points: 0,
        operatorId,
        now: at(20),
      });
      await submitViolation(shop, {
        violationId: fixed.violationId,
        kind: 'rectify',
        explanation: 'ย้ายสินค้าไปหมวดหมู่ที่ถูกต้องแล้ว (Moved to the right category)',
        evidenceUrls: [],
        userId: owner.userId,
        now: at(18),
      });
      await decideViolation(shop, {
        violationId: fixed.violationId,
        decision: 'pass',
        remark: 'ตรวจสอบแล้ว หมวดหมู่ถูกต้อง (Checked: the category is right)',
        operatorId,
        now: at(17),
      });
      made++;
    }

    await recordInspection(shop, {
      productId: first,
      kind: 'quality',
      items: [...checks([]), { code: 'sample_quality', passed: true, note: '' }],
      remark: '',
      operatorId,
      now: at(6),
    });
    await recordInspection(shop, {
      productId: second ?? first,
      kind: 'compliance',
      items: checks(['title_accuracy'], { title_accuracy: 'ชื่อสินค้ามีคำว่า "ของแท้ 100%" โดยไม่มีหลักฐาน' }),
      remark: 'แก้ชื่อสินค้าแล้วแจ้งตรวจใหม่ (Fix the title for the next round)',
      operatorId,
      now: at(4),
    });
    const figures = [
      { sales90d: 48, score: 4.7 },
      { sales90d: 0, score: 4.2 },
      { sales90d: 15, score: 3.6 },
      { sales90d: 120, score: 4.9 },
      { sales90d: 7, score: 4.0 },
    ];
    for (const [i, p] of list.entries()) {
      const f = figures[i] ?? { sales90d: 1, score: 4 };
      await recordCommodityInspection(shop, { productId: p.id, ...f, operatorId, now: at(1) });
    }
    return made;
  });
}

/** The flash-sale slots of a Bangkok day: 00:00–12:00, 12:00–18:00 and 18:00–24:00. */
const FLASH_DAY_SLOTS = [
  [0, 12],
  [12, 18],
  [18, 24],
] as const;

/**
 * A flash-sale programme published by the platform operator, with three slots on each of the next
 * three Bangkok days, so /activityreport/seckill/latest has slots to register into. Runs once.
 */
export async function seedFlashProgramme(db: Db, now: Date): Promise<void> {
  const { operatorId } = await seedMarketplace(db, now);
  await db.transaction(async (tx) => {
    const [any] = await tx.select({ id: seckillProgrammes.id }).from(seckillProgrammes).limit(1);
    if (any) return;
    const today = bangkokDayStart(bangkokDay(now));
    const slots = [1, 2, 3].flatMap((d) =>
      FLASH_DAY_SLOTS.map(([from, to]) => ({
        startTime: new Date(today.getTime() + d * DAY_MS + from * 3_600_000).toISOString(),
        endTime: new Date(today.getTime() + d * DAY_MS + to * 3_600_000).toISOString(),
      })),
    );
    await publishProgramme(tx, { name: 'Flash Sale', slots }, operatorId, now);
  });
}
