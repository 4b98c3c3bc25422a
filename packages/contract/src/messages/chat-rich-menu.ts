import type { Texts } from '../locale.ts';

/** Reply texts of the chat's rich menu (/imMessageSetup/intelligentAssistant), merged into messages.ts. */
export const chatRichMenuMessages = {
  richMenuTooMany: {
    'th-TH': 'เมนูแชทมีได้ไม่เกิน {max} ปุ่ม',
    'en-US': 'The rich menu has at most {max} tiles',
    'zh-CN': '聊天菜单最多 {max} 个按钮',
  },
  richMenuLabel: {
    'th-TH': 'ปุ่มที่ {n}: ชื่อปุ่มต้องมี 1 ถึง {max} ตัวอักษร',
    'en-US': 'Tile {n}: the label needs 1 to {max} characters',
    'zh-CN': '第 {n} 个按钮：名称需为 1 到 {max} 个字符',
  },
  richMenuTargetMissing: {
    'th-TH': 'ปุ่มที่ {n}: เลือกสินค้าหรือคูปอง หรือใส่ข้อความตอบกลับของปุ่มนี้',
    'en-US': 'Tile {n}: choose its product or coupon, or write its reply',
    'zh-CN': '第 {n} 个按钮：请选择商品或优惠券，或填写回复内容',
  },
  richMenuReplyTooLong: {
    'th-TH': 'ปุ่มที่ {n}: ข้อความตอบกลับยาวได้ไม่เกิน {max} ตัวอักษร',
    'en-US': 'Tile {n}: the reply can be at most {max} characters',
    'zh-CN': '第 {n} 个按钮：回复内容最多 {max} 个字符',
  },
  richMenuProductNotFound: {
    'th-TH': 'ปุ่มที่ {n}: ไม่พบสินค้านี้ในร้านของคุณ',
    'en-US': 'Tile {n}: this product was not found in your shop',
    'zh-CN': '第 {n} 个按钮：在您的店铺中未找到该商品',
  },
  richMenuProductNotOnSale: {
    'th-TH': 'ปุ่มที่ {n}: สินค้านี้ไม่ได้วางขายอยู่ เลือกสินค้าที่วางขาย',
    'en-US': 'Tile {n}: this product is not on sale; choose one on sale',
    'zh-CN': '第 {n} 个按钮：该商品未在售，请选择在售商品',
  },
  richMenuCouponNotFound: {
    'th-TH': 'ปุ่มที่ {n}: ไม่พบคูปองนี้ในร้านของคุณ',
    'en-US': 'Tile {n}: this coupon was not found in your shop',
    'zh-CN': '第 {n} 个按钮：在您的店铺中未找到该优惠券',
  },
  richMenuCouponNotRunning: {
    'th-TH': 'ปุ่มที่ {n}: คูปองนี้ไม่ได้เปิดให้เก็บในขณะนี้ เลือกคูปองอื่น',
    'en-US': 'Tile {n}: this coupon cannot be collected now; choose another',
    'zh-CN': '第 {n} 个按钮：该优惠券当前不可领取，请选择其他优惠券',
  },
  richMenuImage: {
    'th-TH': 'ปุ่มที่ {n}: รูปภาพต้องเป็นรูปที่ร้านอัปโหลด',
    'en-US': 'Tile {n}: the picture must be one the shop uploaded',
    'zh-CN': '第 {n} 个按钮：图片必须是店铺上传的图片',
  },
  richMenuOff: {
    'th-TH': 'ร้านนี้ไม่ได้เปิดเมนูแชท',
    'en-US': 'This shop’s rich menu is off',
    'zh-CN': '该店铺未开启聊天菜单',
  },
  richMenuTileGone: {
    'th-TH': 'ปุ่มนี้ไม่มีในเมนูแชทแล้ว',
    'en-US': 'This tile is no longer in the rich menu',
    'zh-CN': '该按钮已不在聊天菜单中',
  },
} as const satisfies Record<string, Texts>;
