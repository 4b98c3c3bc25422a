import { FLASH_LATEST_MODE } from '@sc/contract/seckill.ts';
import {
  Alert,
  App,
  Button,
  Card,
  Empty,
  Flex,
  Grid,
  Popconfirm,
  Skeleton,
  Table,
  type TableColumnsType,
  Typography,
} from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { ColumnCards } from '../../../components/mobile/ColumnCards.tsx';
import { formatBaht } from '../../../components/money/format-baht.ts';
import { formatNumber } from '../../../format/number-format.ts';
import { addSeckillPath } from '../paths.ts';
import shared from '../promotions.module.css';
import { RegStateTag, SlotStateTag } from './SeckillStateTag.tsx';
import {
  type SeckillReg,
  type SeckillSlot,
  useSeckillActions,
  useSeckillProgramme,
  useSeckillRegs,
} from './seckill-queries.ts';
import { slotLabel } from './slot-label.ts';

/**
 * /activityreport/seckill/{modeId} (FUNC.marketing): a flash-sale programme's slots, each open to
 * registration until it starts, and the shop's registrations with their review state (pending,
 * approved, rejected with the platform's reason, cancelled), flash stock and units sold.
 */
export default function SeckillPage() {
  const { t } = useTranslation('promotions');
  const navigate = useNavigate();
  const narrow = Grid.useBreakpoint().md === false;
  const modeId = useParams().modeId ?? FLASH_LATEST_MODE;
  const programme = useSeckillProgramme(modeId);
  const regs = useSeckillRegs(modeId);

  if (programme.isPending) return <Skeleton active />;
  if (!programme.data) return <Alert type="warning" showIcon title={t('seckill.missing')} />;
  const p = programme.data;

  const slotColumns: TableColumnsType<SeckillSlot> = [
    { key: 'time', title: t('seckill.slot.time'), render: (_, s) => slotLabel(s) },
    {
      key: 'state',
      title: t('seckill.slot.state'),
      width: 130,
      render: (_, s) => <SlotStateTag state={s.state}>{t(`seckill.slot.${s.state}`)}</SlotStateTag>,
    },
    {
      key: 'registered',
      title: t('seckill.slot.registered'),
      width: 150,
      align: 'right',
      render: (_, s) => formatNumber(s.registered),
    },
    {
      key: 'actions',
      title: t('seckill.column.actions'),
      width: 160,
      render: (_, s) =>
        s.state === 'upcoming' ? (
          <Button
            type="link"
            size="small"
            aria-label={t('seckill.slot.registerIn', { time: slotLabel(s) })}
            onClick={() => void navigate(addSeckillPath(p.modeId, s.slotId))}
          >
            {t('seckill.slot.register')}
          </Button>
        ) : (
          '-'
        ),
    },
  ];

  const regColumns: TableColumnsType<SeckillReg> = [
    {
      key: 'product',
      title: t('seckill.column.product'),
      width: 240,
      render: (_, r) => (
        <Flex gap={8} align="start">
          {r.imageUrl && <img className={shared.thumb} src={r.imageUrl} alt="" />}
          <Flex vertical>
            <Typography.Text>{r.title}</Typography.Text>
            <Typography.Text type="secondary">
              {r.specValues.length > 0 ? `${r.specValues.join(' / ')} · ` : ''}SKU {r.skuId}
            </Typography.Text>
          </Flex>
        </Flex>
      ),
    },
    {
      key: 'slot',
      title: t('seckill.column.slot'),
      width: 200,
      render: (_, r) => slotLabel({ startTime: r.slotStart, endTime: r.slotEnd }),
    },
    {
      key: 'price',
      title: t('seckill.column.price'),
      width: 130,
      align: 'right',
      render: (_, r) => (
        <Flex vertical>
          <Typography.Text strong>{formatBaht(r.price)}</Typography.Text>
          <Typography.Text type="secondary" delete>
            {formatBaht(r.salesPrice)}
          </Typography.Text>
        </Flex>
      ),
    },
    {
      key: 'stock',
      title: t('seckill.column.stock'),
      width: 160,
      align: 'right',
      render: (_, r) => t('seckill.stockSold', { stock: formatNumber(r.stock), sold: formatNumber(r.sold) }),
    },
    {
      key: 'perBuyer',
      title: t('seckill.column.perBuyer'),
      width: 120,
      align: 'right',
      render: (_, r) => formatNumber(r.perBuyer),
    },
    {
      key: 'state',
      title: t('seckill.column.state'),
      width: 200,
      render: (_, r) => (
        <Flex vertical gap={4} align="start">
          <RegStateTag state={r.state}>{t(`seckill.state.${r.state}`)}</RegStateTag>
          {r.state === 'rejected' && r.reason && (
            <Typography.Text type="danger">{t('seckill.reason', { reason: r.reason })}</Typography.Text>
          )}
        </Flex>
      ),
    },
    { key: 'actions', title: t('seckill.column.actions'), width: 110, render: (_, r) => <RegActions reg={r} /> },
  ];

  const regRows = regs.data?.list ?? [];
  const emptyRegs = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('seckill.regsEmpty')} />;
  return (
    <Flex vertical gap={16}>
      <Card title={<h2 style={{ whiteSpace: 'normal' }}>{t('seckill.title', { name: p.name })}</h2>}>
        <Typography.Paragraph type="secondary">{t('seckill.intro')}</Typography.Paragraph>
        <h3>{t('seckill.slots')}</h3>
        {narrow ? (
          <ColumnCards<SeckillSlot>
            columns={slotColumns}
            rows={p.slots}
            rowKey={(s) => s.slotId}
            label={t('seckill.slots')}
            empty={null}
          />
        ) : (
          <Table<SeckillSlot> rowKey={(s) => s.slotId} columns={slotColumns} dataSource={p.slots} pagination={false} />
        )}
      </Card>
      <Card title={<h2>{t('seckill.regs')}</h2>}>
        {narrow ? (
          <ColumnCards<SeckillReg>
            columns={regColumns}
            rows={regRows}
            rowKey={(r) => r.registrationId}
            label={t('seckill.regs')}
            empty={emptyRegs}
          />
        ) : (
          <Table<SeckillReg>
            rowKey={(r) => r.registrationId}
            columns={regColumns}
            dataSource={regRows}
            loading={regs.isPending}
            pagination={false}
            locale={{ emptyText: emptyRegs }}
          />
        )}
      </Card>
    </Flex>
  );
}

/** Cancel a pending or approved registration while its slot has not started, behind a confirmation. */
function RegActions({ reg }: { reg: SeckillReg }) {
  const { t } = useTranslation('promotions');
  const { message: toast } = App.useApp();
  const { cancel } = useSeckillActions();
  if (!((reg.state === 'pending' || reg.state === 'approved') && reg.slotState === 'upcoming')) return '-';
  return (
    <Popconfirm
      title={t('seckill.cancelConfirm')}
      okText={t('seckill.cancel')}
      cancelText={t('common:cancel')}
      okButtonProps={{ danger: true }}
      onConfirm={() =>
        cancel.mutateAsync(reg.registrationId).then(
          () => toast.success(t('seckill.cancelled')),
          () => undefined, // the client has shown why
        )
      }
    >
      <Button type="link" size="small" danger aria-label={`${t('seckill.cancel')} SKU ${reg.skuId}`}>
        {t('seckill.cancel')}
      </Button>
    </Popconfirm>
  );
}
