import { BRAND_DOCUMENTS_MAX, BRAND_NAME_MAX, TRADEMARK_NO_MAX } from '@sc/contract/calls/catalog.ts';
import { PLATFORM_REVIEW_BUSINESS_DAYS, THAI_DATE_FORMAT } from '@sc/contract/constants.ts';
import { Alert, App, Button, Col, DatePicker, Divider, Flex, Form, Input, Radio, Row, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { serverNow } from '../../api/server-time.ts';
import { placeServerError } from '../../components/form/server-errors.ts';
import { maxLengthRule, requiredRule } from '../../components/form/shared-rules.ts';
import { ImageListInput } from '../../components/media/ImageListInput.tsx';
import { currentLocale } from '../../i18n/i18n.ts';
import {
  brandRule,
  type DateField,
  dateRule,
  documentsRule,
  type FormValues,
  SERVER_FIELDS,
  toRequest,
} from './brand-form-model.ts';
import { LIST_PATH } from './brand-paths.ts';
import { useApplicationActions } from './brand-queries.ts';
import { PlatformBrandSelect } from './PlatformBrandSelect.tsx';

/** Typed dates are read as year-month-day in every language; Thai shows day/month/year. */
const DATE_FORMATS = () => [
  currentLocale() === 'th-TH' ? (THAI_DATE_FORMAT.split(' ')[0] ?? 'DD/MM/YYYY') : 'YYYY-MM-DD',
  'YYYY-MM-DD',
];

/** Which date fields a change re-checks: an end follows its start, the authorization the registration. */
const DEPENDS: Record<DateField, DateField[]> = {
  registrationStart: [],
  registrationEnd: ['registrationStart'],
  authStart: [],
  authEnd: ['authStart', 'registrationEnd'],
};

/**
 * A brand application: the brand (from the platform's list, or a new name), the trademark
 * registration, the authorization period and the documents. Submits a new application, or
 * resubmits the rejected one `applicationId`.
 */
export function BrandApplyForm({
  initial,
  applicationId,
  currentBrand,
}: {
  initial: FormValues;
  applicationId?: string;
  currentBrand?: { brandId: string; name: string };
}) {
  const { t } = useTranslation('catalog');
  const [form] = Form.useForm<FormValues>();
  const navigate = useNavigate();
  const { message: toast } = App.useApp();
  const { submit } = useApplicationActions();
  const [formError, setFormError] = useState<string>();
  const mode = Form.useWatch('mode', form) ?? initial.mode;
  const f = (key: string) => t(`form.${key}`);

  async function onFinish(values: FormValues) {
    setFormError(undefined);
    try {
      await submit.mutateAsync({ ...toRequest(values), ...(applicationId ? { applicationId } : {}) });
      toast.success(t('form.submitted', { days: PLATFORM_REVIEW_BUSINESS_DAYS }));
      navigate(`${LIST_PATH}?tab=pending`);
    } catch (error) {
      setFormError(placeServerError(form, error, SERVER_FIELDS));
    }
  }

  const dateItem = (field: DateField) => (
    <Form.Item
      name={field}
      label={f(field)}
      dependencies={DEPENDS[field]}
      rules={[dateRule(field, currentLocale, serverNow)]}
      required
    >
      <DatePicker format={DATE_FORMATS()} placeholder={f('datePlaceholder')} style={{ width: '100%' }} />
    </Form.Item>
  );

  return (
    <Form<FormValues>
      form={form}
      name="brandApply"
      layout="vertical"
      initialValues={initial}
      onFinish={onFinish}
      scrollToFirstError
      style={{ maxWidth: 760 }}
    >
      {formError && <Alert type="error" showIcon title={formError} style={{ marginBottom: 16 }} />}

      <Typography.Title level={5}>{f('sectionBrand')}</Typography.Title>
      <Form.Item name="mode" label={f('brandMode')}>
        <Radio.Group
          options={[
            { value: 'existing', label: f('existing') },
            { value: 'new', label: f('new') },
          ]}
        />
      </Form.Item>
      {mode === 'existing' ? (
        <Form.Item name="brandId" label={f('brandId')} rules={[brandRule(currentLocale)]} required>
          <PlatformBrandSelect {...(currentBrand ? { current: currentBrand } : {})} />
        </Form.Item>
      ) : (
        <Form.Item
          name="brandName"
          label={f('brandName')}
          extra={f('brandNameHint')}
          rules={[brandRule(currentLocale), maxLengthRule(BRAND_NAME_MAX)]}
          required
        >
          <Input maxLength={BRAND_NAME_MAX} showCount placeholder={f('brandNamePlaceholder')} />
        </Form.Item>
      )}

      <Divider />
      <Typography.Title level={5}>{f('sectionTrademark')}</Typography.Title>
      <Form.Item
        name="trademarkNo"
        label={f('trademarkNo')}
        rules={[requiredRule(), maxLengthRule(TRADEMARK_NO_MAX)]}
        style={{ maxWidth: 360 }}
      >
        <Input maxLength={TRADEMARK_NO_MAX} placeholder={f('trademarkNoPlaceholder')} />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          {dateItem('registrationStart')}
        </Col>
        <Col xs={24} sm={12}>
          {dateItem('registrationEnd')}
        </Col>
      </Row>
      <Typography.Text type="secondary">{f('registrationHint')}</Typography.Text>

      <Divider />
      <Typography.Title level={5}>{f('sectionAuthorization')}</Typography.Title>
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          {dateItem('authStart')}
        </Col>
        <Col xs={24} sm={12}>
          {dateItem('authEnd')}
        </Col>
      </Row>
      <Typography.Text type="secondary">{f('authHint')}</Typography.Text>

      <Divider />
      <Typography.Title level={5}>{f('sectionDocuments')}</Typography.Title>
      <Form.Item
        name="documentUrls"
        label={f('documents')}
        extra={f('documentsHint')}
        rules={[documentsRule(currentLocale)]}
        required
      >
        <ImageListInput usage="brandDocument" max={BRAND_DOCUMENTS_MAX} />
      </Form.Item>

      <Divider />
      <Flex justify="end" gap={8}>
        <Button onClick={() => navigate(LIST_PATH)}>{t('common:cancel')}</Button>
        <Button type="primary" htmlType="submit" loading={submit.isPending}>
          {applicationId ? f('resubmit') : f('submit')}
        </Button>
      </Flex>
    </Form>
  );
}
