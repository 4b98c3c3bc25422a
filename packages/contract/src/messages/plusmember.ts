import type { Texts } from '../locale.ts';

/** Reply texts of T Plus member offers (/promotion/plusmember), merged into messages.ts. */
export const plusMemberMessages = {
  plusNameRequired: {
    'th-TH': 'กรุณากรอกชื่อข้อเสนอสมาชิก',
    'en-US': 'Enter the offer name',
    'zh-CN': '请输入会员活动名称',
  },
  plusNameTooLong: {
    'th-TH': 'ชื่อข้อเสนอสมาชิกยาวได้ไม่เกิน {max} ตัวอักษร',
    'en-US': 'The offer name is at most {max} characters',
    'zh-CN': '会员活动名称最多 {max} 个字符',
  },
  plusTimeRequired: {
    'th-TH': 'กรุณาเลือกเวลาเริ่มและเวลาสิ้นสุด',
    'en-US': 'Choose the start and end times',
    'zh-CN': '请选择开始和结束时间',
  },
  plusStartPast: {
    'th-TH': 'เวลาเริ่มต้องไม่เป็นเวลาที่ผ่านมาแล้ว',
    'en-US': 'The start cannot be in the past',
    'zh-CN': '开始时间不能早于当前时间',
  },
  plusEndBeforeStart: {
    'th-TH': 'เวลาเริ่มต้องก่อนเวลาสิ้นสุด',
    'en-US': 'The start must be before the end',
    'zh-CN': '开始时间必须早于结束时间',
  },
  plusTooLong: {
    'th-TH': 'ระยะเวลาข้อเสนอสมาชิกต้องไม่เกิน {days} วัน',
    'en-US': 'A member offer lasts at most {days} days',
    'zh-CN': '会员活动时长不能超过 {days} 天',
  },
  plusSkusRequired: {
    'th-TH': 'กรุณาเลือก SKU อย่างน้อย 1 รายการ',
    'en-US': 'Choose at least one SKU',
    'zh-CN': '请至少选择一个 SKU',
  },
  plusTooManySkus: {
    'th-TH': 'เลือก SKU ได้ไม่เกิน {max} รายการ',
    'en-US': 'Choose at most {max} SKUs',
    'zh-CN': '最多选择 {max} 个 SKU',
  },
  plusPriceRequired: {
    'th-TH': 'SKU {skuId}: กรุณากรอกราคาสมาชิก',
    'en-US': 'SKU {skuId}: enter the member price',
    'zh-CN': 'SKU {skuId}：请输入会员价',
  },
  plusPriceAboveSales: {
    'th-TH': 'SKU {skuId}: ราคาสมาชิกต้องไม่สูงกว่าราคาขาย ({salesPrice} บาท)',
    'en-US': 'SKU {skuId}: the member price cannot be higher than the sales price ({salesPrice} baht)',
    'zh-CN': 'SKU {skuId}：会员价不能高于销售价（{salesPrice}泰铢）',
  },
  plusPriceDiscountTooSmall: {
    'th-TH': 'SKU {skuId}: ราคาสมาชิกต้องต่ำกว่าราคาขายอย่างน้อย {min}%',
    'en-US': 'SKU {skuId}: the member price must be at least {min}% below the sales price',
    'zh-CN': 'SKU {skuId}：会员价须比销售价至少低{min}%',
  },
  plusPriceFree: {
    'th-TH': 'SKU {skuId}: ราคาสมาชิกต้องมากกว่า 0 บาท',
    'en-US': 'SKU {skuId}: the member price must be more than 0 baht',
    'zh-CN': 'SKU {skuId}：会员价必须大于0泰铢',
  },
  plusPriceNotBelowLowest: {
    'th-TH': 'SKU {skuId}: ราคาสมาชิกไม่ต่ำกว่าราคาต่ำสุดใน 30 วัน ({lowest} บาท)',
    'en-US': 'SKU {skuId}: the member price is not below the lowest price of the last 30 days ({lowest} baht)',
    'zh-CN': 'SKU {skuId}：会员价不低于近30天最低价（{lowest}泰铢）',
  },
  plusPriceDeepDiscount: {
    'th-TH': 'SKU {skuId}: ลด {percent}% (มากกว่า {threshold}%) กรุณาตรวจสอบราคาให้ดี',
    'en-US': 'SKU {skuId}: {percent}% off (more than {threshold}%), please check the price carefully',
    'zh-CN': 'SKU {skuId}：优惠{percent}%（超过{threshold}%），请仔细核对价格',
  },
  plusSkuNotOnSale: {
    'th-TH': 'SKU {skuId} ไม่ได้วางขายอยู่',
    'en-US': 'SKU {skuId} is not on sale',
    'zh-CN': 'SKU {skuId} 未在售',
  },
  plusSkuInOther: {
    'th-TH': 'SKU {skuId} อยู่ในข้อเสนอสมาชิก "{name}" ในช่วงเวลาเดียวกันแล้ว',
    'en-US': 'SKU {skuId} is already in the member offer "{name}" at that time',
    'zh-CN': 'SKU {skuId} 在该时间段已参加会员活动“{name}”',
  },
  plusNotStoppable: {
    'th-TH': 'ข้อเสนอสมาชิกนี้สิ้นสุดหรือถูกหยุดไปแล้ว',
    'en-US': 'This member offer has already ended or been stopped',
    'zh-CN': '该会员活动已结束或已停止',
  },
} as const satisfies Record<string, Texts>;
