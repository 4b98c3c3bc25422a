import { Alert, Button, Card, Empty, Flex, Skeleton, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { formatNumber } from '../../../format/number-format.ts';
import {
  ACTIVITY_TABLE_PATH,
  campaignDetailsPath,
  campaignRegisterPath,
  campaignReportPath,
  SECKILL_PATH,
  URGE_TABLE_PATH,
} from '../paths.ts';
import { CampaignRules } from './CampaignRules.tsx';
import { type Campaign, useCampaigns } from './campaign-queries.ts';

/**
 * /activityreport/index (FUNC.activityReporting; also createactivityreport): the platform's campaigns not ended, each with its
 * rules and the shop's registrations per review state, open to registration in its window; the
 * platform's flash sale, the urge table and the shop's campaigns past and present beside them.
 */
export default function CampaignIndexPage() {
  const { t } = useTranslation('promotions');
  const campaigns = useCampaigns('open');
  const list = campaigns.data?.list ?? [];
  return (
    <Flex vertical gap={16}>
      <Card title={<h2>{t('campaign.index.title')}</h2>}>
        <Typography.Paragraph type="secondary">{t('campaign.index.intro')}</Typography.Paragraph>
        <Space wrap>
          <Link to={URGE_TABLE_PATH}>{t('campaign.index.urge')}</Link>
          <Link to={ACTIVITY_TABLE_PATH}>{t('campaign.index.table')}</Link>
          <Link to={SECKILL_PATH}>{t('campaign.index.seckill')}</Link>
        </Space>
      </Card>
      {campaigns.isPending ? (
        <Skeleton active />
      ) : campaigns.isError ? (
        <Alert type="error" showIcon title={t('campaign.loadFailed')} />
      ) : list.length === 0 ? (
        <Card>
          <Empty description={t('campaign.index.empty')} />
        </Card>
      ) : (
        list.map((c) => <CampaignCard key={c.campaignId} campaign={c} />)
      )}
    </Flex>
  );
}

function CampaignCard({ campaign: c }: { campaign: Campaign }) {
  const { t } = useTranslation('promotions');
  const navigate = useNavigate();
  const states = (['pending', 'approved', 'rejected', 'revoked'] as const).filter((s) => c.counts[s] > 0);
  return (
    <Card title={<h3 style={{ margin: 0, whiteSpace: 'normal' }}>{c.name}</h3>}>
      <CampaignRules campaign={c} />
      <Flex gap={8} wrap align="center" style={{ marginTop: 12 }}>
        <Typography.Text strong>{t('campaign.index.mine')}</Typography.Text>
        {states.length === 0 ? (
          <Typography.Text type="secondary">{t('campaign.index.none')}</Typography.Text>
        ) : (
          states.map((s) => (
            <Tag key={s}>
              {t(`campaign.reg.${s}`)} {formatNumber(c.counts[s])}
            </Tag>
          ))
        )}
      </Flex>
      <Flex gap={8} wrap style={{ marginTop: 12 }}>
        {c.state === 'registering' && (
          <Button
            type="primary"
            aria-label={t('campaign.index.registerIn', { name: c.name })}
            onClick={() => void navigate(campaignRegisterPath(c.campaignId))}
          >
            {t('campaign.index.register')}
          </Button>
        )}
        <Button
          aria-label={t('campaign.index.detailsOf', { name: c.name })}
          onClick={() => void navigate(campaignDetailsPath(c.campaignId))}
        >
          {t('campaign.index.details')}
        </Button>
        {(c.state === 'running' || c.state === 'ended') && (
          <Button
            aria-label={t('campaign.index.reportOf', { name: c.name })}
            onClick={() => void navigate(campaignReportPath(c.campaignId))}
          >
            {t('campaign.index.report')}
          </Button>
        )}
      </Flex>
    </Card>
  );
}
