import { ACTIVITY_MIN_DISCOUNT_PERCENT } from '@sc/contract/activities.ts';
import { FLASH_LATEST_MODE, FLASH_PER_BUYER_MAX, FLASH_SKUS_PER_REQUEST_MAX } from '@sc/contract/seckill.ts';
import {
  Alert,
  App,
  Button,
  Card,
  Empty,
  Flex,
  Form,
  Grid,
  InputNumber,
  Select,
  Skeleton,
  Table,
  type TableColumnsType,
  Typography,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { ApiError } from '../../../api/api-error.ts';
import { ColumnCards } from '../../../components/mobile/ColumnCards.tsx';
import { formatBaht } from '../../../components/money/format-baht.ts';
import { MoneyInput } from '../../../components/money/MoneyInput.tsx';
import { StockInput } from '../../../components/money/StockInput.tsx';
import { formatNumber } from '../../../format/number-format.ts';
import { currentLocale } from '../../../i18n/i18n.ts';
import { FormActions } from '../FormActions.tsx';
import { ProductPicker } from '../ProductPicker.tsx';
import { seckillPath } from '../paths.ts';
import type { Candidate } from '../product-candidates.ts';
import shared from '../promotions.module.css';
import { RowMessages } from '../RowMessages.tsx';
import { type FlashSkuRow, rowIssues, toSkus } from './seckill-form-model.ts';
import { useSeckillActions, useSeckillProgramme } from './seckill-queries.ts';
import { slotLabel } from './slot-label.ts';

const fromCandidate = (p: Candidate): FlashSkuRow[] =>
  p.skus.map((s) => ({
    skuId: s.skuId,
    productId: p.productId,
    title: p.title,
    specValues: s.specValues,
    imageUrl: p.imageUrl,
    salesPrice: s.salesPrice,
    mallStock: s.mallStock,
    lowestPrice30: s.lowestPrice30,
    price: undefined,
    stock: undefined,
    perBuyer: 1,
  }));

/**
 * /activityreport/addSeckill/{modeId} (?slot= to preselect one; FUNC.marketing): "Register for a
 * flash sale". The merchant picks a slot not started and SKUs, each with a flash price (the shared
 * price check's refusals and warnings shown as typed), flash stock and a limit per buyer, and submits
 * them for the platform's review.
 */
export default function AddSeckillPage() {
  const { t } = useTranslation('promotions');
  const navigate = useNavigate();
  const { message: toast } = App.useApp();
  const narrow = Grid.useBreakpoint().md === false;
  const modeId = useParams().modeId ?? FLASH_LATEST_MODE;
  const [params] = useSearchParams();
  const programme = useSeckillProgramme(modeId);
  const { add } = useSeckillActions();
  const [chosenSlot, setChosenSlot] = useState<string | undefined>(params.get('slot') ?? undefined);
  const [rows, setRows] = useState<FlashSkuRow[]>([]);
  const [refusal, setRefusal] = useState<{ field: string; message: string }[] | null>(null);
  const [problem, setProblem] = useState<string>();
  const [tried, setTried] = useState(false);

  if (programme.isPending) return <Skeleton active />;
  if (!programme.data) return <Alert type="warning" showIcon title={t('seckill.missing')} />;
  const p = programme.data;
  const open = p.slots.filter((s) => s.state === 'upcoming');
  const slotId = open.some((s) => s.slotId === chosenSlot) ? chosenSlot : open[0]?.slotId;
  const back = seckillPath(modeId);
  const issues = rowIssues(rows, currentLocale());
  const serverRow = (index: number) =>
    (refusal ?? []).filter((f) => f.field.startsWith(`skus.${index}.`)).map((f) => f.message);

  const change = (skuId: string, patch: Partial<FlashSkuRow>) => {
    setRefusal(null);
    setRows((list) => list.map((r) => (r.skuId === skuId ? { ...r, ...patch } : r)));
  };
  const onAdd = (c: Candidate) => {
    setRefusal(null);
    setRows((list) => [...list, ...fromCandidate(c)].slice(0, Math.max(list.length, FLASH_SKUS_PER_REQUEST_MAX)));
  };

  const submit = async () => {
    setProblem(undefined);
    setRefusal(null);
    setTried(true);
    if (!slotId || issues.any) return;
    try {
      const r = await add.mutateAsync({ modeId: p.modeId, slotId, skus: toSkus(rows) });
      if (r.warnings.length > 0) toast.warning(t('seckill.add.savedWithWarnings', { warnings: r.warnings.join('; ') }));
      else toast.success(t('seckill.add.saved'));
      void navigate(seckillPath(modeId));
    } catch (err) {
      if (err instanceof ApiError && err.fieldErrors.length > 0) setRefusal(err.fieldErrors);
      else setProblem(err instanceof Error ? err.message : String(err));
    }
  };

  const columns: TableColumnsType<FlashSkuRow> = [
    {
      key: 'product',
      title: t('seckill.add.product'),
      width: 220,
      render: (_, r) => (
        <Flex gap={8} align="start">
          {r.imageUrl && <img className={shared.thumb} src={r.imageUrl} alt="" />}
          <Flex vertical>
            <Typography.Text>{r.title}</Typography.Text>
            <Typography.Text type="secondary">
              {r.specValues.length > 0 ? r.specValues.join(' / ') : t('seckill.add.specNone')} · SKU {r.skuId}
            </Typography.Text>
          </Flex>
        </Flex>
      ),
    },
    {
      key: 'sales',
      title: t('seckill.add.salesPrice'),
      width: 110,
      align: 'right',
      render: (_, r) => formatBaht(r.salesPrice),
    },
    {
      key: 'mall',
      title: t('seckill.add.mallStock'),
      width: 90,
      align: 'right',
      render: (_, r) => formatNumber(r.mallStock),
    },
    {
      key: 'price',
      title: t('seckill.add.price'),
      width: 260,
      // The price check's refusals and warnings under the price, as typed.
      render: (_, r, index) => {
        const own = issues.row(index);
        const typed = tried || r.price !== undefined || r.stock !== undefined;
        const errors = [...new Set([...(typed ? own.errors : []), ...serverRow(index)])];
        return (
          <Flex vertical gap={4}>
            <MoneyInput
              aria-label={`${t('seckill.add.price')} SKU ${r.skuId}`}
              value={r.price}
              onChange={(price) => change(r.skuId, { price })}
            />
            <RowMessages errors={errors} warnings={own.warnings} />
          </Flex>
        );
      },
    },
    {
      key: 'flashStock',
      title: t('seckill.add.flashStock'),
      width: 120,
      render: (_, r) => (
        <StockInput
          aria-label={`${t('seckill.add.flashStock')} SKU ${r.skuId}`}
          value={r.stock}
          onChange={(stock) => change(r.skuId, { stock: stock ?? undefined })}
        />
      ),
    },
    {
      key: 'perBuyer',
      title: t('seckill.add.perBuyer'),
      width: 120,
      render: (_, r) => (
        <InputNumber<number>
          aria-label={`${t('seckill.add.perBuyer')} SKU ${r.skuId}`}
          min={0}
          precision={0}
          inputMode="numeric"
          value={r.perBuyer}
          onChange={(perBuyer) => change(r.skuId, { perBuyer: perBuyer ?? undefined })}
        />
      ),
    },
    {
      key: 'remove',
      title: '',
      width: 80,
      render: (_, r) => (
        <Button
          type="link"
          size="small"
          danger
          aria-label={`${t('seckill.add.remove')} SKU ${r.skuId}`}
          onClick={() => setRows((list) => list.filter((x) => x.skuId !== r.skuId))}
        >
          {t('seckill.add.remove')}
        </Button>
      ),
    },
  ];
  const skusTitle = t('seckill.add.skus', { count: rows.length });
  const emptySkus = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('seckill.add.skusEmpty')} />;

  return (
    <Flex vertical gap={16}>
      <Card title={<h2 style={{ whiteSpace: 'normal' }}>{t('seckill.title', { name: p.name })}</h2>}>
        <Typography.Paragraph type="secondary">
          {t('seckill.add.intro', { min: ACTIVITY_MIN_DISCOUNT_PERCENT, max: FLASH_PER_BUYER_MAX })}
        </Typography.Paragraph>
        {open.length === 0 ? (
          <Alert type="info" showIcon title={t('seckill.add.slotNone')} />
        ) : (
          <Form layout="vertical" name="seckillSlot">
            <Form.Item label={t('seckill.add.slot')} htmlFor="seckill-slot">
              <Select
                id="seckill-slot"
                style={{ maxWidth: 360 }}
                value={slotId}
                onChange={(v: string) => setChosenSlot(v)}
                options={open.map((s) => ({ value: s.slotId, label: slotLabel(s) }))}
              />
            </Form.Item>
          </Form>
        )}
      </Card>
      <ProductPicker chosen={new Set(rows.map((r) => r.productId))} full={false} onAdd={onAdd} />
      <Card title={skusTitle}>
        {tried && issues.list.length > 0 && (
          <Alert type="error" showIcon title={issues.list.join(' · ')} role="alert" className={shared.notice} />
        )}
        {narrow ? (
          <ColumnCards<FlashSkuRow>
            columns={columns}
            rows={rows}
            rowKey={(r) => r.skuId}
            label={skusTitle}
            empty={emptySkus}
          />
        ) : (
          <Table<FlashSkuRow>
            rowKey={(r) => r.skuId}
            columns={columns}
            dataSource={rows}
            pagination={false}
            scroll={{ x: 1000 }}
            locale={{ emptyText: emptySkus }}
          />
        )}
      </Card>
      <FormActions
        problem={problem}
        refusal={refusal}
        refusedTitle={t('seckill.add.refused')}
        saveLabel={t('seckill.add.submit')}
        backLabel={t('seckill.add.back')}
        onSave={() => void submit()}
        onBack={() => void navigate(back)}
        disabled={!slotId}
        saving={add.isPending}
      />
    </Flex>
  );
}
