import { APPEAL_STATUSES, type AppealRow, orderAppealList } from '@sc/contract/calls/order-rules.ts';
import type { CallResponse } from '@sc/contract/define-call.ts';
import { Empty, Form, Input, type TableColumnsType, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { api } from '../../api/client.ts';
import { ListPage } from '../../components/list/ListPage.tsx';
import type { ListQueryShape } from '../../components/list/list-query.ts';
import { orderItemPath } from '../../components/paths.ts';
import { formatDateTime } from '../../format/relative-time.ts';

type FilterKey = 'orderId';
const SHAPE: ListQueryShape<FilterKey> = { filterKeys: ['orderId'], tabs: APPEAL_STATUSES };
type Answer = CallResponse<typeof orderAppealList>;
const isStatus = (v: string): v is (typeof APPEAL_STATUSES)[number] =>
  (APPEAL_STATUSES as readonly string[]).includes(v);
const COLOR = { pending: 'processing', passed: 'success', rejected: 'error' } as const;

/** /order/orderAppealList: the shop's complaints about abnormal orders, by state. */
export default function AppealListPage() {
  const { t } = useTranslation('order-rules');
  // Pending complaints show when the platform decides by; decided ones when it did.
  const [params] = useSearchParams();
  const decided = isStatus(params.get('tab') ?? '') && params.get('tab') !== 'pending';
  const columns: TableColumnsType<AppealRow> = [
    {
      key: 'order',
      title: t('list.orderId'),
      width: 150,
      render: (_, a) => <Link to={orderItemPath(a.orderId)}>{a.orderId}</Link>,
    },
    {
      key: 'reason',
      title: t('list.reason'),
      width: 160,
      render: (_, a) => (a.reason === 'not_shipped' || a.reason === 'no_pickup' ? t(`reason.${a.reason}`) : a.reason),
    },
    {
      key: 'description',
      title: t('list.description'),
      render: (_, a) => (
        <div>
          <Typography.Paragraph ellipsis={{ rows: 2 }} style={{ marginBottom: 0 }}>
            {a.description}
          </Typography.Paragraph>
          {a.evidenceCount > 0 && (
            <Typography.Text type="secondary">{t('list.evidence', { count: a.evidenceCount })}</Typography.Text>
          )}
        </div>
      ),
    },
    { key: 'filedAt', title: t('list.filedAt'), width: 150, render: (_, a) => formatDateTime(a.filedAt) },
    {
      key: 'deadline',
      title: decided ? t('list.decidedAt') : t('list.reviewDeadline'),
      width: 150,
      render: (_, a) => (a.status === 'pending' ? formatDateTime(a.reviewDeadline) : formatDateTime(a.decidedAt)),
    },
    {
      key: 'status',
      title: t('list.status'),
      width: 150,
      render: (_, a) => (
        <div>
          <Tag color={COLOR[a.status]} data-testid="appeal-status">
            {t(`appealStatus.${a.status}`)}
          </Tag>
          {a.decisionNote && <div>{a.decisionNote}</div>}
        </div>
      ),
    },
  ];
  return (
    <ListPage<AppealRow, FilterKey, Answer>
      call={orderAppealList}
      shape={SHAPE}
      load={(query, signal) =>
        api(
          orderAppealList,
          {
            tab: isStatus(query.tab) ? query.tab : 'pending',
            orderId: /^\d{1,18}$/.test(query.filters.orderId) ? query.filters.orderId : '',
            page: { pageNum: query.pageNum, pageSize: query.pageSize },
          },
          { signal },
        )
      }
      rowKey={(a) => a.appealId}
      columns={columns}
      search={{
        formName: 'appealSearch',
        fields: (
          <Form.Item name="orderId" label={t('list.orderId')}>
            <Input allowClear maxLength={18} />
          </Form.Item>
        ),
      }}
      tabs={APPEAL_STATUSES.map((key) => ({ key, label: t(`tab.${key}`) }))}
      tabCounts={(r) => r.tabCounts}
      empty={() => <Empty description={t('list.empty')} />}
      scrollX={900}
    />
  );
}
