import type { Texts } from '../locale.ts';

/**
 * Reply texts of abnormal orders and their complaints, merged into messages.ts. {orderId} is
 * the order number; {deadline} a Bangkok time, year-month-day hour:minute.
 */
export const orderRulesMessages = {
  appealOrderNotAbnormal: {
    'th-TH': 'คำสั่งซื้อ {orderId} ไม่ใช่คำสั่งซื้อผิดปกติ ร้องเรียนได้เฉพาะคำสั่งซื้อผิดปกติ',
    'en-US': 'Order {orderId} is not abnormal; only an abnormal order can be complained about',
    'zh-CN': '订单 {orderId} 不是异常订单，只有异常订单可以申诉',
  },
  // Product- "a complaint … must be filed within 3 days or the customer is refunded automatically".
  appealWindowClosed: {
    'th-TH': 'หมดเวลาร้องเรียนแล้วเมื่อ {deadline} เงินคืนผู้ซื้อเป็นที่สิ้นสุด',
    'en-US': 'The time to complain ended at {deadline}; the refund to the buyer is final',
    'zh-CN': '申诉期限已于 {deadline} 截止，退款给买家已成定局',
  },
  appealAlreadyFiled: {
    'th-TH': 'ได้ยื่นร้องเรียนคำสั่งซื้อ {orderId} แล้ว ร้องเรียนได้ครั้งเดียวต่อคำสั่งซื้อ',
    'en-US': 'A complaint about order {orderId} was already filed; one complaint per order',
    'zh-CN': '订单 {orderId} 已提交过申诉，每个订单只能申诉一次',
  },
  appealDescriptionRequired: {
    'th-TH': 'กรุณาอธิบายเหตุผลการร้องเรียน (1 ถึง {max} ตัวอักษร)',
    'en-US': 'Describe the reason for the complaint (1 to {max} characters)',
    'zh-CN': '请填写申诉说明（1 到 {max} 个字符）',
  },
  appealEvidenceNotFound: {
    'th-TH': 'ไม่พบรูปภาพหลักฐาน กรุณาอัปโหลดใหม่',
    'en-US': 'An evidence image was not found; please upload it again',
    'zh-CN': '未找到凭证图片，请重新上传',
  },
  appealEvidenceTooMany: {
    'th-TH': 'แนบรูปภาพหลักฐานได้ไม่เกิน {max} รูป',
    'en-US': 'At most {max} evidence images',
    'zh-CN': '凭证图片最多 {max} 张',
  },
} satisfies Record<string, Texts>;
