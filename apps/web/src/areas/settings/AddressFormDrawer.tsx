import { returnAddressInput } from '@sc/contract/calls/settings.ts';
import { Alert, Button, Checkbox, Col, Drawer, Flex, Form, Input, Row } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AreaFields } from '../../components/address/AreaFields.tsx';
import { placeServerError } from '../../components/form/server-errors.ts';
import { maxLengthRule, phoneRule, requiredRule, schemaRule } from '../../components/form/shared-rules.ts';
import { localPhone } from './local-phone.ts';
import { type ReturnAddress, useAddressActions } from './return-address-queries.ts';

interface FormValues {
  name: string;
  contact: string;
  phone: string;
  provinceCode?: string;
  districtCode?: string;
  subDistrictCode: string;
  zipCode: string;
  detail: string;
  latitude?: string;
  longitude?: string;
  isDefault: boolean;
}

/** Fields a 4101 reply can name, each shown on its own field. */
const FIELDS = ['name', 'contact', 'phone', 'subDistrictCode', 'zipCode', 'detail', 'latitude', 'longitude'] as const;

const initialValues = (editing: ReturnAddress | undefined, isFirst: boolean): Partial<FormValues> =>
  editing
    ? { ...editing, phone: localPhone(editing.phone), isDefault: editing.isDefault === 'y' }
    : { isDefault: isFirst };

/**
 * Add or edit one return address in a drawer. Mounted while in use: it closes itself and
 * tells the page when the closing is done.
 */
export function AddressFormDrawer({
  editing,
  isFirst,
  onSaved,
  onClosed,
}: {
  editing?: ReturnAddress;
  isFirst: boolean;
  onSaved: () => void;
  onClosed: () => void;
}) {
  const { t } = useTranslation('settings');
  const [form] = Form.useForm<FormValues>();
  const [open, setOpen] = useState(true);
  const [formError, setFormError] = useState<string>();
  const { save } = useAddressActions();
  const defaultLocked = isFirst || editing?.isDefault === 'y';

  async function submit(values: FormValues) {
    setFormError(undefined);
    const { provinceCode: _p, districtCode: _d, isDefault, ...rest } = values;
    try {
      await save.mutateAsync({
        ...rest,
        latitude: values.latitude?.trim() ?? '',
        longitude: values.longitude?.trim() ?? '',
        isDefault: isDefault ? 'y' : 'n',
        ...(editing ? { addressId: editing.addressId } : {}),
      });
      onSaved();
      setOpen(false);
    } catch (error) {
      setFormError(placeServerError(form, error, FIELDS));
    }
  }

  const f = (key: string) => t(`returnAddress.form.${key}`);
  return (
    <Drawer
      open={open}
      size={640}
      title={t(editing ? 'returnAddress.editTitle' : 'returnAddress.addTitle')}
      onClose={() => setOpen(false)}
      afterOpenChange={(visible) => !visible && onClosed()}
      footer={
        <Flex justify="end" gap={8}>
          <Button onClick={() => setOpen(false)}>{t('common:cancel')}</Button>
          <Button type="primary" htmlType="submit" form="returnAddress" loading={save.isPending}>
            {t('common:save')}
          </Button>
        </Flex>
      }
    >
      <Form<FormValues>
        form={form}
        name="returnAddress"
        layout="vertical"
        initialValues={initialValues(editing, isFirst)}
        onFinish={submit}
        scrollToFirstError
      >
        {formError && <Alert type="error" showIcon title={formError} style={{ marginBottom: 16 }} />}
        <Row gutter={12}>
          <Col xs={24} sm={12}>
            <Form.Item name="name" label={f('name')} rules={[requiredRule(), maxLengthRule(40)]}>
              <Input maxLength={40} placeholder={f('namePlaceholder')} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="contact" label={f('contact')} rules={[requiredRule(), maxLengthRule(40)]}>
              <Input maxLength={40} placeholder={f('contactPlaceholder')} autoComplete="name" />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item name="phone" label={f('phone')} rules={[requiredRule(), phoneRule]}>
          <Input inputMode="tel" autoComplete="tel" placeholder={f('phonePlaceholder')} style={{ maxWidth: 300 }} />
        </Form.Item>
        <AreaFields />
        <Form.Item name="detail" label={f('detail')} rules={[requiredRule(), maxLengthRule(200)]}>
          <Input.TextArea
            maxLength={200}
            showCount
            autoSize={{ minRows: 2, maxRows: 4 }}
            placeholder={f('detailPlaceholder')}
            autoComplete="street-address"
          />
        </Form.Item>
        <Form.Item label={f('location')} extra={f('locationHint')} style={{ marginBottom: 16 }}>
          <Row gutter={12}>
            <Col span={12}>
              <Form.Item
                name="latitude"
                noStyle
                rules={[schemaRule(returnAddressInput.shape.latitude, f('latitudeInvalid'))]}
              >
                <Input inputMode="decimal" prefix={`${f('latitude')}:`} placeholder="13.7563" />
              </Form.Item>
            </Col>
            <Col span={12}>
              <Form.Item
                name="longitude"
                noStyle
                rules={[schemaRule(returnAddressInput.shape.longitude, f('longitudeInvalid'))]}
              >
                <Input inputMode="decimal" prefix={`${f('longitude')}:`} placeholder="100.5018" />
              </Form.Item>
            </Col>
          </Row>
        </Form.Item>
        <Form.Item
          name="isDefault"
          valuePropName="checked"
          extra={isFirst ? f('firstIsDefault') : editing?.isDefault === 'y' ? f('staysDefault') : undefined}
        >
          <Checkbox disabled={defaultLocked}>{f('isDefault')}</Checkbox>
        </Form.Item>
      </Form>
    </Drawer>
  );
}
