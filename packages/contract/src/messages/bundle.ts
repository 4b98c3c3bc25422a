import type { Texts } from '../locale.ts';

/** Reply texts of bundles (/promotion/setmeal), merged into messages.ts. */
export const bundleMessages = {
  bundleNameRequired: {
    'th-TH': 'กรุณากรอกชื่อชุดสินค้า',
    'en-US': 'Enter the bundle name',
    'zh-CN': '请输入套餐名称',
  },
  bundleNameTooLong: {
    'th-TH': 'ชื่อชุดสินค้ายาวได้ไม่เกิน {max} ตัวอักษร',
    'en-US': 'The bundle name is at most {max} characters',
    'zh-CN': '套餐名称最多 {max} 个字符',
  },
  bundleTimeRequired: {
    'th-TH': 'กรุณาเลือกเวลาเริ่มและเวลาสิ้นสุด',
    'en-US': 'Choose the start and end times',
    'zh-CN': '请选择开始和结束时间',
  },
  bundleEndBeforeStart: {
    'th-TH': 'เวลาเริ่มต้องก่อนเวลาสิ้นสุด',
    'en-US': 'The start must be before the end',
    'zh-CN': '开始时间必须早于结束时间',
  },
  bundleStartPast: {
    'th-TH': 'เวลาเริ่มต้องไม่เป็นเวลาที่ผ่านมาแล้ว',
    'en-US': 'The start cannot be in the past',
    'zh-CN': '开始时间不能早于当前时间',
  },
  bundleTooLong: {
    'th-TH': 'ระยะเวลาชุดสินค้าต้องไม่เกิน {days} วัน',
    'en-US': 'A bundle lasts at most {days} days',
    'zh-CN': '套餐时长不能超过 {days} 天',
  },
  bundleTooFewItems: {
    'th-TH': 'ชุดสินค้าต้องมีอย่างน้อย {min} SKU',
    'en-US': 'A bundle needs at least {min} SKUs',
    'zh-CN': '套餐至少需要 {min} 个 SKU',
  },
  bundleTooManyItems: {
    'th-TH': 'ชุดสินค้ามีได้ไม่เกิน {max} SKU',
    'en-US': 'A bundle holds at most {max} SKUs',
    'zh-CN': '套餐最多 {max} 个 SKU',
  },
  bundleMainRequired: {
    'th-TH': 'กรุณากำหนดสินค้าหลักอย่างน้อย 1 รายการ',
    'en-US': 'Mark at least one item as a main item',
    'zh-CN': '请至少设置一个主商品',
  },
  bundleTooManyMain: {
    'th-TH': 'สินค้าหลักมีได้ไม่เกิน {max} รายการ',
    'en-US': 'A bundle has at most {max} main items',
    'zh-CN': '主商品最多 {max} 个',
  },
  bundleSkuTwice: {
    'th-TH': 'SKU {skuId}: เพิ่มซ้ำแล้ว',
    'en-US': 'SKU {skuId}: added twice',
    'zh-CN': 'SKU {skuId}：重复添加',
  },
  bundleQuantityInvalid: {
    'th-TH': 'SKU {skuId}: จำนวนต่อชุดต้องเป็นจำนวนเต็ม 1 ถึง {max}',
    'en-US': 'SKU {skuId}: units per set must be a whole number from 1 to {max}',
    'zh-CN': 'SKU {skuId}：每套件数须为 1 至 {max} 的整数',
  },
  bundlePriceMissing: {
    'th-TH': 'กรุณากรอกราคาชุด',
    'en-US': 'Enter the package price',
    'zh-CN': '请输入套餐价',
  },
  bundlePriceFree: {
    'th-TH': 'ราคาชุดต้องมากกว่า 0 บาท',
    'en-US': 'The package price must be more than 0 baht',
    'zh-CN': '套餐价必须大于0泰铢',
  },
  bundlePriceNotBelowCombined: {
    'th-TH': 'ราคาชุดต้องต่ำกว่าราคารวม ({combined} บาท)',
    'en-US': 'The package price must be below the combined price ({combined} baht)',
    'zh-CN': '套餐价必须低于组合原价（{combined}泰铢）',
  },
  bundleDiscountTooSmall: {
    'th-TH': 'ราคาชุดต้องต่ำกว่าราคารวม ({combined} บาท) อย่างน้อย {min}%',
    'en-US': 'The package price must be at least {min}% below the combined price ({combined} baht)',
    'zh-CN': '套餐价须比组合原价（{combined}泰铢）至少低{min}%',
  },
  bundleDeepDiscount: {
    'th-TH': 'ราคาชุดลด {percent}% จากราคารวม (เกิน {threshold}%) โปรดตรวจสอบอีกครั้ง',
    'en-US': 'The package price is {percent}% off the combined price (over {threshold}%); please check',
    'zh-CN': '套餐价比组合原价低{percent}%（超过{threshold}%），请确认',
  },
  bundleStockNotPositive: {
    'th-TH': 'สต็อกชุดต้องมากกว่า 0',
    'en-US': 'The bundle stock must be more than 0',
    'zh-CN': '套餐库存必须大于0',
  },
  bundleStockAboveMembers: {
    'th-TH': 'สต็อกสินค้าทำได้ไม่เกิน {max} ชุด',
    'en-US': "The items' stock makes at most {max} sets",
    'zh-CN': '商品库存最多可组成 {max} 套',
  },
  bundleSkuNotFound: {
    'th-TH': 'ไม่พบ SKU {skuId} ในร้านนี้',
    'en-US': 'SKU {skuId} is not in this shop',
    'zh-CN': '本店没有 SKU {skuId}',
  },
  bundleSkuNotOnSale: {
    'th-TH': 'SKU {skuId}: สินค้าไม่ได้วางขายอยู่',
    'en-US': 'SKU {skuId}: the product is not on sale',
    'zh-CN': 'SKU {skuId}：商品未在售',
  },
  bundleSkuTaken: {
    'th-TH': 'SKU {skuId}: อยู่ในชุดสินค้า "{name}" ในช่วงเวลาที่ทับกันอยู่แล้ว',
    'en-US': 'SKU {skuId}: already in the bundle "{name}" at an overlapping time',
    'zh-CN': 'SKU {skuId}：已在同时段套餐“{name}”中',
  },
  bundleNotEditable: {
    'th-TH': 'แก้ไขได้เฉพาะชุดสินค้าที่ยังไม่เริ่ม',
    'en-US': 'Only a bundle not yet started can be changed',
    'zh-CN': '只能修改未开始的套餐',
  },
  bundleNotStoppable: {
    'th-TH': 'ชุดสินค้านี้สิ้นสุดหรือถูกหยุดแล้ว',
    'en-US': 'This bundle has already ended or been stopped',
    'zh-CN': '该套餐已结束或已停止',
  },
} as const satisfies Record<string, Texts>;
