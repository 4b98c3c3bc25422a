import { type AddressEntry, getDistricts, getProvinces, getSubDistricts } from 'thai-address-universal';

// Thai provinces, districts and sub-districts with postcodes, shipped with the project
// (thai-address-universal). Reference data that never changes at run time, so it is read
// once and kept in memory.

export interface Area {
  code: string;
  nameTh: string;
  nameEn: string;
  postalCode?: string;
  parentCode?: string;
}

interface Directory {
  provinces: Area[];
  districtsOf: Map<string, Area[]>;
  subDistrictsOf: Map<string, Area[]>;
  byCode: Map<string, Area>;
  byPostcode: Map<string, Area[]>;
}

let loading: Promise<Directory> | undefined;

const toArea = (e: AddressEntry, parentCode?: string): Area => ({
  code: e.code,
  nameTh: e.nameTh,
  nameEn: e.nameEn,
  ...(e.postalCode ? { postalCode: e.postalCode } : {}),
  ...(parentCode ? { parentCode } : {}),
});

async function load(): Promise<Directory> {
  const provinces = (await getProvinces()).map((p) => toArea(p));
  const districtsOf = new Map<string, Area[]>();
  const subDistrictsOf = new Map<string, Area[]>();
  const byCode = new Map<string, Area>();
  const byPostcode = new Map<string, Area[]>();
  for (const p of provinces) {
    byCode.set(p.code, p);
    const districts = (await getDistricts(p.code)).map((d) => toArea(d, p.code));
    districtsOf.set(p.code, districts);
    for (const d of districts) {
      byCode.set(d.code, d);
      const subs = (await getSubDistricts(d.code)).map((s) => toArea(s, d.code));
      subDistrictsOf.set(d.code, subs);
      for (const s of subs) {
        byCode.set(s.code, s);
        if (s.postalCode) byPostcode.set(s.postalCode, [...(byPostcode.get(s.postalCode) ?? []), s]);
      }
    }
  }
  return { provinces, districtsOf, subDistrictsOf, byCode, byPostcode };
}

export function thaiAreas(): Promise<Directory> {
  loading ??= load();
  return loading;
}

/** A sub-district with its district and province, or undefined for an unknown code. */
export async function resolveSubDistrict(code: string) {
  const dir = await thaiAreas();
  const sub = dir.byCode.get(code);
  if (!sub || code.length !== 6 || !sub.parentCode) return undefined;
  const district = dir.byCode.get(sub.parentCode);
  const province = district?.parentCode ? dir.byCode.get(district.parentCode) : undefined;
  if (!district || !province) return undefined;
  return { subDistrict: sub, district, province };
}
