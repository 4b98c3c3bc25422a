import { COUPON_VALIDITY_MAX_DAYS, DEBOUNCE_MS } from '@sc/contract/constants.ts';
import type { CouponField } from '@sc/contract/coupon-rules.ts';
import { COUPON_NAME_MAX, COUPON_PERCENT_MAX, COUPON_QUANTITY_MAX, COUPON_TYPE } from '@sc/contract/promotions.ts';
import {
  Alert,
  App,
  Button,
  Card,
  Col,
  DatePicker,
  Flex,
  Form,
  Input,
  InputNumber,
  Radio,
  Row,
  Typography,
} from 'antd';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { serverNow } from '../../../api/server-time.ts';
import { placeServerError } from '../../../components/form/server-errors.ts';
import { MoneyInput } from '../../../components/money/MoneyInput.tsx';
import { currentLocale } from '../../../i18n/i18n.ts';
import type { PreviewPayload } from '../coupon-queries.ts';
import { PricePreview } from '../PricePreview.tsx';
import { ATTENTION_PATH } from '../paths.ts';
import { useDebounced } from '../use-debounced.ts';
import { useFollowActions } from './attention-queries.ts';
import { FOLLOW_FIELDS, type FollowFormValues, followRule, toFollowRequest } from './follow-form-model.ts';

const TIME_FORMAT = 'YYYY-MM-DD HH:mm';

/** Which fields a change re-checks. */
const DEPENDS: Partial<Record<CouponField, string[]>> = {
  minSpend: ['faceValue', 'type'],
  maxDiscount: ['minSpend', 'type'],
  grantEnd: ['grantStart'],
};

/** /promotion/attention?form: a new follow coupon, the coupon form with fewer fields. */
export function AttentionFormPage() {
  const { t } = useTranslation('promotions');
  const navigate = useNavigate();
  const { message: toast } = App.useApp();
  const { add } = useFollowActions();
  const [form] = Form.useForm<FollowFormValues>();
  const [problem, setProblem] = useState<string>();
  const initial = useMemo<FollowFormValues>(() => {
    const start = dayjs(serverNow()).add(1, 'minute').second(0).millisecond(0);
    return { type: 'amount', grantStart: start, grantEnd: start.add(7, 'day'), validityDays: 7 };
  }, []);
  const values = (Form.useWatch([], { form, preserve: true }) as FollowFormValues | undefined) ?? initial;
  const type = values.type ?? 'amount';
  // The final price preview: the shop's best sellers with this coupon on what runs now.
  const preview: PreviewPayload = useDebounced(
    {
      type,
      faceValue: type === 'amount' && values.faceValue?.trim() ? values.faceValue : null,
      percentOff: type === 'percent' ? (values.percentOff ?? null) : null,
      maxDiscount: type === 'percent' && values.maxDiscount?.trim() ? values.maxDiscount : null,
      minSpend: values.minSpend?.trim() ? values.minSpend : 0,
    },
    DEBOUNCE_MS,
  );

  const item = (field: CouponField, required = true) => ({
    name: field,
    label: t(`form.${field}`),
    rules: [followRule(field, currentLocale, serverNow)],
    dependencies: DEPENDS[field],
    required,
  });

  const submit = async (v: FollowFormValues) => {
    setProblem(undefined);
    try {
      await add.mutateAsync(toFollowRequest(v));
      toast.success(t('attention.form.created'));
      void navigate(ATTENTION_PATH);
    } catch (err) {
      setProblem(placeServerError(form, err, FOLLOW_FIELDS));
    }
  };

  return (
    <Flex vertical gap={16}>
      <Card title={<h2>{t('attention.form.title')}</h2>}>
        <Typography.Paragraph type="secondary">
          {t('attention.form.intro', { days: COUPON_VALIDITY_MAX_DAYS })}
        </Typography.Paragraph>
        {problem && <Alert type="error" showIcon title={problem} role="alert" style={{ marginBottom: 16 }} />}
        <Form<FollowFormValues>
          form={form}
          name="followCoupon"
          layout="vertical"
          initialValues={initial}
          onFinish={(v) => void submit(v)}
          scrollToFirstError
        >
          <Form.Item {...item('name')}>
            <Input showCount maxLength={COUPON_NAME_MAX} placeholder={t('form.namePlaceholder')} />
          </Form.Item>
          <Form.Item name="type" label={t('form.type')}>
            <Radio.Group
              optionType="button"
              buttonStyle="solid"
              options={COUPON_TYPE.map((k) => ({ value: k, label: t(`type.${k}`) }))}
            />
          </Form.Item>
          <Row gutter={16}>
            <Col xs={24} sm={8}>
              {type === 'amount' ? (
                <Form.Item {...item('faceValue')}>
                  <MoneyInput style={{ width: '100%' }} />
                </Form.Item>
              ) : (
                <Form.Item {...item('percentOff')}>
                  <InputNumber<number>
                    precision={0}
                    min={0}
                    max={COUPON_PERCENT_MAX + 1}
                    controls={false}
                    inputMode="numeric"
                    suffix="%"
                    style={{ width: '100%' }}
                  />
                </Form.Item>
              )}
            </Col>
            <Col xs={24} sm={8}>
              <Form.Item {...item('minSpend', false)} extra={t('form.minSpendHint')}>
                <MoneyInput style={{ width: '100%' }} placeholder="0.00" />
              </Form.Item>
            </Col>
            {type === 'percent' && (
              <Col xs={24} sm={8}>
                <Form.Item {...item('maxDiscount', false)} extra={t('form.maxDiscountHint')}>
                  <MoneyInput style={{ width: '100%' }} />
                </Form.Item>
              </Col>
            )}
          </Row>
          <Row gutter={16}>
            <Col xs={24} sm={8}>
              <Form.Item {...item('quantity')} extra={t('form.quantityHint', { max: COUPON_QUANTITY_MAX })}>
                <InputNumber<number>
                  precision={0}
                  min={0}
                  max={COUPON_QUANTITY_MAX * 10}
                  controls={false}
                  inputMode="numeric"
                  style={{ width: '100%' }}
                />
              </Form.Item>
            </Col>
            <Col xs={24} sm={8}>
              <Form.Item {...item('grantStart')}>
                <DatePicker showTime={{ format: 'HH:mm' }} format={TIME_FORMAT} style={{ width: '100%' }} />
              </Form.Item>
            </Col>
            <Col xs={24} sm={8}>
              <Form.Item {...item('grantEnd')} extra={t('form.grantHint', { days: COUPON_VALIDITY_MAX_DAYS })}>
                <DatePicker showTime={{ format: 'HH:mm' }} format={TIME_FORMAT} style={{ width: '100%' }} />
              </Form.Item>
            </Col>
          </Row>
          <Form.Item {...item('validityDays')} extra={t('form.validityDaysHint', { days: COUPON_VALIDITY_MAX_DAYS })}>
            <InputNumber<number>
              precision={0}
              min={0}
              max={COUPON_VALIDITY_MAX_DAYS * 10}
              inputMode="numeric"
              suffix={t('form.days')}
              style={{ width: 160 }}
            />
          </Form.Item>
          <Flex gap={8} wrap>
            <Button type="primary" htmlType="submit" loading={add.isPending}>
              {t('attention.form.submit')}
            </Button>
            <Button onClick={() => void navigate(ATTENTION_PATH)}>{t('attention.form.cancel')}</Button>
          </Flex>
        </Form>
      </Card>
      <PricePreview payload={preview} />
    </Flex>
  );
}
