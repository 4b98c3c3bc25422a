// npm run areas:generate: writes the Thai address directory the server loads
// (apps/server/src/areas/reference/thai-areas.json) from the installed address package, after
// upgrading thai-address-universal; a server test (thai-areas.spec.ts) fails until it is run.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { THAI_AREAS_FILE } from '../apps/server/src/areas/reference/thai-areas.ts';
import { compactAreasFromPackage, formatCompactAreas } from '../apps/server/src/areas/reference/thai-areas-source.ts';

const data = await compactAreasFromPackage();
writeFileSync(fileURLToPath(THAI_AREAS_FILE), formatCompactAreas(data));
console.log(
  `${fileURLToPath(THAI_AREAS_FILE)}: ${data.provinces.length} provinces, ${data.districts.length} districts, ${data.subDistricts.length} sub-districts`,
);
