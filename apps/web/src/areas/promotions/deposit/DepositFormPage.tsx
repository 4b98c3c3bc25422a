import {
  DEPOSIT_BALANCE_MAX_DAYS,
  DEPOSIT_BALANCE_MIN_HOURS,
  DEPOSIT_BAND_MAX_PERCENT,
  DEPOSIT_DEDUCTION_MAX_PERCENT,
  DEPOSIT_HIGH_BAND_FROM,
  DEPOSIT_HIGH_BAND_MIN,
  DEPOSIT_LOW_BAND_MIN_PERCENT,
  DEPOSIT_MAX_SKUS,
  DEPOSIT_MID_BAND_FROM,
  DEPOSIT_MID_BAND_MIN,
  DEPOSIT_NAME_MAX,
  DEPOSIT_STEP,
} from '@sc/contract/deposit.ts';
import { Alert, App, Card, DatePicker, Flex, Form, type FormRule, Input, Skeleton, Typography } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../../api/api-error.ts';
import { placeServerError } from '../../../components/form/server-errors.ts';
import { formatBaht } from '../../../components/money/format-baht.ts';
import { currentLocale } from '../../../i18n/i18n.ts';
import { FormActions } from '../FormActions.tsx';
import { ProductPicker } from '../ProductPicker.tsx';
import { DEPOSIT_LIST_PATH } from '../paths.ts';
import type { Candidate } from '../product-candidates.ts';
import shared from '../promotions.module.css';
import { DepositSkuTable } from './DepositSkuTable.tsx';
import { type DepositFormValues, type DepositSkuRow, formIssues, toRequest } from './deposit-form-model.ts';
import { useDeposit, useDepositActions } from './deposit-queries.ts';

const FIELDS = ['name', 'depositStart', 'depositEnd', 'balanceEnd'] as const;
const TIME_FORMAT = 'YYYY-MM-DD HH:mm';
const money = (baht: number) => baht.toFixed(2);

const fromCandidate = (p: Candidate): DepositSkuRow[] =>
  p.skus.map((s) => ({
    skuId: s.skuId,
    productId: p.productId,
    title: p.title,
    specValues: s.specValues,
    imageUrl: p.imageUrl,
    salesPrice: s.salesPrice,
    mallStock: s.mallStock,
    deposit: undefined,
    deduction: undefined,
    stock: undefined,
  }));

/**
 * /promotion/addDeposit (a new deposit pre-sale) and /promotion/addDeposit?id= (one to change while
 * not started, else to see): its name, the deposit window and the balance due time, and its SKUs
 * each with a deposit in the band of its price, what the deposit is worth and the pre-sale stock,
 * checked as typed by the server's rules.
 */
export default function DepositFormPage() {
  const [params] = useSearchParams();
  const depositId = params.get('id') ?? undefined;
  const { t } = useTranslation('promotions');
  const navigate = useNavigate();
  const { message: toast } = App.useApp();
  const existing = useDeposit(depositId);
  const { add, modify } = useDepositActions();
  const [form] = Form.useForm<DepositFormValues>();
  const [rows, setRows] = useState<DepositSkuRow[]>([]);
  const [refusal, setRefusal] = useState<{ field: string; message: string }[] | null>(null);
  const [problem, setProblem] = useState<string>();
  const [tried, setTried] = useState(false);
  const rowsNow = useRef(rows);
  rowsNow.current = rows;
  const values = Form.useWatch([], { form, preserve: true }) as DepositFormValues | undefined;

  useEffect(() => {
    const d = existing.data;
    if (!d) return;
    form.setFieldsValue({
      name: d.name,
      depositStart: dayjs(d.depositStart),
      depositEnd: dayjs(d.depositEnd),
      balanceEnd: dayjs(d.balanceEnd),
    });
    setRows(
      d.skus.map((s) => ({
        ...s,
        deposit: money(s.deposit),
        deduction: money(s.deduction),
        stock: s.stock,
      })),
    );
  }, [existing.data, form]);

  if (depositId && existing.isPending) return <Skeleton active />;
  if (depositId && !existing.data) return <Alert type="warning" showIcon title={t('deposit.form.missing')} />;
  const locked = !!existing.data && existing.data.state !== 'not_started';
  const locale = currentLocale();

  const start = dayjs().add(10, 'minute').startOf('minute');
  const initial: DepositFormValues = {
    name: '',
    depositStart: start,
    depositEnd: start.add(1, 'day'),
    balanceEnd: start.add(3, 'day'),
  };
  const issues = formIssues(values ?? initial, rows, new Date(), locale);
  const rule =
    (field: string): FormRule =>
    ({ getFieldsValue }) => ({
      validator: async () => {
        const now = formIssues(getFieldsValue(true) as DepositFormValues, rowsNow.current, new Date(), currentLocale());
        const [first] = now.field(field);
        if (first) throw new Error(first);
      },
    });
  const serverRow = (index: number) =>
    (refusal ?? []).filter((f) => f.field.startsWith(`skus.${index}.`)).map((f) => f.message);
  const rowErrors = (index: number) => {
    const r = rows[index];
    const typed = tried || (r !== undefined && (r.deposit !== undefined || r.deduction !== undefined));
    return [...new Set([...(typed ? issues.row(index) : []), ...serverRow(index)])];
  };

  const change = (skuId: string, patch: Partial<DepositSkuRow>) => {
    setRefusal(null);
    setRows((list) => list.map((r) => (r.skuId === skuId ? { ...r, ...patch } : r)));
  };
  const onAdd = (c: Candidate) => {
    setRefusal(null);
    setRows((list) => {
      const have = new Set(list.map((r) => r.skuId));
      return [...list, ...fromCandidate(c).filter((r) => !have.has(r.skuId))].slice(
        0,
        Math.max(list.length, DEPOSIT_MAX_SKUS),
      );
    });
  };

  const submit = async (v: DepositFormValues) => {
    setProblem(undefined);
    setRefusal(null);
    setTried(true);
    if (formIssues(v, rows, new Date(), locale).any) return;
    const input = toRequest(v, rows);
    try {
      if (depositId) await modify.mutateAsync({ depositId, ...input });
      else await add.mutateAsync(input);
      toast.success(t('deposit.form.saved'));
      void navigate(DEPOSIT_LIST_PATH);
    } catch (err) {
      if (err instanceof ApiError && err.fieldErrors.length > 0) {
        setRefusal(err.fieldErrors.filter((f) => !(FIELDS as readonly string[]).includes(f.field)));
      }
      setProblem(placeServerError(form, err, FIELDS));
    }
  };
  const listIssues = [
    ...issues.field('skus'),
    ...(refusal ?? []).filter((f) => f.field === 'skus').map((f) => f.message),
  ];
  const title = depositId
    ? locked
      ? t('deposit.form.titleView')
      : t('deposit.form.titleEdit')
    : t('deposit.form.titleNew');

  return (
    <Flex vertical gap={16}>
      <Card title={<h2>{title}</h2>}>
        <Typography.Paragraph type="secondary">
          {t('deposit.form.intro', {
            mid: formatBaht(DEPOSIT_MID_BAND_FROM / 100),
            midMin: formatBaht(DEPOSIT_MID_BAND_MIN / 100),
            high: formatBaht(DEPOSIT_HIGH_BAND_FROM / 100),
            highMin: formatBaht(DEPOSIT_HIGH_BAND_MIN / 100),
            step: formatBaht(DEPOSIT_STEP / 100),
            lowPercent: DEPOSIT_LOW_BAND_MIN_PERCENT,
            maxPercent: DEPOSIT_BAND_MAX_PERCENT,
            percent: DEPOSIT_DEDUCTION_MAX_PERCENT,
          })}
        </Typography.Paragraph>
        {locked && <Alert type="info" showIcon title={t('deposit.form.notEditable')} className={shared.notice} />}
        <Form<DepositFormValues>
          form={form}
          name="depositForm"
          layout="vertical"
          initialValues={initial}
          disabled={locked}
          onFinish={(v) => void submit(v)}
          onFinishFailed={() => setTried(true)}
        >
          <Form.Item name="name" label={t('deposit.form.name')} rules={[rule('name')]}>
            <Input maxLength={DEPOSIT_NAME_MAX} showCount placeholder={t('deposit.form.namePlaceholder')} />
          </Form.Item>
          <Flex gap={16} wrap>
            <Form.Item name="depositStart" label={t('deposit.form.depositStart')} rules={[rule('depositStart')]}>
              <DatePicker showTime={{ format: 'HH:mm' }} format={TIME_FORMAT} />
            </Form.Item>
            <Form.Item name="depositEnd" label={t('deposit.form.depositEnd')} rules={[rule('depositEnd')]}>
              <DatePicker showTime={{ format: 'HH:mm' }} format={TIME_FORMAT} />
            </Form.Item>
            <Form.Item
              name="balanceEnd"
              label={t('deposit.form.balanceEnd')}
              extra={t('deposit.form.balanceHint', {
                hours: DEPOSIT_BALANCE_MIN_HOURS,
                days: DEPOSIT_BALANCE_MAX_DAYS,
              })}
              rules={[rule('balanceEnd')]}
            >
              <DatePicker showTime={{ format: 'HH:mm' }} format={TIME_FORMAT} />
            </Form.Item>
          </Flex>
        </Form>
      </Card>
      {!locked && <ProductPicker chosen={new Set(rows.map((r) => r.productId))} full={false} onAdd={onAdd} />}
      <Card title={t('deposit.form.skus', { count: rows.length })}>
        {tried && listIssues.length > 0 && (
          <Alert type="error" showIcon title={listIssues.join(' · ')} role="alert" className={shared.notice} />
        )}
        <DepositSkuTable
          rows={rows}
          locked={locked}
          errors={rowErrors}
          onChange={change}
          onRemove={(skuId) => setRows((list) => list.filter((x) => x.skuId !== skuId))}
        />
      </Card>
      <FormActions
        problem={problem}
        refusal={refusal}
        refusedTitle={t('deposit.form.refused')}
        saveLabel={t('deposit.form.save')}
        backLabel={t('deposit.form.cancel')}
        onSave={() => form.submit()}
        onBack={() => void navigate(DEPOSIT_LIST_PATH)}
        disabled={locked}
        saving={add.isPending || modify.isPending}
      />
    </Flex>
  );
}
