import { accountCalls } from './calls/account.ts';
import { shellCalls } from './calls/shell.ts';
import type { Call } from './define-call.ts';

/** Every call of the product, walked by the server's router, the OpenAPI generator and the tests. */
export const catalogue: readonly Call[] = [...accountCalls, ...shellCalls];
