import { writeFileSync } from 'node:fs';
import { buildOpenApi } from '../apps/server/src/openapi.ts';

// Writes the generated OpenAPI document; a server test fails when the committed one is stale.
const target = new URL('../apps/server/openapi.json', import.meta.url);
writeFileSync(target, `${JSON.stringify(buildOpenApi(), null, 2)}\n`);
console.log(`wrote ${target.pathname}`);
