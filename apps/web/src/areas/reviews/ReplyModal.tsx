import { Divider, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { ProductCell } from './ProductCell.tsx';
import { ReplyForm } from './ReplyForm.tsx';
import { ReviewBody } from './ReviewBody.tsx';
import { type Review, reviewState } from './review-queries.ts';

/** Reply to a review (or make the reply's one edit) without leaving the list. */
export function ReplyModal({ review, onClose }: { review: Review; onClose: () => void }) {
  const { t } = useTranslation('reviews');
  const edit = reviewState(review).canEdit;
  return (
    <Modal
      open
      title={t(edit ? 'replyForm.editTitle' : 'replyForm.title')}
      onCancel={onClose}
      footer={null}
      width={600}
    >
      <ProductCell
        productId={review.productId}
        title={review.productTitle}
        image={review.productImage}
        skuSpec={review.skuSpec}
        size={48}
      />
      <Divider size="small" />
      <ReviewBody review={review} rows={4} />
      <Divider size="small" />
      <ReplyForm review={review} onDone={onClose} onCancel={onClose} />
    </Modal>
  );
}
