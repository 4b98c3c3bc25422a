// The face of the promotions area (coupons and the promotion engine). Other areas, the simulator
// (marketplace/), the seed and the registries import this file and nothing else of the folder
// (docs/architecture.md, "Faces").

export { collectCoupon, grantingCoupons, markClaimOrder, priceCheckout } from './claims.ts';
export { type BuyerFacts, type CartLine, type CouponOffer, type PricedCart, priceCart } from './engine.ts';
export { promotionsHandlers } from './handlers.ts';
