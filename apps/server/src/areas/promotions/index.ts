// The face of the promotions area (coupons, discounts and time-limited offers, and the promotion
// engine). Other areas, the simulator (marketplace/), the seed and the registries import this file
// and nothing else of the folder (docs/architecture.md, "Faces").

export {
  type ActivityLine,
  activityAllowances,
  giveBackActivityStock,
  recordActivityBuys,
  runningActivitySkus,
  takeActivityStock,
} from './activity-checkout.ts';
// Discounts and time-limited offers.
export { activityHandlers } from './activity-handlers.ts';
// Add-on deals.
export { giveBackAddonStock, runningAddonDeals, runningAddons, takeAddonStock } from './addon-checkout.ts';
export { addonHandlers } from './addon-handlers.ts';
// Bundles (set meals).
export { giveBackBundleStock, runningBundleDeals, runningBundles, takeBundleStock } from './bundle-checkout.ts';
export { bundleHandlers } from './bundle-handlers.ts';
// Platform campaigns.
export { pendingCampaignRegs, publishCampaign, reviewCampaignReg, revokeCampaignReg } from './campaign.ts';
export { giveBackCampaignStock, takeCampaignStock } from './campaign-checkout.ts';
export { campaignHandlers } from './campaign-handlers.ts';
export type { CampaignOffer } from './campaign-step.ts';
// Cashback.
export { grantCashback, voidCashback } from './cashback.ts';
export { cashbackHandlers } from './cashback-handlers.ts';
export { collectCoupon, giveBackCoupon, grantingCoupons, markClaimOrder, priceCheckout } from './claims.ts';
// The demo shop's own promotions, one of each tool.
export { seedDemoPromotions } from './demo.ts';
// Deposit pre-sales.
export {
  giveBackPresaleUnit,
  type PresaleOffer,
  presaleOfferOf,
  presaleSkusTaking,
  takePresaleUnit,
} from './deposit-checkout.ts';
export { depositHandlers } from './deposit-handlers.ts';
export {
  type ActivityOffer,
  type AddonOffer,
  type BundleOffer,
  type BuyerFacts,
  bundleStep,
  type CartLine,
  type CouponOffer,
  type FlashOffer,
  type FullscaleOffer,
  type MemberOffer,
  outsideBundles,
  type PricedCart,
  priceCart,
  unitPriceStep,
} from './engine.ts';
// Fans marketing: followers and broadcasts to their inboxes.
export { buyerInboxOf } from './fans.ts';
export { fansHandlers } from './fans-handlers.ts';
// Follow-shop coupons and shop follows.
export { followHandlers } from './follow-handlers.ts';
export { followerCount, followShop, followsShop } from './follows.ts';
// Full-amount and full-quantity discounts.
export { runningFullscales } from './fullscale.ts';
export { fullscaleHandlers } from './fullscale-handlers.ts';
// Gifts.
export {
  type GiftLine,
  type GiftOffer,
  giveBackGifts,
  runningGiftActivities,
  runningGifts,
  takeGifts,
} from './gift-checkout.ts';
export { giftHandlers } from './gift-handlers.ts';
export { promotionsHandlers } from './handlers.ts';
export { promotionJobs } from './jobs.ts';
// Results of a promotion, the tools' hub counts, and the promotions behind an order's lines.
export { type LinePromotion, linePromotionsOf } from './line-promotions.ts';
// Pay-later activities (agreement 010) and the orders paid later on them.
export {
  type PaylaterOffer,
  paylaterOffer,
  paylaterPlansOf,
  paylaterSubsidyOf,
  recordPaylaterOrder,
  runningPaylaterOffers,
} from './paylater.ts';
export { paylaterHandlers } from './paylater-handlers.ts';
// T Plus member offers.
export { runningMemberOffers } from './plusmember.ts';
export { plusMemberHandlers } from './plusmember-handlers.ts';
// Purchase limits.
export { checkPurchaseLimits, purchaseAllowances } from './purchase-limit-checkout.ts';
export { purchaseLimitHandlers } from './purchase-limit-handlers.ts';
export { resultsHandlers } from './results-handlers.ts';
export { pendingRegistrations, publishProgramme, reviewRegistration } from './seckill.ts';
// Flash sales.
export { giveBackFlashStock, runningFlashSkus, takeFlashStock } from './seckill-checkout.ts';
export { seckillHandlers } from './seckill-handlers.ts';
