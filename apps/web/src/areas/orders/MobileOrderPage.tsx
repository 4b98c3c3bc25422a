import { ORDER_TABS, type OrderTab, orderListInquiry } from '@sc/contract/calls/orders.ts';
import { Empty, Radio, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { loadTabPage, MobileListPage, useMobilePages } from '../../components/mobile/MobileListPage.tsx';
import { formatBaht } from '../../components/money/format-baht.ts';
import { formatNumber } from '../../format/number-format.ts';
import { formatDateTime } from '../../format/relative-time.ts';
import styles from './mobile.module.css';
import { OrderLineView } from './OrderItems.tsx';
import { OrderStatusTag, ShipDeadline } from './OrderTags.tsx';
import { isOrderTab, type OrderListRow } from './order-queries.ts';

const PAGE_SIZE = 10;
/** The tabs a phone shows: the everyday states (the desktop list has them all). */
const MOBILE_TABS: readonly OrderTab[] = ORDER_TABS.filter((tab) =>
  ['all', 'unpaid', 'to_ship', 'shipped', 'in_transit', 'delivered', 'completed', 'cancelled', 'abnormal'].includes(
    tab,
  ),
);

/** /m/order: the order list on a phone (sends /order/index and /order/aftersale here). */
export default function MobileOrderPage() {
  const { t } = useTranslation('orders');
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab') ?? '';
  const tab: OrderTab = isOrderTab(requested) ? requested : 'all';
  const pages = useMobilePages(
    orderListInquiry,
    tab,
    loadTabPage(orderListInquiry, (pageNum) => ({ tab, page: { pageNum, pageSize: PAGE_SIZE } })),
    PAGE_SIZE,
  );
  const counts = pages.data?.pages[0]?.tabCounts;

  return (
    <MobileListPage<OrderListRow>
      title={t('mobile.title')}
      tabs={
        <nav className={styles.tabs} aria-label={t('mobile.title')}>
          <Radio.Group
            value={tab}
            optionType="button"
            buttonStyle="solid"
            size="small"
            className={styles.tabGroup}
            onChange={(e) =>
              setParams((current) => {
                const next = new URLSearchParams(current);
                if (e.target.value === 'all') next.delete('tab');
                else next.set('tab', String(e.target.value));
                return next;
              })
            }
            options={MOBILE_TABS.map((key) => {
              const count = counts?.[key];
              return {
                value: key,
                label: count === undefined ? t(`tab.${key}`) : `${t(`tab.${key}`)} (${formatNumber(count)})`,
              };
            })}
          />
        </nav>
      }
      pages={pages}
      card={(o) => <OrderCard key={o.orderId} order={o} />}
      empty={<Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('mobile.empty')} />}
      texts={{
        loadFailed: t('mobile.loadFailed'),
        retry: t('mobile.retry'),
        loadMore: t('mobile.loadMore'),
        allShown: t('mobile.allShown'),
      }}
    />
  );
}

function OrderCard({ order: o }: { order: OrderListRow }) {
  const { t } = useTranslation('orders');
  return (
    <article className={styles.card} data-order={o.orderId}>
      <div className={styles.cardHead}>
        <Typography.Text strong>{t('row.orderNo', { id: o.orderId })}</Typography.Text>
        <OrderStatusTag status={o.status} payMethod={o.payMethod} />
      </div>
      {o.items.slice(0, 2).map((line) => (
        <OrderLineView key={line.lineNo} line={line} size={44} />
      ))}
      {o.items.length > 2 && (
        <Typography.Text type="secondary" className={styles.small}>
          {t('row.moreItems', { count: o.items.length - 2 })}
        </Typography.Text>
      )}
      <div className={styles.cardFoot}>
        <Typography.Text type="secondary" className={styles.small}>
          {o.buyerNickname} · {t(`payMethod.${o.payMethod}`)}
        </Typography.Text>
        <Typography.Text strong>{formatBaht(o.totalAmount)}</Typography.Text>
      </div>
      <div className={styles.cardFoot}>
        <Typography.Text type="secondary" className={styles.small}>
          {formatDateTime(o.createdAt)}
        </Typography.Text>
        {(o.status === 'to_ship' || o.status === 'partially_shipped') && <ShipDeadline deadline={o.shipDeadline} />}
      </div>
    </article>
  );
}
