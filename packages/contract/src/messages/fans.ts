import type { Texts } from '../locale.ts';

/** Reply texts of fans marketing (/activityreport/fansmarketing), merged into messages.ts. */
export const fansMessages = {
  fansTextRequired: {
    'th-TH': 'กรุณากรอกข้อความถึงแฟนคลับ',
    'en-US': 'Enter the message to your fans',
    'zh-CN': '请输入发给粉丝的消息',
  },
  fansTextTooLong: {
    'th-TH': 'ข้อความยาวได้ไม่เกิน {max} ตัวอักษร',
    'en-US': 'The message is at most {max} characters',
    'zh-CN': '消息最多 {max} 个字符',
  },
  fansCouponRequired: {
    'th-TH': 'กรุณาเลือกคูปองของร้านที่กำลังแจก',
    'en-US': 'Choose a coupon of the shop that is being granted',
    'zh-CN': '请选择本店正在发放的优惠券',
  },
  fansCouponNotGranting: {
    'th-TH': 'คูปอง "{name}" ไม่ได้แจกอยู่ในขณะนี้ เลือกคูปองที่กำลังแจก',
    'en-US': 'The coupon "{name}" is not being granted now; choose one that is',
    'zh-CN': '优惠券“{name}”当前未在发放，请选择正在发放的优惠券',
  },
  fansProductsRequired: {
    'th-TH': 'กรุณาเลือกสินค้าอย่างน้อย 1 รายการ',
    'en-US': 'Choose at least one product',
    'zh-CN': '请至少选择一个商品',
  },
  fansTooManyCoupons: {
    'th-TH': 'เลือกคูปองได้ไม่เกิน {max} ใบ',
    'en-US': 'Choose at most {max} coupons',
    'zh-CN': '最多选择 {max} 张优惠券',
  },
  fansTooManyProducts: {
    'th-TH': 'เลือกสินค้าได้ไม่เกิน {max} รายการ',
    'en-US': 'Choose at most {max} products',
    'zh-CN': '最多选择 {max} 个商品',
  },
  fansProductNotOnSale: {
    'th-TH': 'สินค้า {productId} ไม่ได้วางขายอยู่ เลือกสินค้าที่วางขาย',
    'en-US': 'Product {productId} is not on sale; choose products on sale',
    'zh-CN': '商品 {productId} 未在售，请选择在售商品',
  },
  fansMonthlyLimit: {
    'th-TH': 'ส่งข้อความถึงแฟนคลับได้เดือนละ {max} ครั้ง เดือนนี้ส่งครบแล้ว ส่งครั้งถัดไปได้ตั้งแต่วันที่ {date}',
    'en-US':
      'Messages to fans can be sent {max} times a month and this month’s are used; the next can be sent from {date}',
    'zh-CN': '粉丝消息每月最多发送 {max} 次，本月已用完，下次可于 {date} 起发送',
  },
  fansNoFollowers: {
    'th-TH': 'ร้านยังไม่มีผู้ติดตาม จึงยังไม่มีผู้รับข้อความ',
    'en-US': 'The shop has no followers yet, so nobody would receive the message',
    'zh-CN': '店铺暂无粉丝，消息没有接收人',
  },
} as const satisfies Record<string, Texts>;
