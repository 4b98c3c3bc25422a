import { Button, Card, Result, Skeleton } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { formatBaht } from '../../components/money/format-baht.ts';
import { ADVERTISING_PATH } from './ad-paths.ts';
import { useRecharge, useRefreshAdvertising } from './ad-queries.ts';

/** /activityreport/result?rechargeId=: a recharge at the payment, asked again until it is settled. */
export default function RechargeResultPage() {
  const { t } = useTranslation('advertising');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const rechargeId = params.get('rechargeId') ?? '';
  const recharge = useRecharge(rechargeId);
  const refresh = useRefreshAdvertising();
  const settledStatus = recharge.data?.status;
  // The balance and records change once the payment answers.
  useEffect(() => {
    if (settledStatus && settledStatus !== 'paying') void refresh();
  }, [settledStatus, refresh]);
  const back = (
    <Button type="primary" onClick={() => void navigate(ADVERTISING_PATH)}>
      {t('result.back')}
    </Button>
  );
  if (!rechargeId || recharge.isError) return <Result status="warning" title={t('result.missing')} extra={back} />;
  const r = recharge.data;
  if (!r) return <Skeleton active />;
  const status = r.status === 'paid' ? 'success' : r.status === 'failed' ? 'error' : 'info';
  const title =
    r.status === 'paid'
      ? t('result.paid', { amount: formatBaht(r.amount) })
      : r.status === 'failed'
        ? t('result.failed')
        : t('result.paying');
  return (
    <Card>
      <Result
        status={status}
        title={title}
        subTitle={t('result.balance', { balance: formatBaht(r.balance) })}
        extra={back}
      />
    </Card>
  );
}
