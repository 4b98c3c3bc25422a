import { Alert, Card, Col, Empty, Flex, Grid, Row, Skeleton, Statistic, Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ColumnCards } from '../../../components/mobile/ColumnCards.tsx';
import { formatBaht } from '../../../components/money/format-baht.ts';
import { formatNumber } from '../../../format/number-format.ts';
import { CampaignRules } from './CampaignRules.tsx';
import { type CampaignFigures, useCampaignReport } from './campaign-queries.ts';

type SkuFigures = CampaignFigures['skus'][number];

/**
 * /activityreport/promotionreport/{modeId}: a campaign's figures for the shop from its order lines
 * sold at the campaign price (cancelled orders left out): orders, units and sales, per SKU.
 */
export default function CampaignReportPage() {
  const { t } = useTranslation('promotions');
  const narrow = Grid.useBreakpoint().md === false;
  const report = useCampaignReport(useParams().modeId ?? '');
  if (report.isPending) return <Skeleton active />;
  if (!report.data) return <Alert type="warning" showIcon title={t('campaign.missing')} />;
  const r = report.data;
  const columns: TableColumnsType<SkuFigures> = [
    { key: 'product', title: t('campaign.form.product'), render: (_, s) => `${s.title} · SKU ${s.skuId}` },
    {
      key: 'orders',
      title: t('campaign.report.orders'),
      width: 110,
      align: 'right',
      render: (_, s) => formatNumber(s.orders),
    },
    {
      key: 'units',
      title: t('campaign.report.units'),
      width: 110,
      align: 'right',
      render: (_, s) => formatNumber(s.units),
    },
    {
      key: 'sales',
      title: t('campaign.report.sales'),
      width: 150,
      align: 'right',
      render: (_, s) => formatBaht(s.sales),
    },
  ];
  const empty = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('campaign.report.empty')} />;
  const title = t('campaign.report.perSku');
  return (
    <Flex vertical gap={16}>
      <Card title={<h2 style={{ whiteSpace: 'normal' }}>{t('campaign.report.title', { name: r.campaign.name })}</h2>}>
        <CampaignRules campaign={r.campaign} />
        <Row gutter={[16, 16]} style={{ marginTop: 12 }}>
          <Col xs={24} sm={8}>
            <Statistic title={t('campaign.report.orders')} value={formatNumber(r.orders)} />
          </Col>
          <Col xs={24} sm={8}>
            <Statistic title={t('campaign.report.units')} value={formatNumber(r.units)} />
          </Col>
          <Col xs={24} sm={8}>
            <Statistic title={t('campaign.report.sales')} value={formatBaht(r.sales)} />
          </Col>
        </Row>
      </Card>
      <Card title={<h3 style={{ margin: 0 }}>{title}</h3>}>
        {narrow ? (
          <ColumnCards<SkuFigures>
            columns={columns}
            rows={r.skus}
            rowKey={(s) => s.skuId}
            label={title}
            empty={empty}
          />
        ) : (
          <Table<SkuFigures>
            rowKey={(s) => s.skuId}
            columns={columns}
            dataSource={r.skus}
            pagination={false}
            locale={{ emptyText: empty }}
          />
        )}
      </Card>
    </Flex>
  );
}
