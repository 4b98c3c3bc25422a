import {
  APPEAL_DESCRIPTION_MAX,
  APPEAL_EVIDENCE_MAX,
  abnormalOrderList,
  orderAppealCreate,
  orderAppealList,
} from '@sc/contract/calls/order-rules.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Descriptions, Empty, Flex, Form, Input, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { api } from '../../api/client.ts';
import { invalidateCall, useCall } from '../../api/use-call.ts';
import { ImageListInput } from '../../components/media/ImageListInput.tsx';
import { formatBaht } from '../../components/money/format-baht.ts';
import { formatDateTime } from '../../format/relative-time.ts';
import { DeadlineCountdown } from './Countdown.tsx';
import { ABNORMAL_ORDER_PATH, APPEAL_LIST_PATH } from './paths.ts';

interface FormShape {
  description: string;
  evidence: string[];
}

/** /order/orderAppeal?orderId=: the complaint form for one abnormal order. */
export default function AppealFormPage() {
  const { t } = useTranslation('order-rules');
  const [params] = useSearchParams();
  const orderId = (params.get('orderId') ?? '').trim();
  const valid = /^\d{1,18}$/.test(orderId);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const [form] = Form.useForm<FormShape>();
  const order = useCall(
    abnormalOrderList,
    { orderId, page: { pageNum: 1, pageSize: 10 } },
    {
      enabled: valid,
      select: (r) => r.list[0],
    },
  );
  const submit = useMutation({
    mutationFn: (values: FormShape) =>
      api(orderAppealCreate, { orderId, description: values.description, evidence: values.evidence ?? [] }),
    onSuccess: async () => {
      message.success(t('form.filed'));
      await invalidateCall(queryClient, orderAppealList);
      await invalidateCall(queryClient, abnormalOrderList);
      navigate(APPEAL_LIST_PATH);
    },
  });

  if (valid && order.isLoading) return <Skeleton active paragraph={{ rows: 6 }} />;
  const o = order.data;
  if (!valid || !o) {
    return (
      <Card>
        <Empty description={t('form.missing')}>
          <Link to={ABNORMAL_ORDER_PATH}>{t('form.toList')}</Link>
        </Empty>
      </Card>
    );
  }
  const open = o.canAppeal === 'y';
  return (
    <Card title={t('form.title')}>
      <Descriptions column={2} size="small" style={{ marginBottom: 16 }}>
        <Descriptions.Item label={t('abnormal.orderId')}>{o.orderId}</Descriptions.Item>
        <Descriptions.Item label={t('abnormal.reason')}>
          {o.reason === 'not_shipped' || o.reason === 'no_pickup' ? t(`reason.${o.reason}`) : o.reason}
        </Descriptions.Item>
        <Descriptions.Item label={t('abnormal.abnormalAt')}>{formatDateTime(o.abnormalAt)}</Descriptions.Item>
        <Descriptions.Item label={t('abnormal.deadline')}>
          <DeadlineCountdown deadline={o.complaintDeadline} open={open} />
        </Descriptions.Item>
        <Descriptions.Item label={o.buyerNickname}>
          {o.title} · {formatBaht(o.totalAmount)}
        </Descriptions.Item>
      </Descriptions>
      {!open && <Alert type="warning" showIcon message={t('form.notOpen')} style={{ marginBottom: 16 }} />}
      <Form<FormShape>
        form={form}
        name="appeal"
        layout="vertical"
        disabled={!open || submit.isPending}
        initialValues={{ description: '', evidence: [] }}
        onFinish={(values) => submit.mutate(values)}
        style={{ maxWidth: 720 }}
      >
        <Form.Item
          name="description"
          label={t('form.description')}
          extra={t('form.descriptionHint')}
          rules={[{ required: true, whitespace: true, message: t('form.descriptionRequired') }]}
        >
          <Input.TextArea rows={5} maxLength={APPEAL_DESCRIPTION_MAX} showCount />
        </Form.Item>
        <Form.Item
          name="evidence"
          label={t('form.evidence')}
          extra={t('form.evidenceHint', { max: APPEAL_EVIDENCE_MAX })}
        >
          <ImageListInput usage="appealEvidence" max={APPEAL_EVIDENCE_MAX} />
        </Form.Item>
        <Flex gap={8}>
          <Button type="primary" htmlType="submit" loading={submit.isPending}>
            {t('form.submit')}
          </Button>
          <Button onClick={() => navigate(ABNORMAL_ORDER_PATH)} disabled={false}>
            {t('form.cancel')}
          </Button>
        </Flex>
      </Form>
    </Card>
  );
}
