import type { AdPlanStatus } from '@sc/contract/advertising.ts';
import { Button, Flex, Popconfirm, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../format/relative-time.ts';
import { type AdPlanRow, usePlanAction } from './ad-queries.ts';

const STATUS_COLOR: Record<AdPlanStatus, string> = {
  running: 'green',
  paused: 'gold',
  stopped: 'default',
  budgetUsedUp: 'orange',
};

/** The plan's state, and why it stands still (balance ran out, budget used up) or when changes serve. */
export function PlanState({ plan }: { plan: AdPlanRow }) {
  const { t } = useTranslation('advertising');
  return (
    <Flex vertical gap={4} align="start">
      <Tag color={STATUS_COLOR[plan.status]}>{t(`status.${plan.status}`)}</Tag>
      {plan.stopReason === 'balance' && <Typography.Text type="danger">{t('plans.balanceStop')}</Typography.Text>}
      {plan.status === 'budgetUsedUp' && plan.budgetUsed && (
        <Typography.Text type="secondary">{t(`budgetUsed.${plan.budgetUsed}`)}</Typography.Text>
      )}
      {plan.pending === 'y' && plan.status === 'running' && (
        <Typography.Text type="secondary">
          {t('plans.pending', { time: formatDateTime(plan.effectiveAt) })}
        </Typography.Text>
      )}
    </Flex>
  );
}

/** Pause, continue and stop (with a confirmation: a stopped plan cannot continue). */
export function PlanActions({ plan }: { plan: AdPlanRow }) {
  const { t } = useTranslation('advertising');
  const action = usePlanAction();
  const run = (what: 'pause' | 'continue' | 'stop') => action.mutate({ planId: plan.planId, action: what });
  const final = plan.status === 'stopped' && plan.stopReason === 'merchant';
  if (final) return null;
  return (
    <Flex gap={8} wrap>
      {(plan.status === 'running' || plan.status === 'budgetUsedUp') && (
        <Button size="small" onClick={() => run('pause')} loading={action.isPending}>
          {t('plans.pause')}
        </Button>
      )}
      {plan.status !== 'running' && (
        <Button size="small" type="primary" onClick={() => run('continue')} loading={action.isPending}>
          {t('plans.continue')}
        </Button>
      )}
      <Popconfirm title={t('plans.stopConfirm')} onConfirm={() => run('stop')}>
        <Button size="small" danger>
          {t('plans.stop')}
        </Button>
      </Popconfirm>
    </Flex>
  );
}
