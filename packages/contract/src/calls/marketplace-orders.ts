import type { Call } from '../define-call.ts';

export const marketplaceOrderCalls: readonly Call[] = [];
