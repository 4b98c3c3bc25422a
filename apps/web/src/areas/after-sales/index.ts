// The after-sales area's face: the requests about one order, shown on the order's detail.
export { OrderCases } from './OrderCases.tsx';
