import type { StackedKind } from '@sc/contract/promotions.ts';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const LABEL: Record<StackedKind, string> = {
  activity: 'price.stackedActivity',
  fullscale: 'price.stackedFullscale',
  coupon: 'price.stackedCoupon',
};

/** The shop's running promotions a final price preview stacked on a line, one tag each, by name. */
export function StackedTags({ stacked }: { stacked: readonly { kind: StackedKind; name: string }[] }) {
  const { t } = useTranslation('promotions');
  return stacked.map((p) => (
    <Tag key={p.kind} color="blue" data-testid="stacked">
      {t(LABEL[p.kind], { name: p.name })}
    </Tag>
  ));
}
