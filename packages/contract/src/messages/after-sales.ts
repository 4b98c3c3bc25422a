import type { Texts } from '../locale.ts';

/**
 * Reply texts of after-sales (the merchant's calls and the simulator's buyer and platform),
 * merged into messages.ts. {caseId} and {orderId} are numbers; {deadline} a Bangkok time,
 * year-month-day hour:minute; {max} and {available} amounts or counts.
 */
export const afterSalesMessages = {
  afterSaleStateRefused: {
    'th-TH': 'คำขอ {caseId} ทำรายการนี้ไม่ได้ในสถานะปัจจุบัน กรุณารีเฟรชหน้าเพื่อดูสถานะล่าสุด',
    'en-US': 'Case {caseId} cannot do this in its current state; refresh the page to see what changed',
    'zh-CN': '售后单 {caseId} 当前状态下无法执行此操作，请刷新页面查看最新状态',
  },
  afterSaleExchangeNeedsReturn: {
    'th-TH': 'คำขอเปลี่ยนสินค้าต้องรับคืนสินค้าก่อน กรุณาเลือก "ยอมรับการคืนสินค้า"',
    'en-US': 'An exchange needs the item back first: agree to the return',
    'zh-CN': '换货需先退回商品，请选择“同意退货”',
  },
  afterSaleNothingToReturn: {
    'th-TH': 'คำขอคืนเงินอย่างเดียวไม่มีสินค้าต้องส่งคืน',
    'en-US': 'A refund-only request has nothing to send back',
    'zh-CN': '仅退款申请没有需要退回的商品',
  },
  afterSaleRejectReasonRequired: {
    'th-TH': 'กรุณาเลือกเหตุผลในการปฏิเสธ',
    'en-US': 'Choose a reason to reject',
    'zh-CN': '请选择拒绝原因',
  },
  afterSaleRejectNoteRequired: {
    'th-TH': 'เหตุผล "อื่นๆ" ต้องระบุรายละเอียด',
    'en-US': 'Write a note when the reason is "Other"',
    'zh-CN': '选择“其他”原因时请填写说明',
  },
  afterSaleNoReturnAddress: {
    'th-TH': 'ร้านค้ายังไม่มีที่อยู่รับคืนสินค้า กรุณาเพิ่มที่ ตั้งค่า › ที่อยู่รับคืนสินค้า',
    'en-US': 'The shop has no return address yet; add one under Settings › Return addresses',
    'zh-CN': '店铺尚未设置退货地址，请在 设置 › 退货地址 中添加',
  },
  afterSaleReshipNoStock: {
    'th-TH': 'สต็อกของ SKU {skuId} ไม่พอสำหรับส่งสินค้าใหม่ (เหลือ {available})',
    'en-US': 'Not enough stock of SKU {skuId} to reship ({available} available)',
    'zh-CN': 'SKU {skuId} 库存不足，无法补发（可用 {available}）',
  },
  afterSaleAppealWindowClosed: {
    'th-TH': 'หมดเวลาอุทธรณ์แล้วเมื่อ {deadline}',
    'en-US': 'The time to appeal ended at {deadline}',
    'zh-CN': '申诉期限已于 {deadline} 截止',
  },
  afterSaleAppealFiled: {
    'th-TH': 'ได้ยื่นอุทธรณ์คำขอนี้แล้ว อุทธรณ์ได้ครั้งเดียว',
    'en-US': 'An appeal was already filed on this case; one appeal per case',
    'zh-CN': '该售后单已提交申诉，每单仅可申诉一次',
  },
  afterSaleAppealReasonRequired: {
    'th-TH': 'กรุณาระบุเหตุผลในการอุทธรณ์ 1 ถึง {max} ตัวอักษร',
    'en-US': 'Write why you appeal, 1 to {max} characters',
    'zh-CN': '请填写申诉理由，1 至 {max} 个字符',
  },
  afterSaleProofRequired: {
    'th-TH': 'กรุณาแนบรูปภาพหลักฐานอย่างน้อย 1 รูป',
    'en-US': 'Add at least one evidence image',
    'zh-CN': '请至少上传一张凭证图片',
  },
  afterSaleProofTooMany: {
    'th-TH': 'แนบหลักฐานได้ไม่เกิน {max} รูปต่อคำขอ',
    'en-US': 'At most {max} evidence images on one case',
    'zh-CN': '每个售后单最多上传 {max} 张凭证',
  },
  afterSaleEvidenceNotFound: {
    'th-TH': 'ไม่พบรูปภาพหลักฐาน กรุณาอัปโหลดใหม่',
    'en-US': 'An evidence image was not found; upload it again',
    'zh-CN': '未找到凭证图片，请重新上传',
  },
  afterSaleNothingRefundable: {
    'th-TH': 'คำสั่งซื้อ {orderId} ไม่มียอดที่คืนเงินได้แล้ว',
    'en-US': 'Nothing of order {orderId} is left to refund',
    'zh-CN': '订单 {orderId} 已无可退金额',
  },
  mktAfterSaleOrderNotEligible: {
    'th-TH': 'คำสั่งซื้อ {orderId} ยื่นคำขอหลังการขายไม่ได้ในสถานะนี้ (ต้องจัดส่งและชำระเงินแล้ว)',
    'en-US': 'Order {orderId} cannot have an after-sale request now: it must be paid and shipped',
    'zh-CN': '订单 {orderId} 当前无法申请售后：须已付款并已发货',
  },
  mktAfterSaleNotDelivered: {
    'th-TH': 'คำสั่งซื้อ {orderId} ยังไม่ถึงผู้ซื้อ คืนหรือเปลี่ยนสินค้าได้หลังได้รับสินค้าแล้ว',
    'en-US': 'Order {orderId} has not reached the buyer; a return or exchange comes after delivery',
    'zh-CN': '订单 {orderId} 尚未送达，收货后才能退货或换货',
  },
  mktAfterSaleWindowClosed: {
    'th-TH': 'เกิน {days} วันหลังคำสั่งซื้อเสร็จสมบูรณ์แล้ว',
    'en-US': 'More than {days} days have passed since the order completed',
    'zh-CN': '订单完成已超过 {days} 天',
  },
  mktAfterSaleLineUnknown: {
    'th-TH': 'คำสั่งซื้อ {orderId} ไม่มีรายการที่ {lineNo}',
    'en-US': 'Order {orderId} has no line {lineNo}',
    'zh-CN': '订单 {orderId} 没有第 {lineNo} 行',
  },
  mktAfterSaleUnitsTaken: {
    'th-TH': 'รายการที่ {lineNo} เหลือเพียง {left} ชิ้นที่ยังไม่อยู่ในคำขออื่น',
    'en-US': 'Line {lineNo} has only {left} units that no other request covers',
    'zh-CN': '第 {lineNo} 行仅剩 {left} 件未在其他售后申请中',
  },
  mktAfterSaleAmountTooHigh: {
    'th-TH': 'ยอดเงินเกิน {max} บาท ซึ่งเป็นยอดที่ชำระสำหรับสินค้าเหล่านี้',
    'en-US': 'The amount is above {max} baht, what those units were paid',
    'zh-CN': '金额超过这些商品的实付金额 {max} 泰铢',
  },
  mktAfterSaleNoAppeal: {
    'th-TH': 'ไม่มีอุทธรณ์ที่รอพิจารณาในคำขอนี้',
    'en-US': 'No appeal is waiting on this case',
    'zh-CN': '该售后单没有待处理的申诉',
  },
} satisfies Record<string, Texts>;
