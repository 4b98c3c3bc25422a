import { afterSaleList } from '@sc/contract/calls/after-sales.ts';
import { Card, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCall } from '../../api/use-call.ts';
import { useMayOpen } from '../../components/access/may-open.ts';
import { formatBaht } from '../../components/money/format-baht.ts';
import { formatDateTime } from '../../format/relative-time.ts';
import { CaseStatusTag, CaseTypeTag } from './CaseTags.tsx';
import type { CaseRow } from './case-queries.ts';
import { AFTER_SALE_LIST_PATH, afterSaleDetailPath } from './paths.ts';

/**
 * The after-sale requests about one order, on the order's detail page: shown only when there
 * are some and the user may open after-sales.
 */
export function OrderCases({ orderId }: { orderId: string }) {
  const { t } = useTranslation('after-sales');
  const mayOpen = useMayOpen()(AFTER_SALE_LIST_PATH);
  const cases = useCall(
    afterSaleList,
    { tab: 'all', orderId, page: { pageNum: 1, pageSize: 50 } },
    { quiet: true, enabled: mayOpen },
  );
  const list = cases.data?.list ?? [];
  if (!mayOpen || list.length === 0) return null;
  return (
    <Card title={t('orderCases.title')} data-testid="order-cases">
      <Table<CaseRow>
        size="small"
        rowKey="caseId"
        pagination={false}
        dataSource={list}
        columns={[
          {
            key: 'caseId',
            title: t('list.caseId'),
            render: (_, c) => <Link to={afterSaleDetailPath(c.type, c.caseId)}>{c.caseId}</Link>,
          },
          { key: 'type', title: t('list.type'), render: (_, c) => <CaseTypeTag type={c.type} /> },
          {
            key: 'status',
            title: t('list.status'),
            render: (_, c) => <CaseStatusTag status={c.status} type={c.type} />,
          },
          { key: 'quantity', title: t('list.quantity'), align: 'right', render: (_, c) => c.quantity },
          {
            key: 'refund',
            title: t('list.refund'),
            align: 'right',
            render: (_, c) => formatBaht(c.refundedAmount > 0 ? c.refundedAmount : c.refundAmount),
          },
          { key: 'applied', title: t('list.applied'), render: (_, c) => formatDateTime(c.appliedAt) },
        ]}
      />
    </Card>
  );
}
