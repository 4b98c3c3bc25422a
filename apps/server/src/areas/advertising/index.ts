// The face of the advertising area (the shop's ad account, plans, keywords and their
// statistics). Other areas, the simulator (marketplace/), the seed and the registries import this
// file and nothing else of the folder (docs/architecture.md, "Faces").

export { payingRecharges, settleRecharge } from './account.ts';
export { type SearchBuyer, type SearchOutcome, serveSearch } from './auction.ts';
export { reviewBrandAd } from './brand.ts';
export { type BrandBuyers, pendingBrandAds, serveBrandAds } from './brand-figures.ts';
export { advertisingHandlers } from './handlers.ts';
export { advertisingJobs } from './jobs.ts';
// The one debit of an ad account's balance (and the recharge credit).
export { chargeClick, creditRecharge } from './ledger.ts';
export { liveKeywords } from './market.ts';
// What the account spent in a span (the finance area's invoice details read it).
export { adSpendBetween } from './spend.ts';
