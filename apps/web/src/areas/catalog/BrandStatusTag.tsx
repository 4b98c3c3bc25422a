import type { BrandApplyStatus } from '@sc/contract/calls/catalog.ts';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const COLOURS: Record<BrandApplyStatus, string> = {
  pending: 'processing',
  approved: 'success',
  rejected: 'error',
  revoked: 'default',
  expired: 'warning',
};

/** The status of a brand application as a coloured tag. */
export function BrandStatusTag({ status }: { status: BrandApplyStatus }) {
  const { t } = useTranslation('catalog');
  return (
    <Tag color={COLOURS[status]} data-status={status}>
      {t(`status.${status}`)}
    </Tag>
  );
}
