// The coupon screens take the coupon in the query (the route table gives couponDetails no path
// parameter); createCoupon takes the coupon it copies.
export const COUPON_LIST_PATH = '/promotion/coupon';
export const CREATE_COUPON_PATH = '/promotion/createCoupon';
export const couponDetailsPath = (couponId: string) => `/promotion/couponDetails?id=${encodeURIComponent(couponId)}`;
export const copyCouponPath = (couponId: string) => `${CREATE_COUPON_PATH}?copy=${encodeURIComponent(couponId)}`;

/** A coupon id as the server makes them (32 hex digits); anything else names none. */
export const isCouponId = (id: string | null | undefined): id is string => !!id && /^[0-9a-f]{32}$/i.test(id);
