// The face of the compliance area (platform violations, inspections and what they do to products).
// Other areas, the simulator (marketplace/), the seed and the registries import this file and
// nothing else of the folder; what is not exported here is the area's own business and may change
// freely (docs/architecture.md, "Faces").
import type { ActionCounters } from '../../envelope/handler.ts';
import { pendingViolationCount } from './violation-reads.ts';

export { complianceHandlers } from './handlers.ts';
export { recordCommodityInspection, recordInspection } from './inspections.ts';
export { complianceJobs } from './jobs.ts';
export { listAllViolations } from './platform-reads.ts';
export { blockedFromSale } from './product-effects.ts';
export { productKeyword } from './violation-reads.ts';
export { decideViolation, raiseViolation, submitViolation } from './violation-rules.ts';

/** What this area counts on the dashboard's "waiting for you" strip. */
export const actionCounters: ActionCounters = { violations: pendingViolationCount };
