import { COUPON_VALIDITY_MAX_DAYS, DEBOUNCE_MS, THAI_DATE_FORMAT } from '@sc/contract/constants.ts';
import type { CouponField } from '@sc/contract/coupon-rules.ts';
import {
  AUDIENCE,
  COUPON_CODE_MAX,
  COUPON_MIN_UNITS_MAX,
  COUPON_NAME_MAX,
  COUPON_PER_PERSON_MAX,
  COUPON_PERCENT_MAX,
  COUPON_QUANTITY_MAX,
  COUPON_THRESHOLD,
  COUPON_TYPE,
} from '@sc/contract/promotions.ts';
import { satangToBaht } from '@sc/contract/validators/price.ts';
import { Alert, App, Button, Card, Col, DatePicker, Flex, Form, Input, InputNumber, Radio, Row, Select } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { serverNow } from '../../api/server-time.ts';
import { placeServerError } from '../../components/form/server-errors.ts';
import { ImageInput } from '../../components/media/ImageInput.tsx';
import { formatBaht } from '../../components/money/format-baht.ts';
import { MoneyInput } from '../../components/money/MoneyInput.tsx';
import { currentLocale } from '../../i18n/i18n.ts';
import { BuyerPreview } from './BuyerPreview.tsx';
import {
  type CouponFormValues,
  couponRule,
  couponWarnings,
  initialValues,
  SERVER_FIELDS,
  toDraft,
  toRequest,
} from './coupon-form-model.ts';
import { type CouponView, type PreviewPayload, useCouponActions } from './coupon-queries.ts';
import { PricePreview } from './PricePreview.tsx';
import { COUPON_LIST_PATH } from './paths.ts';
import styles from './promotions.module.css';
import { useDebounced } from './use-debounced.ts';

/** Dates as the app shows them: day/month/year in Thai, year-month-day otherwise, with the time. */
const dateTimeFormat = () => (currentLocale() === 'th-TH' ? THAI_DATE_FORMAT : 'YYYY-MM-DD HH:mm');

/** Which fields a change re-checks: the minimum spend follows the discount, the limit the quantity. */
const DEPENDS: Partial<Record<CouponField, string[]>> = {
  minSpend: ['faceValue', 'type'],
  maxDiscount: ['minSpend', 'type'],
  minUnits: ['threshold'],
  perPerson: ['quantity'],
  grantEnd: ['grantStart'],
};

/** The coupon form: its fields with the server's rules, warnings, and the two previews beside it. */
export function CouponForm({ copyFrom }: { copyFrom?: CouponView | undefined }) {
  const { t } = useTranslation('promotions');
  const [form] = Form.useForm<CouponFormValues>();
  const navigate = useNavigate();
  const { message: toast } = App.useApp();
  const { create } = useCouponActions();
  const [formError, setFormError] = useState<string>();
  const initial = useMemo(() => initialValues(serverNow(), copyFrom), [copyFrom]);
  const watched = Form.useWatch([], { form, preserve: true }) as CouponFormValues | undefined;
  const values = watched ?? initial;
  const draft = toDraft(values);
  const type = values.type ?? 'amount';
  const byUnits = values.threshold === 'units';
  const warnings = couponWarnings(draft);

  const preview: PreviewPayload = useDebounced(
    {
      type,
      faceValue: type === 'amount' && draft.faceValue !== null ? satangToBaht(draft.faceValue) : null,
      percentOff: type === 'percent' ? draft.percentOff : null,
      maxDiscount: type === 'percent' && draft.maxDiscount != null ? satangToBaht(draft.maxDiscount) : null,
      minSpend: satangToBaht(draft.minSpend),
      threshold: draft.threshold ?? 'spend',
      minUnits: draft.minUnits ?? null,
    },
    DEBOUNCE_MS,
  );

  async function onFinish(v: CouponFormValues) {
    setFormError(undefined);
    try {
      const request = toRequest(v);
      await create.mutateAsync(request);
      toast.success(t('form.created', { code: request.code.toUpperCase() }));
      void navigate(COUPON_LIST_PATH);
    } catch (error) {
      setFormError(placeServerError(form, error, SERVER_FIELDS));
    }
  }

  const rule = (field: CouponField) => couponRule(field, currentLocale, serverNow);
  const item = (field: CouponField) => ({
    name: field,
    label: t(`form.${field}`),
    rules: [rule(field)],
    dependencies: DEPENDS[field],
    required: true,
  });

  return (
    <Form<CouponFormValues>
      form={form}
      name="coupon"
      layout="vertical"
      initialValues={initial}
      onFinish={onFinish}
      scrollToFirstError
    >
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={14}>
          <Flex vertical gap={16}>
            {formError && <Alert type="error" showIcon title={formError} />}
            <Card title={<h2 className={styles.cardTitle}>{t('form.basic')}</h2>} size="small">
              <Form.Item {...item('name')} extra={t('form.nameHint')}>
                <Input placeholder={t('form.namePlaceholder')} showCount maxLength={COUPON_NAME_MAX} />
              </Form.Item>
              <Form.Item {...item('code')} extra={t('form.codeHint')} normalize={(v: string) => v?.toUpperCase()}>
                <Input placeholder={t('form.codePlaceholder')} maxLength={COUPON_CODE_MAX} />
              </Form.Item>
              <Form.Item name="audience" label={t('form.audience')}>
                <Select options={AUDIENCE.map((a) => ({ value: a, label: t(`audience.${a}`) }))} />
              </Form.Item>
              <Form.Item name="imageUrl" label={t('form.image')} extra={t('form.imageHint')}>
                <ImageInput usage="coupon" />
              </Form.Item>
            </Card>

            <Card title={<h2 className={styles.cardTitle}>{t('form.discount')}</h2>} size="small">
              <Form.Item name="type" label={t('form.type')}>
                <Radio.Group
                  optionType="button"
                  buttonStyle="solid"
                  options={COUPON_TYPE.map((k) => ({ value: k, label: t(`type.${k}`) }))}
                />
              </Form.Item>
              <Row gutter={16}>
                <Col xs={24} sm={12}>
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
                <Col xs={24} sm={12}>
                  <Form.Item name="threshold" label={t('rule.threshold')}>
                    <Radio.Group
                      optionType="button"
                      buttonStyle="solid"
                      options={COUPON_THRESHOLD.map((k) => ({ value: k, label: t(`rule.${k}`) }))}
                    />
                  </Form.Item>
                </Col>
                <Col xs={24} sm={12}>
                  {byUnits ? (
                    <Form.Item
                      {...item('minUnits')}
                      label={t('rule.minUnits')}
                      extra={t('rule.minUnitsHint', { max: COUPON_MIN_UNITS_MAX })}
                    >
                      <InputNumber<number>
                        precision={0}
                        min={0}
                        controls={false}
                        inputMode="numeric"
                        style={{ width: '100%' }}
                      />
                    </Form.Item>
                  ) : (
                    <Form.Item {...item('minSpend')} required={false} extra={t('form.minSpendHint')}>
                      <MoneyInput style={{ width: '100%' }} placeholder="0.00" />
                    </Form.Item>
                  )}
                </Col>
                {type === 'percent' && (
                  <Col xs={24} sm={12}>
                    <Form.Item {...item('maxDiscount')} required={false} extra={t('form.maxDiscountHint')}>
                      <MoneyInput style={{ width: '100%' }} />
                    </Form.Item>
                  </Col>
                )}
              </Row>
              {warnings.length > 0 && (
                <Alert
                  type="warning"
                  showIcon
                  data-testid="coupon-warnings"
                  title={t('form.warnings')}
                  description={
                    <ul className={styles.warnings}>
                      {warnings.map((w) => (
                        <li key={w.key} data-warning={w.key}>
                          {t(`form.warn.${w.key}`, {
                            amount: w.amount === undefined ? '' : formatBaht(w.amount),
                            percent: w.percent ?? '',
                          })}
                        </li>
                      ))}
                    </ul>
                  }
                />
              )}
            </Card>

            <Card title={<h2 className={styles.cardTitle}>{t('form.issue')}</h2>} size="small">
              <Row gutter={16}>
                <Col xs={24} sm={12}>
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
                <Col xs={24} sm={12}>
                  <Form.Item {...item('perPerson')} extra={t('form.perPersonHint', { max: COUPON_PER_PERSON_MAX })}>
                    <InputNumber<number>
                      precision={0}
                      min={0}
                      max={COUPON_PER_PERSON_MAX * 10}
                      inputMode="numeric"
                      style={{ width: '100%' }}
                    />
                  </Form.Item>
                </Col>
              </Row>
            </Card>

            <Card title={<h2 className={styles.cardTitle}>{t('form.time')}</h2>} size="small">
              <Row gutter={16}>
                <Col xs={24} sm={12}>
                  <Form.Item {...item('grantStart')}>
                    <DatePicker
                      showTime={{ format: 'HH:mm' }}
                      format={dateTimeFormat()}
                      placeholder={t('form.pickTime')}
                      style={{ width: '100%' }}
                    />
                  </Form.Item>
                </Col>
                <Col xs={24} sm={12}>
                  <Form.Item {...item('grantEnd')} extra={t('form.grantHint', { days: COUPON_VALIDITY_MAX_DAYS })}>
                    <DatePicker
                      showTime={{ format: 'HH:mm' }}
                      format={dateTimeFormat()}
                      placeholder={t('form.pickTime')}
                      style={{ width: '100%' }}
                    />
                  </Form.Item>
                </Col>
              </Row>
              <Form.Item
                {...item('validityDays')}
                extra={t('form.validityDaysHint', { days: COUPON_VALIDITY_MAX_DAYS })}
              >
                <InputNumber<number>
                  precision={0}
                  min={0}
                  max={COUPON_VALIDITY_MAX_DAYS * 10}
                  inputMode="numeric"
                  suffix={t('form.days')}
                  className={styles.daysInput}
                />
              </Form.Item>
            </Card>

            <Flex gap={8} justify="flex-end" className={styles.formActions}>
              <Button onClick={() => void navigate(COUPON_LIST_PATH)}>{t('form.cancel')}</Button>
              <Button type="primary" htmlType="submit" loading={create.isPending}>
                {t('form.submit')}
              </Button>
            </Flex>
          </Flex>
        </Col>
        <Col xs={24} lg={10}>
          <Flex vertical gap={16} className={styles.aside}>
            <BuyerPreview draft={draft} audience={values.audience ?? 'all'} imageUrl={values.imageUrl ?? ''} />
            <PricePreview payload={preview} />
          </Flex>
        </Col>
      </Row>
    </Form>
  );
}
