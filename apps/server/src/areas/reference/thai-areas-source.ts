import { getDatabase, type IExpanded, setEngMode, setGeoMode } from 'thai-address-universal';
import { PROVINCE_NAMES_ZH } from './province-names-zh.ts';
import type { Area, CompactAreas } from './thai-areas.ts';

// Thai provinces, districts and sub-districts with postcodes, shipped with the project
// (thai-address-universal). Read here only to write the compact
// file the server loads (`thai-areas.json`, `npm run areas:generate`); a test holds the file to
// what this module builds from the installed package.
//
// The package's geocodes have gaps: the 8 districts of Bueng Kan and 114 sub-districts
// carry no code, 2 district codes and 135 sub-district codes are each shared by several
// places, 20 sub-districts have two postcodes (one row each), and 43 islands without a
// postcode are listed as sub-districts. So the directory is built from the package's
// rows, grouped by name under their parent, keeping a package code where it is well
// formed and unique and giving the others a free code under their parent (parent + 99,
// 98, …). Codes are stable for one package version. Some romanised names in the package
// are misspelt (e.g. "Chompn" for Chom Phon); the Thai names are right.

interface Row {
  th: IExpanded;
  en: IExpanded;
}

/**
 * Both languages' rows with geocodes, paired by position (the package builds both from one
 * tree). One step at a time: the package's preload can race its own language switch.
 */
async function readRows(): Promise<Row[]> {
  await setEngMode(false);
  await setGeoMode(true);
  const th = [...getDatabase()];
  await setEngMode(true);
  const en = [...getDatabase()];
  await setEngMode(false);
  await setGeoMode(false);
  if (th.length === 0 || th.length !== en.length || !th[0]?.province_code || !en[0]?.province_code) {
    throw new Error('thai-address-universal: the address rows did not load with their geocodes');
  }
  return th.map((row, i) => ({ th: row, en: en[i] ?? row }));
}

interface Node {
  area: Area;
  /** The package's code, kept if it is well formed and nobody took it first. */
  wanted: string;
  digits: number;
}

/** Gives every node a unique code: its own when it can, else a free one under its parent. */
function assignCodes(nodes: Node[], taken: Set<string>) {
  const pending: Node[] = [];
  for (const n of nodes) {
    if (new RegExp(`^\\d{${n.digits}}$`).test(n.wanted) && !taken.has(n.wanted)) {
      n.area.code = n.wanted;
      taken.add(n.wanted);
    } else pending.push(n);
  }
  for (const n of pending) {
    const parent = n.area.parentCode ?? '';
    for (let suffix = 99; suffix > 0; suffix--) {
      const code = `${parent}${String(suffix).padStart(2, '0')}`;
      if (!taken.has(code)) {
        n.area.code = code;
        taken.add(code);
        break;
      }
    }
    if (!n.area.code) throw new Error(`thai-address-universal: no free code under ${parent}`);
  }
}

function build(rows: Row[]): CompactAreas {
  const provinces = new Map<string, Area>();
  const districts = new Map<string, Node>();
  const subs = new Map<string, Node>();
  for (const { th, en } of rows) {
    // 43 rows without a postcode are islands listed as sub-districts; no address is on them.
    if (!/^\d{5}$/.test(th.postal_code)) continue;
    const provinceCode = th.province_code ?? '';
    if (!provinces.has(provinceCode)) {
      const nameZh = PROVINCE_NAMES_ZH[th.province];
      provinces.set(provinceCode, {
        code: provinceCode,
        nameTh: th.province,
        nameEn: en.province,
        ...(nameZh ? { nameZh } : {}),
      });
    }
    const districtKey = `${provinceCode}|${th.district}`;
    if (!districts.has(districtKey)) {
      districts.set(districtKey, {
        area: { code: '', nameTh: th.district, nameEn: en.district, parentCode: provinceCode },
        wanted: th.district_code ?? '',
        digits: 4,
      });
    }
    const subKey = `${districtKey}|${th.sub_district}`;
    const known = subs.get(subKey);
    if (known) {
      // The same sub-district once more, with another postcode.
      if (!known.area.postalCodes?.includes(th.postal_code)) known.area.postalCodes?.push(th.postal_code);
      continue;
    }
    subs.set(subKey, {
      area: {
        code: '',
        nameTh: th.sub_district,
        nameEn: en.sub_district,
        postalCode: th.postal_code,
        postalCodes: [th.postal_code],
        // The district's code is only known once codes are assigned: hold its key for now.
        parentCode: districtKey,
      },
      wanted: th.sub_district_code ?? '',
      digits: 6,
    });
  }

  const taken = new Set<string>(provinces.keys());
  assignCodes([...districts.values()], taken);
  for (const s of subs.values()) s.area.parentCode = districts.get(s.area.parentCode ?? '')?.area.code ?? '';
  assignCodes([...subs.values()], taken);

  return {
    provinces: [...provinces.values()].map((p) => [p.code, p.nameTh, p.nameEn, p.nameZh ?? '']),
    districts: [...districts.values()].map(({ area: d }) => [d.code, d.nameTh, d.nameEn, d.parentCode ?? '']),
    subDistricts: [...subs.values()].map(({ area: s }) => [
      s.code,
      s.nameTh,
      s.nameEn,
      s.parentCode ?? '',
      (s.postalCodes ?? []).join(' '),
    ]),
  };
}

/** The directory in its compact form, built from the installed address package. */
export async function compactAreasFromPackage(): Promise<CompactAreas> {
  return build(await readRows());
}

/** The file's text: one row a line, so an upgrade of the package reads as a diff of the places it changed. */
export function formatCompactAreas(data: CompactAreas): string {
  const rows = (list: string[][]) => list.map((row) => `    ${JSON.stringify(row)}`).join(',\n');
  return `{\n  "provinces": [\n${rows(data.provinces)}\n  ],\n  "districts": [\n${rows(data.districts)}\n  ],\n  "subDistricts": [\n${rows(data.subDistricts)}\n  ]\n}\n`;
}
