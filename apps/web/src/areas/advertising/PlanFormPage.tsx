import {
  AD_BUDGET_MIN_SATANG,
  AD_PLAN_PRODUCTS_MAX,
  AD_PLAN_TYPE,
  AD_SETTINGS_EFFECT_MS,
  KEYWORD_BID_MIN_SATANG,
  KEYWORD_LIMIT,
} from '@sc/contract/advertising.ts';
import { Alert, Button, Card, Flex, Form, Input, Radio, Skeleton, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../api/api-error.ts';
import { formatBaht } from '../../components/money/format-baht.ts';
import { MoneyInput } from '../../components/money/MoneyInput.tsx';
import { AdProductPicker } from './AdProductPicker.tsx';
import { ADVERTISING_PATH, planDetailsPath } from './ad-paths.ts';
import { type AdProduct, usePlan, useRecommended, useSavePlan } from './ad-queries.ts';

interface Values {
  name: string;
  type: (typeof AD_PLAN_TYPE)[number];
  dailyBudget?: string;
  totalBudget?: string;
  keywords?: string;
  bid?: string;
  products?: AdProduct[];
}

const baht = (satang: number) => (satang / 100).toFixed(2);

/**
 * /activityreport/add (a new plan with its keywords and bid) and /activityreport/editShopAd?planId=
 * (name and budgets). New settings take effect about 25 minutes later, as the form says.
 */
export default function PlanFormPage() {
  const { t } = useTranslation('advertising');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const planId = params.get('planId') ?? '';
  const existing = usePlan(planId);
  const recommended = useRecommended(null);
  const save = useSavePlan();
  const [form] = Form.useForm<Values>();
  const type = Form.useWatch('type', form);
  const [error, setError] = useState('');
  const editing = planId !== '';
  const p = existing.data;

  useEffect(() => {
    if (p)
      form.setFieldsValue({
        name: p.name,
        type: p.type,
        dailyBudget: p.dailyBudget.toFixed(2),
        ...(p.totalBudget === null ? {} : { totalBudget: p.totalBudget.toFixed(2) }),
        products: p.products,
      });
  }, [p, form]);

  if (editing && !p) return <Skeleton active />;

  const submit = async (v: Values) => {
    setError('');
    try {
      const saved = await save.mutateAsync({
        planId: editing ? planId : null,
        name: v.name,
        type: v.type,
        dailyBudget: v.dailyBudget ?? '0',
        totalBudget: v.totalBudget ? v.totalBudget : null,
        keywords: v.keywords ?? '',
        bid: v.bid ?? null,
        productIds: v.type === 'product' ? (v.products ?? []).map((x) => x.productId) : [],
      });
      void navigate(planDetailsPath(saved.planId));
    } catch (err) {
      if (err instanceof ApiError) setError(err.replyText);
      else throw err;
    }
  };

  const addKeyword = (keyword: string, suggestedBid: number) => {
    const now = form.getFieldValue('keywords') ?? '';
    form.setFieldValue('keywords', now ? `${now}\n${keyword}` : keyword);
    const bid = Number(form.getFieldValue('bid') ?? 0);
    if (suggestedBid > bid) form.setFieldValue('bid', suggestedBid.toFixed(2));
  };
  const required = { required: true, message: t('form.required') };

  return (
    <Card title={<h2>{editing ? t('form.editTitle') : t('form.addTitle')}</h2>}>
      <Form<Values>
        form={form}
        name="adPlan"
        layout="vertical"
        style={{ maxWidth: 640 }}
        initialValues={{ type: 'search' }}
        onFinish={(v) => void submit(v)}
      >
        <Form.Item name="name" label={t('form.name')} rules={[required]}>
          <Input maxLength={50} placeholder={t('form.namePlaceholder')} />
        </Form.Item>
        <Form.Item name="type" label={t('form.type')}>
          <Radio.Group disabled={editing} options={AD_PLAN_TYPE.map((k) => ({ value: k, label: t(`type.${k}`) }))} />
        </Form.Item>
        {(type ?? p?.type) === 'product' && (
          <Form.Item
            name="products"
            label={t('products.label')}
            extra={t('products.help', { max: AD_PLAN_PRODUCTS_MAX })}
            rules={[{ required: true, type: 'array', min: 1, message: t('products.required') }]}
          >
            <AdProductPicker max={AD_PLAN_PRODUCTS_MAX} />
          </Form.Item>
        )}
        <Flex gap={16} wrap>
          <Form.Item
            name="dailyBudget"
            label={t('form.dailyBudget')}
            extra={t('form.budgetHelp', { min: baht(AD_BUDGET_MIN_SATANG) })}
            rules={[required]}
          >
            <MoneyInput style={{ width: 200 }} />
          </Form.Item>
          <Form.Item
            name="totalBudget"
            label={t('form.totalBudget')}
            extra={t('form.budgetHelp', { min: baht(AD_BUDGET_MIN_SATANG) })}
          >
            <MoneyInput style={{ width: 200 }} />
          </Form.Item>
        </Flex>
        {!editing && (
          <>
            <Form.Item
              name="keywords"
              label={t('form.keywords')}
              extra={t('form.keywordsHelp', { max: KEYWORD_LIMIT })}
              rules={[required]}
            >
              <Input.TextArea rows={4} />
            </Form.Item>
            <div style={{ marginBottom: 16 }}>
              <Typography.Text type="secondary">{t('form.recommended')}</Typography.Text>
              <Flex gap={6} wrap style={{ marginTop: 6 }}>
                {(recommended.data?.list ?? []).slice(0, 12).map((k) => (
                  <Tag.CheckableTag
                    key={k.keyword}
                    checked={false}
                    onChange={() => addKeyword(k.keyword, k.suggestedBid)}
                  >
                    {t('form.suggested', { keyword: k.keyword, bid: formatBaht(k.suggestedBid) })}
                  </Tag.CheckableTag>
                ))}
                {recommended.data?.list.length === 0 && (
                  <Typography.Text type="secondary">{t('form.recommendedNone')}</Typography.Text>
                )}
              </Flex>
            </div>
            <Form.Item
              name="bid"
              label={t('form.bid')}
              extra={t('form.bidHelp', { min: baht(KEYWORD_BID_MIN_SATANG) })}
              rules={[required]}
            >
              <MoneyInput style={{ width: 200 }} />
            </Form.Item>
          </>
        )}
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          title={t('form.delay', { minutes: AD_SETTINGS_EFFECT_MS / 60_000 })}
        />
        {error && <Alert type="error" showIcon style={{ marginBottom: 16 }} title={error} />}
        <Flex gap={8}>
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            {editing ? t('form.save') : t('form.create')}
          </Button>
          <Button onClick={() => void navigate(editing ? planDetailsPath(planId) : ADVERTISING_PATH)}>
            {t('form.cancel')}
          </Button>
        </Flex>
      </Form>
    </Card>
  );
}
