import { Card, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { usePlan } from './ad-queries.ts';
import { KeywordTable } from './KeywordTable.tsx';

/** /activityreport/keyword?planId=: one plan's keywords and bids. */
export default function KeywordPage() {
  const { t } = useTranslation('advertising');
  const [params] = useSearchParams();
  const plan = usePlan(params.get('planId') ?? '');
  const p = plan.data;
  if (!p) return <Skeleton active={plan.isPending} />;
  return (
    <Card title={<h2>{`${t('keywords.title')} · ${p.name}`}</h2>}>
      <KeywordTable
        planId={p.planId}
        keywords={p.keywords}
        editable={!(p.status === 'stopped' && p.stopReason === 'merchant')}
      />
    </Card>
  );
}
