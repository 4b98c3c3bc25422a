// The face of the finance area (bills built from the ledger, their audit and settlement, the
// receiving accounts). Other areas, the simulator (marketplace/), the seed and the registries
// import this file and nothing else of the folder (docs/architecture.md, "Faces"). Money enters
// the ledger through the ledger layer (ledger/), never through this face.

export { type AdjustmentInput, raiseAdjustment } from './adjustments.ts';
export { auditBill, buildBills, confirmOverdue, runBills } from './bills.ts';
export { financeHandlers } from './handlers.ts';
export { registerInvoiceRoutes } from './invoice-route.ts';
export { financeJobs } from './jobs.ts';
export { settleBatch } from './settlement.ts';
