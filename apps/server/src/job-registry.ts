import { advertisingJobs } from './areas/advertising/index.ts';
import { afterSaleJobs } from './areas/after-sales/index.ts';
import { complianceJobs } from './areas/compliance/index.ts';
import { downloadJobs } from './areas/downloads/index.ts';
import { financeJobs } from './areas/finance/index.ts';
import { itemJobs } from './areas/items/index.ts';
import { orderRuleJobs } from './areas/order-rules/index.ts';
import { promotionJobs } from './areas/promotions/index.ts';
import type { Job } from './jobs/job.ts';
import { adPaymentJob } from './marketplace/ad-handlers.ts';

/** Every automatic rule of the server; each area keeps its own in areas/<area>/jobs.ts. */
export const jobs: readonly Job[] = [
  ...itemJobs,
  ...downloadJobs,
  ...complianceJobs,
  ...orderRuleJobs,
  ...afterSaleJobs,
  ...promotionJobs,
  ...advertisingJobs,
  adPaymentJob,
  ...financeJobs,
];
