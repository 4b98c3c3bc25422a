import type { Texts } from '../locale.ts';

/**
 * Reply texts of coupons and the promotion engine, merged into messages.ts. Amounts ({max},
 * {discount}) are baht with two decimals; {days} and {max} counts are whole numbers.
 */
export const promotionsMessages = {
  couponNameRequired: {
    'th-TH': 'กรุณากรอกชื่อคูปอง',
    'en-US': 'Enter the coupon name',
    'zh-CN': '请输入优惠券名称',
  },
  couponNameTooLong: {
    'th-TH': 'ชื่อคูปองยาวได้ไม่เกิน {max} ตัวอักษร',
    'en-US': 'The coupon name is at most {max} characters',
    'zh-CN': '优惠券名称最多 {max} 个字符',
  },
  couponCodeInvalid: {
    'th-TH': 'รหัสคูปองต้องเป็นตัวอักษรภาษาอังกฤษหรือตัวเลข 4 ถึง 20 ตัว',
    'en-US': 'The coupon code is 4 to 20 letters or digits',
    'zh-CN': '优惠券码须为 4 到 20 位字母或数字',
  },
  couponCodeExists: {
    'th-TH': 'รหัสคูปอง {code} มีอยู่แล้ว',
    'en-US': 'Coupon code {code} already exists',
    'zh-CN': '优惠券码 {code} 已存在',
  },
  couponFaceValueInvalid: {
    'th-TH': 'มูลค่าคูปองต้องมากกว่า 0 และไม่เกิน {max} บาท',
    'en-US': 'The face value must be above 0 and at most {max} baht',
    'zh-CN': '优惠券面额须大于 0 且不超过 {max} 泰铢',
  },
  couponPercentInvalid: {
    'th-TH': 'ส่วนลดต้องอยู่ระหว่าง {min}% ถึง {max}%',
    'en-US': 'The discount must be {min}% to {max}%',
    'zh-CN': '折扣须在 {min}% 到 {max}% 之间',
  },
  couponMinUnitsInvalid: {
    'th-TH': 'จำนวนชิ้นขั้นต่ำต้องอยู่ระหว่าง 1 ถึง {max} ชิ้น',
    'en-US': 'The minimum number of units must be 1 to {max}',
    'zh-CN': '最低件数须在 1 到 {max} 件之间',
  },
  couponMinSpendWithUnits: {
    'th-TH': 'คูปองแบบนับชิ้นไม่มียอดซื้อขั้นต่ำ',
    'en-US': 'A coupon counted in units takes no minimum spend',
    'zh-CN': '按件数的优惠券不设最低消费',
  },
  couponMinSpendNotAboveDiscount: {
    'th-TH': 'ยอดซื้อขั้นต่ำต้องมากกว่าส่วนลด {discount} บาท',
    'en-US': 'The minimum spend must be more than the discount of {discount} baht',
    'zh-CN': '最低消费须高于优惠金额 {discount} 泰铢',
  },
  couponMaxDiscountInvalid: {
    'th-TH': 'ส่วนลดสูงสุดต้องมากกว่า 0 และไม่เกิน {max} บาท',
    'en-US': 'The maximum discount must be above 0 and at most {max} baht',
    'zh-CN': '最高优惠须大于 0 且不超过 {max} 泰铢',
  },
  couponMaxDiscountNotBelowMinSpend: {
    'th-TH': 'ส่วนลดสูงสุดต้องน้อยกว่ายอดซื้อขั้นต่ำ {minSpend} บาท',
    'en-US': 'The maximum discount must be below the minimum spend of {minSpend} baht',
    'zh-CN': '最高优惠须低于最低消费 {minSpend} 泰铢',
  },
  couponMaxDiscountOnlyPercent: {
    'th-TH': 'กำหนดส่วนลดสูงสุดได้เฉพาะคูปองส่วนลดเป็นเปอร์เซ็นต์',
    'en-US': 'Only a percent-off coupon takes a maximum discount',
    'zh-CN': '仅百分比折扣券可设置最高优惠',
  },
  couponQuantityInvalid: {
    'th-TH': 'จำนวนคูปองต้องอยู่ระหว่าง 1 ถึง {max}',
    'en-US': 'The quantity must be 1 to {max}',
    'zh-CN': '发放数量须在 1 到 {max} 之间',
  },
  couponPerPersonInvalid: {
    'th-TH': 'จำกัดต่อคนต้องอยู่ระหว่าง 1 ถึง {max} และไม่เกินจำนวนคูปอง',
    'en-US': 'The per-person limit must be 1 to {max} and not above the quantity',
    'zh-CN': '每人限领须在 1 到 {max} 之间，且不超过发放数量',
  },
  couponGrantTimeRequired: {
    'th-TH': 'กรุณาเลือกเวลาเริ่มและสิ้นสุดการแจก',
    'en-US': 'Choose when granting starts and ends',
    'zh-CN': '请选择发放开始和结束时间',
  },
  couponGrantEndBeforeStart: {
    'th-TH': 'เวลาสิ้นสุดการแจกต้องหลังเวลาเริ่ม',
    'en-US': 'Granting must end after it starts',
    'zh-CN': '发放结束时间须晚于开始时间',
  },
  couponGrantEndPast: {
    'th-TH': 'เวลาสิ้นสุดการแจกผ่านไปแล้ว',
    'en-US': 'The end of granting has already passed',
    'zh-CN': '发放结束时间已过',
  },
  couponGrantTooLong: {
    'th-TH': 'ช่วงเวลาแจกคูปองต้องไม่เกิน {days} วัน',
    'en-US': 'The grant window is at most {days} days',
    'zh-CN': '发放时间最长 {days} 天',
  },
  couponValidityDaysRequired: {
    'th-TH': 'กรุณากรอกจำนวนวันที่ใช้ได้',
    'en-US': 'Enter the validity days',
    'zh-CN': '请输入有效天数',
  },
  couponValidityDaysInvalid: {
    'th-TH': 'จำนวนวันที่ใช้ได้ต้องอยู่ระหว่าง 1 ถึง {days} วัน',
    'en-US': 'The validity is 1 to {days} days',
    'zh-CN': '有效天数须在 1 到 {days} 天之间',
  },
  couponNotStoppable: {
    'th-TH': 'คูปองนี้หมดอายุหรือถูกหยุดไปแล้ว',
    'en-US': 'This coupon has already expired or been stopped',
    'zh-CN': '该优惠券已过期或已停止',
  },
  couponNotGranting: {
    'th-TH': 'คูปองนี้ไม่ได้อยู่ในช่วงแจก',
    'en-US': 'This coupon is not being granted now',
    'zh-CN': '该优惠券当前不在发放中',
  },
  couponAllGivenOut: {
    'th-TH': 'คูปองถูกเก็บครบแล้ว',
    'en-US': 'All of this coupon have been collected',
    'zh-CN': '优惠券已被领完',
  },
  couponFollowNotCompensated: {
    'th-TH': 'คูปองติดตามร้านค้าเป็นของผู้ติดตามเท่านั้น จึงมอบเป็นการชดเชยไม่ได้',
    'en-US': 'A follow-shop coupon is for the shop’s followers alone and is not given as a compensation',
    'zh-CN': '关注店铺券仅限粉丝领取，不能作为补偿发放',
  },
  couponPerPersonReached: {
    'th-TH': 'เก็บคูปองนี้ได้สูงสุด {max} ใบต่อคน',
    'en-US': 'At most {max} of this coupon per person',
    'zh-CN': '该优惠券每人最多领取 {max} 张',
  },
  couponNotForBuyer: {
    'th-TH': 'ผู้ซื้อไม่อยู่ในกลุ่มที่รับคูปองนี้ได้',
    'en-US': 'The buyer is not in the audience of this coupon',
    'zh-CN': '买家不在该优惠券的发放人群中',
  },
} satisfies Record<string, Texts>;
