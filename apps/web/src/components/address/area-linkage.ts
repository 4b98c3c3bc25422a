import { areaLinkageInquiry } from '@sc/contract/calls/reference.ts';
import type { CallResponse } from '@sc/contract/define-call.ts';
import type { Locale } from '@sc/contract/locale.ts';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../api/client.ts';

// The address linkage (/oms/ba/area/linkage/inquiry) on react-query. Reference data that
// does not change while the app runs: fetched once per parent and language, then kept.

export type AreaEntry = CallResponse<typeof areaLinkageInquiry>['list'][number];

export const areaKeys = {
  all: ['areaLinkage'] as const,
  children: (locale: Locale, parentCode: string) => [...areaKeys.all, locale, 'parent', parentCode] as const,
  postcode: (locale: Locale, postalCode: string) => [...areaKeys.all, locale, 'postcode', postalCode] as const,
};

const forever = { staleTime: Number.POSITIVE_INFINITY, gcTime: 60 * 60 * 1000 };

/** Provinces (parent ''), the districts of a province (2 digits) or the sub-districts of a district (4 digits). */
export const areaChildrenQuery = (locale: Locale, parentCode: string) =>
  queryOptions({
    queryKey: areaKeys.children(locale, parentCode),
    queryFn: async ({ signal }) => (await api(areaLinkageInquiry, parentCode ? { parentCode } : {}, { signal })).list,
    ...forever,
  });

/** The provinces, or the children of a chosen parent (nothing until one is chosen). */
export function useAreaChildren(locale: Locale, level: 'province' | 'district' | 'subDistrict', parentCode?: string) {
  return useQuery({
    ...areaChildrenQuery(locale, level === 'province' ? '' : (parentCode ?? '')),
    enabled: level === 'province' || !!parentCode,
  });
}

/** The sub-districts that use a postcode, each with its [province, district] codes. */
export function fetchPostcodeAreas(client: QueryClient, locale: Locale, postalCode: string): Promise<AreaEntry[]> {
  return client.fetchQuery({
    queryKey: areaKeys.postcode(locale, postalCode),
    queryFn: async ({ signal }) => (await api(areaLinkageInquiry, { postalCode }, { signal })).list,
    ...forever,
  });
}
