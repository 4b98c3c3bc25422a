import ReloadOutlined from '@ant-design/icons/ReloadOutlined';
import { dashboardActionInquiry } from '@sc/contract/calls/dashboard.ts';
import { Alert, Button, Card, Col, Flex, Row, Tooltip, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useCall } from '../../api/use-call.ts';
import { useMayOpen } from '../../components/access/may-open.ts';
import { ActionCard } from './ActionCard.tsx';
import { ACTION_ITEMS } from './action-items.ts';

const REFRESH_MS = 60_000;

/** What needs the merchant now: six counts, refreshed every minute, each linking to its list. */
export function ActionCentre() {
  const { t } = useTranslation('dashboard');
  const mayOpen = useMayOpen();
  const items = ACTION_ITEMS.filter((item) => mayOpen(item.to));
  // Quiet: a failed refresh keeps the last counts and says so here, rather than a toast a minute.
  const counts = useCall(
    dashboardActionInquiry,
    {},
    {
      quiet: true,
      refetchInterval: REFRESH_MS,
      retry: false,
    },
  );
  const data = counts.data;
  const allClear = data && items.every((item) => data[item.key] === 0);

  return (
    <Card
      title={t('actions.title')}
      extra={
        <Flex align="center" gap={8}>
          {data && (
            <Typography.Text type="secondary">
              {t('actions.updated', { time: dayjs(data.generatedAt).format('HH:mm') })}
            </Typography.Text>
          )}
          <Tooltip title={t('actions.refresh')}>
            <Button
              type="text"
              aria-label={t('actions.refresh')}
              icon={<ReloadOutlined spin={counts.isFetching} />}
              onClick={() => void counts.refetch()}
            />
          </Tooltip>
        </Flex>
      }
    >
      {counts.isError && (
        <Alert
          type="error"
          showIcon
          title={t('actions.loadFailed')}
          action={
            <Button size="small" onClick={() => void counts.refetch()}>
              {t('actions.retry')}
            </Button>
          }
          style={{ marginBottom: 16 }}
        />
      )}
      {allClear && (
        <Alert
          type="success"
          showIcon
          title={t('actions.allClear')}
          description={t('actions.allClearHint')}
          style={{ marginBottom: 16 }}
        />
      )}
      <Row gutter={[16, 16]}>
        {items.map((item) => (
          <Col key={item.key} xs={24} sm={12} xl={8}>
            <ActionCard item={item} count={data?.[item.key]} />
          </Col>
        ))}
      </Row>
    </Card>
  );
}
