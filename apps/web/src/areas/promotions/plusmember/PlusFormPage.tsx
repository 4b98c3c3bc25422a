import { PLUS_MAX_DAYS, PLUS_MAX_SKUS, PLUS_NAME_MAX } from '@sc/contract/plusmember.ts';
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
  Table,
  type TableColumnsType,
  Typography,
} from 'antd';
import dayjs from 'dayjs';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { serverNow } from '../../../api/server-time.ts';
import { placeServerError } from '../../../components/form/server-errors.ts';
import { ColumnCards } from '../../../components/mobile/ColumnCards.tsx';
import { formatBaht } from '../../../components/money/format-baht.ts';
import { currentLocale } from '../../../i18n/i18n.ts';
import { ProductPicker } from '../ProductPicker.tsx';
import { PLUS_PATH } from '../paths.ts';
import { PlusPreview } from './PlusPreview.tsx';
import { fieldIssue, type PlusFormValues, type PlusSkuRow, rowCheck, toRequest } from './plus-form-model.ts';
import { usePlusActions } from './plus-queries.ts';

const FIELDS = ['name', 'startTime', 'endTime', 'skus'] as const;
const TIME_FORMAT = 'YYYY-MM-DD HH:mm';

/** /promotion/plusmember?form: a member offer's name, window and SKUs with their member prices, checked as typed. */
export function PlusFormPage() {
  const { t } = useTranslation('promotions');
  const navigate = useNavigate();
  const { message: toast } = App.useApp();
  const narrow = Grid.useBreakpoint().md === false;
  const { add } = usePlusActions();
  const [form] = Form.useForm<PlusFormValues>();
  const [rows, setRows] = useState<PlusSkuRow[]>([]);
  const [problem, setProblem] = useState<string>();
  const [tried, setTried] = useState(false);
  const count = useRef(0);
  count.current = rows.length;
  const initial = useMemo<PlusFormValues>(() => {
    const start = dayjs(serverNow()).add(10, 'minute').startOf('minute');
    return { name: '', startTime: start, endTime: start.add(7, 'day') };
  }, []);

  const rule = (field: string) => ({
    validator: async (_: unknown, __: unknown) => {
      const message = fieldIssue(field, form.getFieldsValue(true), count.current, serverNow(), currentLocale());
      if (message) throw new Error(message);
    },
  });
  const checks = rows.map((r) => rowCheck(r, currentLocale()));
  const skusIssue = fieldIssue('skus', initial, rows.length, serverNow(), currentLocale());
  const setPrice = (skuId: string, memberPrice: number | null) =>
    setRows((list) => list.map((r) => (r.skuId === skuId ? { ...r, memberPrice } : r)));

  const submit = async (v: PlusFormValues) => {
    setProblem(undefined);
    setTried(true);
    if (skusIssue || checks.some((c) => c.errors.length > 0)) return;
    try {
      const saved = await add.mutateAsync(toRequest(v, rows));
      if (saved.warnings.length > 0) toast.warning(saved.warnings.join(' · '));
      toast.success(t('plus.form.saved'));
      void navigate(PLUS_PATH);
    } catch (err) {
      setProblem(placeServerError(form, err, FIELDS));
    }
  };

  const columns: TableColumnsType<PlusSkuRow> = [
    {
      key: 'sku',
      title: t('plus.form.sku'),
      render: (_, r) => (
        <Flex vertical>
          <Typography.Text>{r.title}</Typography.Text>
          <Typography.Text type="secondary">
            {r.specText ? `${r.specText} · ` : ''}SKU {r.skuId}
          </Typography.Text>
        </Flex>
      ),
    },
    {
      key: 'salesPrice',
      title: t('plus.form.salesPrice'),
      width: 130,
      align: 'right',
      render: (_, r) => formatBaht(r.salesPrice),
    },
    {
      key: 'memberPrice',
      title: t('plus.form.memberPrice'),
      width: 220,
      render: (_, r, i) => {
        const check = checks[i];
        const shown = tried || r.memberPrice !== null;
        return (
          <Flex vertical gap={4}>
            <InputNumber<number>
              aria-label={`${t('plus.form.memberPrice')} SKU ${r.skuId}`}
              min={0}
              step={0.01}
              precision={2}
              prefix="฿"
              value={r.memberPrice}
              status={shown && check?.errors.length ? 'error' : undefined}
              onChange={(v) => setPrice(r.skuId, v ?? null)}
              style={{ width: '100%' }}
            />
            {shown &&
              check?.errors.map((e) => (
                <Typography.Text key={e} type="danger" role="alert">
                  {e}
                </Typography.Text>
              ))}
            {check?.warnings.map((w) => (
              <Typography.Text key={w} type="warning">
                {w}
              </Typography.Text>
            ))}
          </Flex>
        );
      },
    },
    {
      key: 'remove',
      title: '',
      width: 90,
      render: (_, r) => (
        <Button
          type="link"
          size="small"
          aria-label={`${t('plus.form.remove')} SKU ${r.skuId}`}
          onClick={() => setRows((list) => list.filter((x) => x.skuId !== r.skuId))}
        >
          {t('plus.form.remove')}
        </Button>
      ),
    },
  ];

  return (
    <Flex vertical gap={16}>
      <Card title={<h2>{t('plus.form.title')}</h2>}>
        <Typography.Paragraph type="secondary">{t('plus.form.intro', { days: PLUS_MAX_DAYS })}</Typography.Paragraph>
        {problem && <Alert type="error" showIcon title={problem} role="alert" style={{ marginBottom: 16 }} />}
        <Form<PlusFormValues>
          form={form}
          name="plusForm"
          layout="vertical"
          initialValues={initial}
          onFinish={(v) => void submit(v)}
          onFinishFailed={() => setTried(true)}
        >
          <Form.Item name="name" label={t('plus.form.name')} rules={[rule('name')]} required>
            <Input maxLength={PLUS_NAME_MAX} showCount placeholder={t('plus.form.namePlaceholder')} />
          </Form.Item>
          <Flex gap={16} wrap>
            <Form.Item name="startTime" label={t('plus.form.start')} rules={[rule('startTime')]} required>
              <DatePicker showTime={{ format: 'HH:mm' }} format={TIME_FORMAT} />
            </Form.Item>
            <Form.Item
              name="endTime"
              label={t('plus.form.end')}
              rules={[rule('endTime')]}
              dependencies={['startTime']}
              required
            >
              <DatePicker showTime={{ format: 'HH:mm' }} format={TIME_FORMAT} />
            </Form.Item>
          </Flex>
          {tried && skusIssue && (
            <Alert type="error" showIcon title={skusIssue} role="alert" style={{ marginBottom: 16 }} />
          )}
          <Flex gap={8} wrap>
            <Button type="primary" htmlType="submit" loading={add.isPending}>
              {t('plus.form.save')}
            </Button>
            <Button onClick={() => void navigate(PLUS_PATH)}>{t('plus.form.cancel')}</Button>
          </Flex>
        </Form>
      </Card>
      <ProductPicker
        chosen={new Set(rows.map((r) => r.productId))}
        full={rows.length >= PLUS_MAX_SKUS}
        onAdd={(p) =>
          setRows((list) => [
            ...list,
            ...p.skus
              .filter((s) => !list.some((r) => r.skuId === s.skuId))
              .map((s) => ({
                skuId: s.skuId,
                productId: p.productId,
                title: p.title,
                specText: s.specValues.join(' / '),
                salesPrice: s.salesPrice,
                lowestPrice30: s.lowestPrice30,
                purchasePrice: s.purchasePrice,
                memberPrice: null,
              })),
          ])
        }
      />
      <Card title={t('plus.form.chosen', { count: rows.length, max: PLUS_MAX_SKUS })}>
        {narrow ? (
          <ColumnCards<PlusSkuRow>
            columns={columns}
            rows={rows}
            rowKey={(r) => r.skuId}
            label={t('plus.form.chosen', { count: rows.length, max: PLUS_MAX_SKUS })}
            empty={<Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('plus.form.chosenEmpty')} />}
          />
        ) : (
          <Table<PlusSkuRow>
            rowKey={(r) => r.skuId}
            columns={columns}
            dataSource={rows}
            size="small"
            pagination={false}
            scroll={{ x: 640 }}
            locale={{
              emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('plus.form.chosenEmpty')} />,
            }}
          />
        )}
      </Card>
      <PlusPreview rows={rows} />
    </Flex>
  );
}
