import ArrowLeftOutlined from '@ant-design/icons/ArrowLeftOutlined';
import { ACTIVITY_MAX_PRODUCTS } from '@sc/contract/activities.ts';
import { ACTIVITY_PREVIEW_SKUS_MAX } from '@sc/contract/calls/activities.ts';
import {
  Alert,
  App,
  Button,
  Card,
  Empty,
  Flex,
  Grid,
  Skeleton,
  Table,
  type TableColumnsType,
  Tag,
  Typography,
} from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { ApiError } from '../../../api/api-error.ts';
import { ColumnCards } from '../../../components/mobile/ColumnCards.tsx';
import { formatBaht } from '../../../components/money/format-baht.ts';
import { MoneyInput } from '../../../components/money/MoneyInput.tsx';
import { StockInput } from '../../../components/money/StockInput.tsx';
import { formatNumber } from '../../../format/number-format.ts';
import { formatDateTime } from '../../../format/relative-time.ts';
import { currentLocale } from '../../../i18n/i18n.ts';
import { BelowPurchaseTag } from '../BelowPurchaseTag.tsx';
import { ProductPicker } from '../ProductPicker.tsx';
import { ACTIVITY_LIST_PATH } from '../paths.ts';
import type { Candidate } from '../product-candidates.ts';
import styles from '../promotion-form.module.css';
import shared from '../promotions.module.css';
import { RowMessages } from '../RowMessages.tsx';
import { StackedTags } from '../StackedTags.tsx';
import {
  type ActivityDetails,
  type ActivitySku,
  useActivity,
  useActivityActions,
  useActivityPreview,
} from './activity-queries.ts';

import { checkRow, type SkuDraft } from './sku-rows.ts';

const fromSaved = (s: ActivitySku): SkuDraft => ({
  skuId: s.skuId,
  productId: s.productId,
  title: s.title,
  specValues: s.specValues,
  imageUrl: s.imageUrl,
  salesPrice: s.salesPrice,
  lowestPrice30: s.lowestPrice30,
  purchasePrice: s.purchasePrice,
  mallStock: s.mallStock,
  reserved: s.reserved,
  price: s.activityPrice.toFixed(2),
  stock: s.activityStock,
  perBuyer: s.perBuyer,
  sold: s.sold,
});

const fromCandidate = (p: Candidate): SkuDraft[] =>
  p.skus.map((s) => ({
    skuId: s.skuId,
    productId: p.productId,
    title: p.title,
    specValues: s.specValues,
    imageUrl: p.imageUrl,
    salesPrice: s.salesPrice,
    lowestPrice30: s.lowestPrice30,
    purchasePrice: s.purchasePrice,
    mallStock: s.mallStock,
    reserved: s.reserved,
    price: undefined,
    stock: undefined,
    perBuyer: 0,
    sold: 0,
  }));

/**
 * /promotion/selectactiveitem/:id: the products of a discount, picked from the shop's products on
 * sale, each SKU with its activity price, stock and per-buyer limit, the price check's messages as
 * typed and the price buyers will pay. Changes only before the start.
 */
export default function ActivityItemsPage() {
  const { t } = useTranslation('promotions');
  const { id } = useParams();
  const activity = useActivity(id);
  if (activity.isPending) return <Skeleton active />;
  if (!activity.data) return <Alert type="warning" showIcon message={t('activity.missing')} />;
  return <Items activity={activity.data} />;
}

function Items({ activity }: { activity: ActivityDetails }) {
  const { t } = useTranslation('promotions');
  // A phone: the SKUs as cards, each price and stock field in view.
  const narrow = Grid.useBreakpoint().md === false;
  const navigate = useNavigate();
  const { message: toast } = App.useApp();
  const locale = currentLocale();
  const editable = activity.state === 'not_started';
  const { maintain, remove } = useActivityActions();
  const [drafts, setDrafts] = useState<SkuDraft[]>(() => activity.skus.map(fromSaved));
  const [refusal, setRefusal] = useState<{ field: string; message: string }[] | null>(null);
  const saved = useMemo(() => new Set(activity.skus.map((s) => s.skuId)), [activity.skus]);

  // A refetch after saving brings the server's figures; rows typed since stay as typed.
  useEffect(() => {
    setDrafts((now) => {
      const byId = new Map(activity.skus.map((s) => [s.skuId, s]));
      return now.map((d) => {
        const s = byId.get(d.skuId);
        return s ? { ...d, mallStock: s.mallStock, reserved: s.reserved, sold: s.sold } : d;
      });
    });
  }, [activity.skus]);

  const products = new Set(drafts.map((d) => d.productId));
  const checks = drafts.map((d) => checkRow(d, locale, t('activity.items.required')));
  // The prices that read, as the server's engine prices them with what stacks and runs now.
  const priced = drafts
    .filter((d, i) => d.price !== undefined && checks[i]?.preview)
    .slice(0, ACTIVITY_PREVIEW_SKUS_MAX)
    .map((d) => ({ skuId: d.skuId, amtPromotion: d.price ?? '' }));
  const stacks = useActivityPreview({ skus: priced }, priced.length > 0);
  const stackOf = new Map((priced.length > 0 ? (stacks.data?.list ?? []) : []).map((r) => [r.skuId, r]));
  const rowErrors = (index: number) =>
    (refusal ?? []).filter((f) => f.field.startsWith(`skus.${index}.`)).map((f) => f.message);

  const change = (skuId: string, patch: Partial<SkuDraft>) => {
    setRefusal(null);
    setDrafts((list) => list.map((d) => (d.skuId === skuId ? { ...d, ...patch } : d)));
  };
  const addProduct = (p: Candidate) => {
    setRefusal(null);
    setDrafts((list) => [...list, ...fromCandidate(p).filter((d) => !list.some((x) => x.skuId === d.skuId))]);
  };

  const save = async () => {
    setRefusal(null);
    const gone = [...saved].filter((skuId) => !drafts.some((d) => d.skuId === skuId));
    try {
      if (gone.length > 0) await remove.mutateAsync({ activityId: activity.activityId, skuIds: gone });
      if (drafts.length > 0) {
        const r = await maintain.mutateAsync({
          activityId: activity.activityId,
          skus: drafts.map((d) => ({
            skuId: d.skuId,
            amtPromotion: d.price ?? '',
            activityStock: d.stock ?? 0,
            perBuyer: d.perBuyer,
          })),
        });
        if (r.warnings.length > 0)
          toast.warning(t('activity.items.savedWithWarnings', { warnings: r.warnings.join('; ') }));
        else toast.success(t('activity.items.saved'));
      } else toast.success(t('activity.items.saved'));
    } catch (err) {
      if (err instanceof ApiError && err.fieldErrors.length > 0) setRefusal(err.fieldErrors);
    }
  };

  const columns: TableColumnsType<SkuDraft> = [
    {
      key: 'product',
      title: t('activity.items.product'),
      width: 240,
      render: (_, d) => (
        <Flex gap={8} align="start">
          {d.imageUrl && <img className={shared.thumb} src={d.imageUrl} alt="" />}
          <Flex vertical>
            <Typography.Text>{d.title}</Typography.Text>
            <Typography.Text type="secondary">
              {d.specValues.length > 0 ? d.specValues.join(' / ') : t('activity.items.specNone')} · SKU {d.skuId}
            </Typography.Text>
          </Flex>
        </Flex>
      ),
    },
    {
      key: 'sales',
      title: t('activity.items.salesPrice'),
      width: 120,
      align: 'right',
      render: (_, d) => (
        <Flex vertical align="end">
          <span>{formatBaht(d.salesPrice)}</span>
          <Typography.Text type="secondary">
            {t('activity.items.lowest')}: {formatBaht(d.lowestPrice30)}
          </Typography.Text>
        </Flex>
      ),
    },
    {
      key: 'stock',
      title: t('activity.items.stock'),
      width: 110,
      align: 'right',
      render: (_, d) => (
        <Flex vertical align="end">
          <span>{formatNumber(d.mallStock)}</span>
          <Typography.Text type="secondary">
            {t('activity.items.reservedShort', { reserved: d.reserved })}
          </Typography.Text>
        </Flex>
      ),
    },
    {
      key: 'price',
      title: t('activity.items.activityPrice'),
      width: 140,
      render: (_, d) => (
        <MoneyInput
          aria-label={`${t('activity.items.activityPrice')} SKU ${d.skuId}`}
          value={d.price}
          disabled={!editable}
          onChange={(price) => change(d.skuId, { price })}
        />
      ),
    },
    {
      key: 'activityStock',
      title: t('activity.items.activityStock'),
      width: 120,
      render: (_, d) => (
        <Flex vertical>
          <StockInput
            aria-label={`${t('activity.items.activityStock')} SKU ${d.skuId}`}
            value={d.stock}
            disabled={!editable}
            onChange={(stock) => change(d.skuId, { stock })}
          />
          {d.sold > 0 && (
            <Typography.Text type="secondary">{t('activity.items.sold', { sold: d.sold })}</Typography.Text>
          )}
        </Flex>
      ),
    },
    {
      key: 'perBuyer',
      title: t('activity.items.perBuyer'),
      width: 110,
      render: (_, d) => (
        <StockInput
          aria-label={`${t('activity.items.perBuyer')} SKU ${d.skuId}`}
          placeholder={t('activity.items.perBuyerHint')}
          max={999}
          value={d.perBuyer}
          disabled={!editable}
          onChange={(perBuyer) => change(d.skuId, { perBuyer: perBuyer ?? 0 })}
        />
      ),
    },
    {
      key: 'final',
      title: t('activity.items.finalPrice'),
      width: 180,
      align: 'right',
      render: (_, d, index) => {
        const p = checks[index]?.preview;
        const stack = stackOf.get(d.skuId);
        return p ? (
          <Flex vertical align="end" className={styles.preview}>
            <Typography.Text strong>{formatBaht(p.price)}</Typography.Text>
            <Typography.Text type="secondary">
              {t('activity.items.percentOff', { percent: p.percentOff })}
            </Typography.Text>
            {stack && stack.stacked.length > 0 && (
              <>
                <Typography.Text
                  type={stack.belowPurchase === 'y' ? 'danger' : 'secondary'}
                  className={styles.stacked}
                  data-testid="stacked-price"
                >
                  {t('activity.items.stackedPrice', { count: stack.quantity, amount: formatBaht(stack.unitPrice) })}
                </Typography.Text>
                <StackedTags stacked={stack.stacked} />
              </>
            )}
            <BelowPurchaseTag below={stack?.belowPurchase === 'y'} />
          </Flex>
        ) : (
          '-'
        );
      },
    },
    {
      key: 'check',
      title: t('activity.items.check'),
      width: 260,
      render: (_, _d, index) => {
        const c = checks[index];
        const errors = [...new Set([...(c?.errors ?? []), ...rowErrors(index)])];
        return <RowMessages errors={errors} warnings={c?.warnings ?? []} />;
      },
    },
    ...(editable
      ? [
          {
            key: 'remove',
            title: '',
            width: 80,
            fixed: 'right' as const,
            render: (_: unknown, d: SkuDraft) => (
              <Button
                type="link"
                size="small"
                danger
                onClick={() => setDrafts((list) => list.filter((x) => x.skuId !== d.skuId))}
              >
                {t('activity.items.remove')}
              </Button>
            ),
          },
        ]
      : []),
  ];

  return (
    <Flex vertical gap={16}>
      <Card>
        <Flex justify="space-between" align="center" gap={12} wrap>
          <Flex vertical>
            <Typography.Title level={2} style={{ margin: 0, fontSize: 18 }}>
              {activity.name}
            </Typography.Title>
            <Typography.Text type="secondary">
              {t('activity.items.window', {
                start: formatDateTime(activity.startTime),
                end: formatDateTime(activity.endTime),
              })}
            </Typography.Text>
          </Flex>
          <Flex gap={8} align="center">
            <Tag>{t(`activity.state.${activity.state}`)}</Tag>
            <Button icon={<ArrowLeftOutlined />} onClick={() => void navigate(ACTIVITY_LIST_PATH)}>
              {t('activity.items.back')}
            </Button>
          </Flex>
        </Flex>
      </Card>
      {!editable && <Alert type="info" showIcon message={t('activity.items.readOnly')} />}
      {editable && (
        <ProductPicker
          chosen={new Set(drafts.map((d) => d.productId))}
          onAdd={addProduct}
          full={products.size >= ACTIVITY_MAX_PRODUCTS}
        />
      )}
      <Card title={t('activity.items.chosenTitle', { products: products.size, max: ACTIVITY_MAX_PRODUCTS })}>
        {refusal && (
          <Alert
            className={shared.notice}
            type="error"
            showIcon
            message={t('activity.items.refused')}
            description={
              <ul className={styles.messages}>
                {[...new Set(refusal.map((f) => f.message))].map((m) => (
                  <li key={m}>{m}</li>
                ))}
              </ul>
            }
          />
        )}
        {narrow ? (
          <ColumnCards<SkuDraft>
            columns={columns}
            rows={drafts}
            rowKey={(d) => d.skuId}
            label={t('activity.items.chosenTitle', { products: products.size, max: ACTIVITY_MAX_PRODUCTS })}
            empty={<Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('activity.items.chosenEmpty')} />}
          />
        ) : (
          <Table<SkuDraft>
            rowKey={(d) => d.skuId}
            columns={columns}
            dataSource={drafts}
            pagination={false}
            scroll={{ x: 1260 }}
            locale={{
              emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('activity.items.chosenEmpty')} />,
            }}
          />
        )}
        {editable && (
          <Flex justify="end" className={styles.saveBar}>
            <Button type="primary" onClick={() => void save()} loading={maintain.isPending || remove.isPending}>
              {t('activity.items.save')}
            </Button>
          </Flex>
        )}
      </Card>
    </Flex>
  );
}
