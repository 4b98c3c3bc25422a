import { Alert, Button, Card, Empty, Flex, Grid, Skeleton, Table, type TableColumnsType, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { ColumnCards } from '../../../components/mobile/ColumnCards.tsx';
import { formatBaht } from '../../../components/money/format-baht.ts';
import { formatNumber } from '../../../format/number-format.ts';
import { CAMPAIGN_INDEX_PATH, campaignRegisterPath, campaignReportPath } from '../paths.ts';
import shared from '../promotions.module.css';
import { CampaignRules } from './CampaignRules.tsx';
import { CampaignRegTag } from './CampaignStateTag.tsx';
import { type CampaignReg, useCampaign } from './campaign-queries.ts';

/**
 * /activityreport/details/{id}: a campaign's rules and the shop's registrations in it with their
 * review state (pending review, approved, rejected or revoked with the platform's reason).
 */
export default function CampaignDetailsPage() {
  const { t } = useTranslation('promotions');
  const navigate = useNavigate();
  const narrow = Grid.useBreakpoint().md === false;
  const campaignId = useParams().id ?? '';
  const campaign = useCampaign(campaignId);
  if (campaign.isPending) return <Skeleton active />;
  if (!campaign.data) return <Alert type="warning" showIcon title={t('campaign.missing')} />;
  const { campaign: c, registrations } = campaign.data;

  const columns: TableColumnsType<CampaignReg> = [
    {
      key: 'product',
      title: t('campaign.form.product'),
      width: 240,
      render: (_, r) => (
        <Flex gap={8} align="start">
          {r.imageUrl && <img className={shared.thumb} src={r.imageUrl} alt="" />}
          <Flex vertical>
            <Typography.Text>{r.title}</Typography.Text>
            <Typography.Text type="secondary">SKU {r.skuId}</Typography.Text>
          </Flex>
        </Flex>
      ),
    },
    {
      key: 'price',
      title: t('campaign.details.price'),
      width: 140,
      align: 'right',
      render: (_, r) => (
        <Flex vertical>
          <Typography.Text strong>{formatBaht(r.price)}</Typography.Text>
          <Typography.Text type="secondary" delete>
            {formatBaht(r.salesPrice)}
          </Typography.Text>
        </Flex>
      ),
    },
    {
      key: 'stock',
      title: t('campaign.details.stock'),
      width: 150,
      align: 'right',
      render: (_, r) => t('campaign.details.stockSold', { stock: formatNumber(r.stock), sold: formatNumber(r.sold) }),
    },
    {
      key: 'state',
      title: t('campaign.details.state'),
      width: 240,
      render: (_, r) => (
        <Flex vertical gap={4} align="start">
          <CampaignRegTag state={r.state} />
          {r.reason && (
            <Typography.Text type="danger">{t('campaign.details.reason', { reason: r.reason })}</Typography.Text>
          )}
        </Flex>
      ),
    },
  ];
  const empty = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('campaign.details.empty')} />;
  const title = t('campaign.details.regs');
  return (
    <Flex vertical gap={16}>
      <Card title={<h2 style={{ whiteSpace: 'normal' }}>{c.name}</h2>}>
        <CampaignRules campaign={c} />
        <Flex gap={8} wrap style={{ marginTop: 12 }}>
          {c.state === 'registering' && (
            <Button type="primary" onClick={() => void navigate(campaignRegisterPath(c.campaignId))}>
              {t('campaign.index.register')}
            </Button>
          )}
          {(c.state === 'running' || c.state === 'ended') && (
            <Button onClick={() => void navigate(campaignReportPath(c.campaignId))}>
              {t('campaign.index.report')}
            </Button>
          )}
          <Button onClick={() => void navigate(CAMPAIGN_INDEX_PATH)}>{t('campaign.details.back')}</Button>
        </Flex>
      </Card>
      <Card title={<h3 style={{ margin: 0 }}>{title}</h3>}>
        {narrow ? (
          <ColumnCards<CampaignReg>
            columns={columns}
            rows={registrations}
            rowKey={(r) => r.registrationId}
            label={title}
            empty={empty}
          />
        ) : (
          <Table<CampaignReg>
            rowKey={(r) => r.registrationId}
            columns={columns}
            dataSource={registrations}
            pagination={false}
            locale={{ emptyText: empty }}
          />
        )}
      </Card>
    </Flex>
  );
}
