import { AFTER_SALE_NOTE_MAX } from '@sc/contract/after-sales.ts';
import { Form, Input, Modal } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ImageListInput } from '../../components/media/ImageListInput.tsx';

export interface EvidenceValues {
  text: string;
  evidence: string[];
}

/**
 * The shop's evidence on a case (`proof`: images, at least one, and a note) or its appeal of
 * the platform's decision (`report`: a reason, and images if it has them).
 */
export function EvidenceModal({
  mode,
  max,
  busy,
  onSubmit,
  onClose,
}: {
  mode: 'proof' | 'report' | null;
  /** How many images may still be added. */
  max: number;
  busy: boolean;
  onSubmit: (values: EvidenceValues) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('after-sales');
  const [form] = Form.useForm<EvidenceValues>();
  const report = mode === 'report';
  useEffect(() => {
    if (mode) form.resetFields();
  }, [mode, form]);
  return (
    <Modal
      open={mode !== null}
      title={t(report ? 'action.reportTitle' : 'action.proofTitle')}
      okText={t('action.submit')}
      cancelText={t('common:cancel')}
      confirmLoading={busy}
      onOk={() => form.submit()}
      onCancel={onClose}
      forceRender
    >
      <Form<EvidenceValues>
        form={form}
        name={report ? 'afterSaleAppeal' : 'afterSaleProof'}
        layout="vertical"
        initialValues={{ text: '', evidence: [] }}
        onFinish={onSubmit}
      >
        <Form.Item
          name="text"
          label={t(report ? 'action.reportReason' : 'action.proofNote')}
          rules={report ? [{ required: true, whitespace: true, message: t('action.reportReasonRequired') }] : []}
        >
          <Input.TextArea rows={4} maxLength={AFTER_SALE_NOTE_MAX} showCount />
        </Form.Item>
        <Form.Item
          name="evidence"
          label={t(report ? 'action.reportImages' : 'action.proofImages')}
          extra={t(report ? 'action.reportHint' : 'action.proofHint', { max })}
          rules={
            report
              ? []
              : [
                  {
                    validator: async (_r, v: unknown) => {
                      if (!Array.isArray(v) || v.length === 0) throw new Error(t('action.proofImagesRequired'));
                    },
                  },
                ]
          }
        >
          <ImageListInput usage="afterSaleProof" max={max} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
