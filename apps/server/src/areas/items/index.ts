// The face of the items area (products, their SKUs, shelf rules, imports and pictures). Other
// areas, the simulator (marketplace/), the seed and the registries import this file and nothing
// else of the folder; what is not exported here is the area's own business and may change freely
// (docs/architecture.md, "Faces").
import type { ActionCounters } from '../../envelope/handler.ts';
import { lowStockSkuCount } from './counts.ts';

export { itemsHandlers } from './handlers.ts';
export { itemJobs } from './jobs.ts';
export { listShopProducts } from './platform-reads.ts';
export { lowestPrice30 } from './price-history.ts';
export { cheapestSkuOf, type SkuPrice, skuPrices } from './sku-prices.ts';
export {
  bySku,
  lockProducts,
  moveStock,
  reserveStock,
  type StockMove,
  type StockUnits,
  sellableSkus,
  takeFreeStock,
} from './stock.ts';

/** What this area counts on the dashboard's "waiting for you" strip. */
export const actionCounters: ActionCounters = { lowStock: lowStockSkuCount };
