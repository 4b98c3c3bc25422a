import { BROADCAST_MAX_COUPONS, BROADCAST_PRODUCTS_MAX, BROADCAST_TEXT_MAX } from '@sc/contract/fans.ts';
import { Alert, App, Button, Card, Flex, Form, Input, Radio, Select, Typography } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../api/api-error.ts';
import { placeServerError } from '../../../components/form/server-errors.ts';
import { currentLocale } from '../../../i18n/i18n.ts';
import { FANS_PATH } from '../paths.ts';
import { type BroadcastFormValues, broadcastRule, toRequest } from './fans-form-model.ts';
import { useBroadcastOptions, useFansSummary, useSendBroadcast } from './fans-queries.ts';

const FIELDS = ['text', 'couponIds', 'productIds'] as const;

/**
 * /activityreport/sendmessageform (FUNC.fansMarketing): a broadcast to the shop's followers, a
 * text with a coupon being granted or up to 6 products on sale. The server judges the month's
 * limit; its refusal (with the day the next may be sent) shows above the button.
 */
export default function SendMessagePage() {
  const { t } = useTranslation('promotions');
  const navigate = useNavigate();
  const { message: toast } = App.useApp();
  const [form] = Form.useForm<BroadcastFormValues>();
  const attachment = Form.useWatch('attachment', form) ?? 'coupon';
  const [keyword, setKeyword] = useState('');
  const options = useBroadcastOptions(keyword);
  const summary = useFansSummary();
  const send = useSendBroadcast();
  const [problem, setProblem] = useState<string>();
  const rule = (field: string) => broadcastRule(field, currentLocale);
  const coupons = options.data?.coupons ?? [];
  // Titles of every product found so far, so chosen ones keep their title after another search.
  const titles = useRef(new Map<string, string>()).current;
  for (const p of options.data?.products ?? []) titles.set(p.productId, p.title);
  const chosen: string[] = Form.useWatch('productIds', form) ?? [];
  const productOptions = [
    ...chosen.filter((id) => !options.data?.products.some((p) => p.productId === id)),
    ...(options.data?.products ?? []).map((p) => p.productId),
  ].map((id) => ({ value: id, label: titles.get(id) ?? id }));

  const submit = async (v: BroadcastFormValues) => {
    setProblem(undefined);
    try {
      const r = await send.mutateAsync(toRequest(v));
      toast.success(t('fans.form.sent', { count: r.delivered }));
      void navigate(FANS_PATH);
    } catch (err) {
      const placed = placeServerError(form, err, FIELDS);
      setProblem(placed ?? (err instanceof ApiError && err.fieldErrors.length === 0 ? err.replyText : undefined));
    }
  };

  const q = summary.data;
  return (
    <Card title={<h2>{t('fans.form.title')}</h2>}>
      <Typography.Paragraph type="secondary">
        {t('fans.form.intro', { max: BROADCAST_PRODUCTS_MAX })}
      </Typography.Paragraph>
      {q && (
        <Typography.Paragraph>
          {t('fans.form.quota', { sent: q.sentThisMonth, max: q.perMonth })} ·{' '}
          {t('fans.form.followers', { count: q.followers })}
        </Typography.Paragraph>
      )}
      <Form<BroadcastFormValues>
        form={form}
        name="fansMessage"
        layout="vertical"
        initialValues={{ attachment: 'coupon', couponIds: [], productIds: [] }}
        onFinish={(v) => void submit(v)}
        style={{ maxWidth: 640 }}
      >
        <Form.Item name="text" label={t('fans.form.text')} rules={[rule('text')]}>
          <Input.TextArea
            rows={4}
            maxLength={BROADCAST_TEXT_MAX}
            showCount
            placeholder={t('fans.form.textPlaceholder')}
          />
        </Form.Item>
        <Form.Item name="attachment" label={t('fans.form.attachment')}>
          <Radio.Group
            options={[
              { value: 'coupon', label: t('fans.form.attachCoupon') },
              { value: 'products', label: t('fans.form.attachProducts') },
            ]}
            onChange={() => setProblem(undefined)}
          />
        </Form.Item>
        {attachment === 'coupon' ? (
          <Form.Item
            name="couponIds"
            label={t('fans.form.coupon')}
            rules={[rule('couponIds')]}
            extra={
              options.data && coupons.length === 0
                ? t('fans.form.noCoupon')
                : t('fans.form.couponsHint', { max: BROADCAST_MAX_COUPONS })
            }
          >
            <Select
              mode="multiple"
              allowClear
              maxCount={BROADCAST_MAX_COUPONS}
              placeholder={t('fans.form.couponPlaceholder')}
              options={coupons.map((c) => ({
                value: c.couponId,
                label: t('fans.form.couponLeft', { name: c.name, left: c.left }),
              }))}
            />
          </Form.Item>
        ) : (
          <Form.Item
            name="productIds"
            label={t('fans.form.products')}
            rules={[rule('productIds')]}
            extra={t('fans.form.productsHint', { max: BROADCAST_PRODUCTS_MAX })}
          >
            <Select
              mode="multiple"
              showSearch
              filterOption={false}
              onSearch={setKeyword}
              maxCount={BROADCAST_PRODUCTS_MAX}
              placeholder={t('fans.form.productsPlaceholder')}
              options={productOptions}
            />
          </Form.Item>
        )}
        {problem && <Alert type="error" showIcon role="alert" title={problem} style={{ marginBottom: 16 }} />}
        <Flex gap={8}>
          <Button type="primary" htmlType="submit" loading={send.isPending}>
            {t('fans.form.submit')}
          </Button>
          <Button onClick={() => void navigate(FANS_PATH)}>{t('fans.form.cancel')}</Button>
        </Flex>
      </Form>
    </Card>
  );
}
