// The face of the catalog area (brands, brand applications and the category tree). Other areas, the
// simulator (marketplace/), the seed and the registries import this file and nothing else of the
// folder; what is not exported here is the area's own business and may change freely
// (docs/architecture.md, "Faces").
export { applyForBrand, decideBrandApplication } from './brand-applications.ts';
export { brandKey } from './brand-key.ts';
export { assertBrandUsable, brandNameColumn, brandNames } from './brands.ts';
export { assertLeafCategory, CATEGORY_PATH_SEPARATOR, categoryPath, categoryPathColumn } from './categories.ts';
export { catalogHandlers } from './handlers.ts';
