import { Alert, Card, Empty, Flex, Grid, Skeleton, Table, type TableColumnsType, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ColumnCards } from '../../../components/mobile/ColumnCards.tsx';
import { formatDateTime } from '../../../format/relative-time.ts';
import { campaignDetailsPath, campaignRegisterPath } from '../paths.ts';
import { CampaignStateTag } from './CampaignStateTag.tsx';
import { type UrgeRow, useUrges } from './campaign-queries.ts';

/**
 * /activityreport/urgeTable: for each campaign not ended, what is missing or failing for the shop:
 * no registration before the deadline, a SKU below the minimum discount or short of stock now, a
 * rejection to register again.
 */
export default function UrgeTablePage() {
  const { t } = useTranslation('promotions');
  const narrow = Grid.useBreakpoint().md === false;
  const urges = useUrges();
  const rows = urges.data?.list ?? [];
  const columns: TableColumnsType<UrgeRow> = [
    {
      key: 'campaign',
      title: t('campaign.urge.campaign'),
      width: 220,
      render: (_, r) => (
        <Flex vertical gap={4} align="start">
          <Link to={campaignDetailsPath(r.campaignId)}>{r.name}</Link>
          <CampaignStateTag state={r.state} />
        </Flex>
      ),
    },
    { key: 'deadline', title: t('campaign.urge.deadline'), width: 170, render: (_, r) => formatDateTime(r.regEnd) },
    {
      key: 'kind',
      title: t('campaign.urge.kind'),
      width: 170,
      render: (_, r) => <Tag color={r.kind === 'notRegistered' ? 'gold' : 'red'}>{t(`campaign.urge.${r.kind}`)}</Tag>,
    },
    {
      key: 'what',
      title: t('campaign.urge.what'),
      render: (_, r) => (
        <Flex vertical>
          {r.title && <Typography.Text>{r.title}</Typography.Text>}
          <Typography.Text type="secondary">{r.message}</Typography.Text>
        </Flex>
      ),
    },
    {
      key: 'action',
      title: t('campaign.urge.action'),
      width: 140,
      render: (_, r) =>
        r.state === 'registering' ? (
          <Link to={campaignRegisterPath(r.campaignId)}>{t('campaign.index.register')}</Link>
        ) : (
          <Link to={campaignDetailsPath(r.campaignId)}>{t('campaign.index.details')}</Link>
        ),
    },
  ];
  const empty = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('campaign.urge.empty')} />;
  const title = t('campaign.urge.title');
  return (
    <Card title={<h2>{title}</h2>}>
      <Typography.Paragraph type="secondary">{t('campaign.urge.intro')}</Typography.Paragraph>
      {urges.isPending ? (
        <Skeleton active />
      ) : urges.isError ? (
        <Alert type="error" showIcon title={t('campaign.loadFailed')} />
      ) : narrow ? (
        <ColumnCards<UrgeRow>
          columns={columns}
          rows={rows}
          rowKey={(r) => `${r.campaignId}:${r.kind}:${r.skuId}`}
          label={title}
          empty={empty}
        />
      ) : (
        <Table<UrgeRow>
          rowKey={(r) => `${r.campaignId}:${r.kind}:${r.skuId}`}
          columns={columns}
          dataSource={rows}
          pagination={false}
          locale={{ emptyText: empty }}
        />
      )}
    </Card>
  );
}
