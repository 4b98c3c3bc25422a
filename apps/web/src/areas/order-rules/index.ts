// The order-rules area's face: an abnormal order's complaint notice and rule reason, shown on
// the order's detail.
export { ComplaintNotice } from './ComplaintNotice.tsx';
export { useRuleReason } from './rule-reason.ts';
