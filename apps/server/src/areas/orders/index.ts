// The face of the orders area (orders from checkout to receipt: lifecycle, shipping an order, stock
// moves, lists and exports). Other areas, the simulator (marketplace/), the seed and the registries
// import this file and nothing else of the folder; what is not exported here is the area's own
// business and may change freely (docs/architecture.md, "Faces").
import type { ActionCounters } from '../../envelope/handler.ts';
import { nearDeadlineCount, ordersToShipCount } from './order-figures.ts';

export { type CancelOptions, cancelOrder } from './cancel.ts';
export { type CarrierEvent, carrierEvent, latestShipment } from './carrier.ts';
export { type CheckoutInput, checkout } from './checkout.ts';
export { addWorkingDays } from './deadlines.ts';
export { balancesOpen, lapseBalances, payBalance, payDeposit } from './deposit-order.ts';
export { endDispute, holdForDispute } from './dispute.ts';
export { ordersHandlers } from './handlers.ts';
export {
  decideIntercept,
  type InterceptActor,
  parcelBack,
  receiveBack,
  refuseDelivery,
  requestIntercept,
  returnUnits,
} from './intercept.ts';
export { type LockedOrder, lockOrder, type OrderRow, orderOf, type ShipmentRow } from './lock-order.ts';
export { postOrderRefunded } from './order-ledger.ts';
export { baht, iso, presentParcel } from './order-view.ts';
export { newPaySerial, payOrder } from './pay.ts';
export { expirePickupCodes, handOutWaitingCodes, pickupOrdersWaiting } from './pickup-code.ts';
export { confirmReceipt } from './receipt.ts';
export { type LineMoney, paidShares, refundPlan } from './refund-shares.ts';
export { decideRisk, holdForRisk } from './risk.ts';
export { modifyWaybill, shipOrder, shipUnits } from './ship.ts';
export { lockFreeOrders, orderKey } from './sweep-locks.ts';
export { type OrderEventDetail, recordEvent } from './timeline.ts';
export { type UnshipInput, unshipParcel } from './unship.ts';

/** What this area counts on the dashboard's "waiting for you" strip. */
export const actionCounters: ActionCounters = {
  ordersToShip: ordersToShipCount,
  ordersNearDeadline: nearDeadlineCount,
};
