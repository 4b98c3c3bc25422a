import { brandList } from '@sc/contract/calls/catalog.ts';
import { DEBOUNCE_MS } from '@sc/contract/constants.ts';
import { keepPreviousData } from '@tanstack/react-query';
import { Select } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCall } from '../../api/use-call.ts';

/** How many brands one search shows. */
const SHOWN = 50;

function useDebounced(value: string, ms: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * A brand of the platform's list, searched on the server by name or Thai name as the user types
 * (after the debounce). `current` names the chosen brand before any search has found it (an
 * application being edited).
 */
export function PlatformBrandSelect({
  value,
  onChange,
  id,
  current,
  disabled,
}: {
  value?: string;
  onChange?: (brandId: string) => void;
  id?: string;
  current?: { brandId: string; name: string };
  disabled?: boolean;
}) {
  const { t } = useTranslation('catalog');
  const [typed, setTyped] = useState('');
  const keyword = useDebounced(typed.trim(), DEBOUNCE_MS);
  const brands = useCall(
    brandList,
    { ...(keyword ? { keyword } : {}), page: { pageNum: 1, pageSize: SHOWN } },
    {
      placeholderData: keepPreviousData,
      staleTime: 5 * 60_000,
      retry: false,
    },
  );
  const options = (brands.data?.list ?? []).map((b) => ({
    value: b.brandId,
    label: b.localName ? `${b.name} (${b.localName})` : b.name,
  }));
  if (current && !options.some((o) => o.value === current.brandId))
    options.unshift({ value: current.brandId, label: current.name });

  return (
    <Select<string>
      id={id}
      value={value || undefined}
      onChange={(next) => onChange?.(next ?? '')}
      disabled={disabled}
      showSearch={{ filterOption: false, onSearch: setTyped, searchValue: typed }}
      onOpenChange={(open) => !open && setTyped('')}
      loading={brands.isFetching}
      options={options}
      placeholder={t('form.brandIdPlaceholder')}
      notFoundContent={brands.isFetching ? null : t('form.brandSearchEmpty')}
      style={{ width: '100%' }}
    />
  );
}
