import MinusCircleOutlined from '@ant-design/icons/MinusCircleOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import {
  FREIGHT_NAME_MAX,
  FREIGHT_REGIONS_MAX,
  FREIGHT_UNIT_MAX,
  type FreightMode,
} from '@sc/contract/calls/shipping.ts';
import { Alert, Button, Col, Drawer, Flex, Form, Input, InputNumber, Radio, Row, Select, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAreaChildren } from '../../components/address/area-linkage.ts';
import { placeServerError } from '../../components/form/server-errors.ts';
import { maxLengthRule, requiredRule } from '../../components/form/shared-rules.ts';
import { MoneyInput } from '../../components/money/MoneyInput.tsx';
import { currentLocale } from '../../i18n/i18n.ts';
import { requiredValue } from './required-value.ts';
import { type FreightTemplate, useFreightActions } from './shipping-queries.ts';

interface RegionValues {
  provinceCodes: string[];
  firstFee?: string;
  continuedFee?: string;
}

interface FormValues {
  name: string;
  mode: FreightMode;
  firstUnit?: number;
  firstFee?: string;
  continuedUnit?: number;
  continuedFee?: string;
  freeOver?: string;
  regions: RegionValues[];
}

const FIELDS = ['name', 'firstUnit', 'firstFee', 'continuedUnit', 'continuedFee', 'freeOver', 'regions'] as const;
const money = (n: number) => n.toFixed(2);

const initialValues = (editing: FreightTemplate | undefined): Partial<FormValues> =>
  editing
    ? {
        name: editing.name,
        mode: editing.mode,
        firstUnit: editing.firstUnit,
        firstFee: money(editing.firstFee),
        continuedUnit: editing.continuedUnit,
        continuedFee: money(editing.continuedFee),
        ...(editing.freeOver === null ? {} : { freeOver: money(editing.freeOver) }),
        regions: editing.regions.map((r) => ({
          provinceCodes: r.provinceCodes,
          firstFee: money(r.firstFee),
          continuedFee: money(r.continuedFee),
        })),
      }
    : { mode: 'per_item', firstUnit: 1, continuedUnit: 1, regions: [] };

/** Create or edit a freight template in a drawer: the two modes, fees, free-over and regional rows. */
export function FreightTemplateDrawer({
  editing,
  onSaved,
  onClosed,
}: {
  editing?: FreightTemplate | undefined;
  onSaved: () => void;
  onClosed: () => void;
}) {
  const { t } = useTranslation('shipping');
  const [form] = Form.useForm<FormValues>();
  const [open, setOpen] = useState(true);
  const [formError, setFormError] = useState<string>();
  const { save } = useFreightActions();
  const mode = Form.useWatch('mode', form) ?? editing?.mode ?? 'per_item';
  const provinces = useAreaChildren(currentLocale(), 'province');
  const provinceOptions = (provinces.data ?? []).map((p) => ({ value: p.code, label: p.name }));
  const unitMax = FREIGHT_UNIT_MAX[mode];

  async function submit(values: FormValues) {
    setFormError(undefined);
    try {
      await save.mutateAsync({
        name: values.name,
        mode: values.mode,
        firstUnit: values.firstUnit ?? 0,
        firstFee: values.firstFee ?? '0',
        continuedUnit: values.continuedUnit ?? 0,
        continuedFee: values.continuedFee ?? '0',
        freeOver: values.freeOver ? values.freeOver : null,
        regions: (values.regions ?? []).map((r) => ({
          provinceCodes: r.provinceCodes ?? [],
          firstFee: r.firstFee ?? '0',
          continuedFee: r.continuedFee ?? '0',
        })),
        ...(editing ? { templateId: editing.templateId } : {}),
      });
      onSaved();
      setOpen(false);
    } catch (error) {
      setFormError(placeServerError(form, error, FIELDS));
    }
  }

  const f = (key: string) => t(`freight.form.${key}`);
  const unitRule = {
    type: 'integer' as const,
    min: 1,
    max: unitMax,
    message: t('freight.form.unitInvalid', { max: unitMax }),
  };
  return (
    <Drawer
      open={open}
      size={680}
      title={t(editing ? 'freight.editTitle' : 'freight.addTitle')}
      onClose={() => setOpen(false)}
      afterOpenChange={(visible) => !visible && onClosed()}
      footer={
        <Flex justify="end" gap={8}>
          <Button onClick={() => setOpen(false)}>{t('common:cancel')}</Button>
          <Button type="primary" htmlType="submit" form="freightTemplate" loading={save.isPending}>
            {t('common:save')}
          </Button>
        </Flex>
      }
    >
      <Form<FormValues>
        form={form}
        name="freightTemplate"
        layout="vertical"
        initialValues={initialValues(editing)}
        onFinish={submit}
        scrollToFirstError
      >
        {formError && (
          <Alert type="error" showIcon title={formError} style={{ marginBottom: 16 }} data-testid="freight-error" />
        )}
        <Form.Item name="name" label={f('name')} rules={[requiredRule(), maxLengthRule(FREIGHT_NAME_MAX)]}>
          <Input maxLength={FREIGHT_NAME_MAX} showCount placeholder={f('namePlaceholder')} />
        </Form.Item>
        <Form.Item name="mode" label={f('mode')}>
          <Radio.Group
            options={[
              { value: 'per_item', label: t('freight.mode.per_item') },
              { value: 'per_order', label: t('freight.mode.per_order') },
            ]}
          />
        </Form.Item>
        <Row gutter={12}>
          <Col xs={24} sm={12}>
            <Form.Item name="firstUnit" label={f(`firstUnit.${mode}`)} rules={[requiredValue(), unitRule]}>
              <InputNumber<number> min={1} max={unitMax} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="firstFee" label={f('firstFee')} rules={[requiredRule()]}>
              <MoneyInput style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="continuedUnit" label={f(`continuedUnit.${mode}`)} rules={[requiredValue(), unitRule]}>
              <InputNumber<number> min={1} max={unitMax} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="continuedFee" label={f('continuedFee')} rules={[requiredRule()]}>
              <MoneyInput style={{ width: '100%' }} />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item name="freeOver" label={f('freeOver')} extra={f('freeOverHint')}>
          <MoneyInput style={{ maxWidth: 300, width: '100%' }} />
        </Form.Item>
        <Typography.Title level={5}>{f('regions')}</Typography.Title>
        <Typography.Paragraph type="secondary">{f('regionsHint')}</Typography.Paragraph>
        <Form.List name="regions">
          {(rows, { add, remove }) => (
            <Flex vertical gap={8}>
              {rows.map((row, i) => (
                <Row key={row.key} gutter={8} align="top" data-testid={`freight-region-${i}`}>
                  <Col xs={24} md={12}>
                    <Form.Item name={[row.name, 'provinceCodes']} label={f('provinces')} rules={[requiredValue()]}>
                      <Select
                        mode="multiple"
                        options={provinceOptions}
                        placeholder={f('provincesPlaceholder')}
                        optionFilterProp="label"
                        loading={provinces.isLoading}
                      />
                    </Form.Item>
                  </Col>
                  <Col xs={10} md={5}>
                    <Form.Item name={[row.name, 'firstFee']} label={f('firstFee')} rules={[requiredRule()]}>
                      <MoneyInput style={{ width: '100%' }} />
                    </Form.Item>
                  </Col>
                  <Col xs={10} md={5}>
                    <Form.Item name={[row.name, 'continuedFee']} label={f('continuedFee')} rules={[requiredRule()]}>
                      <MoneyInput style={{ width: '100%' }} />
                    </Form.Item>
                  </Col>
                  <Col xs={4} md={2} style={{ paddingTop: 30 }}>
                    <Button
                      type="text"
                      danger
                      icon={<MinusCircleOutlined />}
                      aria-label={f('removeRegion')}
                      onClick={() => remove(row.name)}
                    />
                  </Col>
                </Row>
              ))}
              {rows.length < FREIGHT_REGIONS_MAX && (
                <Button
                  type="dashed"
                  icon={<PlusOutlined />}
                  onClick={() => add({ provinceCodes: [] })}
                  data-testid="freight-add-region"
                >
                  {f('addRegion')}
                </Button>
              )}
            </Flex>
          )}
        </Form.List>
      </Form>
    </Drawer>
  );
}
