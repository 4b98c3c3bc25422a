// The face of the shell area (the frame around every page: menu, notices, agreements, store
// switching). Other areas, the simulator (marketplace/), the seed and the registries import this
// file and nothing else of the folder; what is not exported here is the area's own business and may
// change freely (docs/architecture.md, "Faces").

// Whether a shop signed an agreement (pay-later activities need 010), and the exempt shop types.
export { isExempt, signedContract } from './contracts.ts';
export { shellHandlers } from './handlers.ts';
