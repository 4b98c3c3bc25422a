// The addresses of every promotion screen, in one place since the tools link to one another
// (results back to their lists, the campaigns to the flash sales). Each block names its routes.

import { PAYLATER_MODE_ID } from '@sc/contract/paylater.ts';
import { FLASH_LATEST_MODE } from '@sc/contract/seckill.ts';

// The coupon screens take the coupon in the query (the route table gives couponDetails no path
// parameter); createCoupon takes the coupon it copies.
export const COUPON_LIST_PATH = '/promotion/coupon';
export const CREATE_COUPON_PATH = '/promotion/createCoupon';
export const couponDetailsPath = (couponId: string) => `/promotion/couponDetails?id=${encodeURIComponent(couponId)}`;
export const copyCouponPath = (couponId: string) => `${CREATE_COUPON_PATH}?copy=${encodeURIComponent(couponId)}`;

/** A coupon id as the server makes them (32 hex digits); anything else names none. */
export const isCouponId = (id: string | null | undefined): id is string => !!id && /^[0-9a-f]{32}$/i.test(id);

// The addresses of the discount screens (route table: /promotion/activity, specialOffer,
// selectactiveitem/:id).

export const ACTIVITY_LIST_PATH = '/promotion/activity';
export const ACTIVITY_FORM_PATH = '/promotion/specialOffer';

/** The create form, or the edit form of one activity. */
export const activityFormPath = (activityId?: string) =>
  activityId ? `${ACTIVITY_FORM_PATH}?id=${encodeURIComponent(activityId)}` : ACTIVITY_FORM_PATH;

/** The product and price screen of one activity. */
export const activityItemsPath = (activityId: string) =>
  `/promotion/selectactiveitem/${encodeURIComponent(activityId)}`;

// The addresses of the add-on deal screens (route table: /promotion/pricincrease; the form is the
// same route with ?form, and ?form&id= to edit one).

export const ADDON_LIST_PATH = '/promotion/pricincrease';

/** The create form, or the edit form of one deal. */
export const addonFormPath = (addonId?: string) =>
  addonId ? `${ADDON_LIST_PATH}?form=edit&id=${encodeURIComponent(addonId)}` : `${ADDON_LIST_PATH}?form=new`;

// The addresses of the follow-shop coupon's screens (route table: /promotion/attention; the form is
// the same route with ?form).

export const ATTENTION_PATH = '/promotion/attention';
export const ATTENTION_FORM_PATH = `${ATTENTION_PATH}?form=new`;

// The addresses of the bundle screens (route table): the list /promotion/setmeal, a new bundle at
// /promotion/addSetMeal, and one bundle's configuration at /promotion/mealconf?id=.

export const BUNDLE_LIST_PATH = '/promotion/setmeal';
export const BUNDLE_NEW_PATH = '/promotion/addSetMeal';

/** One bundle's configuration: edited before its start, read after. */
export const bundleConfPath = (bundleId: string) => `/promotion/mealconf?id=${encodeURIComponent(bundleId)}`;

// The addresses of the platform campaign screens (route table: /activityreport/index, urgeTable,
// activityTable, details/{id}, reportRegistration/{modeId}, promotionreport/{modeId}); a
// campaign's id is the modeId of its pages.

const campaignPart = (campaignId: string) => encodeURIComponent(campaignId);
export const CAMPAIGN_INDEX_PATH = '/activityreport/index';
export const URGE_TABLE_PATH = '/activityreport/urgeTable';
export const ACTIVITY_TABLE_PATH = '/activityreport/activityTable';
export const campaignDetailsPath = (campaignId: string) => `/activityreport/details/${campaignPart(campaignId)}`;
export const campaignRegisterPath = (campaignId: string) =>
  `/activityreport/reportRegistration/${campaignPart(campaignId)}`;
export const campaignReportPath = (campaignId: string) => `/activityreport/promotionreport/${campaignPart(campaignId)}`;

// The addresses of the cashback screens (route table: /promotion/cashback; the form is the same
// route with ?form, and ?form&id= to edit one; the records are ?view=records).

export const CASHBACK_PATH = '/promotion/cashback';
export const CASHBACK_RECORDS_PATH = `${CASHBACK_PATH}?view=records`;

export const cashbackFormPath = (cashbackId?: string) =>
  cashbackId ? `${CASHBACK_PATH}?form=edit&id=${encodeURIComponent(cashbackId)}` : `${CASHBACK_PATH}?form=new`;

// The addresses of the deposit pre-sale screens: /promotion/deposit the list, /promotion/addDeposit
// a new pre-sale, /promotion/addDeposit?id= one to see or change.

export const DEPOSIT_LIST_PATH = '/promotion/deposit';
export const DEPOSIT_NEW_PATH = '/promotion/addDeposit';

/** The create form, or the form of one pre-sale. */
export const depositFormPath = (depositId?: string) =>
  depositId ? `${DEPOSIT_NEW_PATH}?id=${encodeURIComponent(depositId)}` : DEPOSIT_NEW_PATH;

// The addresses of fans marketing (route table: /activityreport/fansmarketing the followers and
// sent broadcasts, /activityreport/sendmessageform a new broadcast).

export const FANS_PATH = '/activityreport/fansmarketing';
export const SEND_MESSAGE_PATH = '/activityreport/sendmessageform';

// The addresses of the full-scale screens (route table: /promotion/fullscale; the form is the same
// route with ?form, and ?form&id= to edit one).

export const FULLSCALE_LIST_PATH = '/promotion/fullscale';

/** The create form, or the edit form of one promotion. */
export const fullscaleFormPath = (fullscaleId?: string) =>
  fullscaleId
    ? `${FULLSCALE_LIST_PATH}?form=edit&id=${encodeURIComponent(fullscaleId)}`
    : `${FULLSCALE_LIST_PATH}?form=new`;

// The addresses of the gift screens (route table: /promotion/gift the list, /promotion/addSet a
// new gift activity, /promotion/add?id= one to edit, /promotion/mainGoods?id= one's main goods and
// gift).

export const GIFT_LIST_PATH = '/promotion/gift';
export const GIFT_NEW_PATH = '/promotion/addSet';

/** The create form, or the edit form of one activity. */
export const giftFormPath = (giftId?: string) =>
  giftId ? `/promotion/add?id=${encodeURIComponent(giftId)}` : GIFT_NEW_PATH;

/** One activity's details: its main goods, its gift and what was given. */
export const giftDetailsPath = (giftId: string) => `/promotion/mainGoods?id=${encodeURIComponent(giftId)}`;

// The addresses of the purchase-limit screens (route table: /promotion/purchaselimit; the form is
// the same route with ?form, and ?form&id= to edit one).

export const LIMIT_LIST_PATH = '/promotion/purchaselimit';

export const limitFormPath = (purchaseLimitId?: string) =>
  purchaseLimitId
    ? `${LIMIT_LIST_PATH}?form=edit&id=${encodeURIComponent(purchaseLimitId)}`
    : `${LIMIT_LIST_PATH}?form=new`;

// The addresses of pay-later activities (route table: /activityreport/tPaylaterActivity/{modeId}
// the list, /activityreport/addtPaylaterActivity/{modeId} a new one; {modeId} names the platform's
// pay-later mode, instalments) and of the page where agreements are signed.

export const paylaterListPath = (modeId: string = PAYLATER_MODE_ID) =>
  `/activityreport/tPaylaterActivity/${encodeURIComponent(modeId)}`;
export const paylaterNewPath = (modeId: string = PAYLATER_MODE_ID) =>
  `/activityreport/addtPaylaterActivity/${encodeURIComponent(modeId)}`;
export const AGREEMENT_PATH = '/agreement';

// The addresses of the T Plus member offer screens (route table: /promotion/plusmember; the form is
// the same route with ?form).

export const PLUS_PATH = '/promotion/plusmember';
export const PLUS_FORM_PATH = `${PLUS_PATH}?form=new`;

// The addresses of the flash-sale screens (route table: /activityreport/seckill/{modeId} and
// /activityreport/addSeckill/{modeId}). modeId 'latest' names the newest programme the platform published.

export const seckillPath = (modeId: string = FLASH_LATEST_MODE) =>
  `/activityreport/seckill/${encodeURIComponent(modeId)}`;
export const addSeckillPath = (modeId: string = FLASH_LATEST_MODE, slotId?: string) =>
  `/activityreport/addSeckill/${encodeURIComponent(modeId)}${slotId ? `?slot=${encodeURIComponent(slotId)}` : ''}`;
export const SECKILL_PATH = seckillPath();
