import type { ActivityState } from '@sc/contract/activities.ts';
import type { DepositState } from '@sc/contract/deposit.ts';
import { useTranslation } from 'react-i18next';
import { PromotionStateTag } from '../PromotionStateTag.tsx';

// A pre-sale's state in the promotions' colours: taking deposits and balance due are both running.
const AS_ACTIVITY: Record<DepositState, ActivityState> = {
  not_started: 'not_started',
  deposit: 'running',
  balance: 'running',
  ended: 'ended',
};

export function DepositStateTag({ state }: { state: DepositState }) {
  const { t } = useTranslation('promotions');
  return <PromotionStateTag state={AS_ACTIVITY[state]}>{t(`deposit.state.${state}`)}</PromotionStateTag>;
}
