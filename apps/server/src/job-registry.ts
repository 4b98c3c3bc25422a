import { afterSaleJobs } from './areas/after-sales/jobs.ts';
import { complianceJobs } from './areas/compliance/jobs.ts';
import { downloadJobs } from './areas/downloads/jobs.ts';
import { itemJobs } from './areas/items/jobs.ts';
import { orderRuleJobs } from './areas/order-rules/jobs.ts';
import type { Job } from './jobs/job.ts';

/** Every automatic rule of the server; each area keeps its own in areas/<area>/jobs.ts. */
export const jobs: readonly Job[] = [
  ...itemJobs,
  ...downloadJobs,
  ...complianceJobs,
  ...orderRuleJobs,
  ...afterSaleJobs,
];
