import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { resolveSubDistrict, THAI_AREAS_FILE, thaiAreas } from '../src/areas/reference/thai-areas.ts';
import { compactAreasFromPackage, formatCompactAreas } from '../src/areas/reference/thai-areas-source.ts';

describe('the Thai address directory the server loads', () => {
  it('is what the installed address package builds (after an upgrade: npm run areas:generate)', async () => {
    const built = formatCompactAreas(await compactAreasFromPackage());
    expect(
      readFileSync(THAI_AREAS_FILE, 'utf8') === built,
      'thai-areas.json is stale: run npm run areas:generate',
    ).toBe(true);
  });

  it('holds every province, district and sub-district, each under its parent and found by postcode', async () => {
    const dir = await thaiAreas();
    expect(dir.provinces).toHaveLength(77);
    const districts = [...dir.districtsOf.values()].flat();
    const subs = [...dir.subDistrictsOf.values()].flat();
    expect(districts).toHaveLength(928);
    expect(subs).toHaveLength(7432);
    expect(dir.byCode.size).toBe(77 + 928 + 7432);
    // Chatuchak: Bangkok's district, its sub-districts, the postcode 10900 finds them.
    const bangkok = dir.provinces.find((p) => p.nameEn === 'Bangkok');
    expect(bangkok?.nameZh).toBe('曼谷');
    const chatuchak = dir.districtsOf.get(bangkok?.code ?? '')?.find((d) => d.nameTh === 'จตุจักร');
    expect(chatuchak).toBeDefined();
    const found = dir.byPostcode.get('10900') ?? [];
    expect(found.some((s) => s.parentCode === chatuchak?.code)).toBe(true);
    const sub = dir.subDistrictsOf.get(chatuchak?.code ?? '')?.[0];
    const resolved = await resolveSubDistrict(sub?.code ?? '');
    expect(resolved?.province.nameTh).toBe('กรุงเทพมหานคร');
    expect(resolved?.district.code).toBe(chatuchak?.code);
    // A sub-district with two postcodes is found by both, its first one named.
    const twice = subs.find((s) => (s.postalCodes?.length ?? 0) > 1);
    expect(twice?.postalCode).toBe(twice?.postalCodes?.[0]);
    for (const postcode of twice?.postalCodes ?? []) expect(dir.byPostcode.get(postcode)).toContain(twice);
  });
});
