import type { ActionCounts } from '@sc/contract/calls/dashboard.ts';
import { gt } from 'drizzle-orm';
import { imConversations } from '../../db/schema.ts';
import type { ShopScope } from '../../db/tenant.ts';
import { waitingCount } from '../after-sales/case-list.ts';
import { pendingViolationCount } from '../compliance/violation-reads.ts';
import { lowStockSkuCount } from '../items/counts.ts';
import { ordersToShipCount } from '../orders/order-figures.ts';

/**
 * One counter per thing that waits for the merchant. Each area adds its counter here when
 * it is built (orders, after-sales, products, violations); until then that count is zero.
 */
const counters: { [K in keyof ActionCounts]?: (shop: ShopScope) => Promise<number> } = {
  unreadChats: (shop) => shop.count(imConversations, gt(imConversations.unreadBySeller, 0)),
  violations: pendingViolationCount,
  lowStock: lowStockSkuCount,
  ordersToShip: ordersToShipCount,
  afterSalesWaiting: waitingCount,
};

export async function actionCounts(shop: ShopScope): Promise<ActionCounts> {
  const keys: (keyof ActionCounts)[] = [
    'ordersToShip',
    'ordersNearDeadline',
    'afterSalesWaiting',
    'lowStock',
    'unreadChats',
    'violations',
  ];
  const values = await Promise.all(keys.map((k) => counters[k]?.(shop) ?? Promise.resolve(0)));
  return Object.fromEntries(keys.map((k, i) => [k, values[i] ?? 0])) as ActionCounts;
}
