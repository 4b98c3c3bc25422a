import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { paylaterList } from '@sc/contract/calls/paylater.ts';
import { PAYLATER_MODE_ID } from '@sc/contract/paylater.ts';
import {
  App,
  Button,
  Card,
  Empty,
  Flex,
  Grid,
  Pagination,
  Popconfirm,
  Skeleton,
  Table,
  type TableColumnsType,
  Typography,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useCall } from '../../../api/use-call.ts';
import { ColumnCards } from '../../../components/mobile/ColumnCards.tsx';
import { formatNumber } from '../../../format/number-format.ts';
import { formatDateTime } from '../../../format/relative-time.ts';
import { PromotionStateTag } from '../PromotionStateTag.tsx';
import { paylaterNewPath } from '../paths.ts';
import { AgreementNeeded } from './AgreementNeeded.tsx';
import { type PaylaterRow, usePaylaterActions, usePaylaterAgreement } from './paylater-queries.ts';

const PAGE_SIZE = 10;

/**
 * /activityreport/tPaylaterActivity/{modeId} (FUNC.marketing): the shop's pay-later activities
 * with their plans, the interest the shop bears and the orders paid later; a shop without
 * agreement 010 is told why and where to sign it.
 */
export default function PaylaterListPage() {
  const { t } = useTranslation('promotions');
  const navigate = useNavigate();
  const modeId = useParams().modeId ?? PAYLATER_MODE_ID;
  const agreement = usePaylaterAgreement();
  return (
    <Flex vertical gap={16}>
      <Card title={<h2>{t('paylater.title')}</h2>}>
        <Typography.Paragraph type="secondary">{t('paylater.intro')}</Typography.Paragraph>
        {agreement.isPending ? (
          <Skeleton active paragraph={{ rows: 1 }} />
        ) : agreement.data?.signed ? (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => void navigate(paylaterNewPath(modeId))}>
            {t('paylater.create')}
          </Button>
        ) : (
          <AgreementNeeded exempt={agreement.data?.exempt ?? false} />
        )}
      </Card>
      <Activities />
    </Flex>
  );
}

function Activities() {
  const { t } = useTranslation('promotions');
  const narrow = Grid.useBreakpoint().md === false;
  const [pageNum, setPageNum] = useState(1);
  const list = useCall(paylaterList, { tab: 'all', page: { pageNum, pageSize: PAGE_SIZE } });
  const columns: TableColumnsType<PaylaterRow> = [
    {
      key: 'name',
      title: t('paylater.column.name'),
      render: (_, r) => <Typography.Text strong>{r.name}</Typography.Text>,
    },
    {
      key: 'products',
      title: t('paylater.column.products'),
      width: 180,
      render: (_, r) => r.products.map((p) => p.title).join(', '),
    },
    {
      key: 'plans',
      title: t('paylater.column.plans'),
      width: 130,
      render: (_, r) => t('paylater.months', { plans: r.plans.join(' / ') }),
    },
    {
      key: 'subsidy',
      title: t('paylater.column.subsidy'),
      width: 120,
      align: 'right',
      render: (_, r) => t('paylater.percent', { value: r.subsidyPercent }),
    },
    {
      key: 'time',
      title: t('paylater.column.time'),
      width: 170,
      render: (_, r) => (
        <Flex vertical>
          <span>{formatDateTime(r.startTime)}</span>
          <span>{formatDateTime(r.endTime)}</span>
        </Flex>
      ),
    },
    {
      key: 'state',
      title: t('paylater.column.state'),
      width: 130,
      render: (_, r) => <PromotionStateTag state={r.state}>{t(`paylater.state.${r.state}`)}</PromotionStateTag>,
    },
    {
      key: 'orders',
      title: t('paylater.column.orders'),
      width: 100,
      align: 'right',
      render: (_, r) => formatNumber(r.orderCount),
    },
    {
      key: 'actions',
      title: t('paylater.column.actions'),
      width: 100,
      fixed: 'right',
      render: (_, r) => <StopAction row={r} />,
    },
  ];
  const rows = list.data?.list ?? [];
  const empty = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('paylater.empty')} />;
  const pagination = {
    current: pageNum,
    pageSize: PAGE_SIZE,
    total: list.data?.page.count ?? 0,
    onChange: setPageNum,
    hideOnSinglePage: true,
    showSizeChanger: false,
  };
  return (
    <Card title={<h2>{t('paylater.listTitle')}</h2>}>
      {narrow ? (
        <Flex vertical gap={12}>
          <ColumnCards<PaylaterRow>
            columns={columns}
            rows={rows}
            rowKey={(r) => r.activityId}
            label={t('paylater.listTitle')}
            empty={empty}
          />
          <Pagination simple align="center" {...pagination} />
        </Flex>
      ) : (
        <Table<PaylaterRow>
          rowKey={(r) => r.activityId}
          columns={columns}
          dataSource={rows}
          loading={list.isPending}
          pagination={pagination}
          locale={{ emptyText: empty }}
          scroll={{ x: 1100 }}
        />
      )}
    </Card>
  );
}

/** Stop an activity not yet ended, behind a confirmation. */
function StopAction({ row }: { row: PaylaterRow }) {
  const { t } = useTranslation('promotions');
  const { message: toast } = App.useApp();
  const { stop } = usePaylaterActions();
  if (row.state !== 'not_started' && row.state !== 'running') return '-';
  return (
    <Popconfirm
      title={t('paylater.stopConfirm')}
      okText={t('paylater.stop')}
      cancelText={t('common:cancel')}
      okButtonProps={{ danger: true }}
      onConfirm={() =>
        stop.mutateAsync(row.activityId).then(
          () => toast.success(t('paylater.stopped')),
          () => undefined, // the client has shown why
        )
      }
    >
      <Button type="link" size="small" danger aria-label={`${t('paylater.stop')} ${row.name}`}>
        {t('paylater.stop')}
      </Button>
    </Popconfirm>
  );
}
