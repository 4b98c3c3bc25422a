import { Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../format/number-format.ts';
import { formatDateTime } from '../../../format/relative-time.ts';
import { CampaignStateTag } from './CampaignStateTag.tsx';
import type { Campaign } from './campaign-queries.ts';

/** A campaign's rules as the merchant reads them: windows, minimum discount, required stock, categories. */
export function CampaignRules({ campaign: c }: { campaign: Campaign }) {
  const { t } = useTranslation('promotions');
  return (
    <Descriptions
      size="small"
      column={{ xs: 1, sm: 1, md: 2 }}
      items={[
        { key: 'state', label: t('campaign.rules.state'), children: <CampaignStateTag state={c.state} /> },
        {
          key: 'reg',
          label: t('campaign.rules.registration'),
          children: `${formatDateTime(c.regStart)} – ${formatDateTime(c.regEnd)}`,
        },
        {
          key: 'window',
          label: t('campaign.rules.window'),
          children: `${formatDateTime(c.startTime)} – ${formatDateTime(c.endTime)}`,
        },
        {
          key: 'discount',
          label: t('campaign.rules.minDiscount'),
          children: t('campaign.rules.percent', { n: c.minDiscountPercent }),
        },
        { key: 'stock', label: t('campaign.rules.requiredStock'), children: formatNumber(c.requiredStock) },
        {
          key: 'categories',
          label: t('campaign.rules.categories'),
          children: c.categoryIds.length === 0 ? t('campaign.rules.anyCategory') : c.categoryIds.join(', '),
        },
      ]}
    />
  );
}
