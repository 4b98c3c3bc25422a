import { addDays, thaiToday } from '@sc/contract/calls/catalog.ts';
import { App, Button, Flex, Popconfirm, Space, type TableColumnsType, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { serverNow } from '../../api/server-time.ts';
import { formatDay } from '../../format/format-day.ts';
import { formatDateTime } from '../../format/relative-time.ts';
import { currentLocale } from '../../i18n/i18n.ts';
import { BrandStatusTag } from './BrandStatusTag.tsx';
import { ADD_PATH, EDIT_PATH } from './brand-paths.ts';
import { type BrandApplication, useApplicationActions } from './brand-queries.ts';

/** An authorization ending within this many days is flagged so the shop renews in time. */
const ENDS_SOON_DAYS = 30;

export const period = (start: string, end: string) => `${formatDay(start)} – ${formatDay(end)}`;

/** The brand as a merchant knows it: its name, its Thai name, and whether it is new to the platform. */
export function BrandName({ application: a }: { application: BrandApplication }) {
  const { t } = useTranslation('catalog');
  return (
    <Space size={4} wrap>
      <Typography.Text strong>{a.brandName}</Typography.Text>
      {a.brandLocalName && <Typography.Text type="secondary">{a.brandLocalName}</Typography.Text>}
      {a.isNewBrand === 'y' && <Tag color="purple">{t('list.newBrand')}</Tag>}
    </Space>
  );
}

/** Why an application ended as it did: the platform's reason, or the shop's own withdrawal. */
export function StatusNote({ application: a }: { application: BrandApplication }) {
  const { t } = useTranslation('catalog');
  if (a.status === 'revoked' && a.revokedBy === 'shop')
    return <Typography.Text type="secondary">{t('list.withdrawnByShop')}</Typography.Text>;
  if ((a.status === 'rejected' || a.status === 'revoked') && a.reason)
    return <Typography.Text type="danger">{t('list.reason', { reason: a.reason })}</Typography.Text>;
  return null;
}

/** The table's columns, with each row's actions by status. */
export function useBrandColumns({ onView }: { onView: (a: BrandApplication) => void }) {
  const { t } = useTranslation('catalog');
  const navigate = useNavigate();
  const { message: toast } = App.useApp();
  const { withdraw } = useApplicationActions();
  const locale = currentLocale();
  const today = thaiToday(serverNow());
  const soon = addDays(today, ENDS_SOON_DAYS);

  const columns: TableColumnsType<BrandApplication> = [
    {
      key: 'brand',
      title: t('list.column.brand'),
      width: 190,
      render: (_, a) => (
        <>
          <BrandName application={a} />
          <div>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {t('list.submittedAt', { time: formatDateTime(a.submittedAt, locale) })}
            </Typography.Text>
          </div>
        </>
      ),
    },
    {
      key: 'registration',
      title: t('list.column.registration'),
      width: 200,
      render: (_, a) => (
        <>
          <div>{a.trademarkNo}</div>
          <Typography.Text type="secondary">{period(a.registrationStart, a.registrationEnd)}</Typography.Text>
        </>
      ),
    },
    {
      key: 'authorization',
      title: t('list.column.authorization'),
      width: 200,
      render: (_, a) => (
        <Flex vertical gap={4} align="flex-start">
          <span>{period(a.authStart, a.authEnd)}</span>
          {a.status === 'approved' && a.authStart > today && (
            <Tag color="blue">{t('list.notStarted', { date: formatDay(a.authStart) })}</Tag>
          )}
          {a.status === 'approved' && a.authStart <= today && a.authEnd <= soon && (
            <Tag color="orange">{t('list.endsSoon')}</Tag>
          )}
        </Flex>
      ),
    },
    {
      key: 'status',
      title: t('list.column.status'),
      render: (_, a) => (
        <Flex vertical gap={4} align="flex-start">
          <BrandStatusTag status={a.status} />
          <StatusNote application={a} />
        </Flex>
      ),
    },
    {
      key: 'actions',
      title: t('list.column.actions'),
      width: 150,
      fixed: 'right',
      render: (_, a) => (
        <Space size={0} wrap>
          <Button type="link" size="small" onClick={() => onView(a)}>
            {t('list.details')}
          </Button>
          {a.status === 'rejected' && (
            <Button type="link" size="small" onClick={() => navigate(`${EDIT_PATH}?id=${a.applicationId}`)}>
              {t('list.edit')}
            </Button>
          )}
          {(a.status === 'expired' || a.status === 'revoked') && (
            <Button type="link" size="small" onClick={() => navigate(`${ADD_PATH}?from=${a.applicationId}`)}>
              {t('list.applyAgain')}
            </Button>
          )}
          {a.status === 'pending' && (
            <Popconfirm
              title={t('list.withdrawConfirm')}
              description={t('list.withdrawHint')}
              okText={t('list.withdraw')}
              cancelText={t('common:cancel')}
              okButtonProps={{ danger: true }}
              onConfirm={() =>
                withdraw.mutateAsync(a.applicationId).then(
                  () => toast.success(t('list.withdrawn')),
                  () => undefined, // the client has shown why
                )
              }
            >
              <Button type="link" size="small" danger>
                {t('list.withdraw')}
              </Button>
            </Popconfirm>
          )}
        </Space>
      ),
    },
  ];
  return columns;
}
