import {
  BUNDLE_MAX_DAYS,
  BUNDLE_MAX_ITEMS,
  BUNDLE_MAX_MAIN,
  BUNDLE_MIN_DISCOUNT_PERCENT,
  BUNDLE_MIN_ITEMS,
  BUNDLE_NAME_MAX,
  BUNDLE_QUANTITY_MAX,
  type BundleRole,
  bundleIssues,
} from '@sc/contract/bundle.ts';
import {
  Alert,
  App,
  Button,
  Card,
  DatePicker,
  Descriptions,
  Empty,
  Flex,
  Form,
  Grid,
  Input,
  InputNumber,
  Select,
  Skeleton,
  Table,
  type TableColumnsType,
  Typography,
} from 'antd';
import dayjs from 'dayjs';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../../api/api-error.ts';
import { placeServerError } from '../../../components/form/server-errors.ts';
import { ColumnCards } from '../../../components/mobile/ColumnCards.tsx';
import { formatBaht } from '../../../components/money/format-baht.ts';
import { MoneyInput } from '../../../components/money/MoneyInput.tsx';
import { StockInput } from '../../../components/money/StockInput.tsx';
import { formatNumber } from '../../../format/number-format.ts';
import { currentLocale } from '../../../i18n/i18n.ts';
import { FormActions } from '../FormActions.tsx';
import { ProductPicker } from '../ProductPicker.tsx';
import { BUNDLE_LIST_PATH } from '../paths.ts';
import type { Candidate } from '../product-candidates.ts';
import styles from '../promotion-form.module.css';
import shared from '../promotions.module.css';
import { RowMessages } from '../RowMessages.tsx';
import {
  type BundleFormValues,
  type BundleItemRow,
  bundleRule,
  itemIssues,
  summary,
  toDraft,
  toRequest,
} from './bundle-form-model.ts';
import { type BundleDetails, useBundle, useBundleActions } from './bundle-queries.ts';

const FIELDS = ['name', 'startTime', 'endTime', 'packagePrice', 'stock'] as const;
const TIME_FORMAT = 'YYYY-MM-DD HH:mm';

const fromSaved = (d: BundleDetails): BundleItemRow[] => d.items.map((i) => ({ ...i }));
const fromCandidate = (p: Candidate, role: BundleRole): BundleItemRow[] =>
  p.skus.map((s) => ({
    skuId: s.skuId,
    productId: p.productId,
    title: p.title,
    specValues: s.specValues,
    imageUrl: p.imageUrl,
    salesPrice: s.salesPrice,
    marketPrice: s.marketPrice,
    purchasePrice: 0,
    mallStock: s.mallStock,
    role,
    quantity: 1,
  }));

/** /promotion/addSetMeal: a new bundle. */
export function NewBundlePage() {
  return <BundleFormPage bundleId={undefined} />;
}

/** /promotion/mealconf?id=: one bundle's configuration, changed before its start. */
export function BundleConfPage() {
  const [params] = useSearchParams();
  return <BundleFormPage bundleId={params.get('id') ?? ''} />;
}

/**
 * A bundle's name, window, package price and sets, and its items (main or add-on, units per set)
 * picked with the promotions' product picker; checked as typed by the server's rules, with the
 * combined price and what buyers save shown live.
 */
function BundleFormPage({ bundleId }: { bundleId: string | undefined }) {
  const { t } = useTranslation('promotions');
  const navigate = useNavigate();
  const { message: toast } = App.useApp();
  // A phone: the items as cards, each field in view.
  const narrow = Grid.useBreakpoint().md === false;
  const existing = useBundle(bundleId || undefined);
  const { add, modify } = useBundleActions();
  const [form] = Form.useForm<BundleFormValues>();
  const [rows, setRows] = useState<BundleItemRow[]>([]);
  const [refusal, setRefusal] = useState<{ field: string; message: string }[] | null>(null);
  const [problem, setProblem] = useState<string>();
  const [tried, setTried] = useState(false);
  const current = useRef(rows);
  current.current = rows;
  const values = Form.useWatch([], { form, preserve: true }) as BundleFormValues | undefined;

  useEffect(() => {
    const d = existing.data;
    if (!d) return;
    form.setFieldsValue({
      name: d.name,
      startTime: dayjs(d.startTime),
      endTime: dayjs(d.endTime),
      packagePrice: d.packagePrice.toFixed(2),
      stock: d.stock,
    });
    setRows(fromSaved(d));
  }, [existing.data, form]);

  if (bundleId !== undefined && !bundleId) return <Alert type="warning" showIcon title={t('bundle.form.missing')} />;
  if (bundleId && existing.isPending) return <Skeleton active />;
  if (bundleId && !existing.data) return <Alert type="warning" showIcon title={t('bundle.form.missing')} />;
  const locked = !!existing.data && existing.data.state !== 'not_started';
  const locale = currentLocale();

  const start = dayjs().add(10, 'minute').startOf('minute');
  const initial: BundleFormValues = { name: '', startTime: start, endTime: start.add(7, 'day') };
  const rule = (field: string) =>
    bundleRule(
      field,
      currentLocale,
      () => new Date(),
      () => current.current,
    );
  const typed = values ?? initial;
  const issues = itemIssues(typed, rows, new Date(), locale);
  const sum = summary(typed, rows);
  const serverRow = (index: number) =>
    (refusal ?? []).filter((f) => f.field.startsWith(`items.${index}.`)).map((f) => f.message);
  const serverItems = (refusal ?? []).filter((f) => f.field === 'items').map((f) => f.message);

  const change = (skuId: string, patch: Partial<BundleItemRow>) => {
    setRefusal(null);
    setRows((list) => list.map((r) => (r.skuId === skuId ? { ...r, ...patch } : r)));
    // The package price's rule reads the items: judge it again.
    if (form.isFieldTouched('packagePrice')) void form.validateFields(['packagePrice']).catch(() => undefined);
  };
  const chosen = new Set(rows.map((r) => r.productId));
  const onAdd = (p: Candidate) => {
    setRefusal(null);
    setRows((list) => {
      const role: BundleRole = list.some((r) => r.role === 'main') ? 'addon' : 'main';
      return [...list, ...fromCandidate(p, role)].slice(0, Math.max(list.length, BUNDLE_MAX_ITEMS));
    });
  };

  const submit = async (v: BundleFormValues) => {
    setProblem(undefined);
    setRefusal(null);
    setTried(true);
    if (bundleIssues(toDraft(v, rows), new Date()).length > 0) return;
    const input = toRequest(v, rows);
    try {
      const r = bundleId ? await modify.mutateAsync({ bundleId, ...input }) : await add.mutateAsync(input);
      if (r.warnings.length > 0) toast.warning(t('bundle.form.savedWithWarnings', { warnings: r.warnings.join('; ') }));
      else toast.success(t('bundle.form.saved'));
      void navigate(BUNDLE_LIST_PATH);
    } catch (err) {
      if (err instanceof ApiError && err.fieldErrors.length > 0) {
        setRefusal(err.fieldErrors.filter((f) => !(FIELDS as readonly string[]).includes(f.field)));
      }
      setProblem(placeServerError(form, err, FIELDS));
    }
  };

  const columns: TableColumnsType<BundleItemRow> = [
    {
      key: 'product',
      title: t('bundle.form.product'),
      width: 240,
      render: (_, r) => (
        <Flex gap={8} align="start">
          {r.imageUrl && <img className={shared.thumb} src={r.imageUrl} alt="" />}
          <Flex vertical>
            <Typography.Text>{r.title}</Typography.Text>
            <Typography.Text type="secondary">
              {r.specValues.length > 0 ? r.specValues.join(' / ') : t('bundle.form.specNone')} · SKU {r.skuId}
            </Typography.Text>
          </Flex>
        </Flex>
      ),
    },
    {
      key: 'sales',
      title: t('bundle.form.salesPrice'),
      width: 110,
      align: 'right',
      render: (_, r) => formatBaht(r.salesPrice),
    },
    {
      key: 'stock',
      title: t('bundle.form.mallStock'),
      width: 100,
      align: 'right',
      render: (_, r) => formatNumber(r.mallStock),
    },
    {
      key: 'role',
      title: t('bundle.form.role'),
      width: 150,
      render: (_, r) => (
        <Select<BundleRole>
          aria-label={`${t('bundle.form.role')} SKU ${r.skuId}`}
          value={r.role}
          disabled={locked}
          style={{ width: 130 }}
          onChange={(role) => change(r.skuId, { role })}
          options={[
            { value: 'main', label: t('bundle.form.main') },
            { value: 'addon', label: t('bundle.form.addon') },
          ]}
        />
      ),
    },
    {
      key: 'quantity',
      title: t('bundle.form.quantity'),
      width: 200,
      render: (_, r, index) => {
        const errors = [...new Set([...(tried || r.quantity !== 1 ? issues.row(index) : []), ...serverRow(index)])];
        return (
          <Flex vertical gap={4}>
            <InputNumber
              aria-label={`${t('bundle.form.quantity')} SKU ${r.skuId}`}
              value={r.quantity ?? null}
              min={0}
              max={BUNDLE_QUANTITY_MAX * 10}
              precision={0}
              disabled={locked}
              onChange={(q) => change(r.skuId, { quantity: q ?? undefined })}
            />
            <RowMessages errors={errors} />
          </Flex>
        );
      },
    },
    ...(locked
      ? []
      : [
          {
            key: 'remove',
            title: '',
            width: 80,
            fixed: 'right' as const,
            render: (_: unknown, r: BundleItemRow) => (
              <Button
                type="link"
                size="small"
                danger
                aria-label={`${t('bundle.form.remove')} SKU ${r.skuId}`}
                onClick={() => setRows((list) => list.filter((x) => x.skuId !== r.skuId))}
              >
                {t('bundle.form.remove')}
              </Button>
            ),
          },
        ]),
  ];
  const itemsTitle = t('bundle.form.items', { count: rows.length, max: BUNDLE_MAX_ITEMS });
  const emptyItems = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('bundle.form.itemsEmpty')} />;
  const itemErrors = [...new Set([...(tried || rows.length > 0 ? issues.items : []), ...serverItems])];

  return (
    <Flex vertical gap={16}>
      <Card title={<h2>{t('bundle.form.details')}</h2>}>
        <Typography.Paragraph type="secondary">
          {t('bundle.form.intro', {
            min: BUNDLE_MIN_ITEMS,
            max: BUNDLE_MAX_ITEMS,
            mains: BUNDLE_MAX_MAIN,
            percent: BUNDLE_MIN_DISCOUNT_PERCENT,
            days: BUNDLE_MAX_DAYS,
          })}
        </Typography.Paragraph>
        {locked && <Alert type="info" showIcon title={t('bundle.form.notEditable')} />}
        <Form<BundleFormValues>
          form={form}
          name="bundleForm"
          layout="vertical"
          initialValues={initial}
          disabled={locked}
          onFinish={(v) => void submit(v)}
          onFinishFailed={() => setTried(true)}
        >
          <Form.Item name="name" label={t('bundle.form.name')} rules={[rule('name')]}>
            <Input maxLength={BUNDLE_NAME_MAX} showCount placeholder={t('bundle.form.namePlaceholder')} />
          </Form.Item>
          <Flex gap={16} wrap>
            <Form.Item name="startTime" label={t('bundle.form.start')} rules={[rule('startTime')]}>
              <DatePicker showTime={{ format: 'HH:mm' }} format={TIME_FORMAT} />
            </Form.Item>
            <Form.Item name="endTime" label={t('bundle.form.end')} rules={[rule('endTime')]}>
              <DatePicker showTime={{ format: 'HH:mm' }} format={TIME_FORMAT} />
            </Form.Item>
          </Flex>
          <Flex gap={16} wrap>
            <Form.Item
              name="packagePrice"
              label={t('bundle.form.packagePrice')}
              rules={[rule('packagePrice')]}
              style={{ maxWidth: 420 }}
            >
              <MoneyInput style={{ width: 180 }} />
            </Form.Item>
            <Form.Item
              name="stock"
              label={t('bundle.form.stock')}
              extra={t('bundle.form.stockHint')}
              rules={[rule('stock')]}
            >
              <StockInput style={{ width: 160 }} />
            </Form.Item>
          </Flex>
        </Form>
        <Descriptions
          size="small"
          column={{ xs: 1, sm: 3 }}
          data-testid="bundle-summary"
          items={[
            { key: 'combined', label: t('bundle.form.combined'), children: formatBaht(sum.combined / 100) },
            {
              key: 'package',
              label: t('bundle.form.package'),
              children: sum.price === null ? '-' : formatBaht(sum.price / 100),
            },
            {
              key: 'saves',
              label: t('bundle.form.saves'),
              children:
                sum.saves === null || sum.percent === null
                  ? '-'
                  : t('bundle.form.savesValue', { amount: formatBaht(sum.saves / 100), percent: sum.percent }),
            },
          ]}
        />
        <Typography.Text type="secondary">{t('bundle.form.summaryHint')}</Typography.Text>
        {issues.warnings.length > 0 && (
          <ul className={styles.messages}>
            {issues.warnings.map((m) => (
              <li key={m} className={styles.warning}>
                {m}
              </li>
            ))}
          </ul>
        )}
      </Card>
      {!locked && <ProductPicker chosen={chosen} full={false} onAdd={onAdd} />}
      <Card title={itemsTitle}>
        {itemErrors.length > 0 && (
          <Alert type="error" showIcon title={itemErrors.join(' · ')} role="alert" className={shared.notice} />
        )}
        {narrow ? (
          <ColumnCards<BundleItemRow>
            columns={columns}
            rows={rows}
            rowKey={(r) => r.skuId}
            label={itemsTitle}
            empty={emptyItems}
          />
        ) : (
          <Table<BundleItemRow>
            rowKey={(r) => r.skuId}
            columns={columns}
            dataSource={rows}
            pagination={false}
            scroll={{ x: 900 }}
            locale={{ emptyText: emptyItems }}
          />
        )}
      </Card>
      <FormActions
        problem={problem}
        refusal={refusal}
        refusedTitle={t('bundle.form.refused')}
        saveLabel={t('bundle.form.save')}
        backLabel={t('bundle.form.cancel')}
        onSave={() => form.submit()}
        onBack={() => void navigate(BUNDLE_LIST_PATH)}
        disabled={locked}
        saving={add.isPending || modify.isPending}
      />
    </Flex>
  );
}
