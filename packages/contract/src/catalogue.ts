import { accountCalls } from './calls/account.ts';
import { activitiesCalls } from './calls/activities.ts';
import { adReportCalls } from './calls/ad-reports.ts';
import { addonCalls } from './calls/addon.ts';
import { advertisingCalls, advertisingOperatorCalls } from './calls/advertising.ts';
import { afterSalesCalls } from './calls/after-sales.ts';
import { brandAdCalls, brandAdOperatorCalls } from './calls/brand-ads.ts';
import { bundleCalls } from './calls/bundle.ts';
import { campaignCalls, campaignOperatorCalls } from './calls/campaign.ts';
import { cashbackCalls } from './calls/cashback.ts';
import { catalogCalls } from './calls/catalog.ts';
import { chatCalls, chatOperatorCalls, chatTranslateCalls } from './calls/chat.ts';
import { chatGroupCalls, chatGroupOperatorCalls } from './calls/chat-groups.ts';
import { chatSetupCalls } from './calls/chat-setup.ts';
import { complianceCalls } from './calls/compliance.ts';
import { dashboardCalls } from './calls/dashboard.ts';
import { depositCalls, depositOperatorCalls } from './calls/deposit.ts';
import { downloadsCalls } from './calls/downloads.ts';
import { fansCalls, fansOperatorCalls } from './calls/fans.ts';
import { financeCalls, financeOperatorCalls, receivingAccountCalls } from './calls/finance.ts';
import { followCalls } from './calls/follow.ts';
import { fullscaleCalls } from './calls/fullscale.ts';
import { giftCalls } from './calls/gift.ts';
import { itemsCalls } from './calls/items.ts';
import { marketplaceCalls } from './calls/marketplace.ts';
import { marketplaceAfterSaleCalls } from './calls/marketplace-after-sales.ts';
import { marketplaceOrderCalls } from './calls/marketplace-orders.ts';
import { marketplaceRuleCalls } from './calls/marketplace-rules.ts';
import { mediaCalls } from './calls/media.ts';
import { noticeCalls, noticeOperatorCalls } from './calls/notices.ts';
import { orderRulesCalls } from './calls/order-rules.ts';
import { ordersCalls } from './calls/orders.ts';
import { paylaterCalls, paylaterOperatorCalls } from './calls/paylater.ts';
import { plusMemberCalls } from './calls/plusmember.ts';
import { promotionsCalls } from './calls/promotions.ts';
import { purchaseLimitCalls } from './calls/purchase-limits.ts';
import { referenceCalls } from './calls/reference.ts';
import { resultsCalls } from './calls/results.ts';
import { reviewsCalls } from './calls/reviews.ts';
import { seckillCalls, seckillOperatorCalls } from './calls/seckill.ts';
import { settingsCalls } from './calls/settings.ts';
import { shellCalls } from './calls/shell.ts';
import { shippingCalls } from './calls/shipping.ts';
import type { Call } from './define-call.ts';

/** Every call of the product, walked by the server's router, the OpenAPI generator and the tests. */
export const catalogue: readonly Call[] = [
  ...accountCalls,
  ...shellCalls,
  ...settingsCalls,
  ...referenceCalls,
  ...dashboardCalls,
  ...itemsCalls,
  ...mediaCalls,
  ...catalogCalls,
  ...downloadsCalls,
  ...reviewsCalls,
  ...complianceCalls,
  ...marketplaceCalls,
  ...marketplaceOrderCalls,
  ...marketplaceRuleCalls,
  ...orderRulesCalls,
  ...shippingCalls,
  ...ordersCalls,
  ...afterSalesCalls,
  ...marketplaceAfterSaleCalls,
  ...promotionsCalls,
  ...activitiesCalls,
  ...fullscaleCalls,
  ...resultsCalls,
  ...purchaseLimitCalls,
  ...cashbackCalls,
  ...addonCalls,
  ...giftCalls,
  ...bundleCalls,
  ...followCalls,
  ...fansCalls,
  ...fansOperatorCalls,
  ...paylaterCalls,
  ...paylaterOperatorCalls,
  ...plusMemberCalls,
  ...seckillCalls,
  ...seckillOperatorCalls,
  ...campaignCalls,
  ...campaignOperatorCalls,
  ...depositCalls,
  ...depositOperatorCalls,
  ...advertisingCalls,
  ...advertisingOperatorCalls,
  ...brandAdCalls,
  ...brandAdOperatorCalls,
  ...adReportCalls,
  ...financeCalls,
  ...financeOperatorCalls,
  ...receivingAccountCalls,
  ...chatCalls,
  ...chatOperatorCalls,
  ...chatSetupCalls,
  ...chatGroupCalls,
  ...chatGroupOperatorCalls,
  ...noticeCalls,
  ...noticeOperatorCalls,
  ...chatTranslateCalls,
];
