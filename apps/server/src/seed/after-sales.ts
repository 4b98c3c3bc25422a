import { AFTER_SALE_REQUEST_DAYS, type AfterSaleReason, type AfterSaleType } from '@sc/contract/after-sales.ts';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { applyCase, auditCase, buyerAct, platformAct } from '../areas/after-sales/index.ts';
import type { Db, Tx } from '../db/client.ts';
import { newId } from '../db/ids.ts';
import { afterSales, orderItems, orders, returnAddresses } from '../db/schema.ts';
import { ShopScope } from '../db/tenant.ts';

// The demo shop's after-sale cases (issue 6): buyers' requests on its delivered and shipped
// orders, moved through the same functions the calls use, and left in every after-sale state
// with their timers still running (none of them fires when the server starts).
//
// The shop has no return address yet (the setup gate asks for one), so the returns agreed in
// the past carry the warehouse address they were agreed with, as cases keep it; that address
// is added for those moves and removed again.

const HOUR = 60 * 60 * 1000;

type Step =
  | 'agree'
  | 'agree_return'
  | 'ship_return'
  | 'confirm_receipt'
  | 'reship'
  | 'reject'
  | 'accept'
  | 'dispute'
  | 'judge_buyer'
  | 'revoke';

interface Scenario {
  type: AfterSaleType;
  reason: AfterSaleReason;
  description: string;
  /** Hours ago the buyer asked, and the steps after it (hours after asking). */
  agoHours: number;
  steps: [Step, number][];
  photo?: boolean;
  /** Only shipped orders not yet delivered (refund only, not received). */
  inTransit?: boolean;
}

const SCENARIOS: Scenario[] = [
  {
    type: 'refund',
    reason: 'not_received',
    description: 'สถานะขึ้นว่ากำลังจัดส่งมา 4 วันแล้ว ยังไม่ได้รับของ',
    agoHours: 5,
    steps: [],
    inTransit: true,
  },
  {
    type: 'return',
    reason: 'damaged',
    description: 'กล่องบุบ สินค้าแตกเสียหายตอนได้รับ',
    agoHours: 20,
    steps: [],
    photo: true,
  },
  { type: 'exchange', reason: 'size_fit', description: 'ขนาดเล็กไป ขอเปลี่ยนเป็นไซซ์ใหญ่ขึ้น', agoHours: 30, steps: [] },
  {
    type: 'return',
    reason: 'wrong_item',
    description: 'ได้รับสินค้าผิดสี',
    agoHours: 48,
    steps: [['agree_return', 10]],
    photo: true,
  },
  {
    type: 'return',
    reason: 'not_as_described',
    description: 'วัสดุไม่ตรงกับที่แจ้งในหน้าร้าน',
    agoHours: 72,
    steps: [
      ['agree_return', 8],
      ['ship_return', 40],
    ],
  },
  {
    type: 'exchange',
    reason: 'quality',
    description: 'ใช้ได้วันเดียวก็เสีย ขอเปลี่ยนชิ้นใหม่',
    agoHours: 100,
    steps: [
      ['agree_return', 5],
      ['ship_return', 30],
      ['confirm_receipt', 90],
    ],
    photo: true,
  },
  { type: 'refund', reason: 'changed_mind', description: 'เปลี่ยนใจ ไม่ต้องการแล้ว', agoHours: 24, steps: [['reject', 12]] },
  {
    type: 'refund',
    reason: 'missing_parts',
    description: 'อุปกรณ์ในกล่องไม่ครบ ขาดสายชาร์จ',
    agoHours: 50,
    steps: [
      ['reject', 6],
      ['dispute', 40],
    ],
    photo: true,
  },
  {
    type: 'refund',
    reason: 'damaged',
    description: 'สินค้าเสียหาย',
    agoHours: 110,
    steps: [
      ['reject', 10],
      ['dispute', 30],
      ['judge_buyer', 86],
    ],
    photo: true,
  },
  { type: 'refund', reason: 'quality', description: 'สีลอกหลังใช้งานสองวัน', agoHours: 140, steps: [['agree', 6]] },
  {
    type: 'return',
    reason: 'damaged',
    description: 'ฝาปิดแตก',
    agoHours: 200,
    steps: [
      ['agree_return', 4],
      ['ship_return', 20],
      ['confirm_receipt', 70],
    ],
    photo: true,
  },
  {
    type: 'exchange',
    reason: 'wrong_item',
    description: 'ได้ผิดรุ่น',
    agoHours: 230,
    steps: [
      ['agree_return', 3],
      ['ship_return', 24],
      ['confirm_receipt', 60],
      ['reship', 64],
    ],
  },
  {
    type: 'refund',
    reason: 'changed_mind',
    description: 'สั่งซ้ำโดยไม่ได้ตั้งใจ',
    agoHours: 180,
    steps: [
      ['reject', 8],
      ['accept', 20],
    ],
  },
  { type: 'return', reason: 'size_fit', description: 'ไซซ์ไม่พอดี', agoHours: 160, steps: [['revoke', 3]] },
  // Rejected, then taken to the platform by the buyer: the order shows in dispute (its tab is
  // not empty for a newcomer) until the platform judges, within its 48 hours.
  {
    type: 'refund',
    reason: 'not_as_described',
    description: 'สีของสินค้าไม่ตรงกับรูปในหน้าร้าน',
    agoHours: 26,
    steps: [
      ['reject', 4],
      ['dispute', 12],
    ],
    photo: true,
  },
];

const WAREHOUSE = {
  name: 'คลังสินค้าหลัก',
  contact: 'สมชาย ใจดี',
  phone: '66-0812345678',
  zipCode: '10900',
  provinceCode: '10',
  province: 'กรุงเทพมหานคร',
  districtCode: '1030',
  district: 'จตุจักร',
  subDistrictCode: '103005',
  subDistrict: 'จตุจักร',
  detail: '99/1 ถนนพหลโยธิน',
};

export async function seedDemoAfterSales(db: Db, shopId: string, ownerId: string, now: Date): Promise<number> {
  const tx = db as Tx;
  const shop = new ShopScope(tx, shopId);
  const [existing] = await shop.pick(afterSales, { id: afterSales.id }).limit(1);
  if (existing) return 0;
  const pick = async (statuses: string[]) =>
    shop
      .pick(
        orders,
        { id: orders.id, buyerId: orders.buyerId, completedAt: orders.completedAt },
        and(eq(orders.payStatus, 'success'), inArray(orders.status, statuses)),
      )
      .orderBy(desc(orders.createdAt));
  // Orders the buyer may still ask about: not completed longer ago than the request window.
  const windowStart = new Date(now.getTime() - (AFTER_SALE_REQUEST_DAYS - 1) * 24 * HOUR);
  const delivered = (await pick(['delivered', 'signed', 'completed'])).filter(
    (o) => o.completedAt === null || o.completedAt > windowStart,
  );
  const inTransit = await pick(['shipped', 'in_transit']);
  const addressId = newId();
  await tx.insert(returnAddresses).values({ shopId, id: addressId, ...WAREHOUSE, isDefault: true, createdAt: now });
  let made = 0;
  for (const sc of SCENARIOS) {
    const order = (sc.inTransit ? inTransit : delivered).shift();
    if (!order) continue;
    const at = (hoursAfter: number) => new Date(now.getTime() - sc.agoHours * HOUR + hoursAfter * HOUR);
    const [line] = await shop
      .pick(orderItems, { imageUrl: orderItems.imageUrl }, eq(orderItems.orderId, order.id))
      .limit(1);
    const c = await applyCase(
      tx,
      shopId,
      {
        orderId: order.id,
        type: sc.type,
        reason: sc.reason,
        description: sc.description,
        evidence: sc.photo && line?.imageUrl ? [line.imageUrl] : [],
        lines: [],
      },
      at(0),
    );
    const caseId = String(c.id);
    for (const [step, hoursAfter] of sc.steps) {
      const when = at(hoursAfter);
      const audit = (p: Parameters<typeof auditCase>[2]) => auditCase(shop, ownerId, p, when);
      switch (step) {
        case 'agree':
        case 'agree_return':
        case 'confirm_receipt':
          await audit({ caseId, action: step, note: '' });
          break;
        case 'reject':
          await audit({ caseId, action: 'reject', rejectReason: 'evidence_insufficient', note: 'ขอรูปสินค้าที่ชัดเจนกว่านี้' });
          break;
        case 'reship':
          await audit({
            caseId,
            action: 'reship',
            note: '',
            carrierCode: 'flash',
            waybillNo: `TH${String(c.id).slice(-10)}`,
          });
          break;
        case 'ship_return':
          await buyerAct(
            tx,
            shopId,
            c.id,
            { action: 'ship_return', carrierCode: 'kerry', waybillNo: `KERD${String(c.id).slice(-9)}`, note: '' },
            when,
          );
          break;
        case 'accept':
        case 'dispute':
        case 'revoke':
          await buyerAct(tx, shopId, c.id, { action: step, note: '' }, when);
          break;
        case 'judge_buyer':
          await platformAct(tx, shopId, c.id, { action: 'judge_buyer', note: 'ผู้ซื้อมีหลักฐานว่าสินค้าเสียหาย' }, when);
          break;
      }
    }
    made += 1;
  }
  await shop.delete(returnAddresses, eq(returnAddresses.id, addressId));
  return made;
}
