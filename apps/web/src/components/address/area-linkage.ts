import { areaLinkageInquiry } from '@sc/contract/calls/reference.ts';
import type { CallResponse } from '@sc/contract/define-call.ts';
import type { Locale } from '@sc/contract/locale.ts';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { callQuery } from '../../api/use-call.ts';

// The address linkage (/oms/ba/area/linkage/inquiry) on react-query. Reference data that
// does not change while the app runs: fetched once per parent and language, then kept.

type AreaAnswer = CallResponse<typeof areaLinkageInquiry>;
export type AreaEntry = AreaAnswer['list'][number];

const forever = { staleTime: Number.POSITIVE_INFINITY, gcTime: 60 * 60 * 1000 };
const entries = (answer: AreaAnswer) => answer.list;

/** Provinces (parent ''), the districts of a province (2 digits) or the sub-districts of a district (4 digits). */
export const areaChildrenQuery = (locale: Locale, parentCode: string) =>
  queryOptions({
    ...callQuery(areaLinkageInquiry, parentCode ? { parentCode } : {}, { locale }),
    select: entries,
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
export async function fetchPostcodeAreas(
  client: QueryClient,
  locale: Locale,
  postalCode: string,
): Promise<AreaEntry[]> {
  return entries(await client.fetchQuery({ ...callQuery(areaLinkageInquiry, { postalCode }, { locale }), ...forever }));
}
