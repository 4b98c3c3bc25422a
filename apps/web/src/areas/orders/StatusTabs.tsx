import DownOutlined from '@ant-design/icons/DownOutlined';
import { orderStatistics } from '@sc/contract/calls/orders.ts';
import { Button, Card, Dropdown, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCall } from '../../api/use-call.ts';
import { useListQuery } from '../../components/list/use-list-query.ts';
import wrapping from '../../components/list/wrapping-tabs.module.css';
import { formatNumber } from '../../format/number-format.ts';
import { EVERYDAY_TABS, ORDER_QUERY_SHAPE, RARE_TABS } from './order-queries.ts';

/**
 * The status tabs with the shop's count of each. The everyday states are buttons that wrap; the
 * rare ones (signed, in dispute, frozen…) open from a "more" button, which shows the one chosen and
 * how many orders wait in them together. The tab lives in the URL, where the list reads it too.
 */
export function StatusTabs() {
  const { t } = useTranslation('orders');
  const { query, setTab } = useListQuery(ORDER_QUERY_SHAPE);
  // useRefreshOrders refreshes the counts with the list.
  const stats = useCall(orderStatistics, {}, { quiet: true, retry: false });
  const counts = stats.data?.tabCounts;
  const label = (key: string) => {
    const count = counts?.[key as keyof typeof counts];
    return count === undefined ? t(`tab.${key}`) : `${t(`tab.${key}`)} (${formatNumber(count)})`;
  };
  const rareActive = RARE_TABS.find((key) => key === query.tab);
  const rareTotal = counts ? RARE_TABS.reduce((sum, key) => sum + (counts[key] ?? 0), 0) : undefined;
  const moreLabel = rareActive
    ? label(rareActive)
    : rareTotal === undefined
      ? t('tab.more')
      : `${t('tab.more')} (${formatNumber(rareTotal)})`;
  return (
    <Card size="small">
      {/* The "more" button sits inside the group, so it wraps with the tabs instead of taking a row of its own. */}
      <Radio.Group
        value={rareActive ? undefined : query.tab}
        onChange={(e) => setTab(String(e.target.value))}
        optionType="button"
        buttonStyle="solid"
        className={wrapping.wrappingTabs}
        aria-label={t('column.status')}
      >
        {EVERYDAY_TABS.map((key) => (
          <Radio.Button key={key} value={key}>
            {label(key)}
          </Radio.Button>
        ))}
        <Dropdown
          trigger={['click']}
          menu={{
            selectable: true,
            selectedKeys: rareActive ? [rareActive] : [],
            items: RARE_TABS.map((key) => ({ key, label: label(key) })),
            onClick: ({ key }) => setTab(key),
          }}
        >
          <Button
            type={rareActive ? 'primary' : 'default'}
            icon={<DownOutlined />}
            iconPosition="end"
            data-testid="more-status-tabs"
          >
            {moreLabel}
          </Button>
        </Dropdown>
      </Radio.Group>
    </Card>
  );
}
