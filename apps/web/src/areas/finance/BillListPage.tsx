import { BILL_AUDIT_WORKING_DAYS, BILL_PAYOUT_WORKING_DAYS } from '@sc/contract/finance.ts';
import { Button, Card, Flex, Grid, Statistic, Table, type TableColumnsType, Tabs, Typography } from 'antd';
import { useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ColumnCards } from '../../components/mobile/ColumnCards.tsx';
import { formatBaht } from '../../components/money/format-baht.ts';
import { formatPrice } from '../../format/number-format.ts';
import { formatDateTime } from '../../format/relative-time.ts';
import { BillStatusTag } from './BillStatusTag.tsx';
import {
  BILLS_PAGE_SIZE,
  type BillRow,
  type BillTab,
  billPath,
  type TrialAnswer,
  useBills,
  useSettleTrial,
} from './finance-queries.ts';
import { SettleDialog } from './SettleDialog.tsx';

/**
 * /finance/index (FUNC.bills): the bills by state (to be settled, settled, all) with their audit
 * and payout deadlines, the balance held for the shop, and settlement of chosen confirmed bills
 * after a trial calculation. /finance/monthlybill shows every bill month by month.
 */
export function BillList({ monthly }: { monthly: boolean }) {
  const { t } = useTranslation('finance');
  const [tab, setTab] = useState<BillTab>(monthly ? 'all' : 'to_be_settled');
  const [pageNum, setPageNum] = useState(1);
  const [chosen, setChosen] = useState<string[]>([]);
  const [trial, setTrial] = useState<TrialAnswer | null>(null);
  const bills = useBills(tab, pageNum);
  const runTrial = useSettleTrial();
  const narrow = Grid.useBreakpoint().md === false;
  const data = bills.data;
  // antd copies the column titles into a hidden measuring row when the table scrolls sideways,
  // the select-all checkbox included; a hidden control must not take focus (WCAG 4.1.2).
  const tableRef = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    for (const el of tableRef.current?.querySelectorAll<HTMLElement>(
      '.ant-table-measure-row :is(input, button, a[href], [tabindex])',
    ) ?? []) {
      el.tabIndex = -1;
    }
  });
  const columns: TableColumnsType<BillRow> = [
    {
      key: 'period',
      title: t('bills.column.period'),
      render: (_, b) => <Link to={billPath(b.billId)}>{b.periodStart.slice(0, 7)}</Link>,
    },
    { key: 'status', title: t('bills.column.status'), render: (_, b) => <BillStatusTag status={b.status} /> },
    { key: 'amount', title: t('bills.column.amount'), align: 'right', render: (_, b) => formatPrice(b.amount) },
    { key: 'lines', title: t('bills.column.lines'), align: 'right', dataIndex: 'lineCount' },
    {
      key: 'audit',
      title: t('bills.column.auditDeadline'),
      render: (_, b) => (
        <>
          {formatDateTime(b.auditDeadline)}
          {b.autoConfirmed && (
            <Typography.Text type="secondary" style={{ display: 'block' }}>
              {t('bills.auto')}
            </Typography.Text>
          )}
        </>
      ),
    },
    {
      key: 'pay',
      title: t('bills.column.payDeadline'),
      render: (_, b) => (b.settledAt ? formatDateTime(b.settledAt) : formatDateTime(b.payDeadline)),
    },
    {
      key: 'action',
      title: t('bills.column.action'),
      render: (_, b) => <Link to={billPath(b.billId)}>{t('bills.open')}</Link>,
    },
  ];
  const tabs = (['to_be_settled', 'settled', 'all'] as const).map((k) => ({
    key: k,
    label: k === 'all' || !data ? t(`bills.tab.${k}`) : `${t(`bills.tab.${k}`)} (${data.counts[k] ?? 0})`,
  }));
  return (
    <Flex vertical gap={16}>
      <Card title={<h2>{t(monthly ? 'bills.monthlyTitle' : 'bills.title')}</h2>}>
        <Typography.Paragraph type="secondary">
          {t('bills.intro', { audit: BILL_AUDIT_WORKING_DAYS, payout: BILL_PAYOUT_WORKING_DAYS })}
        </Typography.Paragraph>
        <Flex gap={48} wrap>
          <Statistic title={t('bills.balance')} value={data ? formatBaht(data.balance) : '-'} />
          <Statistic title={t('bills.unbilled')} value={data ? formatBaht(data.unbilled) : '-'} />
        </Flex>
      </Card>
      <Card>
        {!monthly && (
          <Tabs
            activeKey={tab}
            items={tabs}
            onChange={(k) => {
              setTab(k as BillTab);
              setPageNum(1);
              setChosen([]);
            }}
          />
        )}
        {!monthly && tab !== 'settled' && (
          <Flex justify="end" style={{ marginBottom: 12 }}>
            <Button
              type="primary"
              disabled={chosen.length === 0}
              loading={runTrial.isPending}
              onClick={() => runTrial.mutate(chosen, { onSuccess: setTrial })}
            >
              {t('bills.settleChosen', { count: chosen.length })}
            </Button>
          </Flex>
        )}
        {narrow ? (
          <ColumnCards<BillRow>
            columns={columns}
            rows={data?.list ?? []}
            rowKey={(b) => b.billId}
            label={t('bills.title')}
            empty={t('bills.empty')}
          />
        ) : (
          <div ref={tableRef}>
            <Table<BillRow>
              aria-label={t('bills.title')}
              rowKey={(b) => b.billId}
              columns={columns}
              dataSource={data?.list ?? []}
              loading={bills.isLoading}
              locale={{ emptyText: t('bills.empty') }}
              rowSelection={
                monthly || tab === 'settled'
                  ? undefined
                  : {
                      selectedRowKeys: chosen,
                      onChange: (keys) => setChosen(keys.map(String)),
                      getCheckboxProps: (b) => ({
                        disabled: b.status !== 'confirmed',
                        'aria-label': b.periodStart.slice(0, 7),
                      }),
                    }
              }
              pagination={{
                current: pageNum,
                pageSize: BILLS_PAGE_SIZE,
                total: data?.page.count ?? 0,
                onChange: setPageNum,
                hideOnSinglePage: true,
                showSizeChanger: false,
              }}
              scroll={{ x: 900 }}
            />
          </div>
        )}
      </Card>
      <SettleDialog trial={trial} onClose={() => setTrial(null)} onDone={() => setChosen([])} />
    </Flex>
  );
}

export default function BillListPage() {
  return <BillList monthly={false} />;
}
