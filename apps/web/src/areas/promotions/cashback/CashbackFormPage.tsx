import { CASHBACK_MAX_DAYS, CASHBACK_NAME_MAX, CASHBACK_PERCENT_MAX } from '@sc/contract/cashback.ts';
import {
  Alert,
  App,
  Button,
  Card,
  DatePicker,
  Flex,
  Form,
  Input,
  InputNumber,
  Radio,
  Skeleton,
  Typography,
} from 'antd';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { placeServerError } from '../../../components/form/server-errors.ts';
import { currentLocale } from '../../../i18n/i18n.ts';
import { CASHBACK_PATH } from '../paths.ts';
import { type CashbackFormValues, cashbackRule, toRequest } from './cashback-form-model.ts';
import { useCashback, useCashbackActions } from './cashback-queries.ts';

const FIELDS = ['name', 'minSpend', 'reward', 'cap', 'budget', 'startTime', 'endTime'] as const;
const TIME_FORMAT = 'YYYY-MM-DD HH:mm';

/** /promotion/cashback?form (&id= to edit): a rule's spend, cashback, budget and window, checked as typed. */
export function CashbackFormPage({ cashbackId }: { cashbackId: string | undefined }) {
  const { t } = useTranslation('promotions');
  const navigate = useNavigate();
  const { message: toast } = App.useApp();
  const existing = useCashback(cashbackId);
  const { add, modify } = useCashbackActions();
  const [form] = Form.useForm<CashbackFormValues>();
  const [problem, setProblem] = useState<string>();
  const rewardType = Form.useWatch('rewardType', form) ?? 'amount';

  useEffect(() => {
    const d = existing.data;
    if (!d) return;
    form.setFieldsValue({
      name: d.name,
      minSpend: d.minSpend,
      rewardType: d.rewardType,
      reward: d.reward,
      cap: d.cap,
      budget: d.budget,
      startTime: dayjs(d.startTime),
      endTime: dayjs(d.endTime),
    });
  }, [existing.data, form]);

  if (cashbackId && existing.isPending) return <Skeleton active />;
  if (cashbackId && !existing.data) return <Alert type="warning" showIcon title={t('cashback.form.missing')} />;
  const locked = !!existing.data && existing.data.state !== 'not_started';

  const start = dayjs().add(10, 'minute').startOf('minute');
  const initial: CashbackFormValues = {
    name: '',
    minSpend: null,
    rewardType: 'amount',
    reward: null,
    cap: null,
    budget: null,
    startTime: start,
    endTime: start.add(30, 'day'),
  };
  const rule = (field: string) => cashbackRule(field, currentLocale, () => new Date());

  const submit = async (v: CashbackFormValues) => {
    setProblem(undefined);
    const input = toRequest(v);
    try {
      if (cashbackId) await modify.mutateAsync({ cashbackId, ...input });
      else await add.mutateAsync(input);
      toast.success(t('cashback.form.saved'));
      void navigate(CASHBACK_PATH);
    } catch (err) {
      setProblem(placeServerError(form, err, FIELDS));
    }
  };

  return (
    <Card title={<h2>{cashbackId ? t('cashback.form.titleEdit') : t('cashback.form.titleNew')}</h2>}>
      <Typography.Paragraph type="secondary">
        {t('cashback.form.intro', { days: CASHBACK_MAX_DAYS })}
      </Typography.Paragraph>
      {locked && <Alert type="info" showIcon title={t('cashback.form.notEditable')} />}
      {problem && <Alert type="error" showIcon title={problem} />}
      <Form<CashbackFormValues>
        form={form}
        name="cashbackForm"
        layout="vertical"
        initialValues={initial}
        disabled={locked}
        onValuesChange={(changed: CashbackFormValues) => {
          // The reward is read against the spend and its kind.
          if ('minSpend' in changed || 'rewardType' in changed)
            void form.validateFields(['reward'], { validateOnly: false }).catch(() => undefined);
        }}
        onFinish={(v) => void submit(v)}
      >
        <Form.Item name="name" label={t('cashback.form.name')} rules={[rule('name')]}>
          <Input maxLength={CASHBACK_NAME_MAX} showCount placeholder={t('cashback.form.namePlaceholder')} />
        </Form.Item>
        <Form.Item name="minSpend" label={t('cashback.form.minSpend')} rules={[rule('minSpend')]}>
          <InputNumber min={0} step={0.01} prefix="฿" style={{ width: 200 }} />
        </Form.Item>
        <Form.Item name="rewardType" label={t('cashback.form.rewardType')}>
          <Radio.Group
            options={[
              { value: 'amount', label: t('cashback.form.rewardAmount') },
              { value: 'percent', label: t('cashback.form.rewardPercent') },
            ]}
          />
        </Form.Item>
        <Flex gap={16} wrap>
          <Form.Item
            name="reward"
            label={rewardType === 'percent' ? t('cashback.form.percent') : t('cashback.form.reward')}
            rules={[rule('reward')]}
          >
            {rewardType === 'percent' ? (
              <InputNumber min={0} max={CASHBACK_PERCENT_MAX} step={1} suffix="%" style={{ width: 200 }} />
            ) : (
              <InputNumber min={0} step={0.01} prefix="฿" style={{ width: 200 }} />
            )}
          </Form.Item>
          {rewardType === 'percent' && (
            <Form.Item name="cap" label={t('cashback.form.cap')} rules={[rule('cap')]}>
              <InputNumber min={0} step={0.01} prefix="฿" style={{ width: 200 }} />
            </Form.Item>
          )}
          <Form.Item name="budget" label={t('cashback.form.budget')} rules={[rule('budget')]}>
            <InputNumber min={0} step={1} prefix="฿" style={{ width: 200 }} />
          </Form.Item>
        </Flex>
        <Flex gap={16} wrap>
          <Form.Item name="startTime" label={t('cashback.form.start')} rules={[rule('startTime')]}>
            <DatePicker showTime={{ format: 'HH:mm' }} format={TIME_FORMAT} />
          </Form.Item>
          <Form.Item name="endTime" label={t('cashback.form.end')} rules={[rule('endTime')]}>
            <DatePicker showTime={{ format: 'HH:mm' }} format={TIME_FORMAT} />
          </Form.Item>
        </Flex>
        <Flex gap={8} wrap>
          <Button type="primary" htmlType="submit" loading={add.isPending || modify.isPending}>
            {t('cashback.form.save')}
          </Button>
          <Button disabled={false} onClick={() => void navigate(CASHBACK_PATH)}>
            {t('cashback.form.cancel')}
          </Button>
        </Flex>
      </Form>
    </Card>
  );
}
