import type { Texts } from '../locale.ts';

/** Reply texts of full-amount and full-quantity discounts (/promotion/fullscale), merged into messages.ts. */
export const fullscaleMessages = {
  fullscaleNameRequired: {
    'th-TH': 'กรุณากรอกชื่อโปรโมชัน',
    'en-US': 'Enter the promotion name',
    'zh-CN': '请输入活动名称',
  },
  fullscaleNameTooLong: {
    'th-TH': 'ชื่อโปรโมชันยาวได้ไม่เกิน {max} ตัวอักษร',
    'en-US': 'The promotion name is at most {max} characters',
    'zh-CN': '活动名称最多 {max} 个字符',
  },
  fullscaleTimeRequired: {
    'th-TH': 'กรุณาเลือกเวลาเริ่มและเวลาสิ้นสุด',
    'en-US': 'Choose the start and end times',
    'zh-CN': '请选择开始和结束时间',
  },
  fullscaleEndBeforeStart: {
    'th-TH': 'เวลาเริ่มต้องก่อนเวลาสิ้นสุด',
    'en-US': 'The start must be before the end',
    'zh-CN': '开始时间必须早于结束时间',
  },
  fullscaleStartPast: {
    'th-TH': 'เวลาเริ่มต้องไม่เป็นเวลาที่ผ่านมาแล้ว',
    'en-US': 'The start cannot be in the past',
    'zh-CN': '开始时间不能早于当前时间',
  },
  fullscaleTooLong: {
    'th-TH': 'ระยะเวลาโปรโมชันต้องไม่เกิน {days} วัน',
    'en-US': 'A promotion lasts at most {days} days',
    'zh-CN': '活动时长不能超过 {days} 天',
  },
  fullscaleTierCount: {
    'th-TH': 'กำหนดขั้นส่วนลดได้ 1 ถึง {max} ขั้น',
    'en-US': 'Set 1 to {max} tiers',
    'zh-CN': '请设置 1 至 {max} 个档位',
  },
  fullscaleSpendInvalid: {
    'th-TH': 'ขั้นที่ {tier}: ยอดซื้อขั้นต่ำต้องมากกว่า 0 และไม่เกิน ฿{max}',
    'en-US': 'Tier {tier}: the spend must be more than 0 and at most ฿{max}',
    'zh-CN': '第 {tier} 档：消费门槛须大于 0 且不超过 ฿{max}',
  },
  fullscaleUnitsInvalid: {
    'th-TH': 'ขั้นที่ {tier}: จำนวนชิ้นต้องเป็นจำนวนเต็ม 1 ถึง {max}',
    'en-US': 'Tier {tier}: the number of units must be a whole number from 1 to {max}',
    'zh-CN': '第 {tier} 档：件数须为 1 至 {max} 的整数',
  },
  fullscaleThresholdNotRising: {
    'th-TH': 'ขั้นที่ {tier}: เงื่อนไขต้องสูงกว่าขั้นก่อนหน้า ({previous})',
    'en-US': 'Tier {tier}: the threshold must be higher than the tier before ({previous})',
    'zh-CN': '第 {tier} 档：门槛须高于上一档（{previous}）',
  },
  fullscalePercentInvalid: {
    'th-TH': 'ขั้นที่ {tier}: เปอร์เซ็นต์ส่วนลดต้องเป็นจำนวนเต็ม {min} ถึง {max}',
    'en-US': 'Tier {tier}: the percent off must be a whole number from {min} to {max}',
    'zh-CN': '第 {tier} 档：折扣百分比须为 {min} 至 {max} 的整数',
  },
  fullscaleAmountOffInvalid: {
    'th-TH': 'ขั้นที่ {tier}: ส่วนลดต้องมากกว่า 0',
    'en-US': 'Tier {tier}: the amount off must be more than 0',
    'zh-CN': '第 {tier} 档：减免金额须大于 0',
  },
  fullscaleAmountOffNotBelowSpend: {
    'th-TH': 'ขั้นที่ {tier}: ส่วนลดต้องน้อยกว่ายอดซื้อขั้นต่ำ (฿{spend})',
    'en-US': 'Tier {tier}: the amount off must be below the spend (฿{spend})',
    'zh-CN': '第 {tier} 档：减免金额须低于消费门槛（฿{spend}）',
  },
  fullscaleRewardNotRising: {
    'th-TH': 'ขั้นที่ {tier}: ส่วนลดต้องมากกว่าขั้นก่อนหน้า ({previous})',
    'en-US': 'Tier {tier}: the reward must be more than the tier before ({previous})',
    'zh-CN': '第 {tier} 档：优惠须大于上一档（{previous}）',
  },
  fullscaleProductsRequired: {
    'th-TH': 'กรุณาเลือกสินค้าอย่างน้อย 1 รายการ',
    'en-US': 'Choose at least one product',
    'zh-CN': '请至少选择一个商品',
  },
  fullscaleTooManyProducts: {
    'th-TH': 'เลือกสินค้าได้ไม่เกิน {max} รายการ',
    'en-US': 'Choose at most {max} products',
    'zh-CN': '最多选择 {max} 个商品',
  },
  fullscaleProductTaken: {
    'th-TH': 'สินค้า "{title}" อยู่ในโปรโมชันลดตามยอด "{name}" ในช่วงเวลาเดียวกันแล้ว',
    'en-US': 'The product "{title}" is already in the full-scale promotion "{name}" at that time',
    'zh-CN': '商品“{title}”在该时间段已参加满减活动“{name}”',
  },
  fullscaleShopTaken: {
    'th-TH': 'โปรโมชัน "{name}" ครอบคลุมสินค้าทั้งร้านในช่วงเวลาเดียวกันแล้ว',
    'en-US': 'The promotion "{name}" already covers every product of the shop at that time',
    'zh-CN': '活动“{name}”在该时间段已覆盖全店商品',
  },
  fullscaleProductNotFound: {
    'th-TH': 'ไม่พบสินค้า {productId} ในร้านของคุณ',
    'en-US': 'The product {productId} is not in your shop',
    'zh-CN': '店铺中没有商品 {productId}',
  },
  fullscaleNotEditable: {
    'th-TH': 'แก้ไขได้เฉพาะโปรโมชันที่ยังไม่เริ่มเท่านั้น',
    'en-US': 'Only a promotion that has not started can be changed',
    'zh-CN': '只能修改未开始的活动',
  },
  fullscaleNotStoppable: {
    'th-TH': 'โปรโมชันนี้สิ้นสุดหรือถูกหยุดไปแล้ว',
    'en-US': 'This promotion has already ended or been stopped',
    'zh-CN': '该活动已结束或已停止',
  },
} as const satisfies Record<string, Texts>;
