import { ABNORMAL_REASONS, type AbnormalOrderRow, abnormalOrderList } from '@sc/contract/calls/order-rules.ts';
import type { CallResponse } from '@sc/contract/define-call.ts';
import { Alert, Button, Empty, Flex, Form, Input, Select, type TableColumnsType, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { api } from '../../api/client.ts';
import { ListPage } from '../../components/list/ListPage.tsx';
import type { ListQueryShape } from '../../components/list/list-query.ts';
import { formatBaht } from '../../components/money/format-baht.ts';
import { orderItemPath } from '../../components/paths.ts';
import { formatDateTime } from '../../format/relative-time.ts';
import { DeadlineCountdown } from './Countdown.tsx';
import { appealPath } from './paths.ts';

type FilterKey = 'orderId' | 'reason';
const SHAPE: ListQueryShape<FilterKey> = { filterKeys: ['orderId', 'reason'] };
type Answer = CallResponse<typeof abnormalOrderList>;
const isReason = (v: string): v is (typeof ABNORMAL_REASONS)[number] =>
  (ABNORMAL_REASONS as readonly string[]).includes(v);

/** /order/abnormalOrder: orders the rules cancelled and marked abnormal, with the complaint window. */
export default function AbnormalOrderPage() {
  const { t } = useTranslation('order-rules');
  const appealColor = { none: 'default', pending: 'processing', passed: 'success', rejected: 'error' } as const;
  const columns: TableColumnsType<AbnormalOrderRow> = [
    {
      key: 'order',
      title: t('abnormal.orderId'),
      render: (_, o) => (
        <div>
          <Link to={orderItemPath(o.orderId)}>{o.orderId}</Link>
          <div>
            <Typography.Text type="secondary">{o.title}</Typography.Text>
          </div>
          <Typography.Text type="secondary">
            {o.buyerNickname} · {formatBaht(o.totalAmount)}
          </Typography.Text>
        </div>
      ),
    },
    {
      key: 'reason',
      title: t('abnormal.reason'),
      width: 170,
      render: (_, o) => (
        <Tag color="orange" style={{ whiteSpace: 'normal' }}>
          {isReason(o.reason) ? t(`reason.${o.reason}`) : o.reason}
        </Tag>
      ),
    },
    { key: 'abnormalAt', title: t('abnormal.abnormalAt'), width: 150, render: (_, o) => formatDateTime(o.abnormalAt) },
    {
      key: 'deadline',
      title: t('abnormal.deadline'),
      width: 160,
      render: (_, o) => <DeadlineCountdown deadline={o.complaintDeadline} open={o.canAppeal === 'y'} />,
    },
    {
      key: 'complaint',
      title: t('abnormal.complaint'),
      width: 140,
      render: (_, o) => (
        <Flex vertical gap={4} align="start">
          <Tag color={appealColor[o.appealStatus]} data-testid="appeal-status">
            {t(`appealStatus.${o.appealStatus}`)}
          </Tag>
          {o.refundFinal === 'y' && <Tag>{t('abnormal.refundFinal')}</Tag>}
        </Flex>
      ),
    },
    {
      key: 'actions',
      title: t('abnormal.actions'),
      fixed: 'right',
      width: 150,
      render: (_, o) => (
        <Flex vertical align="start">
          {o.canAppeal === 'y' && (
            <Link to={appealPath(o.orderId)}>
              <Button type="link" size="small">
                {t('abnormal.file')}
              </Button>
            </Link>
          )}
          <Link to={orderItemPath(o.orderId)}>
            <Button type="link" size="small">
              {t('abnormal.view')}
            </Button>
          </Link>
        </Flex>
      ),
    },
  ];
  return (
    <ListPage<AbnormalOrderRow, FilterKey, Answer>
      call={abnormalOrderList}
      shape={SHAPE}
      load={(query, signal) =>
        api(
          abnormalOrderList,
          {
            orderId: /^\d{1,18}$/.test(query.filters.orderId) ? query.filters.orderId : '',
            ...(isReason(query.filters.reason) ? { reason: query.filters.reason } : {}),
            page: { pageNum: query.pageNum, pageSize: query.pageSize },
          },
          { signal },
        )
      }
      rowKey={(o) => o.orderId}
      columns={columns}
      intro={<Alert type="info" showIcon message={t('abnormal.intro')} />}
      search={{
        formName: 'abnormalSearch',
        fields: (
          <>
            <Form.Item name="orderId" label={t('abnormal.orderId')}>
              <Input allowClear maxLength={18} />
            </Form.Item>
            <Form.Item name="reason" label={t('abnormal.reason')}>
              <Select
                allowClear
                placeholder={t('abnormal.allReasons')}
                options={ABNORMAL_REASONS.map((r) => ({ value: r, label: t(`reason.${r}`) }))}
              />
            </Form.Item>
          </>
        ),
      }}
      empty={() => <Empty description={t('abnormal.empty')} />}
      scrollX={900}
    />
  );
}
