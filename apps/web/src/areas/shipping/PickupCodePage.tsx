import FileExcelOutlined from '@ant-design/icons/FileExcelOutlined';
import { PICKUP_CODE_STATUS, type PickupCodeStatus, pickupCodeList } from '@sc/contract/calls/shipping.ts';
import { PICKUP_CODE_COLLECT_DAYS, PICKUP_CODE_UNUSED_DAYS } from '@sc/contract/constants.ts';
import type { CallResponse } from '@sc/contract/define-call.ts';
import { Alert, Button, Empty, Flex, Form, Input, type TableColumnsType, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { api } from '../../api/client.ts';
import { useCall } from '../../api/use-call.ts';
import { carrierLabel } from '../../components/carrier/carrier-labels.ts';
import { ListPage } from '../../components/list/ListPage.tsx';
import type { ListQuery, ListQueryShape } from '../../components/list/list-query.ts';
import { orderItemPath } from '../../components/paths.ts';
import { formatNumber } from '../../format/number-format.ts';
import { formatDateTime } from '../../format/relative-time.ts';
import { PickupImportModal } from './PickupImportModal.tsx';
import styles from './shipping.module.css';

type Answer = CallResponse<typeof pickupCodeList>;
type Row = Answer['list'][number];
type FilterKey = 'code';

const TABS = ['all', ...PICKUP_CODE_STATUS] as const;
const SHAPE: ListQueryShape<FilterKey> = { filterKeys: ['code'], tabs: TABS };
const STATUS_COLOR: Record<PickupCodeStatus, string> = {
  unused: 'green',
  assigned: 'blue',
  used: 'default',
  expired: 'orange',
};

const isStatus = (tab: string): tab is PickupCodeStatus => (PICKUP_CODE_STATUS as readonly string[]).includes(tab);

function payload(query: ListQuery<FilterKey>) {
  return {
    ...(isStatus(query.tab) ? { status: query.tab } : {}),
    code: query.filters.code,
    page: { pageNum: query.pageNum, pageSize: query.pageSize },
  };
}

/** /order/pickupCode: the shop's pick-up codes by status, with the import from a spreadsheet. */
export default function PickupCodePage() {
  const { t } = useTranslation(['shipping', 'carrier']);
  const [importing, setImporting] = useState(false);
  const p = (key: string) => t(`pickup.${key}`);
  // The shop's pick-up orders waiting for a code, whatever the tab and search (one row is enough).
  const waiting = useCall(pickupCodeList, { page: { pageNum: 1, pageSize: 1 } }, { quiet: true }).data?.waiting ?? [];

  const columns: TableColumnsType<Row> = [
    {
      key: 'code',
      title: p('code'),
      render: (_, r) => (
        <Typography.Text code className={styles.code}>
          {r.code}
        </Typography.Text>
      ),
    },
    { key: 'carrier', title: p('carrier'), render: (_, r) => carrierLabel(t, r.carrierCode) },
    {
      key: 'status',
      title: p('statusColumn'),
      render: (_, r) => <Tag color={STATUS_COLOR[r.status]}>{t(`pickup.status.${r.status}`)}</Tag>,
    },
    {
      key: 'order',
      title: p('order'),
      render: (_, r) => (r.orderId ? <Link to={orderItemPath(r.orderId)}>{r.orderId}</Link> : '—'),
    },
    { key: 'importedAt', title: p('importedAt'), render: (_, r) => formatDateTime(r.importedAt) },
    { key: 'usedAt', title: p('usedAt'), render: (_, r) => (r.usedAt ? formatDateTime(r.usedAt) : '—') },
  ];

  return (
    <>
      <ListPage<Row, FilterKey, Answer>
        call={pickupCodeList}
        shape={SHAPE}
        load={(query, signal) => api(pickupCodeList, payload(query), { signal })}
        rowKey={(r) => r.pickupCodeId}
        columns={columns}
        intro={
          <Flex vertical gap={12}>
            <Typography.Text type="secondary">
              {t('pickup.intro', { unusedDays: PICKUP_CODE_UNUSED_DAYS, collectDays: PICKUP_CODE_COLLECT_DAYS })}
            </Typography.Text>
            {waiting.length > 0 && (
              <Alert
                type="warning"
                showIcon
                data-testid="pickup-waiting"
                message={t('pickup.waiting', {
                  carriers: waiting
                    .map((w) =>
                      t('pickup.waitingCarrier', {
                        carrier: carrierLabel(t, w.carrierCode) || w.carrierName,
                        orders: formatNumber(w.orders),
                      }),
                    )
                    .join(', '),
                })}
              />
            )}
          </Flex>
        }
        search={{
          formName: 'pickupSearch',
          fields: (
            <Form.Item name="code" label={p('code')}>
              <Input placeholder={p('codePlaceholder')} maxLength={32} allowClear />
            </Form.Item>
          ),
        }}
        tabs={TABS.map((key) => ({ key, label: t(`pickup.tab.${key}`) }))}
        // Five tabs with their counts do not fit a phone's tab bar: buttons that wrap instead.
        tabsWrap
        tabsLabel={p('statusColumn')}
        tabCounts={(r) => ({
          ...r.statusCounts,
          all: Object.values(r.statusCounts).reduce((n, c) => n + c, 0),
        })}
        toolbar={
          <Button
            type="primary"
            icon={<FileExcelOutlined />}
            onClick={() => setImporting(true)}
            data-testid="pickup-import"
          >
            {p('import')}
          </Button>
        }
        empty={() => (
          <Empty
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description={
              <>
                <Typography.Text strong>{p('empty')}</Typography.Text>
                <br />
                <Typography.Text type="secondary">{p('emptyHint')}</Typography.Text>
              </>
            }
          />
        )}
      />
      <PickupImportModal open={importing} onClose={() => setImporting(false)} />
    </>
  );
}
