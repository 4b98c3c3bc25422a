import { freightBudget } from '@sc/contract/calls/shipping.ts';
import type { CallResponse } from '@sc/contract/define-call.ts';
import { Button, Card, Form, InputNumber, Select, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client.ts';
import { useAreaChildren } from '../../components/address/area-linkage.ts';
import { formatBaht } from '../../components/money/format-baht.ts';
import { MoneyInput } from '../../components/money/MoneyInput.tsx';
import { currentLocale } from '../../i18n/i18n.ts';
import type { FreightTemplate } from './shipping-queries.ts';

interface Values {
  templateId: string;
  provinceCode: string;
  quantity: number;
  weightGrams: number;
  price?: string;
}

/** Try a template: the fee of a few pieces to a province, as the server works it out. */
export function FreightBudgetCard({ templates }: { templates: FreightTemplate[] }) {
  const { t } = useTranslation('shipping');
  const [answer, setAnswer] = useState<CallResponse<typeof freightBudget> | null>(null);
  const provinces = useAreaChildren(currentLocale(), 'province');
  const def = templates.find((tpl) => tpl.isDefault === 'y') ?? templates[0];
  const b = (key: string) => t(`freight.budget.${key}`);

  const estimate = async (v: Values) => {
    const r = await api(freightBudget, {
      templateId: v.templateId,
      provinceCode: v.provinceCode,
      items: [{ quantity: v.quantity, weightGrams: v.weightGrams, price: v.price ?? '0' }],
    }).catch(() => null);
    setAnswer(r);
  };

  return (
    <Card title={b('title')} size="small">
      <Form<Values>
        layout="inline"
        name="freightBudget"
        initialValues={{ templateId: def?.templateId, provinceCode: '10', quantity: 1, weightGrams: 500 }}
        onFinish={(v) => void estimate(v)}
        style={{ rowGap: 8 }}
      >
        <Form.Item name="templateId" label={t('freight.column.name')}>
          <Select
            showSearch
            optionFilterProp="label"
            style={{ minWidth: 180 }}
            options={templates.map((tpl) => ({ value: tpl.templateId, label: tpl.name }))}
          />
        </Form.Item>
        <Form.Item name="provinceCode" label={b('province')}>
          <Select
            showSearch
            optionFilterProp="label"
            style={{ minWidth: 180 }}
            options={(provinces.data ?? []).map((p) => ({ value: p.code, label: p.name }))}
          />
        </Form.Item>
        <Form.Item name="quantity" label={b('quantity')}>
          <InputNumber<number> min={1} max={9999} precision={0} />
        </Form.Item>
        <Form.Item name="weightGrams" label={b('weight')}>
          <InputNumber<number> min={0} max={1_000_000} precision={0} />
        </Form.Item>
        <Form.Item name="price" label={b('price')}>
          <MoneyInput />
        </Form.Item>
        <Form.Item>
          <Button htmlType="submit">{b('estimate')}</Button>
        </Form.Item>
      </Form>
      {answer && (
        <Typography.Paragraph strong style={{ marginTop: 12, marginBottom: 0 }} data-testid="freight-budget-result">
          {answer.free === 'y'
            ? t('freight.budget.free', { goods: formatBaht(answer.goodsAmount) })
            : t('freight.budget.result', { fee: formatBaht(answer.fee) })}{' '}
          {answer.regional === 'y' && <Tag>{b('regional')}</Tag>}
        </Typography.Paragraph>
      )}
    </Card>
  );
}
