// The face of the reference area (reference data: Thai provinces, districts and sub-districts).
// Other areas, the simulator (marketplace/), the seed and the registries import this file and
// nothing else of the folder; what is not exported here is the area's own business and may change
// freely (docs/architecture.md, "Faces").
export { referenceHandlers } from './handlers.ts';
export { type Area, areaName, resolveSubDistrict, thaiAreas } from './thai-areas.ts';
