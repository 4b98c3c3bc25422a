import { SHIP_MODES, SHIP_WITHIN_DAYS_MAX } from '@sc/contract/calls/shipping.ts';
import { Alert, App, Button, Card, Checkbox, Form, Radio, Select, Skeleton, Switch, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatAddress } from '../../components/address/format-address.ts';
import { carrierLabel } from '../../components/carrier/carrier-labels.ts';
import { placeServerError } from '../../components/form/server-errors.ts';
import { requiredRule } from '../../components/form/shared-rules.ts';
import { currentLocale } from '../../i18n/i18n.ts';
import { useReturnAddresses } from '../settings/index.ts';
import { requiredValue } from './required-value.ts';
import {
  type LogisticsConfig,
  useExpressCompanies,
  useLogisticsConfig,
  useSaveLogisticsConfig,
} from './shipping-queries.ts';

type ShipMode = (typeof SHIP_MODES)[number];

interface FormValues {
  carriers: string[];
  defaultCarrier?: string;
  shipMode: ShipMode;
  pickupAddressId?: string;
  shipWithinDays: number;
  selfDelivery: boolean;
  parcelInsurance: boolean;
}

const FIELDS = ['carriers', 'defaultCarrier', 'pickupAddressId', 'shipWithinDays'] as const;

const initialValues = (c: LogisticsConfig): FormValues => ({
  carriers: c.carriers,
  ...(c.defaultCarrier ? { defaultCarrier: c.defaultCarrier } : {}),
  shipMode: c.shipMode,
  ...(c.pickupAddressId ? { pickupAddressId: c.pickupAddressId } : {}),
  shipWithinDays: c.shipWithinDays,
  selfDelivery: c.selfDelivery === 'y',
  parcelInsurance: c.parcelInsurance === 'y',
});

/** /setting/logisticsConfiguration: carriers, default carrier, ship mode, pick-up address, days, insurance. */
export default function LogisticsConfigPage() {
  const config = useLogisticsConfig();
  const companies = useExpressCompanies();
  return (
    <Card>
      {config.data && companies.data ? (
        <ConfigForm config={config.data} carriers={companies.data} />
      ) : (
        <Skeleton active />
      )}
    </Card>
  );
}

function ConfigForm({ config, carriers }: { config: LogisticsConfig; carriers: { code: string; name: string }[] }) {
  const { t } = useTranslation(['shipping', 'carrier']);
  const [form] = Form.useForm<FormValues>();
  const save = useSaveLogisticsConfig();
  const addresses = useReturnAddresses();
  const { message: toast } = App.useApp();
  const [formError, setFormError] = useState<string>();
  const chosen = Form.useWatch('carriers', form) ?? config.carriers;
  const shipMode = Form.useWatch('shipMode', form) ?? config.shipMode;
  const locale = currentLocale();
  const l = (key: string) => t(`logistics.${key}`);

  async function submit(v: FormValues) {
    setFormError(undefined);
    try {
      await save.mutateAsync({
        carriers: v.carriers,
        defaultCarrier: v.defaultCarrier ?? '',
        shipMode: v.shipMode,
        pickupAddressId: v.pickupAddressId ?? '',
        shipWithinDays: v.shipWithinDays,
        selfDelivery: v.selfDelivery ? 'y' : 'n',
        parcelInsurance: v.parcelInsurance ? 'y' : 'n',
      });
      toast.success(l('saved'));
    } catch (error) {
      setFormError(placeServerError(form, error, FIELDS));
    }
  }

  const addressList = addresses.data ?? [];
  return (
    <Form<FormValues>
      form={form}
      name="logisticsConfig"
      layout="vertical"
      initialValues={initialValues(config)}
      onFinish={submit}
      style={{ maxWidth: 720 }}
      onValuesChange={(changed: Partial<FormValues>) => {
        // A default no longer among the chosen carriers is cleared rather than sent.
        if (changed.carriers) {
          const current = form.getFieldValue('defaultCarrier') as string | undefined;
          if (current && !changed.carriers.includes(current)) form.setFieldValue('defaultCarrier', undefined);
        }
      }}
    >
      <Typography.Paragraph type="secondary">{l('intro')}</Typography.Paragraph>
      {config.saved === 'n' && <Alert type="info" showIcon title={l('notSaved')} style={{ marginBottom: 16 }} />}
      {formError && (
        <Alert type="error" showIcon title={formError} style={{ marginBottom: 16 }} data-testid="logistics-error" />
      )}
      <Form.Item name="carriers" label={l('carriers')} extra={l('carriersHint')} rules={[requiredValue()]}>
        <CarrierChecks
          label={l('carriers')}
          options={carriers.map((c) => ({ value: c.code, label: carrierLabel(t, c.code) }))}
        />
      </Form.Item>
      <Form.Item name="defaultCarrier" label={l('defaultCarrier')} rules={[requiredRule()]}>
        <Select
          style={{ maxWidth: 320 }}
          options={carriers
            .filter((c) => chosen.includes(c.code))
            .map((c) => ({ value: c.code, label: carrierLabel(t, c.code) }))}
        />
      </Form.Item>
      <Form.Item name="shipMode" label={l('shipMode')}>
        <Radio.Group
          style={{ display: 'flex', flexDirection: 'column', gap: 8 }}
          options={SHIP_MODES.map((m) => ({ value: m, label: t(`logistics.shipModes.${m}`) }))}
        />
      </Form.Item>
      {shipMode === 'platform_pickup' && (
        <Form.Item
          name="pickupAddressId"
          label={l('pickupAddress')}
          extra={
            addressList.length === 0 && !addresses.isLoading ? (
              <span>
                {l('noAddresses')} <Link to="/setting/returnaddress">{l('addAddress')}</Link>
              </span>
            ) : (
              l('pickupAddressHint')
            )
          }
          rules={[requiredRule()]}
        >
          <Select
            loading={addresses.isLoading}
            options={addressList.map((a) => ({ value: a.addressId, label: `${a.name} · ${formatAddress(a, locale)}` }))}
          />
        </Form.Item>
      )}
      <Form.Item name="shipWithinDays" label={l('shipWithinDays')} extra={l('shipWithinHint')}>
        <Radio.Group
          options={Array.from({ length: SHIP_WITHIN_DAYS_MAX }, (_, i) => ({
            value: i + 1,
            label: t('logistics.days', { count: i + 1 }),
          }))}
        />
      </Form.Item>
      <Form.Item name="selfDelivery" label={l('selfDelivery')} valuePropName="checked">
        <Switch />
      </Form.Item>
      <Form.Item name="parcelInsurance" label={l('parcelInsurance')} valuePropName="checked">
        <Switch />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="logistics-save">
        {t('common:save')}
      </Button>
    </Form>
  );
}

/**
 * The carrier checkboxes as one form control in a fieldset (a group): Form.Item's id and
 * description land there, not on the checkbox group's bare div, where axe refuses them.
 */
function CarrierChecks({
  label,
  options,
  value,
  onChange,
  id,
  ...aria
}: {
  label: string;
  options: { value: string; label: string }[];
  value?: string[];
  onChange?: (value: string[]) => void;
  id?: string;
  'aria-describedby'?: string;
}) {
  return (
    <fieldset
      id={id}
      aria-label={label}
      aria-describedby={aria['aria-describedby']}
      style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}
    >
      <Checkbox.Group options={options} value={value ?? []} onChange={(v) => onChange?.(v.map(String))} />
    </fieldset>
  );
}
