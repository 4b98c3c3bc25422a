import type { Texts } from '../locale.ts';

/** Reply texts of gift activities (/promotion/gift), merged into messages.ts. */
export const giftMessages = {
  giftNameRequired: {
    'th-TH': 'กรุณากรอกชื่อกิจกรรมของแถม',
    'en-US': 'Enter the gift activity title',
    'zh-CN': '请输入赠品活动标题',
  },
  giftNameTooLong: {
    'th-TH': 'ชื่อกิจกรรมของแถมยาวได้ไม่เกิน {max} ตัวอักษร',
    'en-US': 'The gift activity title is at most {max} characters',
    'zh-CN': '赠品活动标题最多 {max} 个字符',
  },
  giftTimeRequired: {
    'th-TH': 'กรุณาเลือกเวลาเริ่มและเวลาสิ้นสุด',
    'en-US': 'Choose the start and end times',
    'zh-CN': '请选择开始和结束时间',
  },
  giftEndBeforeStart: {
    'th-TH': 'เวลาเริ่มต้องก่อนเวลาสิ้นสุด',
    'en-US': 'The start must be before the end',
    'zh-CN': '开始时间必须早于结束时间',
  },
  giftStartPast: {
    'th-TH': 'เวลาเริ่มต้องไม่เป็นเวลาที่ผ่านมาแล้ว',
    'en-US': 'The start cannot be in the past',
    'zh-CN': '开始时间不能早于当前时间',
  },
  giftTooLong: {
    'th-TH': 'ระยะเวลากิจกรรมของแถมต้องไม่เกิน {days} วัน',
    'en-US': 'A gift activity lasts at most {days} days',
    'zh-CN': '赠品活动时长不能超过 {days} 天',
  },
  giftThresholdInvalid: {
    'th-TH': 'จำนวนสินค้าหลักขั้นต่ำต้องเป็นจำนวนเต็ม 1 ถึง {max}',
    'en-US': 'The main goods to buy must be a whole number from 1 to {max}',
    'zh-CN': '主商品起赠件数须为 1 至 {max} 的整数',
  },
  giftPerOrderInvalid: {
    'th-TH': 'จำนวนของแถมต่อคำสั่งซื้อต้องเป็นจำนวนเต็ม 1 ถึง {max}',
    'en-US': 'Gifts per order must be a whole number from 1 to {max}',
    'zh-CN': '每单赠品件数须为 1 至 {max} 的整数',
  },
  giftMainRequired: {
    'th-TH': 'กรุณาเลือกสินค้าหลักอย่างน้อย 1 รายการ',
    'en-US': 'Choose at least one main product',
    'zh-CN': '请至少选择一个主商品',
  },
  giftTooManyMain: {
    'th-TH': 'เลือกสินค้าหลักได้ไม่เกิน {max} รายการ',
    'en-US': 'Choose at most {max} main products',
    'zh-CN': '主商品最多 {max} 个',
  },
  giftSkuRequired: {
    'th-TH': 'กรุณาเลือก SKU ของแถม',
    'en-US': 'Choose the gift SKU',
    'zh-CN': '请选择赠品 SKU',
  },
  giftStockNotPositive: {
    'th-TH': 'สต็อกของแถมต้องมากกว่า 0',
    'en-US': 'The gift stock must be more than 0',
    'zh-CN': '赠品库存必须大于0',
  },
  giftStockAboveMall: {
    'th-TH': 'สต็อกของแถมต้องไม่เกินสต็อกสินค้า ({mallStock})',
    'en-US': 'The gift stock cannot exceed the product stock ({mallStock})',
    'zh-CN': '赠品库存不能超过商品库存（{mallStock}）',
  },
  giftStockBelowPerOrder: {
    'th-TH': 'สต็อกของแถมต้องไม่น้อยกว่าจำนวนของแถมต่อคำสั่งซื้อ ({perOrder})',
    'en-US': 'The gift stock cannot be below the gifts per order ({perOrder})',
    'zh-CN': '赠品库存不能少于每单赠品件数（{perOrder}）',
  },
  giftSkuNotFound: {
    'th-TH': 'ไม่พบ SKU {skuId} ในร้านนี้',
    'en-US': 'SKU {skuId} is not in this shop',
    'zh-CN': '本店没有 SKU {skuId}',
  },
  giftSkuNotOnSale: {
    'th-TH': 'SKU {skuId}: สินค้าไม่ได้วางขายอยู่',
    'en-US': 'SKU {skuId}: the product is not on sale',
    'zh-CN': 'SKU {skuId}：商品未在售',
  },
  giftProductNotFound: {
    'th-TH': 'ไม่พบสินค้า {productId} ในร้านนี้',
    'en-US': 'Product {productId} is not in this shop',
    'zh-CN': '本店没有商品 {productId}',
  },
  giftMainTaken: {
    'th-TH': 'สินค้า {productId} เป็นสินค้าหลักของกิจกรรมของแถม "{name}" ในช่วงเวลาที่ทับกันอยู่แล้ว',
    'en-US': 'Product {productId} is already a main product of the gift activity "{name}" at an overlapping time',
    'zh-CN': '商品 {productId} 已是同时段赠品活动“{name}”的主商品',
  },
  giftNotEditable: {
    'th-TH': 'แก้ไขได้เฉพาะกิจกรรมของแถมที่ยังไม่เริ่ม',
    'en-US': 'Only a gift activity not yet started can be changed',
    'zh-CN': '只能修改未开始的赠品活动',
  },
  giftNotStoppable: {
    'th-TH': 'กิจกรรมของแถมนี้สิ้นสุดหรือถูกหยุดแล้ว',
    'en-US': 'This gift activity has already ended or been stopped',
    'zh-CN': '该赠品活动已结束或已停止',
  },
} as const satisfies Record<string, Texts>;
