import {
  addDays,
  BRAND_AD_AHEAD_DAYS,
  BRAND_AD_DAYS_MAX,
  BRAND_AD_HEADLINE_MAX,
  BRAND_AD_MODE_IDS,
  BRAND_AD_PRODUCTS_MAX,
  type BrandAdModeId,
} from '@sc/contract/brand-ads.ts';
import { Alert, Button, Card, Flex, Form, Input, InputNumber, Result, Select, Skeleton, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { ApiError } from '../../api/api-error.ts';
import { ImageInput } from '../../components/media/ImageInput.tsx';
import { formatBaht } from '../../components/money/format-baht.ts';
import { formatDay } from '../../format/format-day.ts';
import { AdProductPicker } from './AdProductPicker.tsx';
import { BRAND_LIST_PATH, brandDetailsPath } from './ad-paths.ts';
import { type AdProduct, useAccount } from './ad-queries.ts';
import { useBrandAd, useMode, useSaveBrandAd } from './brand-queries.ts';

interface Values {
  firstDay?: string;
  days?: number;
  headline?: string;
  imageUrl?: string;
  products?: AdProduct[];
}

const isMode = (v: string | undefined): v is BrandAdModeId => BRAND_AD_MODE_IDS.includes(v as BrandAdModeId);

/**
 * /activityreport/advertisingregistration/{codReportId} (codReportId: the slot; ?reportId= changes
 * a submission waiting for review or sends a rejected one again): the first day among those with a
 * slot left, how many days, headline, picture and products, with the cost and the balance it is
 * taken from. The server's refusal is shown above the buttons.
 */
export default function BrandRegistrationPage() {
  const { t } = useTranslation('advertising');
  const navigate = useNavigate();
  const { codReportId } = useParams();
  const [params] = useSearchParams();
  const reportId = params.get('reportId') ?? '';
  const modeId = isMode(codReportId) ? codReportId : null;
  const mode = useMode(modeId);
  const existing = useBrandAd(reportId);
  const account = useAccount();
  const save = useSaveBrandAd();
  const [form] = Form.useForm<Values>();
  const [error, setError] = useState('');
  const days = Form.useWatch('days', form) ?? 0;
  const e = existing.data;

  useEffect(() => {
    if (e)
      form.setFieldsValue({
        firstDay: e.firstDay,
        days: e.days,
        headline: e.headline,
        imageUrl: e.imageUrl,
        products: e.products,
      });
  }, [e, form]);

  if (!modeId || mode.isError)
    return (
      <Result
        status="warning"
        title={t('brand.detail.missing')}
        extra={<Button onClick={() => void navigate(BRAND_LIST_PATH)}>{t('brand.detail.back')}</Button>}
      />
    );
  const m = mode.data;
  if (!m || (reportId && !e)) return <Skeleton active />;
  const modeName = t(`brand.mode.${modeId}`);
  const own = e && e.modeId === modeId ? e : null;
  const dayOptions = m.stock.map((d) => {
    const mine = own && d.day >= own.firstDay && d.day <= own.lastDay && own.state === 'pending';
    const left = d.left + (mine ? 1 : 0);
    return {
      value: d.day,
      label: `${formatDay(d.day)} · ${t('brand.form.left', { count: left })}`,
      disabled: left === 0,
    };
  });

  const submit = async (v: Values) => {
    setError('');
    const first = v.firstDay ?? '';
    try {
      const saved = await save.mutateAsync({
        reportId: reportId || null,
        modeId,
        firstDay: first,
        lastDay: addDays(first, Math.max(1, v.days ?? 1) - 1),
        headline: v.headline ?? '',
        imageUrl: v.imageUrl ?? '',
        productIds: (v.products ?? []).map((p) => p.productId),
      });
      void navigate(brandDetailsPath(saved.reportId));
    } catch (err) {
      if (err instanceof ApiError) setError(err.replyText);
      else throw err;
    }
  };
  const required = { required: true, message: t('brand.form.required') };

  return (
    <Card title={<h2>{t(reportId ? 'brand.form.editTitle' : 'brand.form.title', { mode: modeName })}</h2>}>
      <Typography.Paragraph type="secondary">
        {t('brand.form.price', { price: formatBaht(m.pricePerDay), count: m.slotsPerDay })}
      </Typography.Paragraph>
      <Form<Values>
        form={form}
        name="brandAd"
        layout="vertical"
        style={{ maxWidth: 720 }}
        initialValues={{ days: 1 }}
        onFinish={(v) => void submit(v)}
      >
        <Flex gap={16} wrap>
          <Form.Item
            name="firstDay"
            label={t('brand.form.firstDay')}
            rules={[required]}
            style={{ flex: '1 1 280px' }}
            extra={t('brand.form.daysHelp', { ahead: BRAND_AD_AHEAD_DAYS, max: BRAND_AD_DAYS_MAX })}
          >
            <Select options={dayOptions} showSearch optionFilterProp="label" />
          </Form.Item>
          <Form.Item name="days" label={t('brand.form.days')} rules={[required]}>
            <InputNumber min={1} max={BRAND_AD_DAYS_MAX} precision={0} style={{ width: 120 }} />
          </Form.Item>
        </Flex>
        <Form.Item name="headline" label={t('brand.form.headline')} rules={[required]}>
          <Input maxLength={BRAND_AD_HEADLINE_MAX} showCount />
        </Form.Item>
        <Form.Item name="imageUrl" label={t('brand.form.image')} rules={[required]}>
          <ImageInput usage="brandAd" />
        </Form.Item>
        <Form.Item
          name="products"
          label={t('products.label')}
          extra={t('products.help', { max: BRAND_AD_PRODUCTS_MAX })}
          rules={[{ required: true, type: 'array', min: 1, message: t('products.required') }]}
        >
          <AdProductPicker max={BRAND_AD_PRODUCTS_MAX} />
        </Form.Item>
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          title={t('brand.form.cost', { cost: formatBaht(m.pricePerDay * days), count: days })}
          description={t('brand.form.balance', { balance: formatBaht(account.data?.balance ?? 0) })}
        />
        {error && <Alert type="error" showIcon style={{ marginBottom: 16 }} title={error} />}
        <Flex gap={8}>
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            {reportId ? t('brand.form.save') : t('brand.form.submit')}
          </Button>
          <Button onClick={() => void navigate(reportId ? brandDetailsPath(reportId) : BRAND_LIST_PATH)}>
            {t('brand.form.cancel')}
          </Button>
        </Flex>
      </Form>
    </Card>
  );
}
