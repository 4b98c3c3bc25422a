import type { Texts } from '../locale.ts';

/** Reply texts of add-on deals (/promotion/pricincrease), merged into messages.ts. */
export const addonMessages = {
  addonNameRequired: {
    'th-TH': 'กรุณากรอกชื่อข้อเสนอซื้อเพิ่ม',
    'en-US': 'Enter the add-on deal name',
    'zh-CN': '请输入加价购活动名称',
  },
  addonNameTooLong: {
    'th-TH': 'ชื่อข้อเสนอซื้อเพิ่มยาวได้ไม่เกิน {max} ตัวอักษร',
    'en-US': 'The add-on deal name is at most {max} characters',
    'zh-CN': '加价购活动名称最多 {max} 个字符',
  },
  addonTimeRequired: {
    'th-TH': 'กรุณาเลือกเวลาเริ่มและเวลาสิ้นสุด',
    'en-US': 'Choose the start and end times',
    'zh-CN': '请选择开始和结束时间',
  },
  addonEndBeforeStart: {
    'th-TH': 'เวลาเริ่มต้องก่อนเวลาสิ้นสุด',
    'en-US': 'The start must be before the end',
    'zh-CN': '开始时间必须早于结束时间',
  },
  addonStartPast: {
    'th-TH': 'เวลาเริ่มต้องไม่เป็นเวลาที่ผ่านมาแล้ว',
    'en-US': 'The start cannot be in the past',
    'zh-CN': '开始时间不能早于当前时间',
  },
  addonTooLong: {
    'th-TH': 'ระยะเวลาข้อเสนอต้องไม่เกิน {days} วัน',
    'en-US': 'A deal lasts at most {days} days',
    'zh-CN': '活动时长不能超过 {days} 天',
  },
  addonPerOrderInvalid: {
    'th-TH': 'จำนวนสินค้าซื้อเพิ่มต่อคำสั่งซื้อต้องเป็นจำนวนเต็ม 1 ถึง {max}',
    'en-US': 'Add-on units per order must be a whole number from 1 to {max}',
    'zh-CN': '每单加价购件数须为 1 至 {max} 的整数',
  },
  addonMainRequired: {
    'th-TH': 'กรุณาเลือกสินค้าหลักอย่างน้อย 1 รายการ',
    'en-US': 'Choose at least one main product',
    'zh-CN': '请至少选择一个主商品',
  },
  addonTooManyMain: {
    'th-TH': 'เลือกสินค้าหลักได้ไม่เกิน {max} รายการ',
    'en-US': 'Choose at most {max} main products',
    'zh-CN': '主商品最多 {max} 个',
  },
  addonSkusRequired: {
    'th-TH': 'กรุณาเพิ่ม SKU ซื้อเพิ่มอย่างน้อย 1 รายการ',
    'en-US': 'Add at least one add-on SKU',
    'zh-CN': '请至少添加一个加价购 SKU',
  },
  addonTooManySkus: {
    'th-TH': 'เพิ่ม SKU ซื้อเพิ่มได้ไม่เกิน {max} รายการ',
    'en-US': 'Add at most {max} add-on SKUs',
    'zh-CN': '加价购 SKU 最多 {max} 个',
  },
  addonSkuTwice: {
    'th-TH': 'SKU {skuId}: เพิ่มซ้ำแล้ว',
    'en-US': 'SKU {skuId}: added twice',
    'zh-CN': 'SKU {skuId}：重复添加',
  },
  addonSkuIsMain: {
    'th-TH': 'SKU {skuId}: เป็นสินค้าหลักของข้อเสนอนี้อยู่แล้ว จึงเป็นสินค้าซื้อเพิ่มไม่ได้',
    'en-US': 'SKU {skuId}: its product is a main product of this deal, so it cannot be an add-on',
    'zh-CN': 'SKU {skuId}：所属商品已是本活动的主商品，不能作为加价购商品',
  },
  addonSkuPriceMissing: {
    'th-TH': 'SKU {skuId}: กรุณากรอกราคาซื้อเพิ่ม',
    'en-US': 'SKU {skuId}: enter the add-on price',
    'zh-CN': 'SKU {skuId}：请输入加价购价格',
  },
  addonSkuAboveSales: {
    'th-TH': 'SKU {skuId}: ราคาซื้อเพิ่มต้องไม่สูงกว่าราคาขาย ({salesPrice} บาท)',
    'en-US': 'SKU {skuId}: the add-on price cannot be higher than the sales price ({salesPrice} baht)',
    'zh-CN': 'SKU {skuId}：加价购价格不能高于销售价（{salesPrice}泰铢）',
  },
  addonSkuDiscountTooSmall: {
    'th-TH': 'SKU {skuId}: ราคาซื้อเพิ่มต้องต่ำกว่าราคาขายอย่างน้อย {min}%',
    'en-US': 'SKU {skuId}: the add-on price must be at least {min}% below the sales price',
    'zh-CN': 'SKU {skuId}：加价购价格须比销售价至少低{min}%',
  },
  addonSkuFree: {
    'th-TH': 'SKU {skuId}: ราคาซื้อเพิ่มต้องมากกว่า 0 บาท',
    'en-US': 'SKU {skuId}: the add-on price must be more than 0 baht',
    'zh-CN': 'SKU {skuId}：加价购价格必须大于0泰铢',
  },
  addonSkuShallowDiscount: {
    'th-TH': 'SKU {skuId}: ลดเพียง {percent}% (น้อยกว่า {threshold}%) โปรดตรวจสอบอีกครั้ง',
    'en-US': 'SKU {skuId}: only {percent}% off (under {threshold}%); please check',
    'zh-CN': 'SKU {skuId}：仅优惠{percent}%（低于{threshold}%），请确认',
  },
  addonSkuDeepDiscount: {
    'th-TH': 'SKU {skuId}: ลด {percent}% (เกิน {threshold}%) โปรดตรวจสอบอีกครั้ง',
    'en-US': 'SKU {skuId}: {percent}% off (over {threshold}%); please check',
    'zh-CN': 'SKU {skuId}：优惠{percent}%（超过{threshold}%），请确认',
  },
  addonSkuNotBelowLowest: {
    'th-TH': 'SKU {skuId}: ราคาซื้อเพิ่มไม่ต่ำกว่าราคาต่ำสุดใน 30 วัน ({lowest} บาท)',
    'en-US': 'SKU {skuId}: the add-on price is not below the lowest price of 30 days ({lowest} baht)',
    'zh-CN': 'SKU {skuId}：加价购价格不低于30天最低价（{lowest}泰铢）',
  },
  addonSkuStockNotPositive: {
    'th-TH': 'SKU {skuId}: สต็อกซื้อเพิ่มต้องมากกว่า 0',
    'en-US': 'SKU {skuId}: the add-on stock must be more than 0',
    'zh-CN': 'SKU {skuId}：加价购库存必须大于0',
  },
  addonSkuStockAboveMall: {
    'th-TH': 'SKU {skuId}: สต็อกซื้อเพิ่มต้องไม่เกินสต็อกสินค้า ({mallStock})',
    'en-US': 'SKU {skuId}: the add-on stock cannot exceed the product stock ({mallStock})',
    'zh-CN': 'SKU {skuId}：加价购库存不能超过商品库存（{mallStock}）',
  },
  addonSkuNotFound: {
    'th-TH': 'ไม่พบ SKU {skuId} ในร้านนี้',
    'en-US': 'SKU {skuId} is not in this shop',
    'zh-CN': '本店没有 SKU {skuId}',
  },
  addonSkuNotOnSale: {
    'th-TH': 'SKU {skuId}: สินค้าไม่ได้วางขายอยู่',
    'en-US': 'SKU {skuId}: the product is not on sale',
    'zh-CN': 'SKU {skuId}：商品未在售',
  },
  addonProductNotFound: {
    'th-TH': 'ไม่พบสินค้า {productId} ในร้านนี้',
    'en-US': 'Product {productId} is not in this shop',
    'zh-CN': '本店没有商品 {productId}',
  },
  addonSkuTaken: {
    'th-TH': 'SKU {skuId}: เป็นสินค้าซื้อเพิ่มของข้อเสนอ "{name}" ในช่วงเวลาที่ทับกันอยู่แล้ว',
    'en-US': 'SKU {skuId}: already an add-on of "{name}" at an overlapping time',
    'zh-CN': 'SKU {skuId}：已是同时段活动“{name}”的加价购商品',
  },
  addonNotEditable: {
    'th-TH': 'แก้ไขได้เฉพาะข้อเสนอที่ยังไม่เริ่ม',
    'en-US': 'Only a deal not yet started can be changed',
    'zh-CN': '只能修改未开始的活动',
  },
  addonNotStoppable: {
    'th-TH': 'ข้อเสนอนี้สิ้นสุดหรือถูกหยุดแล้ว',
    'en-US': 'This deal has already ended or been stopped',
    'zh-CN': '该活动已结束或已停止',
  },
} as const satisfies Record<string, Texts>;
