import type { Texts } from '../locale.ts';

/** Reply texts of deposit pre-sales (/promotion/deposit) and their orders, merged into messages.ts. */
export const depositMessages = {
  depositNameRequired: {
    'th-TH': 'กรุณากรอกชื่อกิจกรรมพรีเซล',
    'en-US': 'Enter the pre-sale name',
    'zh-CN': '请输入预售活动名称',
  },
  depositNameTooLong: {
    'th-TH': 'ชื่อกิจกรรมพรีเซลยาวได้ไม่เกิน {max} ตัวอักษร',
    'en-US': 'The pre-sale name is at most {max} characters',
    'zh-CN': '预售活动名称最多 {max} 个字符',
  },
  depositTimeRequired: {
    'th-TH': 'กรุณาเลือกช่วงเวลาชำระมัดจำ',
    'en-US': 'Choose when buyers pay deposits',
    'zh-CN': '请选择定金支付时间',
  },
  depositStartPast: {
    'th-TH': 'เวลาเริ่มชำระมัดจำต้องไม่เป็นเวลาที่ผ่านมาแล้ว',
    'en-US': 'Deposits cannot start in the past',
    'zh-CN': '定金支付开始时间不能早于当前时间',
  },
  depositEndBeforeStart: {
    'th-TH': 'เวลาเริ่มชำระมัดจำต้องก่อนเวลาสิ้นสุด',
    'en-US': 'The deposit window must start before it ends',
    'zh-CN': '定金支付开始时间必须早于结束时间',
  },
  depositWindowTooLong: {
    'th-TH': 'ช่วงชำระมัดจำยาวได้ไม่เกิน {days} วัน',
    'en-US': 'The deposit window is at most {days} days',
    'zh-CN': '定金支付时间最长 {days} 天',
  },
  depositBalanceRequired: {
    'th-TH': 'กรุณาเลือกเวลาครบกำหนดชำระยอดคงเหลือ',
    'en-US': 'Choose when the balance is due',
    'zh-CN': '请选择尾款截止时间',
  },
  depositBalanceWindow: {
    'th-TH': 'ช่วงชำระยอดคงเหลือต้องยาว {hours} ชั่วโมงถึง {days} วันหลังปิดรับมัดจำ',
    'en-US': 'The balance is due {hours} hour to {days} days after deposits close',
    'zh-CN': '尾款截止时间须在定金结束后 {hours} 小时至 {days} 天之间',
  },
  depositSkusRequired: {
    'th-TH': 'กรุณาเพิ่ม SKU อย่างน้อย 1 รายการ',
    'en-US': 'Add at least one SKU',
    'zh-CN': '请至少添加一个 SKU',
  },
  depositTooManySkus: {
    'th-TH': 'พรีเซลหนึ่งรายการมี SKU ได้ไม่เกิน {max} รายการ',
    'en-US': 'A pre-sale has at most {max} SKUs',
    'zh-CN': '一个预售最多 {max} 个 SKU',
  },
  depositSkuTwice: {
    'th-TH': 'SKU {skuId} ถูกเพิ่มซ้ำ',
    'en-US': 'SKU {skuId} is added twice',
    'zh-CN': 'SKU {skuId} 重复添加',
  },
  depositAmountRequired: {
    'th-TH': 'SKU {skuId}: กรุณากรอกเงินมัดจำ',
    'en-US': 'SKU {skuId}: enter the deposit',
    'zh-CN': 'SKU {skuId}：请输入定金',
  },
  depositBelowBand: {
    'th-TH': 'SKU {skuId}: ราคา {price} บาท เงินมัดจำต้องอยู่ระหว่าง {min} ถึง {max} บาท',
    'en-US': 'SKU {skuId}: at {price} baht the deposit is {min} to {max} baht',
    'zh-CN': 'SKU {skuId}：售价 {price} 泰铢，定金须在 {min} 至 {max} 泰铢之间',
  },
  depositAboveBand: {
    'th-TH': 'SKU {skuId}: ราคา {price} บาท เงินมัดจำต้องไม่เกิน {max} บาท (อย่างน้อย {min} บาท)',
    'en-US': 'SKU {skuId}: at {price} baht the deposit is at most {max} baht (at least {min})',
    'zh-CN': 'SKU {skuId}：售价 {price} 泰铢，定金不能超过 {max} 泰铢（至少 {min} 泰铢）',
  },
  depositNotTens: {
    'th-TH': 'SKU {skuId}: เงินมัดจำต้องเป็นจำนวนเท่าของ 10 บาท',
    'en-US': 'SKU {skuId}: the deposit is a multiple of 10 baht',
    'zh-CN': 'SKU {skuId}：定金须为 10 泰铢的整数倍',
  },
  depositDeductionRequired: {
    'th-TH': 'SKU {skuId}: กรุณากรอกมูลค่าหักลด',
    'en-US': 'SKU {skuId}: enter what the deposit is worth',
    'zh-CN': 'SKU {skuId}：请输入定金抵扣金额',
  },
  depositDeductionNotMultiple: {
    'th-TH': 'SKU {skuId}: มูลค่าหักลดต้องเป็นจำนวนเท่าของเงินมัดจำ ({deposit} บาท)',
    'en-US': 'SKU {skuId}: the deduction is a whole multiple of the deposit ({deposit} baht)',
    'zh-CN': 'SKU {skuId}：抵扣金额须为定金（{deposit} 泰铢）的整数倍',
  },
  depositDeductionTooHigh: {
    'th-TH': 'SKU {skuId}: มูลค่าหักลดต้องไม่เกิน {percent}% ของราคา ({max} บาท)',
    'en-US': 'SKU {skuId}: the deduction is at most {percent}% of the price ({max} baht)',
    'zh-CN': 'SKU {skuId}：抵扣金额不能超过售价的 {percent}%（{max} 泰铢）',
  },
  depositStockNotPositive: {
    'th-TH': 'SKU {skuId}: สต็อกพรีเซลต้องมากกว่า 0',
    'en-US': 'SKU {skuId}: the pre-sale stock must be above 0',
    'zh-CN': 'SKU {skuId}：预售库存必须大于 0',
  },
  depositStockAboveMall: {
    'th-TH': 'SKU {skuId}: สต็อกพรีเซลต้องไม่เกินสต็อกสินค้า ({mallStock})',
    'en-US': 'SKU {skuId}: the pre-sale stock cannot exceed the product stock ({mallStock})',
    'zh-CN': 'SKU {skuId}：预售库存不能超过商品库存（{mallStock}）',
  },
  depositSkuNotFound: {
    'th-TH': 'ไม่พบ SKU {skuId} ในร้านนี้',
    'en-US': 'SKU {skuId} is not in this shop',
    'zh-CN': '本店没有 SKU {skuId}',
  },
  depositSkuNotOnSale: {
    'th-TH': 'SKU {skuId} ไม่ได้วางขายอยู่',
    'en-US': 'SKU {skuId} is not on sale',
    'zh-CN': 'SKU {skuId} 未在售',
  },
  depositSkuTaken: {
    'th-TH': 'SKU {skuId} อยู่ในพรีเซล {name} ที่ช่วงเวลาทับซ้อนกันแล้ว',
    'en-US': 'SKU {skuId} is already in the pre-sale {name} at an overlapping time',
    'zh-CN': 'SKU {skuId} 已在时间重叠的预售「{name}」中',
  },
  depositNotEditable: {
    'th-TH': 'แก้ไขได้เฉพาะพรีเซลที่ยังไม่เริ่ม',
    'en-US': 'Only a pre-sale not yet started can be changed',
    'zh-CN': '只能修改未开始的预售',
  },
  depositNotOpen: {
    'th-TH': 'SKU {skuId} ไม่อยู่ในช่วงชำระมัดจำของพรีเซลใด',
    'en-US': 'SKU {skuId} is in no pre-sale taking deposits now',
    'zh-CN': 'SKU {skuId} 当前不在任何预售的定金支付期',
  },
  depositSoldOut: {
    'th-TH': 'สต็อกพรีเซลของ SKU {skuId} หมดแล้ว',
    'en-US': 'The pre-sale stock of SKU {skuId} is sold out',
    'zh-CN': 'SKU {skuId} 的预售库存已售罄',
  },
  depositNotBalanceDue: {
    'th-TH': 'คำสั่งซื้อนี้ไม่มียอดคงเหลือที่ต้องชำระ',
    'en-US': 'This order has no balance due',
    'zh-CN': '该订单没有待付尾款',
  },
  depositBalanceNotOpen: {
    'th-TH': 'ชำระยอดคงเหลือได้ตั้งแต่ {from}',
    'en-US': 'The balance can be paid from {from}',
    'zh-CN': '尾款可从 {from} 起支付',
  },
  depositBalanceLapsed: {
    'th-TH': 'เลยกำหนดชำระยอดคงเหลือแล้ว',
    'en-US': 'The balance was due and is no longer taken',
    'zh-CN': '尾款支付已过期',
  },
  depositPayBalanceOnly: {
    'th-TH': 'คำสั่งซื้อมัดจำนี้ชำระมัดจำแล้ว กรุณาชำระยอดคงเหลือ',
    'en-US': 'This deposit order takes its balance, not a full payment',
    'zh-CN': '该定金订单已付定金，请支付尾款',
  },
} as const satisfies Record<string, Texts>;
