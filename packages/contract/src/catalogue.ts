import { accountCalls } from './calls/account.ts';
import { dashboardCalls } from './calls/dashboard.ts';
import { referenceCalls } from './calls/reference.ts';
import { settingsCalls } from './calls/settings.ts';
import { shellCalls } from './calls/shell.ts';
import type { Call } from './define-call.ts';

/** Every call of the product, walked by the server's router, the OpenAPI generator and the tests. */
export const catalogue: readonly Call[] = [
  ...accountCalls,
  ...shellCalls,
  ...settingsCalls,
  ...referenceCalls,
  ...dashboardCalls,
];
