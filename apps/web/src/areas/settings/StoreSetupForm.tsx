import { messages } from '@sc/contract/messages.ts';
import {
  Alert,
  App,
  Button,
  Card,
  Form,
  type FormRule,
  Input,
  Radio,
  Space,
  Switch,
  TimePicker,
  Typography,
} from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { placeServerError } from '../../components/form/server-errors.ts';
import { maxLengthRule, phoneRule } from '../../components/form/shared-rules.ts';
import { currentLocale } from '../../i18n/i18n.ts';
import { localPhone } from './local-phone.ts';
import { type StoreConfig, useSaveStoreConfig } from './store-config-queries.ts';

interface FormValues {
  customerServiceEnabled: boolean;
  serviceStart: string;
  serviceEnd: string;
  servicePhone: string;
  welcomeText: string;
  returnDays: 7 | 15;
  shipWithinDays: number;
}

const FIELDS = ['serviceStart', 'serviceEnd', 'servicePhone', 'welcomeText', 'returnDays', 'shipWithinDays'] as const;
const HHMM = 'HH:mm';

// The form keeps times as "HH:mm" texts (as the call does); the pickers work on dayjs.
const timeProps = {
  getValueProps: (value: string | undefined) => ({ value: value ? dayjs(value, HHMM) : null }),
  normalize: (value: Dayjs | null) => value?.format(HHMM) ?? '',
};

const endAfterStart: FormRule = ({ getFieldValue }) => ({
  validator: async (_rule, end: unknown) => {
    const start = getFieldValue('serviceStart');
    if (typeof end === 'string' && typeof start === 'string' && end !== '' && end <= start) {
      throw new Error(messages.serviceEndBeforeStart[currentLocale()]);
    }
  },
});

/** The customer-service setup and the service commitments; saving sets the shop's rights. */
export function StoreSetupForm({ config }: { config: StoreConfig }) {
  const { t } = useTranslation('settings');
  const [form] = Form.useForm<FormValues>();
  const save = useSaveStoreConfig();
  const { message: toast } = App.useApp();
  const [formError, setFormError] = useState<string>();
  const own = Form.useWatch('customerServiceEnabled', form) ?? config.customerServiceEnabled === 'y';
  const s = (key: string) => t(`storeSetup.${key}`);

  async function submit(values: FormValues) {
    setFormError(undefined);
    try {
      await save.mutateAsync({
        ...values,
        customerServiceEnabled: values.customerServiceEnabled ? 'y' : 'n',
        servicePhone: values.servicePhone?.trim() ?? '',
        welcomeText: values.welcomeText?.trim() ?? '',
      });
      toast.success(s('saved'));
    } catch (error) {
      setFormError(placeServerError(form, error, FIELDS));
    }
  }

  return (
    <Form<FormValues>
      form={form}
      name="storeSetup"
      layout="vertical"
      initialValues={{
        ...config,
        customerServiceEnabled: config.customerServiceEnabled === 'y',
        servicePhone: localPhone(config.servicePhone),
      }}
      onFinish={submit}
      scrollToFirstError
    >
      {formError && <Alert type="error" showIcon title={formError} style={{ marginBottom: 16 }} />}
      <Card title={s('customerService')} style={{ marginBottom: 16 }}>
        <Form.Item
          name="customerServiceEnabled"
          label={s('ownService')}
          valuePropName="checked"
          extra={own ? s('ownServiceOn') : s('ownServiceOff')}
        >
          <Switch />
        </Form.Item>
        <Space size={16} wrap align="start">
          <Form.Item name="serviceStart" label={s('serviceStart')} rules={[{ required: own }]} {...timeProps}>
            <TimePicker format={HHMM} minuteStep={5} allowClear={false} disabled={!own} needConfirm={false} />
          </Form.Item>
          <Form.Item
            name="serviceEnd"
            label={s('serviceEnd')}
            dependencies={['serviceStart']}
            rules={[{ required: own }, endAfterStart]}
            {...timeProps}
          >
            <TimePicker format={HHMM} minuteStep={5} allowClear={false} disabled={!own} needConfirm={false} />
          </Form.Item>
        </Space>
        <Form.Item name="servicePhone" label={s('servicePhone')} extra={s('servicePhoneHint')} rules={[phoneRule]}>
          <Input inputMode="tel" autoComplete="tel" disabled={!own} style={{ maxWidth: 300 }} />
        </Form.Item>
        <Form.Item name="welcomeText" label={s('welcomeText')} rules={[maxLengthRule(500)]}>
          <Input.TextArea
            maxLength={500}
            showCount
            autoSize={{ minRows: 3, maxRows: 6 }}
            disabled={!own}
            placeholder={s('welcomePlaceholder')}
          />
        </Form.Item>
      </Card>
      <Card title={s('commitments')} style={{ marginBottom: 24 }}>
        <Typography.Paragraph type="secondary">{s('intro')}</Typography.Paragraph>
        <Form.Item name="returnDays" label={s('returnDays')}>
          <Radio.Group
            optionType="button"
            options={[
              { value: 7, label: s('days7') },
              { value: 15, label: s('days15') },
            ]}
          />
        </Form.Item>
        <Form.Item name="shipWithinDays" label={s('shipWithinDays')} style={{ marginBottom: 0 }}>
          <Radio.Group
            optionType="button"
            options={[
              { value: 1, label: s('ship1') },
              { value: 2, label: s('ship2') },
              { value: 3, label: s('ship3') },
            ]}
          />
        </Form.Item>
      </Card>
      <Button type="primary" htmlType="submit" size="large" loading={save.isPending}>
        {s('save')}
      </Button>
    </Form>
  );
}
