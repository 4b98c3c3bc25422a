import {
  ADDON_MAX_DAYS,
  ADDON_MAX_MAIN_PRODUCTS,
  ADDON_MAX_SKUS,
  ADDON_NAME_MAX,
  ADDON_PER_ORDER_MAX,
  addonIssues,
} from '@sc/contract/addon.ts';
import {
  Alert,
  App,
  Button,
  Card,
  DatePicker,
  Empty,
  Flex,
  Form,
  Grid,
  Input,
  InputNumber,
  List,
  Radio,
  Skeleton,
  Table,
  type TableColumnsType,
  Typography,
} from 'antd';
import dayjs from 'dayjs';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
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
import { ADDON_LIST_PATH } from '../paths.ts';
import type { Candidate } from '../product-candidates.ts';
import shared from '../promotions.module.css';
import { RowMessages } from '../RowMessages.tsx';
import { AddonPreview } from './AddonPreview.tsx';
import {
  type AddonFormValues,
  type AddonSkuRow,
  addonRule,
  type MainProduct,
  partIssues,
  tiedPrice,
  toDraft,
  toRequest,
} from './addon-form-model.ts';
import { type AddonDetails, useAddon, useAddonActions } from './addon-queries.ts';

const FIELDS = ['name', 'startTime', 'endTime', 'perOrder'] as const;
const TIME_FORMAT = 'YYYY-MM-DD HH:mm';

const fromSaved = (d: AddonDetails): AddonSkuRow[] =>
  d.skus.map((s) => ({ ...s, price: s.price.toFixed(2), stock: s.stock }));
const fromCandidate = (p: Candidate): AddonSkuRow[] =>
  p.skus.map((s) => ({
    skuId: s.skuId,
    productId: p.productId,
    title: p.title,
    specValues: s.specValues,
    imageUrl: p.imageUrl,
    salesPrice: s.salesPrice,
    mallStock: s.mallStock,
    lowestPrice30: s.lowestPrice30,
    purchasePrice: s.purchasePrice,
    price: undefined,
    stock: undefined,
    sold: 0,
  }));

/**
 * /promotion/pricincrease?form (&id= to edit): a deal's name, window and add-ons per order, its main
 * products and its add-on SKUs with their price and stock, checked as typed by the server's rules,
 * and what buyers pay with a main product and without one.
 */
export function AddonFormPage({ addonId }: { addonId: string | undefined }) {
  const { t } = useTranslation('promotions');
  const navigate = useNavigate();
  const { message: toast } = App.useApp();
  // A phone: the add-on SKUs as cards, each price and stock field in view.
  const narrow = Grid.useBreakpoint().md === false;
  const existing = useAddon(addonId);
  const { add, modify } = useAddonActions();
  const [form] = Form.useForm<AddonFormValues>();
  const [mains, setMains] = useState<MainProduct[]>([]);
  const [rows, setRows] = useState<AddonSkuRow[]>([]);
  // What the picker adds; a saved deal opens with the picker closed, its products listed below.
  const [pickAs, setPickAs] = useState<'main' | 'addon' | null>(addonId ? null : 'main');
  const [refusal, setRefusal] = useState<{ field: string; message: string }[] | null>(null);
  const [problem, setProblem] = useState<string>();
  const [tried, setTried] = useState(false);
  const parts = useRef({ mains, rows });
  parts.current = { mains, rows };
  const values = Form.useWatch([], { form, preserve: true }) as AddonFormValues | undefined;

  useEffect(() => {
    const d = existing.data;
    if (!d) return;
    form.setFieldsValue({
      name: d.name,
      startTime: dayjs(d.startTime),
      endTime: dayjs(d.endTime),
      perOrder: d.perOrder,
    });
    setMains(d.mainProducts);
    setRows(fromSaved(d));
  }, [existing.data, form]);

  if (addonId && existing.isPending) return <Skeleton active />;
  if (addonId && !existing.data) return <Alert type="warning" showIcon title={t('addon.form.missing')} />;
  const locked = !!existing.data && existing.data.state !== 'not_started';
  const locale = currentLocale();

  const start = dayjs().add(10, 'minute').startOf('minute');
  const initial: AddonFormValues = { name: '', startTime: start, endTime: start.add(7, 'day'), perOrder: 1 };
  const rule = (field: string) =>
    addonRule(
      field,
      currentLocale,
      () => new Date(),
      () => parts.current,
    );
  const current = values ?? initial;
  const issues = partIssues(current, mains, rows, new Date(), locale);
  const serverRow = (index: number) =>
    (refusal ?? []).filter((f) => f.field.startsWith(`skus.${index}.`)).map((f) => f.message);

  const change = (skuId: string, patch: Partial<AddonSkuRow>) => {
    setRefusal(null);
    setRows((list) => list.map((r) => (r.skuId === skuId ? { ...r, ...patch } : r)));
  };
  const taken = new Set([...mains.map((m) => m.productId), ...rows.map((r) => r.productId)]);
  const onAdd = (p: Candidate) => {
    setRefusal(null);
    if (pickAs === 'main') {
      setMains((list) =>
        list.length >= ADDON_MAX_MAIN_PRODUCTS
          ? list
          : [...list, { productId: p.productId, title: p.title, imageUrl: p.imageUrl }],
      );
    } else {
      setRows((list) => [...list, ...fromCandidate(p)].slice(0, Math.max(list.length, ADDON_MAX_SKUS)));
    }
  };

  const submit = async (v: AddonFormValues) => {
    setProblem(undefined);
    setRefusal(null);
    setTried(true);
    if (addonIssues(toDraft(v, mains, rows), new Date()).length > 0) return;
    const input = toRequest(v, mains, rows);
    try {
      const r = addonId ? await modify.mutateAsync({ addonId, ...input }) : await add.mutateAsync(input);
      if (r.warnings.length > 0) toast.warning(t('addon.form.savedWithWarnings', { warnings: r.warnings.join('; ') }));
      else toast.success(t('addon.form.saved'));
      void navigate(ADDON_LIST_PATH);
    } catch (err) {
      if (err instanceof ApiError && err.fieldErrors.length > 0) {
        setRefusal(err.fieldErrors.filter((f) => !(FIELDS as readonly string[]).includes(f.field)));
      }
      setProblem(placeServerError(form, err, FIELDS));
    }
  };

  const columns: TableColumnsType<AddonSkuRow> = [
    {
      key: 'product',
      title: t('addon.form.product'),
      width: 220,
      render: (_, r) => (
        <Flex gap={8} align="start">
          {r.imageUrl && <img className={shared.thumb} src={r.imageUrl} alt="" />}
          <Flex vertical>
            <Typography.Text>{r.title}</Typography.Text>
            <Typography.Text type="secondary">
              {r.specValues.length > 0 ? r.specValues.join(' / ') : t('addon.form.specNone')} · SKU {r.skuId}
            </Typography.Text>
          </Flex>
        </Flex>
      ),
    },
    {
      key: 'sales',
      title: t('addon.form.salesPrice'),
      width: 110,
      align: 'right',
      render: (_, r) => formatBaht(r.salesPrice),
    },
    {
      key: 'stock',
      title: t('addon.form.stock'),
      width: 100,
      align: 'right',
      render: (_, r) => formatNumber(r.mallStock),
    },
    {
      key: 'price',
      title: t('addon.form.price'),
      width: 240,
      // The price check's refusals and warnings under the price, as typed.
      render: (_, r, index) => {
        const own = issues.row(index);
        const typed = tried || r.price !== undefined || r.stock !== undefined;
        const errors = [...new Set([...(typed ? own.errors : []), ...serverRow(index)])];
        return (
          <Flex vertical gap={4}>
            <MoneyInput
              aria-label={`${t('addon.form.price')} SKU ${r.skuId}`}
              value={r.price}
              disabled={locked}
              onChange={(price) => change(r.skuId, { price })}
            />
            <RowMessages errors={errors} warnings={own.warnings} />
          </Flex>
        );
      },
    },
    {
      key: 'addonStock',
      title: t('addon.form.addonStock'),
      width: 120,
      render: (_, r) => (
        <Flex vertical>
          <StockInput
            aria-label={`${t('addon.form.addonStock')} SKU ${r.skuId}`}
            value={r.stock}
            disabled={locked}
            onChange={(stock) => change(r.skuId, { stock })}
          />
          {r.sold > 0 && (
            <Typography.Text type="secondary">{t('addon.form.soldShort', { count: r.sold })}</Typography.Text>
          )}
        </Flex>
      ),
    },
    {
      key: 'pays',
      title: t('addon.form.pays'),
      width: 110,
      align: 'right',
      render: (_, r) => {
        const tied = tiedPrice(r);
        return tied === null ? '-' : <Typography.Text strong>{formatBaht(tied / 100)}</Typography.Text>;
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
            render: (_: unknown, r: AddonSkuRow) => (
              <Button
                type="link"
                size="small"
                danger
                aria-label={`${t('addon.form.remove')} SKU ${r.skuId}`}
                onClick={() => setRows((list) => list.filter((x) => x.skuId !== r.skuId))}
              >
                {t('addon.form.remove')}
              </Button>
            ),
          },
        ]),
  ];
  const addonsTitle = t('addon.form.addons', { count: rows.length, max: ADDON_MAX_SKUS });
  const emptyAddons = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('addon.form.addonsEmpty')} />;
  const listed = (list: string[]) =>
    list.length > 0 && (tried || mains.length + rows.length > 0) ? (
      <Alert type="error" showIcon title={list.join(' · ')} role="alert" className={shared.notice} />
    ) : null;

  return (
    <Flex vertical gap={16}>
      <Card title={<h2>{addonId ? t('addon.form.titleEdit') : t('addon.form.titleNew')}</h2>}>
        <Typography.Paragraph type="secondary">
          {t('addon.form.intro', { days: ADDON_MAX_DAYS, mains: ADDON_MAX_MAIN_PRODUCTS, skus: ADDON_MAX_SKUS })}
        </Typography.Paragraph>
        {locked && <Alert type="info" showIcon title={t('addon.form.notEditable')} />}
        <Form<AddonFormValues>
          form={form}
          name="addonForm"
          layout="vertical"
          initialValues={initial}
          disabled={locked}
          onFinish={(v) => void submit(v)}
          onFinishFailed={() => setTried(true)}
        >
          <Form.Item name="name" label={t('addon.form.name')} rules={[rule('name')]}>
            <Input maxLength={ADDON_NAME_MAX} showCount placeholder={t('addon.form.namePlaceholder')} />
          </Form.Item>
          <Flex gap={16} wrap>
            <Form.Item name="startTime" label={t('addon.form.start')} rules={[rule('startTime')]}>
              <DatePicker showTime={{ format: 'HH:mm' }} format={TIME_FORMAT} />
            </Form.Item>
            <Form.Item name="endTime" label={t('addon.form.end')} rules={[rule('endTime')]}>
              <DatePicker showTime={{ format: 'HH:mm' }} format={TIME_FORMAT} />
            </Form.Item>
            <Form.Item
              name="perOrder"
              label={t('addon.form.perOrder')}
              extra={t('addon.form.perOrderHint', { max: ADDON_PER_ORDER_MAX })}
              rules={[rule('perOrder')]}
            >
              <InputNumber min={0} step={1} precision={0} style={{ width: 160 }} />
            </Form.Item>
          </Flex>
        </Form>
      </Card>
      {!locked && (
        <Flex vertical gap={8}>
          <Flex gap={8} align="center" wrap>
            <Typography.Text id="addon-pick-as">{t('addon.form.pickFor')}</Typography.Text>
            <Radio.Group
              aria-labelledby="addon-pick-as"
              optionType="button"
              buttonStyle="solid"
              value={pickAs}
              onChange={(e) => setPickAs(e.target.value as 'main' | 'addon')}
              options={[
                { value: 'main', label: t('addon.form.pickMain') },
                { value: 'addon', label: t('addon.form.pickAddon') },
              ]}
            />
          </Flex>
          {pickAs && <ProductPicker chosen={taken} full={false} onAdd={onAdd} />}
        </Flex>
      )}
      <Card title={t('addon.form.mains', { count: mains.length, max: ADDON_MAX_MAIN_PRODUCTS })}>
        {listed(issues.main)}
        <List
          dataSource={mains}
          locale={{ emptyText: t('addon.form.mainsEmpty') }}
          renderItem={(p) => (
            <List.Item
              actions={
                locked
                  ? []
                  : [
                      <Button
                        key="remove"
                        type="link"
                        size="small"
                        aria-label={`${t('addon.form.remove')} ${p.title}`}
                        onClick={() => setMains((list) => list.filter((x) => x.productId !== p.productId))}
                      >
                        {t('addon.form.remove')}
                      </Button>,
                    ]
              }
            >
              {p.title} · SPU {p.productId}
            </List.Item>
          )}
        />
      </Card>
      <Card title={addonsTitle}>
        {listed(issues.skus)}
        {narrow ? (
          <ColumnCards<AddonSkuRow>
            columns={columns}
            rows={rows}
            rowKey={(r) => r.skuId}
            label={addonsTitle}
            empty={emptyAddons}
          />
        ) : (
          <Table<AddonSkuRow>
            rowKey={(r) => r.skuId}
            columns={columns}
            dataSource={rows}
            pagination={false}
            scroll={{ x: 980 }}
            locale={{ emptyText: emptyAddons }}
          />
        )}
      </Card>
      <AddonPreview mains={mains} rows={rows} />
      <FormActions
        problem={problem}
        refusal={refusal}
        refusedTitle={t('addon.form.refused')}
        saveLabel={t('addon.form.save')}
        backLabel={t('addon.form.cancel')}
        onSave={() => form.submit()}
        onBack={() => void navigate(ADDON_LIST_PATH)}
        disabled={locked}
        saving={add.isPending || modify.isPending}
      />
    </Flex>
  );
}
