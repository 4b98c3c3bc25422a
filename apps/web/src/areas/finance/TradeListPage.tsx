import { merchantTradeExport, type TradeFilter } from '@sc/contract/calls/finance.ts';
import { LEDGER_KIND, type LedgerKind } from '@sc/contract/finance.ts';
import { Button, Card, DatePicker, Flex, Input, Select, Table, type TableColumnsType, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { api } from '../../api/client.ts';
import { ExportButton } from '../../components/export/ExportButton.tsx';
import { formatBaht } from '../../components/money/format-baht.ts';
import { formatPrice } from '../../format/number-format.ts';
import { formatDateTime } from '../../format/relative-time.ts';
import { billPath, TRADE_PAGE_SIZE, type TradeRow, useTrades } from './finance-queries.ts';

/**
 * /finance/merchant/trade/list (FUNC.merchantTransactions): every money line of the shop, newest
 * first, filtered by kind, order number and days, with the sum of the lines that match.
 */
export default function TradeListPage() {
  const { t } = useTranslation('finance');
  const [kind, setKind] = useState<LedgerKind | undefined>();
  const [orderId, setOrderId] = useState('');
  const [days, setDays] = useState<[Dayjs | null, Dayjs | null] | null>(null);
  const [filter, setFilter] = useState<TradeFilter>({});
  const [pageNum, setPageNum] = useState(1);
  const trades = useTrades(filter, pageNum);
  const apply = () => {
    setFilter({
      ...(kind ? { kind } : {}),
      ...(orderId ? { orderId } : {}),
      ...(days?.[0] ? { from: days[0].format('YYYY-MM-DD') } : {}),
      ...(days?.[1] ? { to: days[1].format('YYYY-MM-DD') } : {}),
    });
    setPageNum(1);
  };
  const columns: TableColumnsType<TradeRow> = [
    { key: 'at', title: t('trade.column.at'), render: (_, l) => formatDateTime(l.at) },
    { key: 'kind', title: t('trade.column.kind'), render: (_, l) => t(`kind.${l.kind}`, { defaultValue: l.kind }) },
    { key: 'amount', title: t('trade.column.amount'), align: 'right', render: (_, l) => formatPrice(l.amount) },
    { key: 'order', title: t('trade.column.order'), render: (_, l) => l.orderId ?? '-' },
    {
      key: 'bill',
      title: t('trade.column.bill'),
      render: (_, l) => (l.billId ? <Link to={billPath(l.billId)}>{t('trade.onBill')}</Link> : t('trade.notBilled')),
    },
    {
      key: 'note',
      title: t('trade.column.note'),
      render: (_, l) => (l.note ? t(`note.${l.note}`, { defaultValue: l.note }) : '-'),
    },
  ];
  return (
    <Flex vertical gap={16}>
      <Card title={<h2>{t('trade.title')}</h2>}>
        <Typography.Paragraph type="secondary">{t('trade.intro')}</Typography.Paragraph>
        <Flex gap={8} wrap align="center">
          <Select<LedgerKind>
            aria-label={t('trade.kind')}
            allowClear
            placeholder={t('trade.anyKind')}
            value={kind}
            onChange={setKind}
            style={{ minWidth: 180 }}
            options={LEDGER_KIND.map((k) => ({ value: k, label: t(`kind.${k}`) }))}
          />
          <Input
            aria-label={t('trade.order')}
            placeholder={t('trade.order')}
            value={orderId}
            onChange={(e) => setOrderId(e.target.value.replaceAll(/\D/g, ''))}
            style={{ maxWidth: 220 }}
          />
          <DatePicker.RangePicker aria-label={t('trade.days')} value={days} onChange={(v) => setDays(v)} />
          <Button type="primary" onClick={apply}>
            {t('trade.search')}
          </Button>
          <Button
            onClick={() => {
              setKind(undefined);
              setOrderId('');
              setDays(null);
              setFilter({});
              setPageNum(1);
            }}
          >
            {t('trade.reset')}
          </Button>
          <ExportButton
            start={() => api(merchantTradeExport, filter)}
            disabled={(trades.data?.page.count ?? 0) === 0}
          />
        </Flex>
        {trades.data && (
          <Typography.Paragraph strong style={{ marginTop: 12, marginBottom: 0 }}>
            {t('trade.sum', { count: trades.data.page.count, sum: formatBaht(trades.data.sum) })}
          </Typography.Paragraph>
        )}
      </Card>
      <Card>
        <Table<TradeRow>
          aria-label={t('trade.title')}
          rowKey={(l) => l.lineId}
          columns={columns}
          dataSource={trades.data?.list ?? []}
          loading={trades.isLoading}
          locale={{ emptyText: t('trade.empty') }}
          pagination={{
            current: pageNum,
            pageSize: TRADE_PAGE_SIZE,
            total: trades.data?.page.count ?? 0,
            onChange: setPageNum,
            hideOnSinglePage: true,
            showSizeChanger: false,
          }}
          scroll={{ x: 800 }}
        />
      </Card>
    </Flex>
  );
}
