import { AD_STATS_DAYS } from '@sc/contract/advertising.ts';
import { advStatisticsExport } from '@sc/contract/calls/ad-reports.ts';
import { Card, DatePicker, Flex, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client.ts';
import { ExportButton } from '../../components/export/ExportButton.tsx';
import { AdFigures } from './AdFigures.tsx';
import { useShopStatistics } from './ad-queries.ts';

const DAY_FORMAT = 'YYYY-MM-DD';
/** The span shown first: the last seven days up to today. */
const FIRST_SPAN_DAYS = 7;

/**
 * The shop's figures per day across all its plans over a span of at most AD_STATS_DAYS days
 * (the statistics call), with an export of each plan's days in the span.
 */
export function ShopStats() {
  const { t } = useTranslation('advertising');
  const [range, setRange] = useState<[Dayjs, Dayjs]>(() => [dayjs().subtract(FIRST_SPAN_DAYS - 1, 'day'), dayjs()]);
  const span = { firstDay: range[0].format(DAY_FORMAT), lastDay: range[1].format(DAY_FORMAT) };
  const stats = useShopStatistics(span.firstDay, span.lastDay);
  const [picking, setPicking] = useState<Dayjs | null>(null);
  const outside = (d: Dayjs) =>
    d.isAfter(dayjs(), 'day') || (picking !== null && Math.abs(d.diff(picking, 'day')) >= AD_STATS_DAYS);
  return (
    // The export sits beside the span it exports rather than in the card's head, where a phone
    // would cut the title short.
    <Card title={<h2>{t('shopStats.title')}</h2>}>
      <Flex vertical gap={4} style={{ marginBottom: 12 }}>
        <Typography.Text id="ad-shop-span">{t('shopStats.span', { days: AD_STATS_DAYS })}</Typography.Text>
        <Flex gap={8} wrap align="center">
          <DatePicker.RangePicker
            aria-labelledby="ad-shop-span"
            placeholder={[t('shopStats.from'), t('shopStats.to')]}
            value={range}
            allowClear={false}
            disabledDate={outside}
            onCalendarChange={(dates) => setPicking(dates?.[0] && !dates[1] ? dates[0] : null)}
            onChange={(dates) => {
              if (dates?.[0] && dates[1]) setRange([dates[0], dates[1]]);
              setPicking(null);
            }}
          />
          <ExportButton start={() => api(advStatisticsExport, span)} />
        </Flex>
      </Flex>
      <AdFigures list={stats.data?.list ?? []} total={stats.data?.total} />
    </Card>
  );
}
