import { REVIEW_REPLY_MAX } from '@sc/contract/calls/reviews.ts';
import { Alert, App, Button, Flex, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/api-error.ts';
import { placeServerError } from '../../components/form/server-errors.ts';
import { maxLengthRule } from '../../components/form/shared-rules.ts';
import { type Review, reviewState, useReviewActions } from './review-queries.ts';

const codePoints = (text: string) => [...text].length;

/**
 * The reply to one review, new or its one edit (calls/reviews.ts REVIEW_REPLY_EDITS): not
 * empty and at most 500 characters, as the server counts them.
 */
export function ReplyForm({
  review,
  onDone,
  onCancel,
}: {
  review: Pick<Review, 'reviewId' | 'reply' | 'report'>;
  /** After the reply is saved, or refused because the review changed meanwhile. */
  onDone: () => void;
  onCancel?: () => void;
}) {
  const { t } = useTranslation('reviews');
  const [form] = Form.useForm<{ text: string }>();
  const { message: toast } = App.useApp();
  const { reply } = useReviewActions();
  const edit = reviewState(review).canEdit;

  const submit = async ({ text }: { text: string }) => {
    try {
      await reply.mutateAsync({ reviewId: review.reviewId, text: text.trim(), edit });
      void toast.success(t(edit ? 'replyForm.saved' : 'replyForm.sent'));
      onDone();
    } catch (error) {
      placeServerError(form, error, ['text']);
      // A rule refused it (a colleague replied first): the client showed why, the review is reloaded.
      if (error instanceof ApiError && error.handling === 'toast') onDone();
    }
  };

  return (
    <Form<{ text: string }>
      form={form}
      name="reviewReply"
      layout="vertical"
      initialValues={{ text: review.reply?.text ?? '' }}
      onFinish={(values) => void submit(values)}
      requiredMark={false}
    >
      <Form.Item
        name="text"
        label={t('replyForm.label')}
        rules={[
          { required: true, whitespace: true, message: t('replyForm.required') },
          maxLengthRule(REVIEW_REPLY_MAX),
        ]}
        extra={edit ? undefined : t('replyForm.once')}
      >
        <Input.TextArea
          autoSize={{ minRows: 4, maxRows: 10 }}
          placeholder={t('replyForm.placeholder')}
          count={{ show: true, max: REVIEW_REPLY_MAX, strategy: codePoints }}
          autoFocus
        />
      </Form.Item>
      {edit && <Alert type="warning" showIcon title={t('replyForm.lastEdit')} style={{ marginBottom: 16 }} />}
      <Flex gap={8} justify="flex-end">
        {onCancel && <Button onClick={onCancel}>{t('common:cancel')}</Button>}
        <Button type="primary" htmlType="submit" loading={reply.isPending}>
          {t(edit ? 'replyForm.saveEdit' : 'replyForm.send')}
        </Button>
      </Flex>
    </Form>
  );
}
