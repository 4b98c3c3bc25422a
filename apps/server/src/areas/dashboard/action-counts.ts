import type { ActionCounts } from '@sc/contract/calls/dashboard.ts';
import { gt } from 'drizzle-orm';
import { imConversations } from '../../db/schema.ts';
import type { ShopScope } from '../../db/tenant.ts';
import type { ActionCounters } from '../../envelope/handler.ts';
import * as afterSales from '../after-sales/index.ts';
import * as compliance from '../compliance/index.ts';
import * as items from '../items/index.ts';
import * as orders from '../orders/index.ts';

/**
 * One counter per thing that waits for the merchant, each given by its area's face
 * (`actionCounters`); a count no area gives yet is zero.
 */
const counters: ActionCounters = {
  unreadChats: (shop) => shop.count(imConversations, gt(imConversations.unreadBySeller, 0)),
  ...compliance.actionCounters,
  ...items.actionCounters,
  ...orders.actionCounters,
  ...afterSales.actionCounters,
};

export async function actionCounts(shop: ShopScope, now: Date): Promise<ActionCounts> {
  const keys: (keyof ActionCounts)[] = [
    'ordersToShip',
    'ordersNearDeadline',
    'afterSalesWaiting',
    'lowStock',
    'unreadChats',
    'violations',
  ];
  const values = await Promise.all(keys.map((k) => counters[k]?.(shop, now) ?? Promise.resolve(0)));
  return Object.fromEntries(keys.map((k, i) => [k, values[i] ?? 0])) as ActionCounts;
}
