// The face of the media area (uploads: pictures, videos, files and their storage). Other areas, the
// simulator (marketplace/), the seed and the registries import this file and nothing else of the
// folder; what is not exported here is the area's own business and may change freely
// (docs/architecture.md, "Faces").
export { allowedHosts } from './fetch-url.ts';
export { mediaHandlers } from './handlers.ts';
export { registerMediaRoutes } from './routes.ts';
export { shopImagesNamed } from './shop-images.ts';
export { dataDir, PUBLIC_FOLDER, publicUrl, writeNewFiles } from './storage.ts';
export { readUploadedFile } from './uploaded-file.ts';
