// The face of the settings area (store settings and return addresses). Other areas, the simulator
// (marketplace/), the seed and the registries import this file and nothing else of the folder; what
// is not exported here is the area's own business and may change freely (docs/architecture.md,
// "Faces").
export { settingsHandlers } from './handlers.ts';
