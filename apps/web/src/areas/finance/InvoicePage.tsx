import FilePdfOutlined from '@ant-design/icons/FilePdfOutlined';
import PrinterOutlined from '@ant-design/icons/PrinterOutlined';
import { billInvoiceDetail, invoicePdfUrl } from '@sc/contract/calls/finance.ts';
import { Button, Card, Descriptions, Flex, Skeleton, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useCall } from '../../api/use-call.ts';
import { formatBaht } from '../../components/money/format-baht.ts';
import { formatDateTime } from '../../format/relative-time.ts';
import { currentLocale } from '../../i18n/i18n.ts';
import { billPath } from './finance-queries.ts';
import styles from './invoice.module.css';

interface InvoiceRow {
  key: string;
  label: string;
  count: number | null;
  amount: number;
  note?: string;
}

/**
 * /finance/serviceslikebillingdetails/{settlementId} (the bill's id): the invoice details of a
 * bill, the platform's charges to the shop and the month's ad spend (paid from the prepaid ad
 * account, not from the bill) with the VAT they include, laid out to print.
 */
export default function InvoicePage() {
  const { t } = useTranslation('finance');
  const billId = useParams().settlementId ?? '';
  const invoice = useCall(billInvoiceDetail, { billId });
  const d = invoice.data;
  if (!d) {
    return (
      <Card>
        <Skeleton active loading={invoice.isLoading} paragraph={{ rows: 8 }} />
      </Card>
    );
  }
  return (
    <Card
      title={<h2>{t('invoice.title')}</h2>}
      extra={
        <Flex gap={8} className={styles.toolbar}>
          <Link to={billPath(billId)}>{t('invoice.back')}</Link>
          <Button icon={<PrinterOutlined />} onClick={() => window.print()}>
            {t('invoice.print')}
          </Button>
          {/* A plain link: the browser saves the PDF the server writes in the app's language. */}
          <Button icon={<FilePdfOutlined />} href={invoicePdfUrl(billId, currentLocale())} download>
            {t('invoice.pdf')}
          </Button>
        </Flex>
      }
      style={{ maxWidth: 880 }}
      className={styles.printArea}
    >
      <Descriptions
        size="small"
        column={{ xs: 1, sm: 2 }}
        items={[
          { key: 'no', label: t('invoice.number'), children: d.invoiceNo },
          { key: 'issued', label: t('invoice.issued'), children: formatDateTime(d.issuedAt) },
          { key: 'issuer', label: t('invoice.issuer'), children: t('invoice.platform') },
          { key: 'to', label: t('invoice.to'), children: d.shopName },
          { key: 'period', label: t('bills.column.period'), children: d.bill.periodStart.slice(0, 7) },
        ]}
      />
      <Table<InvoiceRow>
        style={{ marginTop: 16 }}
        aria-label={t('invoice.title')}
        rowKey="key"
        pagination={false}
        dataSource={[
          ...d.lines.map((l) => ({
            key: l.kind,
            label: t(`kind.${l.kind}`, { defaultValue: l.kind }),
            count: l.lines,
            amount: l.amount,
          })),
          {
            key: 'ad_spend',
            label: t('invoice.adSpend', { count: d.adSpend.clicks }),
            count: d.adSpend.clicks,
            amount: d.adSpend.amount,
            note: `${t('invoice.adSpendNote')} · ${t('invoice.vat', { amount: formatBaht(d.adSpend.vat) })}`,
          },
          ...(d.adSpend.brandAmount !== 0
            ? [
                {
                  key: 'brand_ads',
                  label: t('invoice.brandAds'),
                  count: null,
                  amount: d.adSpend.brandAmount,
                  note: t('invoice.adSpendNote'),
                },
              ]
            : []),
        ]}
        columns={[
          {
            key: 'kind',
            title: t('trade.column.kind'),
            render: (_, r) => (
              <Flex vertical>
                <span>{r.label}</span>
                {r.note && <Typography.Text type="secondary">{r.note}</Typography.Text>}
              </Flex>
            ),
          },
          { key: 'lines', title: t('bills.column.lines'), align: 'right', dataIndex: 'count' },
          { key: 'amount', title: t('invoice.amount'), align: 'right', render: (_, r) => formatBaht(r.amount) },
        ]}
      />
      <Flex vertical align="end" gap={4} style={{ marginTop: 16 }}>
        <Typography.Text>{t('invoice.net', { amount: formatBaht(d.net) })}</Typography.Text>
        <Typography.Text>{t('invoice.vat', { amount: formatBaht(d.vat) })}</Typography.Text>
        <Typography.Text strong>{t('invoice.total', { amount: formatBaht(d.total) })}</Typography.Text>
      </Flex>
    </Card>
  );
}
