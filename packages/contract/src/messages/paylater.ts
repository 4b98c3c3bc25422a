import type { Texts } from '../locale.ts';

/** Reply texts of pay-later activities (/activityreport/tPaylaterActivity), merged into messages.ts. */
export const paylaterMessages = {
  paylaterAgreementMissing: {
    'th-TH': 'ร้านยังไม่ได้ลงนามข้อตกลงร้านค้าซื้อก่อนจ่ายทีหลัง (010) กรุณาลงนามก่อนสร้างกิจกรรม',
    'en-US': 'The shop has not signed the pay-later merchant agreement (010); sign it before creating an activity',
    'zh-CN': '店铺尚未签署先享后付商家协议（010），请先签署再创建活动',
  },
  paylaterNameRequired: {
    'th-TH': 'กรุณากรอกชื่อกิจกรรม',
    'en-US': 'Enter the activity name',
    'zh-CN': '请输入活动名称',
  },
  paylaterNameTooLong: {
    'th-TH': 'ชื่อกิจกรรมยาวได้ไม่เกิน {max} ตัวอักษร',
    'en-US': 'The activity name is at most {max} characters',
    'zh-CN': '活动名称最多 {max} 个字符',
  },
  paylaterTimeRequired: {
    'th-TH': 'กรุณาเลือกเวลาเริ่มและเวลาสิ้นสุด',
    'en-US': 'Choose the start and end times',
    'zh-CN': '请选择开始和结束时间',
  },
  paylaterStartPast: {
    'th-TH': 'เวลาเริ่มต้องไม่เป็นเวลาที่ผ่านมาแล้ว',
    'en-US': 'The start cannot be in the past',
    'zh-CN': '开始时间不能早于当前时间',
  },
  paylaterEndBeforeStart: {
    'th-TH': 'เวลาเริ่มต้องก่อนเวลาสิ้นสุด',
    'en-US': 'The start must be before the end',
    'zh-CN': '开始时间必须早于结束时间',
  },
  paylaterTooLong: {
    'th-TH': 'ระยะเวลากิจกรรมต้องไม่เกิน {days} วัน',
    'en-US': 'An activity lasts at most {days} days',
    'zh-CN': '活动时长不能超过 {days} 天',
  },
  paylaterProductsRequired: {
    'th-TH': 'กรุณาเลือกสินค้าอย่างน้อย 1 รายการ',
    'en-US': 'Choose at least one product',
    'zh-CN': '请至少选择一个商品',
  },
  paylaterTooManyProducts: {
    'th-TH': 'เลือกสินค้าได้ไม่เกิน {max} รายการ',
    'en-US': 'Choose at most {max} products',
    'zh-CN': '最多选择 {max} 个商品',
  },
  paylaterProductNotOnSale: {
    'th-TH': 'สินค้า {productId} ไม่ได้วางขายอยู่ เลือกสินค้าที่วางขาย',
    'en-US': 'Product {productId} is not on sale; choose products on sale',
    'zh-CN': '商品 {productId} 未在售，请选择在售商品',
  },
  paylaterPlansInvalid: {
    'th-TH': 'เลือกแผนผ่อนชำระอย่างน้อย 1 แผนจาก {plans} เดือน',
    'en-US': 'Choose at least one instalment plan of {plans} months',
    'zh-CN': '请从 {plans} 个月中至少选择一种分期方案',
  },
  paylaterSubsidyInvalid: {
    'th-TH': 'ส่วนที่ร้านรับภาระดอกเบี้ยต้องเป็นจำนวนเต็ม {min} ถึง {max}%',
    'en-US': 'The interest the shop bears must be a whole {min} to {max}%',
    'zh-CN': '店铺承担的免息贴息须为 {min}% 至 {max}% 的整数',
  },
  paylaterProductTaken: {
    'th-TH': 'สินค้า {productId} อยู่ในกิจกรรมซื้อก่อนจ่ายทีหลัง "{name}" ในช่วงเวลาเดียวกันแล้ว',
    'en-US': 'Product {productId} is already in the pay-later activity "{name}" at that time',
    'zh-CN': '商品 {productId} 在同一时间已参加先享后付活动“{name}”',
  },
  paylaterNotOffered: {
    'th-TH': 'สินค้าในคำสั่งซื้อนี้ไม่มีแผนผ่อนชำระ {months} เดือนในขณะนี้',
    'en-US': 'The goods of this order have no {months}-month pay-later plan now',
    'zh-CN': '该订单的商品当前不支持 {months} 个月先享后付',
  },
  paylaterNotStoppable: {
    'th-TH': 'กิจกรรมนี้สิ้นสุดหรือหยุดแล้ว',
    'en-US': 'This activity has already ended or stopped',
    'zh-CN': '该活动已结束或已停止',
  },
} as const satisfies Record<string, Texts>;
