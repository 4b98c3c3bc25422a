import type { CampaignRegState, CampaignState } from '@sc/contract/campaign.ts';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

// A campaign's state and a registration's review state as tags, one colour per state.

const STATE_COLOURS: Record<CampaignState, string> = {
  upcoming: 'blue',
  registering: 'cyan',
  closed: 'purple',
  running: 'green',
  ended: 'default',
};
const REG_COLOURS: Record<CampaignRegState, string> = {
  pending: 'gold',
  approved: 'green',
  rejected: 'red',
  revoked: 'volcano',
};

export function CampaignStateTag({ state }: { state: CampaignState }) {
  const { t } = useTranslation('promotions');
  return <Tag color={STATE_COLOURS[state]}>{t(`campaign.state.${state}`)}</Tag>;
}

export function CampaignRegTag({ state }: { state: CampaignRegState }) {
  const { t } = useTranslation('promotions');
  return <Tag color={REG_COLOURS[state]}>{t(`campaign.reg.${state}`)}</Tag>;
}
