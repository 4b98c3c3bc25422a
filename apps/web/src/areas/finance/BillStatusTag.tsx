import type { BillStatus } from '@sc/contract/finance.ts';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const COLOR: Record<BillStatus, string> = {
  pending_audit: 'gold',
  disputed: 'volcano',
  confirmed: 'blue',
  settled: 'green',
};

export function BillStatusTag({ status }: { status: BillStatus }) {
  const { t } = useTranslation('finance');
  return <Tag color={COLOR[status]}>{t(`bills.status.${status}`)}</Tag>;
}
