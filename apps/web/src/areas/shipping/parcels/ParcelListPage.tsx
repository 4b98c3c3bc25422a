import { type DeliveryRow, deliveryList, SHIPMENT_STATUS } from '@sc/contract/calls/shipping.ts';
import type { CallRequest, CallResponse } from '@sc/contract/define-call.ts';
import { CARRIERS } from '@sc/contract/orders.ts';
import { Empty, Flex, Form, Input, Select, type TableColumnsType, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { api } from '../../../api/client.ts';
import { carrierLabel } from '../../../components/carrier/carrier-labels.ts';
import { ListPage } from '../../../components/list/ListPage.tsx';
import type { ListQuery, ListQueryShape } from '../../../components/list/list-query.ts';
import { orderItemPath } from '../../../components/paths.ts';
import { formatDateTime } from '../../../format/relative-time.ts';
import { ParcelActions } from './ParcelActions.tsx';
import { ParcelStatusTag } from './ParcelStatusTag.tsx';
import styles from './parcels.module.css';

type Answer = CallResponse<typeof deliveryList>;
type Status = (typeof SHIPMENT_STATUS)[number];
type FilterKey = 'waybillNo' | 'orderId' | 'carrierCode';

const TABS = ['all', ...SHIPMENT_STATUS] as const;
const SHAPE: ListQueryShape<FilterKey> = { filterKeys: ['waybillNo', 'orderId', 'carrierCode'], tabs: TABS };
const ORDER_NO = /^\d{0,18}$/;
const DATES = [
  'shippedAt',
  'pickedUpAt',
  'deliveredAt',
  'signedAt',
  'backAt',
  'receivedBackAt',
  'cancelledAt',
] as const;

const isStatus = (tab: string): tab is Status => (SHIPMENT_STATUS as readonly string[]).includes(tab);

function payload(query: ListQuery<FilterKey>): CallRequest<typeof deliveryList> {
  const f = query.filters;
  return {
    ...(isStatus(query.tab) ? { status: query.tab } : {}),
    waybillNo: f.waybillNo,
    orderId: f.orderId,
    carrierCode: CARRIERS.some((c) => c.code === f.carrierCode) ? f.carrierCode : '',
    page: { pageNum: query.pageNum, pageSize: query.pageSize },
  };
}

const actionsOf = (p: DeliveryRow, links: boolean) => (
  <ParcelActions parcel={p} canCancel={p.canCancel === 'y'} canReissue={p.canReissue === 'y'} links={links} />
);

/**
 * /order/parcels (FUNC.orderList, as the order list: its calls are the order list's): the shop's
 * parcels by state with their counts, searched by waybill, order number or carrier; a parcel not
 * yet picked up is cancelled or gets a new waybill from its row. On a phone, cards.
 */
export default function ParcelListPage() {
  const { t } = useTranslation(['shipping', 'carrier']);
  const p = (key: string, values?: Record<string, string>) => t(`parcels.${key}`, values ?? {});

  const dates = (r: DeliveryRow) => (
    <Flex vertical gap={2} className={styles.dates}>
      {DATES.filter((d) => r[d]).map((d) => (
        <span key={d}>{p(`date.${d}`, { time: formatDateTime(r[d]) })}</span>
      ))}
    </Flex>
  );
  const state = (r: DeliveryRow) => (
    <Flex vertical gap={4} align="flex-start">
      <ParcelStatusTag parcel={r} />
      {r.interceptStatus === 'requested' && (
        <Typography.Text type="secondary" className={styles.small}>
          {p('interceptRequested')}
        </Typography.Text>
      )}
    </Flex>
  );
  const order = (r: DeliveryRow) => (
    <Flex vertical gap={2}>
      <Link to={orderItemPath(r.orderId)}>{p('orderNo', { id: r.orderId })}</Link>
      <Typography.Text type="secondary" className={styles.small}>
        {p('buyer', { name: r.buyerNickname })}
      </Typography.Text>
    </Flex>
  );

  const columns: TableColumnsType<DeliveryRow> = [
    {
      key: 'waybill',
      title: p('column.waybill'),
      render: (_, r) => (
        <Flex vertical gap={2} data-parcel={r.waybillNo}>
          <Typography.Text strong copyable className={styles.waybill}>
            {r.waybillNo}
          </Typography.Text>
          <Typography.Text type="secondary" className={styles.small}>
            {carrierLabel(t, r.carrierCode) || r.carrierName}
          </Typography.Text>
        </Flex>
      ),
    },
    { key: 'order', title: p('column.order'), render: (_, r) => order(r) },
    { key: 'status', title: p('column.status'), width: 168, render: (_, r) => state(r) },
    { key: 'dates', title: p('column.dates'), render: (_, r) => dates(r) },
    { key: 'actions', title: p('column.actions'), width: 168, render: (_, r) => actionsOf(r, true) },
  ];

  const card = (r: DeliveryRow) => (
    <article className={styles.card} data-parcel={r.waybillNo}>
      <div className={styles.cardRow}>
        <Typography.Text strong copyable className={styles.waybill}>
          {r.waybillNo}
        </Typography.Text>
        <ParcelStatusTag parcel={r} />
      </div>
      <div className={styles.cardRow}>
        <Typography.Text type="secondary" className={styles.small}>
          {carrierLabel(t, r.carrierCode) || r.carrierName}
        </Typography.Text>
        <Link to={orderItemPath(r.orderId)}>{p('orderNo', { id: r.orderId })}</Link>
      </div>
      {dates(r)}
      {actionsOf(r, false)}
    </article>
  );

  const carrierOptions = [
    { value: '', label: p('search.carrierAll') },
    ...CARRIERS.map((c) => ({ value: c.code, label: carrierLabel(t, c.code) })),
  ];

  return (
    <ListPage<DeliveryRow, FilterKey, Answer>
      call={deliveryList}
      shape={SHAPE}
      load={(query, signal) => api(deliveryList, payload(query), { signal })}
      canLoad={(query) => ORDER_NO.test(query.filters.orderId)}
      rowKey={(r) => r.shipmentId}
      columns={columns}
      cards={card}
      intro={<Typography.Text type="secondary">{p('intro')}</Typography.Text>}
      search={{
        formName: 'parcelSearch',
        fields: (
          <>
            <Form.Item name="waybillNo" label={p('search.waybill')}>
              <Input placeholder={p('search.waybillPlaceholder')} maxLength={40} allowClear autoComplete="off" />
            </Form.Item>
            <Form.Item
              name="orderId"
              label={p('search.order')}
              rules={[{ pattern: ORDER_NO, message: p('search.orderInvalid') }]}
            >
              <Input placeholder={p('search.orderPlaceholder')} maxLength={18} allowClear inputMode="numeric" />
            </Form.Item>
            <Form.Item name="carrierCode" label={p('search.carrier')}>
              <Select options={carrierOptions} />
            </Form.Item>
          </>
        ),
      }}
      tabs={TABS.map((key) => ({ key, label: key === 'all' ? p('tabAll') : p(`status.${key}`) }))}
      tabsWrap
      tabsLabel={p('tabsLabel')}
      tabCounts={(r) => ({
        ...r.statusCounts,
        all: Object.values(r.statusCounts).reduce((n, c) => n + c, 0),
      })}
      empty={(query) => {
        const all = !isStatus(query.tab);
        return (
          <Empty
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description={
              <>
                <Typography.Text strong>{p(all ? 'empty' : 'emptyTab')}</Typography.Text>
                <br />
                <Typography.Text type="secondary">{p(all ? 'emptyHint' : 'emptyTabHint')}</Typography.Text>
              </>
            }
          />
        );
      }}
    />
  );
}
