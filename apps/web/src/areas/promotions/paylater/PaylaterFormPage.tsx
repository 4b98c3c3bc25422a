import {
  PAYLATER_MAX_DAYS,
  PAYLATER_MAX_PRODUCTS,
  PAYLATER_MODE_ID,
  PAYLATER_NAME_MAX,
  PAYLATER_PLANS,
  PAYLATER_SUBSIDY_MAX,
  PAYLATER_SUBSIDY_MIN,
} from '@sc/contract/paylater.ts';
import {
  Alert,
  App,
  Button,
  Card,
  Checkbox,
  DatePicker,
  Flex,
  Form,
  Input,
  InputNumber,
  Select,
  Skeleton,
  Typography,
} from 'antd';
import dayjs from 'dayjs';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { ApiError } from '../../../api/api-error.ts';
import { placeServerError } from '../../../components/form/server-errors.ts';
import { currentLocale } from '../../../i18n/i18n.ts';
import { paylaterListPath } from '../paths.ts';
import { AgreementNeeded } from './AgreementNeeded.tsx';
import { type PaylaterFormValues, paylaterRule, toRequest } from './paylater-form-model.ts';
import { usePaylaterActions, usePaylaterAgreement, usePaylaterOptions } from './paylater-queries.ts';

const FIELDS = ['name', 'startTime', 'endTime', 'productIds', 'plans', 'subsidyPercent'] as const;
const TIME_FORMAT = 'YYYY-MM-DD HH:mm';

/**
 * /activityreport/addtPaylaterActivity/{modeId} (FUNC.marketing): a new pay-later activity, its
 * products, plans and the interest the shop bears; a shop without agreement 010 is told why.
 */
export default function PaylaterFormPage() {
  const { t } = useTranslation('promotions');
  const navigate = useNavigate();
  const modeId = useParams().modeId ?? PAYLATER_MODE_ID;
  const { message: toast } = App.useApp();
  const agreement = usePaylaterAgreement();
  const [form] = Form.useForm<PaylaterFormValues>();
  const [keyword, setKeyword] = useState('');
  const options = usePaylaterOptions(keyword);
  const { add } = usePaylaterActions();
  const [problem, setProblem] = useState<string>();
  const rule = (field: string) => paylaterRule(field, currentLocale);
  // Titles of every product found so far, so chosen ones keep their title after another search.
  const titles = useRef(new Map<string, string>()).current;
  for (const p of options.data?.products ?? []) titles.set(p.productId, p.title);
  const chosen: string[] = Form.useWatch('productIds', form) ?? [];
  const productOptions = [
    ...chosen.filter((id) => !options.data?.products.some((p) => p.productId === id)),
    ...(options.data?.products ?? []).map((p) => p.productId),
  ].map((id) => ({ value: id, label: titles.get(id) ?? id }));

  const submit = async (v: PaylaterFormValues) => {
    setProblem(undefined);
    try {
      await add.mutateAsync(toRequest(v));
      toast.success(t('paylater.form.saved'));
      void navigate(paylaterListPath(modeId));
    } catch (err) {
      const placed = placeServerError(form, err, FIELDS);
      setProblem(placed ?? (err instanceof ApiError && err.fieldErrors.length === 0 ? err.replyText : undefined));
    }
  };

  return (
    <Card title={<h2>{t('paylater.form.title')}</h2>}>
      <Typography.Paragraph type="secondary">
        {t('paylater.form.intro', {
          days: PAYLATER_MAX_DAYS,
          max: PAYLATER_MAX_PRODUCTS,
          min: PAYLATER_SUBSIDY_MIN,
          maxSubsidy: PAYLATER_SUBSIDY_MAX,
        })}
      </Typography.Paragraph>
      {agreement.isPending ? (
        <Skeleton active />
      ) : !agreement.data?.signed ? (
        <AgreementNeeded exempt={agreement.data?.exempt ?? false} />
      ) : (
        <Form<PaylaterFormValues>
          form={form}
          name="paylaterForm"
          layout="vertical"
          initialValues={{
            plans: [...PAYLATER_PLANS],
            subsidyPercent: PAYLATER_SUBSIDY_MIN,
            productIds: [],
            startTime: dayjs().add(1, 'hour').startOf('hour'),
            endTime: dayjs().add(8, 'day').startOf('hour'),
          }}
          onFinish={(v) => void submit(v)}
          style={{ maxWidth: 640 }}
        >
          <Form.Item name="name" label={t('paylater.form.name')} rules={[rule('name')]}>
            <Input maxLength={PAYLATER_NAME_MAX} showCount placeholder={t('paylater.form.namePlaceholder')} />
          </Form.Item>
          <Flex gap={16} wrap>
            <Form.Item name="startTime" label={t('paylater.form.start')} rules={[rule('startTime')]}>
              <DatePicker showTime={{ format: 'HH:mm' }} format={TIME_FORMAT} />
            </Form.Item>
            <Form.Item name="endTime" label={t('paylater.form.end')} rules={[rule('endTime')]}>
              <DatePicker showTime={{ format: 'HH:mm' }} format={TIME_FORMAT} />
            </Form.Item>
          </Flex>
          <Form.Item name="productIds" label={t('paylater.form.products')} rules={[rule('productIds')]}>
            <Select
              mode="multiple"
              showSearch
              filterOption={false}
              onSearch={setKeyword}
              maxCount={PAYLATER_MAX_PRODUCTS}
              placeholder={t('paylater.form.productsPlaceholder')}
              options={productOptions}
            />
          </Form.Item>
          <Form.Item name="plans" label={t('paylater.form.plans')} rules={[rule('plans')]}>
            <Checkbox.Group
              options={PAYLATER_PLANS.map((months) => ({ value: months, label: t('paylater.form.plan', { months }) }))}
            />
          </Form.Item>
          <Form.Item name="subsidyPercent" label={t('paylater.form.subsidy')} rules={[rule('subsidyPercent')]}>
            <InputNumber min={0} max={100} precision={0} />
          </Form.Item>
          {problem && <Alert type="error" showIcon role="alert" title={problem} style={{ marginBottom: 16 }} />}
          <Flex gap={8}>
            <Button type="primary" htmlType="submit" loading={add.isPending}>
              {t('paylater.form.save')}
            </Button>
            <Button onClick={() => void navigate(paylaterListPath(modeId))}>{t('paylater.form.cancel')}</Button>
          </Flex>
        </Form>
      )}
    </Card>
  );
}
