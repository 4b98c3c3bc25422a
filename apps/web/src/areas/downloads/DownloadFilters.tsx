import { DOWNLOAD_STATUSES } from '@sc/contract/calls/downloads.ts';
import { Button, DatePicker, Flex, Select } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { DownloadFilter } from './download-queries.ts';

const DAY_FORMAT = 'YYYY-MM-DD';

/** Status, type and start days; each change applies at once (the URL keeps them). */
export function DownloadFilters({
  filters,
  kinds,
  onChange,
  onReset,
}: {
  filters: Record<DownloadFilter, string>;
  kinds: { kind: string; name: string }[];
  onChange: (filters: Partial<Record<DownloadFilter, string>>) => void;
  onReset: () => void;
}) {
  const { t } = useTranslation('downloads');
  const set = (change: Partial<Record<DownloadFilter, string>>) => onChange({ ...filters, ...change });
  const day = (text: string) => (text && dayjs(text, DAY_FORMAT, true).isValid() ? dayjs(text, DAY_FORMAT) : null);
  const any = Object.values(filters).some((v) => v !== '');
  return (
    <Flex gap={12} wrap align="center" role="search">
      <Select
        aria-label={t('filter.status')}
        data-testid="filter-status"
        style={{ width: 180 }}
        value={filters.status}
        onChange={(status: string) => set({ status })}
        options={[
          { value: '', label: t('filter.allStatuses') },
          ...DOWNLOAD_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) })),
        ]}
      />
      <Select
        aria-label={t('filter.kind')}
        data-testid="filter-kind"
        style={{ width: 200 }}
        value={filters.kind}
        onChange={(kind: string) => set({ kind })}
        options={[{ value: '', label: t('filter.allKinds') }, ...kinds.map((k) => ({ value: k.kind, label: k.name }))]}
      />
      <DatePicker.RangePicker
        aria-label={t('filter.created')}
        placeholder={[t('filter.from'), t('filter.to')]}
        value={[day(filters.from), day(filters.to)]}
        allowEmpty={[true, true]}
        disabledDate={(d) => d.isAfter(dayjs(), 'day')}
        onChange={(range) =>
          set({ from: range?.[0]?.format(DAY_FORMAT) ?? '', to: range?.[1]?.format(DAY_FORMAT) ?? '' })
        }
      />
      {any && (
        <Button type="link" onClick={onReset}>
          {t('filter.reset')}
        </Button>
      )}
    </Flex>
  );
}
