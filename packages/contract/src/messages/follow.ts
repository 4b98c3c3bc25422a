import type { Texts } from '../locale.ts';

/** Reply texts of the follow-shop coupon (/promotion/attention), merged into messages.ts. */
export const followMessages = {
  followCouponOverlap: {
    'th-TH': 'คูปองผู้ติดตามร้าน "{name}" แจกอยู่ในช่วงเวลาเดียวกันแล้ว แจกได้ครั้งละ 1 คูปอง',
    'en-US': 'The follow coupon "{name}" already grants at that time; one follow coupon grants at a time',
    'zh-CN': '关注店铺券“{name}”在该时间段已在发放，同一时间只能发放一张',
  },
  followCouponNotFollower: {
    'th-TH': 'คูปองนี้สำหรับผู้ติดตามร้านเท่านั้น',
    'en-US': 'This coupon is for the shop’s followers only',
    'zh-CN': '该优惠券仅限关注店铺的买家领取',
  },
} as const satisfies Record<string, Texts>;
