// The face of the downloads area (the download centre: export kinds run in the background, their
// files). Other areas, the simulator (marketplace/), the seed and the registries import this file
// and nothing else of the folder; what is not exported here is the area's own business and may
// change freely (docs/architecture.md, "Faces").
export { startExport } from './exports.ts';
export { downloadsHandlers } from './handlers.ts';
export { downloadJobs } from './jobs.ts';
export { defineExportKind } from './kinds.ts';
export { registerDownloadRoutes } from './routes.ts';
