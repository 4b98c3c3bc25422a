import type { Call } from '../define-call.ts';

export const orderRulesCalls: readonly Call[] = [];
