import type { Call } from '../define-call.ts';

export const ordersCalls: readonly Call[] = [];
