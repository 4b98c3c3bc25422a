import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { FUNC_ROWS } from '../db/func-tree.ts';
import { contractTemplates, funcs, noticeTemplates } from '../db/schema.ts';
import { seedCatalog } from './catalog.ts';
import { CONTRACT_TEMPLATES } from './contract-texts.ts';

const NOTICE_TEMPLATES = [
  [
    'order',
    'แจ้งเตือนคำสั่งซื้อ',
    'Order notices',
    '订单通知',
    'คำสั่งซื้อใหม่และคำสั่งซื้อที่ใกล้ครบกำหนดจัดส่ง',
    'New orders and orders close to their shipping deadline',
    '新订单及即将到期发货的订单',
  ],
  [
    'aftersale',
    'แจ้งเตือนบริการหลังการขาย',
    'After-sales notices',
    '售后通知',
    'คำขอคืนเงิน คืนสินค้า และเปลี่ยนสินค้า',
    'Refund, return and exchange requests',
    '退款、退货和换货申请',
  ],
  [
    'promotion',
    'แจ้งเตือนการตลาด',
    'Promotion notices',
    '营销通知',
    'ผลการลงทะเบียนกิจกรรมและคูปอง',
    'Activity registration results and coupons',
    '活动报名结果和优惠券',
  ],
  ['finance', 'แจ้งเตือนการเงิน', 'Finance notices', '财务通知', 'บิลและการชำระเงิน', 'Bills and payouts', '账单和结算'],
  [
    'violation',
    'แจ้งเตือนการละเมิด',
    'Violation notices',
    '违规通知',
    'การละเมิดและการหักคะแนน',
    'Violations and point deductions',
    '违规和扣分',
  ],
] as const;

/**
 * The platform's own data every database needs (function tree, contract and notice templates,
 * categories and brands); safe to run at every start.
 */
export async function seedPlatformData(db: Db): Promise<void> {
  await db
    .insert(funcs)
    .values(FUNC_ROWS)
    .onConflictDoUpdate({
      target: funcs.id,
      set: {
        parentId: sql`excluded.parent_id`,
        nameTh: sql`excluded.name_th`,
        nameEn: sql`excluded.name_en`,
        nameZh: sql`excluded.name_zh`,
        sort: sql`excluded.sort`,
        isNew: sql`excluded.is_new`,
      },
    });
  await db
    .insert(contractTemplates)
    .values(CONTRACT_TEMPLATES)
    .onConflictDoUpdate({
      target: contractTemplates.type,
      set: {
        version: sql`excluded.version`,
        titleTh: sql`excluded.title_th`,
        titleEn: sql`excluded.title_en`,
        titleZh: sql`excluded.title_zh`,
        contentTh: sql`excluded.content_th`,
        contentEn: sql`excluded.content_en`,
        contentZh: sql`excluded.content_zh`,
      },
    });
  await db
    .insert(noticeTemplates)
    .values(
      NOTICE_TEMPLATES.map(([id, nameTh, nameEn, nameZh, descriptionTh, descriptionEn, descriptionZh], sort) => ({
        id,
        nameTh,
        nameEn,
        nameZh,
        descriptionTh,
        descriptionEn,
        descriptionZh,
        sort,
      })),
    )
    .onConflictDoNothing();
  await seedCatalog(db);
}
