import type { Call } from '../define-call.ts';

export const shippingCalls: readonly Call[] = [];
