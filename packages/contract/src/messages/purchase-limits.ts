import type { Texts } from '../locale.ts';

/** Reply texts of purchase limits (/promotion/purchaselimit), merged into messages.ts. */
export const purchaseLimitMessages = {
  purchaseLimitNameRequired: {
    'th-TH': 'กรุณากรอกชื่อกฎจำกัดการซื้อ',
    'en-US': 'Enter the name of the purchase limit',
    'zh-CN': '请输入限购规则名称',
  },
  purchaseLimitNameTooLong: {
    'th-TH': 'ชื่อกฎยาวได้ไม่เกิน {max} ตัวอักษร',
    'en-US': 'The name is at most {max} characters',
    'zh-CN': '名称最多 {max} 个字符',
  },
  purchaseLimitQtyInvalid: {
    'th-TH': 'จำนวนจำกัดต้องเป็นจำนวนเต็ม 0 ถึง {max} (0 คือไม่จำกัด)',
    'en-US': 'The limit must be a whole number from 0 to {max} (0 means no limit)',
    'zh-CN': '限购数量须为 0 至 {max} 的整数（0 表示不限）',
  },
  purchaseLimitStartRequired: {
    'th-TH': 'กรุณาเลือกเวลาเริ่ม',
    'en-US': 'Choose the start time',
    'zh-CN': '请选择开始时间',
  },
  purchaseLimitStartPast: {
    'th-TH': 'เวลาเริ่มต้องไม่เป็นเวลาที่ผ่านมาแล้ว',
    'en-US': 'The start cannot be in the past',
    'zh-CN': '开始时间不能早于当前时间',
  },
  purchaseLimitStartTooFar: {
    'th-TH': 'เวลาเริ่มต้องอยู่ภายใน {days} วันนับจากวันนี้',
    'en-US': 'The start must be within {days} days from now',
    'zh-CN': '开始时间须在今天起 {days} 天内',
  },
  purchaseLimitPeriodInvalid: {
    'th-TH': 'ระยะเวลาจำกัดต้องเป็นจำนวนวันเต็ม 0 ถึง {max} (0 คือไม่กำหนดระยะเวลา)',
    'en-US': 'The limit period must be a whole number of days from 0 to {max} (0 means no period)',
    'zh-CN': '限购周期须为 0 至 {max} 的整数天（0 表示不设周期）',
  },
  purchaseLimitOrTimeRequired: {
    'th-TH': 'กรุณากำหนดจำนวนจำกัดหรือระยะเวลาอย่างใดอย่างหนึ่ง',
    'en-US': 'Set a limit or a limit period',
    'zh-CN': '请设置限购数量或限购周期',
  },
  purchaseLimitSkusRequired: {
    'th-TH': 'กรุณาเลือก SKU อย่างน้อย 1 รายการ',
    'en-US': 'Choose at least one SKU',
    'zh-CN': '请至少选择一个 SKU',
  },
  purchaseLimitTooManySkus: {
    'th-TH': 'เลือก SKU ได้ไม่เกิน {max} รายการ',
    'en-US': 'Choose at most {max} SKUs',
    'zh-CN': '最多选择 {max} 个 SKU',
  },
  purchaseLimitSkuNotFound: {
    'th-TH': 'ไม่พบ SKU {skuId} ในร้านของคุณ',
    'en-US': 'The SKU {skuId} is not in your shop',
    'zh-CN': '店铺中没有 SKU {skuId}',
  },
  purchaseLimitNotEditable: {
    'th-TH': 'แก้ไขได้เฉพาะกฎที่ยังไม่เริ่มเท่านั้น',
    'en-US': 'Only a rule that has not started can be changed',
    'zh-CN': '只能修改未开始的规则',
  },
  purchaseLimitNotStoppable: {
    'th-TH': 'กฎนี้สิ้นสุดหรือถูกหยุดไปแล้ว',
    'en-US': 'This rule has already ended or been stopped',
    'zh-CN': '该规则已结束或已停止',
  },
  purchaseLimitReached: {
    'th-TH': 'สินค้า "{title}" จำกัดการซื้อ {max} ชิ้นต่อท่าน คุณซื้อเพิ่มได้อีก {left} ชิ้น',
    'en-US': '"{title}" is limited to {max} per buyer; you can buy {left} more',
    'zh-CN': '商品“{title}”每人限购 {max} 件，您还可购买 {left} 件',
  },
} as const satisfies Record<string, Texts>;
