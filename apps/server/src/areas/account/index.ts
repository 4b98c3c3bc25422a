// The face of the account area (log-in, users, sub-accounts and their function codes). Other areas,
// the simulator (marketplace/), the seed and the registries import this file and nothing else of
// the folder; what is not exported here is the area's own business and may change freely
// (docs/architecture.md, "Faces").
export { accountHandlers } from './handlers.ts';
