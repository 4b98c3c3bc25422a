// The face of the order-rules area (automatic order rules (cancel, collect, confirm) and order
// appeals). Other areas, the simulator (marketplace/), the seed and the registries import this file
// and nothing else of the folder; what is not exported here is the area's own business and may
// change freely (docs/architecture.md, "Faces").
export { decideAppeal, operatorAppeals } from './appeals.ts';
export { orderRulesHandlers } from './handlers.ts';
export { orderRuleJobs } from './jobs.ts';
