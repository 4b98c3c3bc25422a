import CarOutlined from '@ant-design/icons/CarOutlined';
import FileExcelOutlined from '@ant-design/icons/FileExcelOutlined';
import PrinterOutlined from '@ant-design/icons/PrinterOutlined';
import { MAX_ORDER_IDS, orderExportExcel, orderListInquiry } from '@sc/contract/calls/orders.ts';
import { SHIPPABLE_STATUS, statusIn } from '@sc/contract/orders.ts';
import { Button, Empty, Flex, type TableColumnsType, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { api } from '../../api/client.ts';
import { ExportButton } from '../../components/export/ExportButton.tsx';
import { ListPage } from '../../components/list/ListPage.tsx';
import { formatBaht } from '../../components/money/format-baht.ts';
import { orderItemPath } from '../../components/paths.ts';
import { formatDateTime } from '../../format/relative-time.ts';
import { ArrangeManyModal } from './ArrangeManyModal.tsx';
import { BulkShipModal } from './BulkShipModal.tsx';
import { MemoModal } from './MemoModal.tsx';
import { OrderItemsCell } from './OrderItems.tsx';
import {
  ORDER_MORE_FILTER_KEYS,
  OrderMoreSearchFields,
  OrderSearchFields,
  orderFiltersToForm,
  orderFormToFilters,
} from './OrderSearchFields.tsx';
import { OrderStatusTag, payMethodText, payStatusText, ShipDeadline } from './OrderTags.tsx';
import {
  isOrderTab,
  ORDER_QUERY_SHAPE,
  type OrderFilterKey,
  type OrderListAnswer,
  type OrderListRow,
  orderFilterOf,
  orderIdsAcceptable,
  orderListPayload,
  printPath,
} from './order-queries.ts';
import styles from './orders.module.css';
import { ShipModal, type ShipTarget } from './ShipModal.tsx';
import { StatusTabs } from './StatusTabs.tsx';

/** /order/index (FUNC.orderList): the shop's orders by state, searched, shipped, printed and exported. */
export default function OrderListPage() {
  const { t } = useTranslation('orders');
  const navigate = useNavigate();
  const [shipping, setShipping] = useState<ShipTarget | null>(null);
  const [memoFor, setMemoFor] = useState<string | null>(null);
  const [bulkOpen, setBulkOpen] = useState(false);
  const [arranging, setArranging] = useState<{ orderId: string; status: string }[] | null>(null);

  const columns: TableColumnsType<OrderListRow> = [
    {
      key: 'items',
      title: t('column.items'),
      render: (_, o) => (
        <Flex vertical gap={6} data-order={o.orderId}>
          <Flex gap={8} wrap align="center" className={styles.orderHead}>
            <Link to={orderItemPath(o.orderId)} className={styles.orderNo}>
              {t('row.orderNo', { id: o.orderId })}
            </Link>
            <Typography.Text type="secondary" className={styles.small}>
              {t('row.placed', { time: formatDateTime(o.createdAt) })}
            </Typography.Text>
            {o.orderType !== 'normal' && <Tag color="purple">{t(`orderType.${o.orderType}`)}</Tag>}
            {o.abnormal === 'y' && <Tag color="red">{t('row.abnormal')}</Tag>}
            {o.riskLevel !== 'none' && <Tag color="orange">{t(o.riskLevel === 'hold' ? 'row.hold' : 'row.risk')}</Tag>}
          </Flex>
          <OrderItemsCell items={o.items} />
        </Flex>
      ),
    },
    {
      key: 'buyer',
      title: t('column.buyer'),
      width: 120,
      render: (_, o) => (
        <Flex vertical gap={2} className={styles.buyerCell}>
          <span>{o.buyerNickname}</span>
          {o.buyerRemark && (
            <Typography.Text type="secondary" className={styles.small} ellipsis={{ tooltip: o.buyerRemark }}>
              {t('row.remark', { text: o.buyerRemark })}
            </Typography.Text>
          )}
        </Flex>
      ),
    },
    {
      // The payment sits under the amount: a column of its own left the Thai words no room at 1280 px.
      key: 'amount',
      title: <span className={styles.nowrap}>{t('column.amountPayment')}</span>,
      align: 'right',
      width: 152,
      render: (_, o) => (
        <Flex vertical gap={2} align="flex-end" className={styles.payCell}>
          <Typography.Text strong data-amount className={styles.nowrap}>
            {formatBaht(o.totalAmount)}
          </Typography.Text>
          {o.freightAmount > 0 && (
            <Typography.Text type="secondary" className={`${styles.small} ${styles.nowrap}`}>
              {t('row.freight', { amount: formatBaht(o.freightAmount) })}
            </Typography.Text>
          )}
          <span data-pay-method={o.payMethod} className={styles.nowrap}>
            {payMethodText(t, o)}
          </span>
          <Typography.Text type="secondary" className={styles.small}>
            {payStatusText(t, o)}
          </Typography.Text>
        </Flex>
      ),
    },
    {
      key: 'status',
      title: t('column.status'),
      width: 164,
      render: (_, o) => (
        <Flex vertical gap={6} align="flex-start" className={styles.statusCell}>
          <OrderStatusTag status={o.status} payMethod={o.payMethod} />
          {statusIn(SHIPPABLE_STATUS, o.status) && <ShipDeadline deadline={o.shipDeadline} />}
        </Flex>
      ),
    },
    {
      key: 'actions',
      title: t('column.actions'),
      width: 104,
      render: (_, o) => (
        <Flex vertical align="flex-start" gap={0} className={styles.actionsCell}>
          {statusIn(SHIPPABLE_STATUS, o.status) && (
            <Button
              type="link"
              size="small"
              className={styles.inlineLink}
              onClick={() => setShipping({ orderId: o.orderId, kind: 'ship' })}
              data-testid={`ship-${o.orderId}`}
            >
              {t('action.ship')}
            </Button>
          )}
          <Button
            type="link"
            size="small"
            className={styles.inlineLink}
            onClick={() => void navigate(orderItemPath(o.orderId))}
          >
            {t('action.detail')}
          </Button>
          <Button type="link" size="small" className={styles.inlineLink} onClick={() => setMemoFor(o.orderId)}>
            {t('action.memo')}
          </Button>
        </Flex>
      ),
    },
  ];

  return (
    <>
      <ListPage<OrderListRow, OrderFilterKey, OrderListAnswer>
        call={orderListInquiry}
        shape={ORDER_QUERY_SHAPE}
        load={(query, signal) => api(orderListInquiry, orderListPayload(query), { signal })}
        canLoad={orderIdsAcceptable}
        rowKey={(o) => o.orderId}
        columns={columns}
        search={{
          formName: 'orderSearch',
          fields: <OrderSearchFields />,
          moreFields: <OrderMoreSearchFields />,
          moreKeys: ORDER_MORE_FILTER_KEYS,
          toFilters: orderFormToFilters,
          fromFilters: orderFiltersToForm,
        }}
        intro={<StatusTabs />}
        toolbar={
          <Button icon={<FileExcelOutlined />} onClick={() => setBulkOpen(true)} data-testid="bulk-ship">
            {t('action.bulkShip')}
          </Button>
        }
        exportSlot={(query, total) => (
          <ExportButton
            disabled={total === 0}
            disabledReason={t('action.nothingToExport')}
            start={() => api(orderExportExcel, orderFilterOf(query))}
          />
        )}
        batchActions={(rows, clear) => (
          <>
            <Button
              size="small"
              type="primary"
              icon={<CarOutlined />}
              onClick={() => {
                setArranging(rows.map((o) => ({ orderId: o.orderId, status: o.status })));
                clear();
              }}
              data-testid="arrange-many"
            >
              {t('arrangeMany.action')}
            </Button>
            <Button
              size="small"
              icon={<PrinterOutlined />}
              data-testid="print-cover-sheets"
              onClick={() => void navigate(printPath(rows.slice(0, MAX_ORDER_IDS).map((o) => o.orderId)))}
            >
              {t('action.print')}
            </Button>
          </>
        )}
        empty={(query) => {
          const all = !isOrderTab(query.tab) || query.tab === 'all';
          return (
            <Empty
              image={Empty.PRESENTED_IMAGE_SIMPLE}
              description={
                <>
                  <Typography.Text strong>{t(all ? 'empty.all' : 'empty.tab')}</Typography.Text>
                  <br />
                  <Typography.Text type="secondary">{t(all ? 'empty.allHint' : 'empty.tabHint')}</Typography.Text>
                </>
              }
            />
          );
        }}
      />
      <ShipModal target={shipping} onClose={() => setShipping(null)} />
      <MemoModal orderId={memoFor} onClose={() => setMemoFor(null)} />
      <BulkShipModal open={bulkOpen} onClose={() => setBulkOpen(false)} />
      <ArrangeManyModal orders={arranging} onClose={() => setArranging(null)} />
    </>
  );
}
