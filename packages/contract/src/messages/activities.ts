import type { Texts } from '../locale.ts';

/**
 * Reply texts of discounts and time-limited offers (activities), merged into messages.ts. The
 * price check's per-SKU texts are validator messages (validators/messages.ts, activitySku…).
 */
export const activitiesMessages = {
  activityNameRequired: {
    'th-TH': 'กรุณากรอกชื่อกิจกรรม',
    'en-US': 'Enter the activity name',
    'zh-CN': '请输入活动名称',
  },
  activityNameTooLong: {
    'th-TH': 'ชื่อกิจกรรมยาวได้ไม่เกิน {max} ตัวอักษร',
    'en-US': 'The activity name is at most {max} characters',
    'zh-CN': '活动名称最多 {max} 个字符',
  },
  activityTimeRequired: {
    'th-TH': 'กรุณาเลือกเวลาเริ่มและเวลาสิ้นสุด',
    'en-US': 'Choose the start and end times',
    'zh-CN': '请选择开始和结束时间',
  },
  activityEndBeforeStart: {
    'th-TH': 'เวลาเริ่มต้องก่อนเวลาสิ้นสุด',
    'en-US': 'The start must be before the end',
    'zh-CN': '开始时间必须早于结束时间',
  },
  activityStartPast: {
    'th-TH': 'เวลาเริ่มต้องไม่เป็นเวลาที่ผ่านมาแล้ว',
    'en-US': 'The start cannot be in the past',
    'zh-CN': '开始时间不能早于当前时间',
  },
  activityTooLong: {
    'th-TH': 'ระยะเวลากิจกรรมต้องไม่เกิน {days} วัน',
    'en-US': 'An activity lasts at most {days} days',
    'zh-CN': '活动时长不能超过 {days} 天',
  },
  activityNotEditable: {
    'th-TH': 'แก้ไขได้เฉพาะกิจกรรมที่ยังไม่เริ่มเท่านั้น',
    'en-US': 'Only an activity that has not started can be changed',
    'zh-CN': '只能修改未开始的活动',
  },
  activityNotStoppable: {
    'th-TH': 'กิจกรรมนี้สิ้นสุดหรือถูกหยุดไปแล้ว',
    'en-US': 'This activity has already ended or been stopped',
    'zh-CN': '该活动已结束或已停止',
  },
  activityTooManyProducts: {
    'th-TH': 'กิจกรรมหนึ่งมีสินค้าได้ไม่เกิน {max} รายการ',
    'en-US': 'An activity holds at most {max} products',
    'zh-CN': '一个活动最多 {max} 个商品',
  },
  activitySkuNotOnSale: {
    'th-TH': 'SKU {skuId}: สินค้าไม่ได้วางขายอยู่ จึงเพิ่มในกิจกรรมไม่ได้',
    'en-US': 'SKU {skuId}: the product is not on sale, so it cannot join the activity',
    'zh-CN': 'SKU {skuId}：商品未在售，无法加入活动',
  },
  activitySkuInOther: {
    'th-TH': 'SKU {skuId}: อยู่ในกิจกรรม "{name}" ที่มีช่วงเวลาทับซ้อนกันแล้ว',
    'en-US': 'SKU {skuId}: already in the activity "{name}" at an overlapping time',
    'zh-CN': 'SKU {skuId}：已在时间重叠的活动“{name}”中',
  },
  activityLimitReached: {
    'th-TH': 'ซื้อ {title} ในราคากิจกรรมได้ไม่เกิน {max} ชิ้นต่อคน',
    'en-US': 'At most {max} of {title} per buyer at the activity price',
    'zh-CN': '{title} 每人最多以活动价购买 {max} 件',
  },
} as const satisfies Record<string, Texts>;
