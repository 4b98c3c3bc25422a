import { accountHandlers } from './areas/account/handlers.ts';
import { afterSalesHandlers } from './areas/after-sales/handlers.ts';
import { catalogHandlers } from './areas/catalog/handlers.ts';
import { complianceHandlers } from './areas/compliance/handlers.ts';
import { dashboardHandlers } from './areas/dashboard/handlers.ts';
import { downloadsHandlers } from './areas/downloads/handlers.ts';
import { itemsHandlers } from './areas/items/handlers.ts';
import { mediaHandlers } from './areas/media/handlers.ts';
import { orderRulesHandlers } from './areas/order-rules/handlers.ts';
import { ordersHandlers } from './areas/orders/handlers.ts';
import { referenceHandlers } from './areas/reference/handlers.ts';
import { reviewsHandlers } from './areas/reviews/handlers.ts';
import { settingsHandlers } from './areas/settings/handlers.ts';
import { shellHandlers } from './areas/shell/handlers.ts';
import { shippingHandlers } from './areas/shipping/handlers.ts';
import type { Registration } from './envelope/handler.ts';
import { marketplaceAfterSaleHandlers } from './marketplace/after-sale-handlers.ts';
import { marketplaceHandlers } from './marketplace/handlers.ts';
import { marketplaceOrderHandlers } from './marketplace/order-handlers.ts';
import { marketplaceRuleHandlers } from './marketplace/rule-handlers.ts';

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
  ...marketplaceRuleHandlers,
  ...orderRulesHandlers,
  ...shippingHandlers,
  ...ordersHandlers,
  ...afterSalesHandlers,
  ...marketplaceAfterSaleHandlers,
];
