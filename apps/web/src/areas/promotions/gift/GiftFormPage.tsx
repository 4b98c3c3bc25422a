import {
  GIFT_MAX_DAYS,
  GIFT_PER_ORDER_MAX,
  GIFT_SET_MAX_MAIN_GOODS,
  GIFT_THRESHOLD_MAX,
  GIFT_TITLE_MAX,
  giftIssues,
} from '@sc/contract/gift.ts';
import {
  Alert,
  App,
  Button,
  Card,
  DatePicker,
  Flex,
  Form,
  Input,
  InputNumber,
  List,
  Radio,
  Select,
  Skeleton,
  Typography,
} from 'antd';
import dayjs from 'dayjs';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../../api/api-error.ts';
import { placeServerError } from '../../../components/form/server-errors.ts';
import { formatBaht } from '../../../components/money/format-baht.ts';
import { StockInput } from '../../../components/money/StockInput.tsx';
import { formatNumber } from '../../../format/number-format.ts';
import { currentLocale } from '../../../i18n/i18n.ts';
import { FormActions } from '../FormActions.tsx';
import { ProductPicker } from '../ProductPicker.tsx';
import { GIFT_LIST_PATH } from '../paths.ts';
import type { Candidate } from '../product-candidates.ts';
import shared from '../promotions.module.css';
import {
  type GiftFormValues,
  type GiftSku,
  giftRule,
  type MainProduct,
  partIssues,
  toDraft,
  toRequest,
} from './gift-form-model.ts';
import { useGift, useGiftActions } from './gift-queries.ts';

const FIELDS = ['name', 'startTime', 'endTime', 'threshold', 'perOrder', 'giftStock'] as const;
const TIME_FORMAT = 'YYYY-MM-DD HH:mm';

const skusOf = (p: Candidate): GiftSku[] =>
  p.skus.map((s) => ({
    skuId: s.skuId,
    productId: p.productId,
    title: p.title,
    specValues: s.specValues,
    imageUrl: p.imageUrl,
    salesPrice: s.salesPrice,
    mallStock: s.mallStock,
  }));

/**
 * /promotion/addSet (a new gift activity) and /promotion/add?id= (one to edit): a gift activity's
 * title, window, threshold and gifts per order, its main products and its gift SKU with the gift
 * stock, checked as typed by the server's rules.
 */
export default function GiftFormPage() {
  const [params] = useSearchParams();
  const giftId = params.get('id') ?? undefined;
  const { t } = useTranslation('promotions');
  const navigate = useNavigate();
  const { message: toast } = App.useApp();
  const existing = useGift(giftId);
  const { add, modify } = useGiftActions();
  const [form] = Form.useForm<GiftFormValues>();
  const [mains, setMains] = useState<MainProduct[]>([]);
  const [gift, setGift] = useState<GiftSku | null>(null);
  // The SKUs of the product picked as the gift, to choose one from.
  const [giftChoices, setGiftChoices] = useState<GiftSku[]>([]);
  const [pickAs, setPickAs] = useState<'main' | 'gift' | null>(giftId ? null : 'main');
  const [refusal, setRefusal] = useState<{ field: string; message: string }[] | null>(null);
  const [problem, setProblem] = useState<string>();
  const [tried, setTried] = useState(false);
  const parts = useRef({ mains, gift });
  parts.current = { mains, gift };
  const values = Form.useWatch([], { form, preserve: true }) as GiftFormValues | undefined;

  useEffect(() => {
    const d = existing.data;
    if (!d) return;
    form.setFieldsValue({
      name: d.name,
      startTime: dayjs(d.startTime),
      endTime: dayjs(d.endTime),
      threshold: d.threshold,
      perOrder: d.perOrder,
      giftStock: d.giftStock,
    });
    setMains(d.mainProducts);
    setGift(d.gift);
    setGiftChoices(d.gift ? [d.gift] : []);
  }, [existing.data, form]);

  if (giftId && existing.isPending) return <Skeleton active />;
  if (giftId && !existing.data) return <Alert type="warning" showIcon title={t('gift.form.missing')} />;
  const locked = !!existing.data && existing.data.state !== 'not_started';
  const locale = currentLocale();

  const start = dayjs().add(10, 'minute').startOf('minute');
  const initial: GiftFormValues = {
    name: '',
    startTime: start,
    endTime: start.add(7, 'day'),
    threshold: 1,
    perOrder: 1,
    giftStock: null,
  };
  const rule = (field: string) =>
    giftRule(
      field,
      currentLocale,
      () => new Date(),
      () => parts.current,
    );
  const current = values ?? initial;
  const issues = partIssues(current, mains, gift, new Date(), locale);
  const serverOf = (field: string) => (refusal ?? []).filter((f) => f.field === field).map((f) => f.message);

  const taken = new Set([...mains.map((m) => m.productId)]);
  const onAdd = (p: Candidate) => {
    setRefusal(null);
    if (pickAs === 'main') {
      setMains((list) =>
        list.length >= GIFT_SET_MAX_MAIN_GOODS
          ? list
          : [...list, { productId: p.productId, title: p.title, imageUrl: p.imageUrl }],
      );
    } else {
      const choices = skusOf(p);
      setGiftChoices(choices);
      setGift(choices[0] ?? null);
      void form.validateFields(['giftStock']).catch(() => undefined);
    }
  };

  const submit = async (v: GiftFormValues) => {
    setProblem(undefined);
    setRefusal(null);
    setTried(true);
    if (giftIssues(toDraft(v, mains, gift), new Date()).length > 0) return;
    const input = toRequest(v, mains, gift);
    try {
      if (giftId) await modify.mutateAsync({ giftId, ...input });
      else await add.mutateAsync(input);
      toast.success(t('gift.form.saved'));
      void navigate(GIFT_LIST_PATH);
    } catch (err) {
      if (err instanceof ApiError && err.fieldErrors.length > 0) {
        setRefusal(err.fieldErrors.filter((f) => !(FIELDS as readonly string[]).includes(f.field)));
      }
      setProblem(placeServerError(form, err, FIELDS));
    }
  };

  const listed = (list: string[]) =>
    list.length > 0 && (tried || mains.length > 0 || gift) ? (
      <Alert type="error" showIcon title={list.join(' · ')} role="alert" className={shared.notice} />
    ) : null;
  const skuLabel = (s: GiftSku) =>
    `${s.specValues.length > 0 ? s.specValues.join(' / ') : t('gift.form.specNone')} · SKU ${s.skuId}`;

  return (
    <Flex vertical gap={16}>
      <Card title={<h2>{giftId ? t('gift.form.titleEdit') : t('gift.form.titleNew')}</h2>}>
        <Typography.Paragraph type="secondary">
          {t('gift.form.intro', { days: GIFT_MAX_DAYS, mains: GIFT_SET_MAX_MAIN_GOODS })}
        </Typography.Paragraph>
        {locked && <Alert type="info" showIcon title={t('gift.form.notEditable')} />}
        <Form<GiftFormValues>
          form={form}
          name="giftForm"
          layout="vertical"
          initialValues={initial}
          disabled={locked}
          onFinish={(v) => void submit(v)}
          onFinishFailed={() => setTried(true)}
        >
          <Form.Item name="name" label={t('gift.form.name')} rules={[rule('name')]}>
            <Input maxLength={GIFT_TITLE_MAX} showCount placeholder={t('gift.form.namePlaceholder')} />
          </Form.Item>
          <Flex gap={16} wrap>
            <Form.Item name="startTime" label={t('gift.form.start')} rules={[rule('startTime')]}>
              <DatePicker showTime={{ format: 'HH:mm' }} format={TIME_FORMAT} />
            </Form.Item>
            <Form.Item name="endTime" label={t('gift.form.end')} rules={[rule('endTime')]}>
              <DatePicker showTime={{ format: 'HH:mm' }} format={TIME_FORMAT} />
            </Form.Item>
          </Flex>
          <Flex gap={16} wrap>
            <Form.Item
              name="threshold"
              label={t('gift.form.threshold')}
              extra={t('gift.form.thresholdHint', { max: GIFT_THRESHOLD_MAX })}
              rules={[rule('threshold')]}
            >
              <InputNumber min={0} step={1} precision={0} style={{ width: 160 }} />
            </Form.Item>
            <Form.Item
              name="perOrder"
              label={t('gift.form.perOrder')}
              extra={t('gift.form.perOrderHint', { max: GIFT_PER_ORDER_MAX })}
              rules={[rule('perOrder')]}
            >
              <InputNumber min={0} step={1} precision={0} style={{ width: 160 }} />
            </Form.Item>
            <Form.Item
              name="giftStock"
              label={t('gift.form.giftStock')}
              extra={t('gift.form.giftStockHint')}
              rules={[rule('giftStock')]}
            >
              <StockInput style={{ width: 160 }} />
            </Form.Item>
          </Flex>
        </Form>
      </Card>
      {!locked && (
        <Flex vertical gap={8}>
          <Flex gap={8} align="center" wrap>
            <Typography.Text id="gift-pick-as">{t('gift.form.pickFor')}</Typography.Text>
            <Radio.Group
              aria-labelledby="gift-pick-as"
              optionType="button"
              buttonStyle="solid"
              value={pickAs}
              onChange={(e) => setPickAs(e.target.value as 'main' | 'gift')}
              options={[
                { value: 'main', label: t('gift.form.pickMain') },
                { value: 'gift', label: t('gift.form.pickGift') },
              ]}
            />
          </Flex>
          {pickAs && <ProductPicker chosen={taken} full={false} onAdd={onAdd} />}
        </Flex>
      )}
      <Card title={t('gift.form.mains', { count: mains.length, max: GIFT_SET_MAX_MAIN_GOODS })}>
        {listed(issues.main)}
        <List
          dataSource={mains}
          locale={{ emptyText: t('gift.form.mainsEmpty') }}
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
                        aria-label={`${t('gift.form.remove')} ${p.title}`}
                        onClick={() => setMains((list) => list.filter((x) => x.productId !== p.productId))}
                      >
                        {t('gift.form.remove')}
                      </Button>,
                    ]
              }
            >
              {p.title} · SPU {p.productId}
            </List.Item>
          )}
        />
      </Card>
      <Card title={t('gift.form.gift')}>
        {listed([...issues.gift, ...serverOf('giftSkuId')])}
        {gift ? (
          <Flex gap={12} align="start" wrap data-gift-sku={gift.skuId}>
            {gift.imageUrl && <img className={shared.thumb} src={gift.imageUrl} alt="" />}
            <Flex vertical gap={4}>
              <Typography.Text strong>{gift.title}</Typography.Text>
              {giftChoices.length > 1 && !locked ? (
                <Select
                  aria-label={t('gift.form.giftSku')}
                  style={{ minWidth: 240 }}
                  value={gift.skuId}
                  options={giftChoices.map((s) => ({ value: s.skuId, label: skuLabel(s) }))}
                  onChange={(skuId) => setGift(giftChoices.find((s) => s.skuId === skuId) ?? null)}
                />
              ) : (
                <Typography.Text type="secondary">{skuLabel(gift)}</Typography.Text>
              )}
              <Typography.Text type="secondary">
                {t('gift.form.salesPrice', { price: formatBaht(gift.salesPrice) })} ·{' '}
                {t('gift.form.mallStock', { count: formatNumber(gift.mallStock) })}
              </Typography.Text>
            </Flex>
          </Flex>
        ) : (
          <Typography.Text type="secondary">{t('gift.form.giftEmpty')}</Typography.Text>
        )}
      </Card>
      <FormActions
        problem={problem}
        refusal={refusal}
        refusedTitle={t('gift.form.refused')}
        saveLabel={t('gift.form.save')}
        backLabel={t('gift.form.cancel')}
        onSave={() => form.submit()}
        onBack={() => void navigate(GIFT_LIST_PATH)}
        disabled={locked}
        saving={add.isPending || modify.isPending}
      />
    </Flex>
  );
}
