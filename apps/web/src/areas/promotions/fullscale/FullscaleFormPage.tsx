import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import {
  FULLSCALE_MAX_DAYS,
  FULLSCALE_MAX_PRODUCTS,
  FULLSCALE_NAME_MAX,
  FULLSCALE_TIERS_MAX,
} from '@sc/contract/fullscale.ts';
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
  List,
  Radio,
  Skeleton,
  Typography,
} from 'antd';
import dayjs from 'dayjs';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { placeServerError } from '../../../components/form/server-errors.ts';
import { currentLocale } from '../../../i18n/i18n.ts';
import { ProductPicker } from '../ProductPicker.tsx';
import { FULLSCALE_LIST_PATH } from '../paths.ts';
import { FullscalePreview } from './FullscalePreview.tsx';
import {
  type ChosenProduct,
  type FullscaleFormValues,
  formIssues,
  fullscaleRule,
  toRequest,
} from './fullscale-form-model.ts';
import { useFullscale, useFullscaleActions } from './fullscale-queries.ts';

const FIELDS = ['name', 'startTime', 'endTime'] as const;
const TIME_FORMAT = 'YYYY-MM-DD HH:mm';

/** /promotion/fullscale?form (&id= to edit): a promotion's tiers, window and products, checked as typed. */
export function FullscaleFormPage({ fullscaleId }: { fullscaleId: string | undefined }) {
  const { t } = useTranslation('promotions');
  const navigate = useNavigate();
  const { message: toast } = App.useApp();
  const existing = useFullscale(fullscaleId);
  const { add, modify } = useFullscaleActions();
  const [form] = Form.useForm<FullscaleFormValues>();
  const [products, setProducts] = useState<ChosenProduct[]>([]);
  const [problem, setProblem] = useState<string>();
  const [tried, setTried] = useState(false);
  const count = useRef(0);
  count.current = products.length;
  const values = Form.useWatch([], { form, preserve: true }) as FullscaleFormValues | undefined;

  useEffect(() => {
    const d = existing.data;
    if (!d) return;
    form.setFieldsValue({
      name: d.name,
      kind: d.kind,
      rewardType: d.rewardType,
      tiers: d.tiers,
      startTime: dayjs(d.startTime),
      endTime: dayjs(d.endTime),
      scope: d.scope,
    });
    setProducts(d.products);
  }, [existing.data, form]);

  if (fullscaleId && existing.isPending) return <Skeleton active />;
  if (fullscaleId && !existing.data) return <Alert type="warning" showIcon title={t('fullscale.form.missing')} />;
  const locked = !!existing.data && existing.data.state !== 'not_started';

  const start = dayjs().add(10, 'minute').startOf('minute');
  const initial: FullscaleFormValues = {
    name: '',
    kind: 'amount',
    rewardType: 'amount',
    tiers: [{ threshold: null, reward: null }],
    startTime: start,
    endTime: start.add(7, 'day'),
    scope: 'all',
  };
  const rule = (field: string) =>
    fullscaleRule(
      field,
      currentLocale,
      () => new Date(),
      () => count.current,
    );
  const current = values ?? initial;
  const shared = formIssues(current, products.length, new Date(), currentLocale());

  const submit = async (v: FullscaleFormValues) => {
    setProblem(undefined);
    setTried(true);
    if (shared.length > 0) return;
    const input = toRequest(v, products);
    try {
      if (fullscaleId) await modify.mutateAsync({ fullscaleId, ...input });
      else await add.mutateAsync(input);
      toast.success(t('fullscale.form.saved'));
      void navigate(FULLSCALE_LIST_PATH);
    } catch (err) {
      setProblem(placeServerError(form, err, FIELDS));
    }
  };

  // A change to the kind, the reward or one tier may settle or raise another tier's check.
  const recheck = () => {
    const tiers = form.getFieldValue('tiers') as unknown[] | undefined;
    const names = (tiers ?? []).flatMap((_, i) => [
      ['tiers', i, 'threshold'],
      ['tiers', i, 'reward'],
    ]);
    void form.validateFields(names, { validateOnly: false }).catch(() => undefined);
  };

  return (
    <Flex vertical gap={16}>
      <Card title={<h2>{fullscaleId ? t('fullscale.form.titleEdit') : t('fullscale.form.titleNew')}</h2>}>
        <Typography.Paragraph type="secondary">
          {t('fullscale.form.intro', { days: FULLSCALE_MAX_DAYS })}
        </Typography.Paragraph>
        {locked && <Alert type="info" showIcon title={t('fullscale.form.notEditable')} />}
        {problem && <Alert type="error" showIcon title={problem} />}
        <Form<FullscaleFormValues>
          form={form}
          name="fullscaleForm"
          layout="vertical"
          initialValues={initial}
          disabled={locked}
          onValuesChange={(changed: FullscaleFormValues) => {
            if (changed.kind || changed.rewardType || changed.tiers) recheck();
          }}
          onFinish={(v) => void submit(v)}
          onFinishFailed={() => setTried(true)}
        >
          <Form.Item name="name" label={t('fullscale.form.name')} rules={[rule('name')]}>
            <Input maxLength={FULLSCALE_NAME_MAX} showCount placeholder={t('fullscale.form.namePlaceholder')} />
          </Form.Item>
          <Flex gap={24} wrap>
            <Form.Item name="kind" label={t('fullscale.form.kind')}>
              <Radio.Group
                options={[
                  { value: 'amount', label: t('fullscale.form.kindAmount') },
                  { value: 'quantity', label: t('fullscale.form.kindQuantity') },
                ]}
              />
            </Form.Item>
            <Form.Item name="rewardType" label={t('fullscale.form.rewardType')}>
              <Radio.Group
                options={[
                  { value: 'amount', label: t('fullscale.form.rewardAmount') },
                  { value: 'percent', label: t('fullscale.form.rewardPercent') },
                ]}
              />
            </Form.Item>
          </Flex>
          <Typography.Title level={2} style={{ fontSize: 16 }}>
            {t('fullscale.form.tiers')}
          </Typography.Title>
          <Form.List name="tiers">
            {(fields, { add: addTier, remove }) => (
              <Flex vertical gap={4}>
                {fields.map((field, i) => (
                  <Flex key={field.key} gap={12} wrap align="start" data-tier={i + 1}>
                    <Typography.Text strong style={{ paddingTop: 34, minWidth: 64 }}>
                      {t('fullscale.form.tierLabel', { tier: i + 1 })}
                    </Typography.Text>
                    <Form.Item
                      name={[field.name, 'threshold']}
                      label={t('fullscale.form.threshold', { tier: i + 1 })}
                      rules={[rule(`tiers.${i}.threshold`)]}
                    >
                      <InputNumber
                        min={0}
                        step={current.kind === 'quantity' ? 1 : 0.01}
                        prefix={current.kind === 'quantity' ? undefined : '฿'}
                        style={{ width: 160 }}
                      />
                    </Form.Item>
                    <Form.Item
                      name={[field.name, 'reward']}
                      label={t('fullscale.form.reward', { tier: i + 1 })}
                      rules={[rule(`tiers.${i}.reward`)]}
                    >
                      <InputNumber
                        min={0}
                        step={current.rewardType === 'percent' ? 1 : 0.01}
                        prefix={current.rewardType === 'percent' ? undefined : '฿'}
                        suffix={current.rewardType === 'percent' ? '%' : undefined}
                        style={{ width: 160 }}
                      />
                    </Form.Item>
                    {fields.length > 1 && (
                      <Button
                        type="text"
                        icon={<DeleteOutlined />}
                        style={{ marginTop: 30 }}
                        aria-label={t('fullscale.form.removeTier', { tier: i + 1 })}
                        onClick={() => {
                          remove(field.name);
                          recheck();
                        }}
                      />
                    )}
                  </Flex>
                ))}
                {fields.length < FULLSCALE_TIERS_MAX && (
                  <Button icon={<PlusOutlined />} onClick={() => addTier({ threshold: null, reward: null })}>
                    {t('fullscale.form.addTier')}
                  </Button>
                )}
              </Flex>
            )}
          </Form.List>
          <Flex gap={16} wrap style={{ marginTop: 16 }}>
            <Form.Item name="startTime" label={t('fullscale.form.start')} rules={[rule('startTime')]}>
              <DatePicker showTime={{ format: 'HH:mm' }} format={TIME_FORMAT} />
            </Form.Item>
            <Form.Item name="endTime" label={t('fullscale.form.end')} rules={[rule('endTime')]}>
              <DatePicker showTime={{ format: 'HH:mm' }} format={TIME_FORMAT} />
            </Form.Item>
          </Flex>
          <Form.Item name="scope" label={t('fullscale.form.scope')}>
            <Radio.Group
              options={[
                { value: 'all', label: t('fullscale.form.scopeAll') },
                { value: 'products', label: t('fullscale.form.scopeSome') },
              ]}
            />
          </Form.Item>
          {tried && shared.length > 0 && (
            <Alert type="error" showIcon title={shared.join(' · ')} role="alert" style={{ marginBottom: 16 }} />
          )}
          <Flex gap={8} wrap>
            <Button type="primary" htmlType="submit" loading={add.isPending || modify.isPending}>
              {t('fullscale.form.save')}
            </Button>
            <Button disabled={false} onClick={() => void navigate(FULLSCALE_LIST_PATH)}>
              {t('fullscale.form.cancel')}
            </Button>
          </Flex>
        </Form>
      </Card>
      {current.scope === 'products' && !locked && (
        <>
          <ProductPicker
            chosen={new Set(products.map((p) => p.productId))}
            full={products.length >= FULLSCALE_MAX_PRODUCTS}
            onAdd={(p) =>
              setProducts((list) => [...list, { productId: p.productId, title: p.title, imageUrl: p.imageUrl }])
            }
          />
          <Card title={t('fullscale.form.chosen', { count: products.length, max: FULLSCALE_MAX_PRODUCTS })}>
            <List
              dataSource={products}
              locale={{ emptyText: t('fullscale.form.chosenEmpty') }}
              renderItem={(p) => (
                <List.Item
                  actions={[
                    <Button
                      key="remove"
                      type="link"
                      size="small"
                      aria-label={`${t('fullscale.form.remove')} ${p.title}`}
                      onClick={() => setProducts((list) => list.filter((x) => x.productId !== p.productId))}
                    >
                      {t('fullscale.form.remove')}
                    </Button>,
                  ]}
                >
                  {p.title} · SPU {p.productId}
                </List.Item>
              )}
            />
          </Card>
        </>
      )}
      <FullscalePreview values={current} productIds={products.map((p) => p.productId)} />
    </Flex>
  );
}
