import type { Texts } from '../locale.ts';

/**
 * Reply texts of brand ads and of the products an ad shows (/activityreport/advertisingregistration
 * and the product plans), merged into messages.ts. {day} is a Bangkok day, year-month-day.
 */
export const brandAdMessages = {
  brandModeUnknown: {
    'th-TH': 'ไม่พบรูปแบบโฆษณาแบรนด์นี้',
    'en-US': 'This brand-ad slot is not offered',
    'zh-CN': '没有此品牌广告位',
  },
  brandFirstDayTooSoon: {
    'th-TH': 'วันแรกต้องไม่ก่อน {day}',
    'en-US': 'The first day is {day} at the earliest',
    'zh-CN': '开始日期最早为 {day}',
  },
  brandLastDayBeforeFirst: {
    'th-TH': 'วันสุดท้ายต้องไม่ก่อนวันแรก',
    'en-US': 'The last day cannot be before the first',
    'zh-CN': '结束日期不能早于开始日期',
  },
  brandTooFarAhead: {
    'th-TH': 'จองได้ถึงวันที่ {day} เท่านั้น',
    'en-US': 'Days can be booked up to {day}',
    'zh-CN': '最多可预订至 {day}',
  },
  brandTooManyDays: {
    'th-TH': 'ลงทะเบียนได้ครั้งละไม่เกิน {max} วัน',
    'en-US': 'One submission covers at most {max} days',
    'zh-CN': '每次提报最多 {max} 天',
  },
  brandSoldOut: {
    'th-TH': 'วันที่ {day} ไม่มีช่องว่างแล้ว กรุณาเลือกวันอื่น',
    'en-US': 'No slot is left on {day}; choose other days',
    'zh-CN': '{day} 已无剩余广告位，请选择其他日期',
  },
  brandHeadlineRequired: {
    'th-TH': 'กรุณากรอกหัวข้อโฆษณา',
    'en-US': 'Enter the ad’s headline',
    'zh-CN': '请输入广告标题',
  },
  brandHeadlineTooLong: {
    'th-TH': 'หัวข้อโฆษณายาวได้ไม่เกิน {max} ตัวอักษร',
    'en-US': 'The headline is at most {max} characters',
    'zh-CN': '广告标题最多 {max} 个字符',
  },
  adProductsRequired: {
    'th-TH': 'กรุณาเลือกสินค้าอย่างน้อย 1 รายการ',
    'en-US': 'Choose at least one product',
    'zh-CN': '请至少选择一个商品',
  },
  adProductsTooMany: {
    'th-TH': 'เลือกสินค้าได้ไม่เกิน {max} รายการ',
    'en-US': 'Choose at most {max} products',
    'zh-CN': '最多选择 {max} 个商品',
  },
  adProductNotOnSale: {
    'th-TH': 'สินค้า {productId} หมดหรือไม่ได้วางขาย กรุณาเลือกสินค้าอื่น',
    'en-US': 'Product {productId} is out of stock or off shelf; choose another',
    'zh-CN': '商品 {productId} 已售罄或已下架，请选择其他商品',
  },
  brandSubmitTooOften: {
    'th-TH': 'ส่งได้ชั่วโมงละ 1 ครั้ง กรุณาส่งอีกครั้งหลัง {time}',
    'en-US': 'At most one submission an hour; submit again after {time}',
    'zh-CN': '每小时最多提报一次，请于 {time} 后再提交',
  },
  brandAlreadyPending: {
    'th-TH': 'มีรายการที่รอตรวจสอบสำหรับวันเหล่านี้อยู่แล้ว กรุณาอย่าส่งซ้ำ',
    'en-US': 'A submission for these days is already waiting for review; do not submit again',
    'zh-CN': '这些日期已有待审核的提报，请勿重复提交',
  },
  brandNotChangeable: {
    'th-TH': 'รายการนี้อยู่ในสถานะที่แก้ไขไม่ได้',
    'en-US': 'This submission can no longer be changed',
    'zh-CN': '该提报当前状态不可修改',
  },
  brandNotRevocable: {
    'th-TH': 'ถอนได้เฉพาะรายการที่รอตรวจสอบหรือยังไม่เริ่ม',
    'en-US': 'Only a submission waiting for review or not yet started can be withdrawn',
    'zh-CN': '只能撤回待审核或尚未开始的提报',
  },
  brandNotPending: {
    'th-TH': 'รายการนี้ตรวจสอบไปแล้ว',
    'en-US': 'This submission has already been reviewed',
    'zh-CN': '该提报已审核',
  },
  brandRejectReasonRequired: {
    'th-TH': 'กรุณาระบุเหตุผลที่ไม่อนุมัติ',
    'en-US': 'Give the reason for the rejection',
    'zh-CN': '请填写驳回原因',
  },
} as const satisfies Record<string, Texts>;
