import { accountHandlers } from './areas/account/index.ts';
import { advertisingHandlers } from './areas/advertising/index.ts';
import { afterSalesHandlers } from './areas/after-sales/index.ts';
import { catalogHandlers } from './areas/catalog/index.ts';
import { chatHandlers } from './areas/chat/index.ts';
import { complianceHandlers } from './areas/compliance/index.ts';
import { dashboardHandlers } from './areas/dashboard/index.ts';
import { downloadsHandlers } from './areas/downloads/index.ts';
import { financeHandlers } from './areas/finance/index.ts';
import { itemsHandlers } from './areas/items/index.ts';
import { mediaHandlers } from './areas/media/index.ts';
import { orderRulesHandlers } from './areas/order-rules/index.ts';
import { ordersHandlers } from './areas/orders/index.ts';
import {
  activityHandlers,
  addonHandlers,
  bundleHandlers,
  campaignHandlers,
  cashbackHandlers,
  depositHandlers,
  fansHandlers,
  followHandlers,
  fullscaleHandlers,
  giftHandlers,
  paylaterHandlers,
  plusMemberHandlers,
  promotionsHandlers,
  purchaseLimitHandlers,
  resultsHandlers,
  seckillHandlers,
} from './areas/promotions/index.ts';
import { referenceHandlers } from './areas/reference/index.ts';
import { reviewsHandlers } from './areas/reviews/index.ts';
import { settingsHandlers } from './areas/settings/index.ts';
import { shellHandlers } from './areas/shell/index.ts';
import { shippingHandlers } from './areas/shipping/index.ts';
import type { Registration } from './envelope/handler.ts';
import { marketplaceAdHandlers } from './marketplace/ad-handlers.ts';
import { marketplaceAfterSaleHandlers } from './marketplace/after-sale-handlers.ts';
import { marketplaceCampaignHandlers } from './marketplace/campaign-handlers.ts';
import { marketplaceChatHandlers } from './marketplace/chat-handlers.ts';
import { marketplaceCouponHandlers } from './marketplace/coupon-handlers.ts';
import { marketplaceDepositHandlers } from './marketplace/deposit-handlers.ts';
import { marketplaceFansHandlers } from './marketplace/fans-handlers.ts';
import { marketplaceFinanceHandlers } from './marketplace/finance-handlers.ts';
import { marketplaceHandlers } from './marketplace/handlers.ts';
import { marketplaceOrderHandlers } from './marketplace/order-handlers.ts';
import { marketplacePaylaterHandlers } from './marketplace/paylater-handlers.ts';
import { marketplaceRuleHandlers } from './marketplace/rule-handlers.ts';
import { marketplaceSeckillHandlers } from './marketplace/seckill-handlers.ts';

/** Every area's handlers; the router pairs them with the catalogue by path. */
export const registrations: readonly Registration[] = [
  ...accountHandlers,
  ...shellHandlers,
  ...settingsHandlers,
  ...referenceHandlers,
  ...dashboardHandlers,
  ...itemsHandlers,
  ...mediaHandlers,
  ...catalogHandlers,
  ...downloadsHandlers,
  ...reviewsHandlers,
  ...complianceHandlers,
  ...marketplaceHandlers,
  ...marketplaceOrderHandlers,
  ...marketplaceCouponHandlers,
  ...marketplaceFansHandlers,
  ...marketplacePaylaterHandlers,
  ...marketplaceRuleHandlers,
  ...marketplaceSeckillHandlers,
  ...marketplaceCampaignHandlers,
  ...marketplaceDepositHandlers,
  ...orderRulesHandlers,
  ...shippingHandlers,
  ...ordersHandlers,
  ...afterSalesHandlers,
  ...marketplaceAfterSaleHandlers,
  ...promotionsHandlers,
  ...activityHandlers,
  ...fullscaleHandlers,
  ...resultsHandlers,
  ...purchaseLimitHandlers,
  ...cashbackHandlers,
  ...addonHandlers,
  ...giftHandlers,
  ...bundleHandlers,
  ...followHandlers,
  ...fansHandlers,
  ...paylaterHandlers,
  ...plusMemberHandlers,
  ...seckillHandlers,
  ...campaignHandlers,
  ...depositHandlers,
  ...advertisingHandlers,
  ...marketplaceAdHandlers,
  ...financeHandlers,
  ...marketplaceFinanceHandlers,
  ...chatHandlers,
  ...marketplaceChatHandlers,
];
