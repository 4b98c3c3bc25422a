// The face of the after-sales area (buyers' refund, return and exchange requests and their timers).
// Other areas, the simulator (marketplace/), the seed and the registries import this file and
// nothing else of the folder; what is not exported here is the area's own business and may change
// freely (docs/architecture.md, "Faces").
import type { ActionCounters } from '../../envelope/handler.ts';
import { waitingCount } from './case-list.ts';

export { applyCase, buyerAct } from './case-buyer.ts';
export { presentRow } from './case-list.ts';
export { auditCase } from './case-merchant.ts';
export { platformAct } from './case-platform.ts';
export { afterSalesHandlers } from './handlers.ts';
export { afterSaleJobs } from './jobs.ts';
export type { CaseRow } from './money.ts';
export { ordersWithoutCase, type PlatformCaseFilter, platformCases } from './platform-reads.ts';

/** What this area counts on the dashboard's "waiting for you" strip. */
export const actionCounters: ActionCounters = { afterSalesWaiting: waitingCount };
