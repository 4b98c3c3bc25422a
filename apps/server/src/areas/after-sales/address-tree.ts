import type { ExpressAddressNode } from '@sc/contract/calls/after-sales.ts';
import type { Locale } from '@sc/contract/locale.ts';
import { type Area, areaName, thaiAreas } from '../reference/index.ts';

// The express address tree (/oms/ba/dict/express/address/tree/inquiry): the areas carriers
// deliver to as one tree, for the return-address pickers of after-sales. Built once per depth
// and language from the Thai address directory and kept, since the directory never changes.

const built = new Map<string, Promise<ExpressAddressNode[]>>();

async function build(depth: 2 | 3, locale: Locale): Promise<ExpressAddressNode[]> {
  const dir = await thaiAreas();
  const name = (a: Area) => areaName(a, locale);
  const sorted = (list: readonly Area[]) => [...list].sort((a, b) => name(a).localeCompare(name(b), locale));
  return sorted(dir.provinces).map((p) => ({
    code: p.code,
    name: name(p),
    children: sorted(dir.districtsOf.get(p.code) ?? []).map((d) => ({
      code: d.code,
      name: name(d),
      ...(depth === 3
        ? {
            children: sorted(dir.subDistrictsOf.get(d.code) ?? []).map((s) => ({
              code: s.code,
              name: name(s),
              ...(s.postalCode ? { postalCode: s.postalCode } : {}),
            })),
          }
        : {}),
    })),
  }));
}

export async function expressAddressTree(depth: 2 | 3, locale: Locale): Promise<{ tree: ExpressAddressNode[] }> {
  const key = `${depth}:${locale}`;
  let tree = built.get(key);
  if (!tree) {
    tree = build(depth, locale);
    built.set(key, tree);
  }
  return { tree: await tree };
}
