import { ORDER_TABS, type OrderTab, orderListInquiry } from '@sc/contract/calls/orders.ts';
import { SHIPPABLE_STATUS, statusIn } from '@sc/contract/orders.ts';
import { Button, Empty, Segmented, Typography } from 'antd';
import { type MouseEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useMayOpen } from '../../components/access/may-open.ts';
import card from '../../components/mobile/MobileCard.module.css';
import { loadTabPage, MobileListPage, useMobilePages } from '../../components/mobile/MobileListPage.tsx';
import { MobileTabs } from '../../components/mobile/MobileTabs.tsx';
import { formatBaht } from '../../components/money/format-baht.ts';
import { orderItemPath } from '../../components/paths.ts';
import { formatDateTime } from '../../format/relative-time.ts';
import { AFTER_SALE_LIST_PATH, MobileCases } from '../after-sales/index.ts';
import styles from './mobile.module.css';
import { OrderLineView } from './OrderItems.tsx';
import { OrderStatusTag, payMethodText, ShipDeadline } from './OrderTags.tsx';
import { isOrderTab, type OrderListRow } from './order-queries.ts';
import { ShipModal, type ShipTarget } from './ShipModal.tsx';

const PAGE_SIZE = 10;
/** The tabs a phone shows: the everyday states (the desktop list has them all). */
const MOBILE_TABS: readonly OrderTab[] = ORDER_TABS.filter((tab) =>
  ['all', 'unpaid', 'to_ship', 'shipped', 'in_transit', 'delivered', 'completed', 'cancelled', 'abnormal'].includes(
    tab,
  ),
);

type View = 'orders' | 'aftersale';

/**
 * /m/order: orders on a phone (mobile browsers are sent here from /order/index), each card
 * opening its order and shipping from the list; `?view=aftersale` shows the after-sale
 * requests instead (where /order/aftersale sends a phone).
 */
export default function MobileOrderPage() {
  const { t } = useTranslation('orders');
  const [params, setParams] = useSearchParams();
  const mayOpen = useMayOpen();
  const afterSales = mayOpen(AFTER_SALE_LIST_PATH);
  const view: View = afterSales && params.get('view') === 'aftersale' ? 'aftersale' : 'orders';
  const switcher = afterSales ? (
    <Segmented<View>
      size="small"
      value={view}
      aria-label={t('mobile.views')}
      data-testid="mobile-view"
      options={[
        { value: 'orders', label: t('mobile.orders') },
        { value: 'aftersale', label: t('mobile.afterSales') },
      ]}
      onChange={(next) => setParams(next === 'aftersale' ? { view: next } : {})}
    />
  ) : null;
  return view === 'aftersale' ? <MobileCases extra={switcher} /> : <MobileOrders extra={switcher} />;
}

function MobileOrders({ extra }: { extra: ReactNode }) {
  const { t } = useTranslation('orders');
  const [params, setParams] = useSearchParams();
  const [shipping, setShipping] = useState<ShipTarget | null>(null);
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
      extra={extra}
      tabs={
        <MobileTabs<OrderTab>
          label={t('mobile.title')}
          tabs={MOBILE_TABS}
          value={tab}
          title={(key) => t(`tab.${key}`)}
          counts={counts}
          onChange={(next) =>
            setParams((current) => {
              const out = new URLSearchParams(current);
              if (next === 'all') out.delete('tab');
              else out.set('tab', next);
              return out;
            })
          }
        />
      }
      pages={pages}
      card={(o) => (
        <OrderCard key={o.orderId} order={o} onShip={() => setShipping({ orderId: o.orderId, kind: 'ship' })} />
      )}
      empty={<Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('mobile.empty')} />}
      texts={{
        loadFailed: t('mobile.loadFailed'),
        retry: t('mobile.retry'),
        loadMore: t('mobile.loadMore'),
        allShown: t('mobile.allShown'),
      }}
    >
      <ShipModal target={shipping} onClose={() => setShipping(null)} />
    </MobileListPage>
  );
}

/** One order; a tap anywhere but its buttons opens it (its number is the link keyboards reach). */
function OrderCard({ order: o, onShip }: { order: OrderListRow; onShip: () => void }) {
  const { t } = useTranslation('orders');
  const navigate = useNavigate();
  const path = orderItemPath(o.orderId);
  const open = (e: MouseEvent) => {
    if ((e.target as HTMLElement).closest('a, button')) return;
    void navigate(path);
  };
  const shippable = statusIn(SHIPPABLE_STATUS, o.status);
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the order number inside is the keyboard's link; the card widens the target for a thumb.
    <article className={card.card} data-order={o.orderId} onClick={open}>
      <div className={card.row}>
        <Link to={path} className={styles.orderLink}>
          {t('row.orderNo', { id: o.orderId })}
        </Link>
        <OrderStatusTag status={o.status} payMethod={o.payMethod} />
      </div>
      {o.items.slice(0, 2).map((line) => (
        <OrderLineView key={line.lineNo} line={line} size={44} />
      ))}
      {o.items.length > 2 && (
        <Typography.Text type="secondary" className={card.small}>
          {t('row.moreItems', { count: o.items.length - 2 })}
        </Typography.Text>
      )}
      <div className={card.row}>
        <Typography.Text type="secondary" className={card.small}>
          {o.buyerNickname} · {payMethodText(t, o)}
        </Typography.Text>
        <Typography.Text strong>{formatBaht(o.totalAmount)}</Typography.Text>
      </div>
      <div className={card.row}>
        <Typography.Text type="secondary" className={card.small}>
          {formatDateTime(o.createdAt)}
        </Typography.Text>
        {shippable && <ShipDeadline deadline={o.shipDeadline} />}
      </div>
      {shippable && (
        <Button type="primary" block onClick={onShip} data-testid={`ship-${o.orderId}`}>
          {t('action.ship')}
        </Button>
      )}
    </article>
  );
}
