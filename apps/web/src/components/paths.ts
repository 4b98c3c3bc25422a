// Paths of screens that several areas link to (an order's detail from after-sales, order
// rules and pick-up codes; the pick-up codes from an order). They live below the areas so a link does not import the area
// that owns the screen.

/** /order/orderItem/:id: one order's detail. */
export const orderItemPath = (orderId: string) => `/order/orderItem/${encodeURIComponent(orderId)}`;

/** /order/pickupCode: the shop's pick-up codes and their import. */
export const PICKUP_CODE_PATH = '/order/pickupCode';
