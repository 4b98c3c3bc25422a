import {
  PURCHASE_LIMIT_MAX_PERIOD_DAYS,
  PURCHASE_LIMIT_MAX_SKUS,
  PURCHASE_LIMIT_NAME_MAX,
  PURCHASE_LIMIT_QTY_MAX,
  PURCHASE_LIMIT_START_WITHIN_DAYS,
} from '@sc/contract/purchase-limits.ts';
import {
  Alert,
  App,
  Button,
  Card,
  DatePicker,
  Empty,
  Flex,
  Form,
  Grid,
  Input,
  InputNumber,
  Skeleton,
  Table,
  type TableColumnsType,
  Typography,
} from 'antd';
import dayjs from 'dayjs';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { placeServerError } from '../../../components/form/server-errors.ts';
import { ColumnCards } from '../../../components/mobile/ColumnCards.tsx';
import { currentLocale } from '../../../i18n/i18n.ts';
import { ProductPicker } from '../ProductPicker.tsx';
import { LIMIT_LIST_PATH } from '../paths.ts';
import { type ChosenSku, type LimitFormValues, limitRule, skuIssues, toRequest } from './limit-form-model.ts';
import { usePurchaseLimit, usePurchaseLimitActions } from './limit-queries.ts';

const FIELDS = ['name', 'limitQty', 'startTime', 'periodDays'] as const;
const TIME_FORMAT = 'YYYY-MM-DD HH:mm';

/** /promotion/purchaselimit?form (&id= to edit): a rule's limit, start, period and SKUs, checked as typed. */
export function PurchaseLimitFormPage({ purchaseLimitId }: { purchaseLimitId: string | undefined }) {
  const { t } = useTranslation('promotions');
  const navigate = useNavigate();
  const { message: toast } = App.useApp();
  const narrow = Grid.useBreakpoint().md === false;
  const existing = usePurchaseLimit(purchaseLimitId);
  const { add, modify } = usePurchaseLimitActions();
  const [form] = Form.useForm<LimitFormValues>();
  const [chosen, setChosen] = useState<ChosenSku[]>([]);
  const [problem, setProblem] = useState<string>();
  const [tried, setTried] = useState(false);
  const count = useRef(0);
  count.current = chosen.length;
  const values = Form.useWatch([], { form, preserve: true }) as LimitFormValues | undefined;

  useEffect(() => {
    const d = existing.data;
    if (!d) return;
    form.setFieldsValue({
      name: d.name,
      limitQty: d.limitQty,
      startTime: dayjs(d.startTime),
      periodDays: d.periodDays,
    });
    setChosen(d.skus);
  }, [existing.data, form]);

  if (purchaseLimitId && existing.isPending) return <Skeleton active />;
  if (purchaseLimitId && !existing.data) return <Alert type="warning" showIcon title={t('limit.form.missing')} />;
  const locked = !!existing.data && existing.data.state !== 'not_started';

  const initial: LimitFormValues = {
    name: '',
    limitQty: 2,
    startTime: dayjs().add(10, 'minute').startOf('minute'),
    periodDays: 30,
  };
  const rule = (field: string) =>
    limitRule(
      field,
      currentLocale,
      () => new Date(),
      () => count.current,
    );
  const shared = skuIssues(values ?? initial, chosen.length, new Date(), currentLocale());

  const submit = async (v: LimitFormValues) => {
    setProblem(undefined);
    setTried(true);
    if (shared.length > 0) return;
    const input = toRequest(v, chosen);
    try {
      if (purchaseLimitId) await modify.mutateAsync({ purchaseLimitId, ...input });
      else await add.mutateAsync(input);
      toast.success(t('limit.form.saved'));
      void navigate(LIMIT_LIST_PATH);
    } catch (err) {
      setProblem(placeServerError(form, err, FIELDS));
    }
  };

  const columns: TableColumnsType<ChosenSku> = [
    {
      key: 'title',
      title: t('limit.form.sku'),
      render: (_, s) => (
        <Flex vertical>
          <Typography.Text strong>{s.title}</Typography.Text>
          <Typography.Text type="secondary">SKU {s.skuId}</Typography.Text>
        </Flex>
      ),
    },
    { key: 'spec', title: t('limit.form.spec'), width: 200, render: (_, s) => s.specValues.join(' / ') || '—' },
    {
      key: 'remove',
      width: 100,
      render: (_, s) => (
        <Button
          type="link"
          size="small"
          disabled={locked}
          aria-label={`${t('limit.form.remove')} SKU ${s.skuId}`}
          onClick={() => setChosen((list) => list.filter((x) => x.skuId !== s.skuId))}
        >
          {t('limit.form.remove')}
        </Button>
      ),
    },
  ];
  const empty = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('limit.form.chosenEmpty')} />;
  const chosenTitle = t('limit.form.chosen', { count: chosen.length, max: PURCHASE_LIMIT_MAX_SKUS });

  return (
    <Flex vertical gap={16}>
      <Card title={<h2>{purchaseLimitId ? t('limit.form.titleEdit') : t('limit.form.titleNew')}</h2>}>
        <Typography.Paragraph type="secondary">
          {t('limit.form.intro', { days: PURCHASE_LIMIT_START_WITHIN_DAYS })}
        </Typography.Paragraph>
        {locked && <Alert type="info" showIcon title={t('limit.form.notEditable')} />}
        {problem && <Alert type="error" showIcon title={problem} />}
        <Form<LimitFormValues>
          form={form}
          name="limitForm"
          layout="vertical"
          initialValues={initial}
          disabled={locked}
          onValuesChange={(changed: LimitFormValues) => {
            // The limit and the period are read together ("a limit or a period").
            if ('limitQty' in changed || 'periodDays' in changed)
              void form.validateFields(['limitQty', 'periodDays'], { validateOnly: false }).catch(() => undefined);
          }}
          onFinish={(v) => void submit(v)}
          onFinishFailed={() => setTried(true)}
        >
          <Form.Item name="name" label={t('limit.form.name')} rules={[rule('name')]}>
            <Input maxLength={PURCHASE_LIMIT_NAME_MAX} showCount placeholder={t('limit.form.namePlaceholder')} />
          </Form.Item>
          <Flex gap={16} wrap>
            <Form.Item name="limitQty" label={t('limit.form.limitQty')} rules={[rule('limitQty')]}>
              <InputNumber min={0} max={PURCHASE_LIMIT_QTY_MAX} step={1} style={{ width: 200 }} />
            </Form.Item>
            <Form.Item name="startTime" label={t('limit.form.start')} rules={[rule('startTime')]}>
              <DatePicker showTime={{ format: 'HH:mm' }} format={TIME_FORMAT} />
            </Form.Item>
            <Form.Item name="periodDays" label={t('limit.form.periodDays')} rules={[rule('periodDays')]}>
              <InputNumber min={0} max={PURCHASE_LIMIT_MAX_PERIOD_DAYS} step={1} style={{ width: 200 }} />
            </Form.Item>
          </Flex>
          {tried && shared.length > 0 && (
            <Alert type="error" showIcon title={shared.join(' · ')} role="alert" style={{ marginBottom: 16 }} />
          )}
          <Flex gap={8} wrap>
            <Button type="primary" htmlType="submit" loading={add.isPending || modify.isPending}>
              {t('limit.form.save')}
            </Button>
            <Button disabled={false} onClick={() => void navigate(LIMIT_LIST_PATH)}>
              {t('limit.form.cancel')}
            </Button>
          </Flex>
        </Form>
      </Card>
      {!locked && (
        <ProductPicker
          chosen={new Set(chosen.map((s) => s.productId))}
          full={chosen.length >= PURCHASE_LIMIT_MAX_SKUS}
          onAdd={(p) =>
            setChosen((list) => [
              ...list,
              ...p.skus
                .filter((s) => !list.some((x) => x.skuId === s.skuId))
                .map((s) => ({ skuId: s.skuId, productId: p.productId, title: p.title, specValues: s.specValues })),
            ])
          }
        />
      )}
      <Card title={<h2 style={{ fontSize: 16, margin: 0 }}>{chosenTitle}</h2>}>
        {narrow ? (
          <ColumnCards<ChosenSku>
            columns={columns}
            rows={chosen}
            rowKey={(s) => s.skuId}
            label={chosenTitle}
            empty={empty}
          />
        ) : (
          <Table<ChosenSku>
            size="small"
            rowKey={(s) => s.skuId}
            columns={columns}
            dataSource={chosen}
            pagination={false}
            locale={{ emptyText: empty }}
          />
        )}
      </Card>
    </Flex>
  );
}
