import type { FullscaleKind, FullscaleReward } from '@sc/contract/fullscale.ts';
import { Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../format/number-format.ts';

const amountKey = (kind: FullscaleKind, reward: FullscaleReward) =>
  `fullscale.tier.${kind}${reward === 'amount' ? 'Amount' : 'Percent'}` as const;

/** A promotion's tiers in words ("Spend ฿300, get ฿30 off"), one a line. */
export function TiersText(props: {
  kind: FullscaleKind;
  rewardType: FullscaleReward;
  tiers: readonly { threshold: number; reward: number }[];
}) {
  const { t } = useTranslation('promotions');
  return (
    <Flex vertical>
      {props.tiers.map((tier) => (
        <span key={tier.threshold}>
          {t(amountKey(props.kind, props.rewardType), {
            threshold: formatNumber(tier.threshold),
            reward: formatNumber(tier.reward),
          })}
        </span>
      ))}
    </Flex>
  );
}
