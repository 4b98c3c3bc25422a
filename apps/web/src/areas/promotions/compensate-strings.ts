import { stringsPart } from '../../i18n/define-strings.ts';

// Compensate grant on couponDetails (part of the namespace "promotions", under "compensate").

export const compensateStrings = stringsPart({
  'en-US': {
    compensate: {
      open: 'Give to a buyer',
      title: 'Give coupon {{code}} to a buyer',
      text: 'The buyer of the order gets one of this coupon, as if they had collected it: from its quantity, within its limit per buyer and its audience.',
      order: 'Order number',
      digits: 'An order number is digits only',
      give: 'Give',
      cancel: 'Cancel',
      given: 'Coupon {{code}} given to {{buyer}}, usable until {{until}}',
      failed: 'The coupon could not be given. Try again.',
    },
  },
  'th-TH': {
    compensate: {
      open: 'มอบให้ผู้ซื้อ',
      title: 'มอบคูปอง {{code}} ให้ผู้ซื้อ',
      text: 'ผู้ซื้อของคำสั่งซื้อนี้จะได้รับคูปองนี้หนึ่งใบเหมือนเก็บเอง: หักจากจำนวนคูปอง ภายในขีดจำกัดต่อผู้ซื้อและกลุ่มผู้ใช้ของคูปอง',
      order: 'หมายเลขคำสั่งซื้อ',
      digits: 'หมายเลขคำสั่งซื้อต้องเป็นตัวเลขเท่านั้น',
      give: 'มอบ',
      cancel: 'ยกเลิก',
      given: 'มอบคูปอง {{code}} ให้ {{buyer}} แล้ว ใช้ได้ถึง {{until}}',
      failed: 'มอบคูปองไม่สำเร็จ โปรดลองอีกครั้ง',
    },
  },
  'zh-CN': {
    compensate: {
      open: '补发给买家',
      title: '将优惠券 {{code}} 补发给买家',
      text: '该订单的买家将获得一张此优惠券，如同自行领取：占用优惠券数量，并受每人限领和适用人群限制。',
      order: '订单号',
      digits: '订单号只能是数字',
      give: '补发',
      cancel: '取消',
      given: '已将优惠券 {{code}} 补发给 {{buyer}}，可用至 {{until}}',
      failed: '优惠券补发失败，请重试。',
    },
  },
});
