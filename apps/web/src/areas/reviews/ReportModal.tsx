import { REPORT_REASONS, REVIEW_REPORT_NOTE_MAX, type ReportReason } from '@sc/contract/calls/reviews.ts';
import { PLATFORM_REVIEW_BUSINESS_DAYS } from '@sc/contract/constants.ts';
import { App, Flex, Form, Input, Modal, Radio, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/api-error.ts';
import { placeServerError } from '../../components/form/server-errors.ts';
import { maxLengthRule, requiredRule } from '../../components/form/shared-rules.ts';
import { useReviewActions } from './review-queries.ts';

interface Values {
  reason: ReportReason;
  note: string;
}

/** Report an abusive review to the platform, once; "Other" needs a description. */
export function ReportModal({ reviewId, onClose }: { reviewId: string; onClose: () => void }) {
  const { t } = useTranslation('reviews');
  const [form] = Form.useForm<Values>();
  const { message: toast } = App.useApp();
  const { report } = useReviewActions();
  const reason = Form.useWatch('reason', form);

  const submit = async (values: Values) => {
    try {
      await report.mutateAsync({ reviewId, reason: values.reason, note: (values.note ?? '').trim() });
      void toast.success(t('report.sent'));
      onClose();
    } catch (error) {
      placeServerError(form, error, ['reason', 'note']);
      if (error instanceof ApiError && error.handling === 'toast') onClose();
    }
  };

  return (
    <Modal
      open
      title={t('report.title')}
      okText={t('report.send')}
      okButtonProps={{ danger: true, loading: report.isPending }}
      onOk={() => form.submit()}
      onCancel={onClose}
      width={560}
    >
      <Typography.Paragraph type="secondary">
        {t('report.intro', { days: PLATFORM_REVIEW_BUSINESS_DAYS })} {t('report.once')}
      </Typography.Paragraph>
      <Form<Values>
        form={form}
        name="reviewReport"
        layout="vertical"
        onFinish={(v) => void submit(v)}
        requiredMark={false}
      >
        <Form.Item name="reason" label={t('report.reason')} rules={[requiredRule()]}>
          <Radio.Group>
            <Flex vertical gap={8}>
              {REPORT_REASONS.map((r) => (
                <Radio key={r} value={r}>
                  {t(`report.reasons.${r}`)}
                </Radio>
              ))}
            </Flex>
          </Radio.Group>
        </Form.Item>
        <Form.Item
          name="note"
          label={t('report.note')}
          dependencies={['reason']}
          rules={[
            { required: reason === 'other', whitespace: true, message: t('report.noteRequired') },
            maxLengthRule(REVIEW_REPORT_NOTE_MAX),
          ]}
        >
          <Input.TextArea
            autoSize={{ minRows: 2, maxRows: 5 }}
            placeholder={t('report.notePlaceholder')}
            count={{ show: true, max: REVIEW_REPORT_NOTE_MAX, strategy: (text) => [...text].length }}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
