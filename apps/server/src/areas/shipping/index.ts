// The face of the shipping area (delivery, waybills, pick-up codes, freight templates and
// carriers). Other areas, the simulator (marketplace/), the seed and the registries import this
// file and nothing else of the folder; what is not exported here is the area's own business and may
// change freely (docs/architecture.md, "Faces").
export { shippingHandlers } from './handlers.ts';
export { importPickupCodes } from './pickup-codes.ts';
