// The after-sales area's face: the requests about one order, shown on the order's detail, and
// the requests on a phone, shown by /m/order.
export { MobileCases } from './MobileCases.tsx';
export { OrderCases } from './OrderCases.tsx';
export { AFTER_SALE_LIST_PATH } from './paths.ts';
