import { readFile } from 'node:fs/promises';
import type { Locale } from '@sc/contract/locale.ts';

// Thai provinces, districts and sub-districts with postcodes: reference data that never changes
// at run time, read once from `thai-areas.json` and kept in memory. That file is the compact form
// of the address package's rows (thai-address-universal), written by `npm run areas:generate`
// from `thai-areas-source.ts`, which explains the codes; a server test holds it to what the
// package builds. Loading the package itself at run time cost the server about 30 MB of memory.

export interface Area {
  code: string;
  nameTh: string;
  nameEn: string;
  /** Provinces only: their Chinese name (districts and sub-districts show their English name in zh-CN). */
  nameZh?: string;
  /** The first postcode of a sub-district; `postalCodes` has all of them. */
  postalCode?: string;
  postalCodes?: string[];
  parentCode?: string;
}

/**
 * The file's shape: rows of strings, parents by code. Provinces [code, Thai, English, Chinese];
 * districts [code, Thai, English, province]; sub-districts [code, Thai, English, district,
 * postcodes separated by spaces].
 */
export interface CompactAreas {
  provinces: [string, string, string, string][];
  districts: [string, string, string, string][];
  subDistricts: [string, string, string, string, string][];
}

interface Directory {
  provinces: Area[];
  districtsOf: Map<string, Area[]>;
  subDistrictsOf: Map<string, Area[]>;
  byCode: Map<string, Area>;
  byPostcode: Map<string, Area[]>;
}

export const THAI_AREAS_FILE = new URL('./thai-areas.json', import.meta.url);

function expand(data: CompactAreas): Directory {
  const byCode = new Map<string, Area>();
  const districtsOf = new Map<string, Area[]>();
  const subDistrictsOf = new Map<string, Area[]>();
  const byPostcode = new Map<string, Area[]>();
  const push = (map: Map<string, Area[]>, key: string, area: Area) => {
    const list = map.get(key);
    if (list) list.push(area);
    else map.set(key, [area]);
  };
  const provinces = data.provinces.map(([code, nameTh, nameEn, nameZh]): Area => {
    const area = { code, nameTh, nameEn, ...(nameZh ? { nameZh } : {}) };
    byCode.set(code, area);
    return area;
  });
  for (const [code, nameTh, nameEn, parentCode] of data.districts) {
    const area = { code, nameTh, nameEn, parentCode };
    byCode.set(code, area);
    push(districtsOf, parentCode, area);
  }
  for (const [code, nameTh, nameEn, parentCode, postcodes] of data.subDistricts) {
    const postalCodes = postcodes.split(' ');
    const area = { code, nameTh, nameEn, postalCode: postalCodes[0], postalCodes, parentCode };
    byCode.set(code, area);
    push(subDistrictsOf, parentCode, area);
    for (const postcode of postalCodes) push(byPostcode, postcode, area);
  }
  return { provinces, districtsOf, subDistrictsOf, byCode, byPostcode };
}

/** An area's name in a language: Thai, English, or Chinese where it has one (provinces), else English. */
export function areaName(area: Area, locale: Locale): string {
  if (locale === 'th-TH') return area.nameTh;
  if (locale === 'zh-CN') return area.nameZh ?? area.nameEn;
  return area.nameEn;
}

let loading: Promise<Directory> | undefined;

export function thaiAreas(): Promise<Directory> {
  loading ??= readFile(THAI_AREAS_FILE, 'utf8').then((text) => expand(JSON.parse(text) as CompactAreas));
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
