import { areaLinkageInquiry } from '@sc/contract/calls/reference.ts';
import type { Locale } from '@sc/contract/locale.ts';
import { handle } from '../../envelope/handler.ts';
import { BizError } from '../../errors.ts';
import { type Area, areaName, thaiAreas } from './thai-areas.ts';

const named = (a: Area, locale: Locale, postalCode = a.postalCode) => ({
  code: a.code,
  name: areaName(a, locale),
  nameTh: a.nameTh,
  nameEn: a.nameEn,
  ...(postalCode ? { postalCode } : {}),
});

const byName = (locale: Locale) => (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, locale);

export const referenceHandlers = [
  handle(areaLinkageInquiry, async (ctx) => {
    const dir = await thaiAreas();
    const { parentCode, postalCode } = ctx.payload;
    const sort = byName(ctx.locale);
    if (postalCode) {
      const subs = dir.byPostcode.get(postalCode) ?? [];
      // A postcode can cover sub-districts of several districts: name their parents too.
      return {
        level: 'subDistrict' as const,
        list: subs
          .map((s) => {
            const district = s.parentCode ? dir.byCode.get(s.parentCode) : undefined;
            // A sub-district with two postcodes is reported with the one asked for.
            return {
              ...named(s, ctx.locale, postalCode),
              parentCodes: [district?.parentCode ?? '', s.parentCode ?? ''],
            };
          })
          .sort(sort),
      };
    }
    if (!parentCode)
      return { level: 'province' as const, list: dir.provinces.map((p) => named(p, ctx.locale)).sort(sort) };
    const children = parentCode.length === 2 ? dir.districtsOf.get(parentCode) : dir.subDistrictsOf.get(parentCode);
    if (!children) throw new BizError('NOT_FOUND', 'areaUnknown');
    return {
      level: parentCode.length === 2 ? ('district' as const) : ('subDistrict' as const),
      list: children.map((c) => named(c, ctx.locale)).sort(sort),
    };
  }),
];
