// The face of the orders area (orders from checkout to receipt: lifecycle, shipping an order, stock
// moves, lists and exports). Other areas, the simulator (marketplace/), the seed and the registries
// import this file and nothing else of the folder; what is not exported here is the area's own
// business and may change freely (docs/architecture.md, "Faces").
import type { ActionCounters } from '../../envelope/handler.ts';
import { nearDeadlineCount, ordersToShipCount } from './order-figures.ts';

export { ordersHandlers } from './handlers.ts';
export {
  addWorkingDays,
  type CarrierEvent,
  type CheckoutInput,
  cancelOrder,
  carrierEvent,
  checkout,
  confirmReceipt,
  type LockedOrder,
  latestShipment,
  lockOrder,
  newPaySerial,
  type OrderEventDetail,
  type OrderRow,
  orderOf,
  payOrder,
  recordEvent,
  type ShipmentRow,
} from './lifecycle.ts';
export { baht, iso } from './order-view.ts';
export { modifyWaybill, shipOrder, shipUnits } from './ship.ts';
export { bySku, lockProducts, returnStock, type StockUnits } from './stock.ts';
export { lockFreeOrders, orderKey } from './sweep-locks.ts';

/** What this area counts on the dashboard's "waiting for you" strip. */
export const actionCounters: ActionCounters = {
  ordersToShip: ordersToShipCount,
  ordersNearDeadline: nearDeadlineCount,
};
