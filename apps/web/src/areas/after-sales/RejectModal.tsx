import {
  AFTER_SALE_DISPUTE_DAYS,
  AFTER_SALE_NOTE_MAX,
  AFTER_SALE_REJECT_REASONS,
  type AfterSaleRejectReason,
} from '@sc/contract/after-sales.ts';
import { Alert, Form, Input, Modal, Select } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

export interface RejectValues {
  rejectReason: AfterSaleRejectReason;
  note: string;
}

/** Reject a request: a reason from the list and a note to the buyer ("other" needs the note). */
export function RejectModal({
  caseId,
  open,
  busy,
  onSubmit,
  onClose,
}: {
  caseId: string;
  open: boolean;
  busy: boolean;
  onSubmit: (values: RejectValues) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('after-sales');
  const [form] = Form.useForm<RejectValues>();
  const reason = Form.useWatch('rejectReason', form);
  useEffect(() => {
    if (open) form.resetFields();
  }, [open, form]);
  return (
    <Modal
      open={open}
      title={t('action.rejectTitle', { id: caseId })}
      okText={t('action.reject')}
      okButtonProps={{ danger: true }}
      cancelText={t('common:cancel')}
      confirmLoading={busy}
      onOk={() => form.submit()}
      onCancel={onClose}
      forceRender
    >
      <Alert type="info" showIcon message={t('action.rejectHint', { days: AFTER_SALE_DISPUTE_DAYS })} />
      <Form<RejectValues>
        form={form}
        name="afterSaleReject"
        layout="vertical"
        initialValues={{ note: '' }}
        onFinish={onSubmit}
        style={{ marginTop: 16 }}
      >
        <Form.Item
          name="rejectReason"
          label={t('action.rejectReason')}
          rules={[{ required: true, message: t('action.rejectReasonRequired') }]}
        >
          <Select options={AFTER_SALE_REJECT_REASONS.map((r) => ({ value: r, label: t(`rejectReason.${r}`) }))} />
        </Form.Item>
        <Form.Item
          name="note"
          label={t('action.rejectNote')}
          rules={[{ required: reason === 'other', whitespace: true, message: t('action.rejectNoteRequired') }]}
        >
          <Input.TextArea rows={4} maxLength={AFTER_SALE_NOTE_MAX} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
