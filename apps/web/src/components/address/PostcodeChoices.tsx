import { useQueries } from '@tanstack/react-query';
import { Button, Flex, Typography } from 'antd';
import { currentLocale } from '../../i18n/i18n.ts';
import { type AreaEntry, areaChildrenQuery, useAreaChildren } from './area-linkage.ts';
import { useAddressStrings } from './use-address-strings.ts';

/**
 * The places a typed postcode covers when there is more than one: each named by its
 * sub-district and district (and province when they differ), one click chooses it.
 */
export function PostcodeChoices({ matches, onChoose }: { matches: AreaEntry[]; onChoose: (a: AreaEntry) => void }) {
  const { t, ready } = useAddressStrings();
  const locale = currentLocale();
  const provinceCodes = [...new Set(matches.map((m) => m.parentCodes?.[0] ?? ''))];
  const provinces = useAreaChildren(locale, 'province');
  // Same keys as the cascade's district lists, so these are usually already in the cache.
  const districtLists = useQueries({ queries: provinceCodes.map((code) => areaChildrenQuery(locale, code)) });
  const districtName = new Map(districtLists.flatMap((q) => q.data ?? []).map((d) => [d.code, d.name]));
  const provinceName = new Map((provinces.data ?? []).map((p) => [p.code, p.name]));
  const label = (m: AreaEntry) =>
    [
      m.name,
      districtName.get(m.parentCodes?.[1] ?? ''),
      provinceCodes.length > 1 ? provinceName.get(m.parentCodes?.[0] ?? '') : undefined,
    ]
      .filter(Boolean)
      .join(', ');

  if (!ready) return null;
  return (
    <fieldset style={{ border: 0, padding: 0, margin: '0 0 16px' }}>
      <legend style={{ fontSize: 'inherit', marginBottom: 8, border: 0 }}>
        <Typography.Text type="secondary">{t('zipChoose', { count: matches.length })}</Typography.Text>
      </legend>
      <Flex wrap gap={8}>
        {matches.map((m) => (
          <Button key={m.code} size="small" onClick={() => onChoose(m)}>
            {label(m)}
          </Button>
        ))}
      </Flex>
    </fieldset>
  );
}
