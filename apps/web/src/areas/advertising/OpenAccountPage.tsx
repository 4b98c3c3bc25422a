import { AD_BUDGET_MIN_SATANG, KEYWORD_BID_MIN_SATANG } from '@sc/contract/advertising.ts';
import { Button, Card, Flex, Result, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ADVERTISING_PATH } from './ad-paths.ts';
import { useAccount, useOpenAccount } from './ad-queries.ts';

/** /activityreport/open: what the ad account is, and opening it. */
export default function OpenAccountPage() {
  const { t } = useTranslation('advertising');
  const navigate = useNavigate();
  const account = useAccount();
  const open = useOpenAccount();
  if (!account.data) return <Skeleton active />;
  if (account.data.opened === 'y') {
    return (
      <Card>
        <Result
          status="success"
          title={open.isSuccess ? t('open.done') : t('open.already')}
          extra={
            <Button type="primary" onClick={() => void navigate(ADVERTISING_PATH)}>
              {t('open.back')}
            </Button>
          }
        />
      </Card>
    );
  }
  return (
    <Card title={<h2>{t('open.title')}</h2>}>
      <Flex vertical gap={12} align="start">
        <Typography.Paragraph>{t('open.body')}</Typography.Paragraph>
        <Typography.Paragraph type="secondary">
          {t('open.points', {
            budget: (AD_BUDGET_MIN_SATANG / 100).toFixed(2),
            bid: (KEYWORD_BID_MIN_SATANG / 100).toFixed(2),
          })}
        </Typography.Paragraph>
        <Button type="primary" loading={open.isPending} onClick={() => open.mutate()}>
          {t('open.confirm')}
        </Button>
      </Flex>
    </Card>
  );
}
