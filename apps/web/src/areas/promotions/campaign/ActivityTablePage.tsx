import { Alert, Card, Empty, Flex, Grid, Skeleton, Space, Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ColumnCards } from '../../../components/mobile/ColumnCards.tsx';
import { formatNumber } from '../../../format/number-format.ts';
import { formatDateTime } from '../../../format/relative-time.ts';
import { campaignDetailsPath, campaignReportPath } from '../paths.ts';
import { CampaignStateTag } from './CampaignStateTag.tsx';
import { type Campaign, useCampaigns } from './campaign-queries.ts';

/** /activityreport/activityTable: the campaigns the shop registered in, past and present. */
export default function ActivityTablePage() {
  const { t } = useTranslation('promotions');
  const narrow = Grid.useBreakpoint().md === false;
  const campaigns = useCampaigns('all');
  const rows = (campaigns.data?.list ?? []).filter(
    (c) => c.counts.pending + c.counts.approved + c.counts.rejected + c.counts.revoked > 0,
  );
  const columns: TableColumnsType<Campaign> = [
    {
      key: 'name',
      title: t('campaign.urge.campaign'),
      width: 220,
      render: (_, c) => <Link to={campaignDetailsPath(c.campaignId)}>{c.name}</Link>,
    },
    {
      key: 'state',
      title: t('campaign.rules.state'),
      width: 130,
      render: (_, c) => <CampaignStateTag state={c.state} />,
    },
    {
      key: 'window',
      title: t('campaign.rules.window'),
      width: 300,
      render: (_, c) => `${formatDateTime(c.startTime)} – ${formatDateTime(c.endTime)}`,
    },
    {
      key: 'regs',
      title: t('campaign.table.regs'),
      width: 260,
      render: (_, c) =>
        t('campaign.table.counts', {
          approved: formatNumber(c.counts.approved),
          pending: formatNumber(c.counts.pending),
          rejected: formatNumber(c.counts.rejected + c.counts.revoked),
        }),
    },
    {
      key: 'actions',
      title: t('campaign.urge.action'),
      width: 180,
      render: (_, c) => (
        <Space wrap>
          <Link to={campaignDetailsPath(c.campaignId)}>{t('campaign.index.details')}</Link>
          {(c.state === 'running' || c.state === 'ended') && (
            <Link to={campaignReportPath(c.campaignId)}>{t('campaign.index.report')}</Link>
          )}
        </Space>
      ),
    },
  ];
  const empty = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('campaign.table.empty')} />;
  const title = t('campaign.table.title');
  return (
    <Card title={<h2>{title}</h2>}>
      {campaigns.isPending ? (
        <Skeleton active />
      ) : campaigns.isError ? (
        <Alert type="error" showIcon title={t('campaign.loadFailed')} />
      ) : narrow ? (
        <ColumnCards<Campaign> columns={columns} rows={rows} rowKey={(c) => c.campaignId} label={title} empty={empty} />
      ) : (
        <Flex vertical>
          <Table<Campaign>
            rowKey={(c) => c.campaignId}
            columns={columns}
            dataSource={rows}
            pagination={false}
            locale={{ emptyText: empty }}
          />
        </Flex>
      )}
    </Card>
  );
}
