import type { Texts } from '../locale.ts';

/** Reply texts of flash sales (/activityreport/seckill/{modeId}), merged into messages.ts. */
export const seckillMessages = {
  seckillSkusRequired: {
    'th-TH': 'กรุณาเพิ่ม SKU อย่างน้อย 1 รายการ',
    'en-US': 'Add at least one SKU',
    'zh-CN': '请至少添加一个 SKU',
  },
  seckillTooManySkus: {
    'th-TH': 'ลงทะเบียนได้ครั้งละไม่เกิน {max} SKU',
    'en-US': 'Register at most {max} SKUs at a time',
    'zh-CN': '每次最多报名 {max} 个 SKU',
  },
  seckillSkuTwice: {
    'th-TH': 'SKU {skuId}: เพิ่มซ้ำแล้ว',
    'en-US': 'SKU {skuId}: added twice',
    'zh-CN': 'SKU {skuId}：重复添加',
  },
  seckillPriceMissing: {
    'th-TH': 'SKU {skuId}: กรุณากรอกราคาแฟลชเซล',
    'en-US': 'SKU {skuId}: enter the flash price',
    'zh-CN': 'SKU {skuId}：请输入秒杀价',
  },
  seckillAboveSales: {
    'th-TH': 'SKU {skuId}: ราคาแฟลชเซลต้องไม่สูงกว่าราคาขาย ({salesPrice} บาท)',
    'en-US': 'SKU {skuId}: the flash price cannot be higher than the sales price ({salesPrice} baht)',
    'zh-CN': 'SKU {skuId}：秒杀价不能高于销售价（{salesPrice}泰铢）',
  },
  seckillDiscountTooSmall: {
    'th-TH': 'SKU {skuId}: ราคาแฟลชเซลต้องต่ำกว่าราคาขายอย่างน้อย {min}%',
    'en-US': 'SKU {skuId}: the flash price must be at least {min}% below the sales price',
    'zh-CN': 'SKU {skuId}：秒杀价须比销售价至少低{min}%',
  },
  seckillFree: {
    'th-TH': 'SKU {skuId}: ราคาแฟลชเซลต้องมากกว่า 0 บาท',
    'en-US': 'SKU {skuId}: the flash price must be more than 0 baht',
    'zh-CN': 'SKU {skuId}：秒杀价必须大于0泰铢',
  },
  seckillShallowDiscount: {
    'th-TH': 'SKU {skuId}: ลดเพียง {percent}% (น้อยกว่า {threshold}%) โปรดตรวจสอบอีกครั้ง',
    'en-US': 'SKU {skuId}: only {percent}% off (under {threshold}%); please check',
    'zh-CN': 'SKU {skuId}：仅优惠{percent}%（低于{threshold}%），请确认',
  },
  seckillDeepDiscount: {
    'th-TH': 'SKU {skuId}: ลด {percent}% (เกิน {threshold}%) โปรดตรวจสอบอีกครั้ง',
    'en-US': 'SKU {skuId}: {percent}% off (over {threshold}%); please check',
    'zh-CN': 'SKU {skuId}：优惠{percent}%（超过{threshold}%），请确认',
  },
  seckillNotBelowLowest: {
    'th-TH': 'SKU {skuId}: ราคาแฟลชเซลไม่ต่ำกว่าราคาต่ำสุดใน 30 วัน ({lowest} บาท)',
    'en-US': 'SKU {skuId}: the flash price is not below the lowest price of 30 days ({lowest} baht)',
    'zh-CN': 'SKU {skuId}：秒杀价不低于30天最低价（{lowest}泰铢）',
  },
  seckillStockNotPositive: {
    'th-TH': 'SKU {skuId}: สต็อกแฟลชเซลต้องมากกว่า 0',
    'en-US': 'SKU {skuId}: the flash stock must be more than 0',
    'zh-CN': 'SKU {skuId}：秒杀库存必须大于0',
  },
  seckillStockAboveMall: {
    'th-TH': 'SKU {skuId}: สต็อกแฟลชเซลต้องไม่เกินสต็อกสินค้า ({mallStock})',
    'en-US': 'SKU {skuId}: the flash stock cannot exceed the product stock ({mallStock})',
    'zh-CN': 'SKU {skuId}：秒杀库存不能超过商品库存（{mallStock}）',
  },
  seckillPerBuyerInvalid: {
    'th-TH': 'SKU {skuId}: จำกัดต่อผู้ซื้อต้องเป็นจำนวนเต็ม 1 ถึง {max}',
    'en-US': 'SKU {skuId}: the limit per buyer must be a whole number from 1 to {max}',
    'zh-CN': 'SKU {skuId}：每人限购须为 1 至 {max} 的整数',
  },
  seckillSkuNotFound: {
    'th-TH': 'ไม่พบ SKU {skuId} ในร้านนี้',
    'en-US': 'SKU {skuId} is not in this shop',
    'zh-CN': '本店没有 SKU {skuId}',
  },
  seckillSkuNotOnSale: {
    'th-TH': 'SKU {skuId}: สินค้าไม่ได้วางขายอยู่',
    'en-US': 'SKU {skuId}: the product is not on sale',
    'zh-CN': 'SKU {skuId}：商品未在售',
  },
  seckillSkuTaken: {
    'th-TH': 'SKU {skuId}: ลงทะเบียนในช่วงเวลานี้แล้ว',
    'en-US': 'SKU {skuId}: already registered in this slot',
    'zh-CN': 'SKU {skuId}：已报名该场次',
  },
  seckillSlotStarted: {
    'th-TH': 'ช่วงเวลานี้เริ่มแล้ว ลงทะเบียนไม่ได้',
    'en-US': 'This slot has already started; registrations are closed',
    'zh-CN': '该场次已开始，不能报名',
  },
  seckillNotCancellable: {
    'th-TH': 'ยกเลิกได้เฉพาะการลงทะเบียนที่รอตรวจสอบหรืออนุมัติแล้ว ก่อนช่วงเวลาเริ่ม',
    'en-US': 'Only a pending or approved registration can be cancelled, before its slot starts',
    'zh-CN': '只能在场次开始前取消待审核或已通过的报名',
  },
  seckillNotReviewable: {
    'th-TH': 'ตรวจสอบได้เฉพาะการลงทะเบียนที่รอตรวจสอบ ก่อนช่วงเวลาสิ้นสุด',
    'en-US': 'Only a pending registration can be reviewed, before its slot ends',
    'zh-CN': '只能在场次结束前审核待审核的报名',
  },
  seckillReasonRequired: {
    'th-TH': 'กรุณาระบุเหตุผลที่ไม่อนุมัติ',
    'en-US': 'Give the reason for the rejection',
    'zh-CN': '请填写驳回原因',
  },
  seckillSlotsInvalid: {
    'th-TH': 'ช่วงเวลาต้องเริ่มก่อนสิ้นสุดและไม่ทับกัน',
    'en-US': 'Each slot must start before it ends, and slots cannot overlap',
    'zh-CN': '每个场次须开始早于结束，且场次不能重叠',
  },
} as const satisfies Record<string, Texts>;
