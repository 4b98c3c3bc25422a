import { ORDER_TABS, orderStatistics } from '@sc/contract/calls/orders.ts';
import { Card, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCall } from '../../api/use-call.ts';
import { useListQuery } from '../../components/list/use-list-query.ts';
import { formatNumber } from '../../format/number-format.ts';
import { ORDER_QUERY_SHAPE } from './order-queries.ts';
import styles from './orders.module.css';

/**
 * The status tabs with the shop's count of each. Eighteen states do not fit one tab bar (antd would
 * hide some behind a "more" button inside the tab list), so they wrap. The tab lives in the URL,
 * where the list reads it too.
 */
export function StatusTabs() {
  const { t } = useTranslation('orders');
  const { query, setTab } = useListQuery(ORDER_QUERY_SHAPE);
  // useRefreshOrders refreshes the counts with the list.
  const stats = useCall(orderStatistics, {}, { quiet: true, retry: false });
  const counts = stats.data?.tabCounts;
  return (
    <Card size="small">
      <Radio.Group
        value={query.tab}
        onChange={(e) => setTab(String(e.target.value))}
        optionType="button"
        buttonStyle="solid"
        className={styles.statusTabs}
        aria-label={t('column.status')}
        options={ORDER_TABS.map((key) => {
          const count = counts?.[key];
          return {
            value: key,
            label: count === undefined ? t(`tab.${key}`) : `${t(`tab.${key}`)} (${formatNumber(count)})`,
          };
        })}
      />
    </Card>
  );
}
