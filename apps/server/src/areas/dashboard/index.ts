// The face of the dashboard area (the home page: shop figures and what waits for the merchant).
// Other areas, the simulator (marketplace/), the seed and the registries import this file and
// nothing else of the folder; what is not exported here is the area's own business and may change
// freely (docs/architecture.md, "Faces").
export { dashboardHandlers } from './handlers.ts';
