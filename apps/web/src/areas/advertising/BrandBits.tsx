import type { BrandAdPhase, BrandAdState } from '@sc/contract/brand-ads.ts';
import { Button, Flex, Popconfirm, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formatDay } from '../../format/format-day.ts';
import { brandRegistrationPath } from './ad-paths.ts';
import { type BrandAdRow, useRevokeBrandAd } from './brand-queries.ts';

// Pieces the brand-ad list and details share: the state tag, the days, and the actions.

const COLOR: Record<BrandAdState, string> = { pending: 'gold', approved: 'green', rejected: 'red', revoked: 'default' };

export function BrandState({ ad }: { ad: { state: BrandAdState; phase: BrandAdPhase | null } }) {
  const { t } = useTranslation('advertising');
  return (
    <Tag color={COLOR[ad.state]}>
      {t(`brand.states.${ad.state}`)}
      {ad.phase ? ` · ${t(`brand.phases.${ad.phase}`)}` : ''}
    </Tag>
  );
}

export function BrandDays({ ad }: { ad: { firstDay: string; lastDay: string; days: number } }) {
  const { t } = useTranslation('advertising');
  return <>{t('brand.daysRange', { first: formatDay(ad.firstDay), last: formatDay(ad.lastDay), count: ad.days })}</>;
}

/** Change (waiting or rejected), withdraw (waiting, or approved and not started). */
export function BrandActions({ ad }: { ad: BrandAdRow }) {
  const { t } = useTranslation('advertising');
  const navigate = useNavigate();
  const revoke = useRevokeBrandAd();
  const changeable = ad.state === 'pending' || ad.state === 'rejected';
  const revocable = ad.state === 'pending' || (ad.state === 'approved' && ad.phase === 'upcoming');
  return (
    <Flex gap={8} wrap>
      {changeable && (
        <Button size="small" onClick={() => void navigate(brandRegistrationPath(ad.modeId, ad.reportId))}>
          {ad.state === 'rejected' ? t('brand.resend') : t('brand.edit')}
        </Button>
      )}
      {revocable && (
        <Popconfirm title={t('brand.revokeConfirm')} onConfirm={() => revoke.mutate(ad.reportId)}>
          <Button size="small" danger loading={revoke.isPending}>
            {t('brand.revoke')}
          </Button>
        </Popconfirm>
      )}
    </Flex>
  );
}
