import { Button, Card, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ProductCell } from './ProductCell.tsx';
import { ReplyForm } from './ReplyForm.tsx';
import { ReplyStatus } from './ReplyStatus.tsx';
import { ReviewBody } from './ReviewBody.tsx';
import { ReviewLoader } from './ReviewLoader.tsx';
import { detailsPath } from './review-paths.ts';
import { type ReviewDetails, reviewState } from './review-queries.ts';
import styles from './reviews.module.css';

/** /shop/evaluateReply?id=: the reply to one review (or its one edit) on a page of its own. */
export default function ReviewReplyPage() {
  return <ReviewLoader>{(review) => <Reply review={review} />}</ReviewLoader>;
}

function Reply({ review }: { review: ReviewDetails }) {
  const { t } = useTranslation('reviews');
  const navigate = useNavigate();
  const state = reviewState(review);
  const toDetails = () => void navigate(detailsPath(review.reviewId), { replace: true });
  return (
    <Flex vertical gap={16} className={styles.detailsPage} style={{ maxWidth: 800 }}>
      <Card title={t('replyForm.original')}>
        <Flex vertical gap={12}>
          <ProductCell
            productId={review.productId}
            title={review.productTitle}
            image={review.productImage}
            skuSpec={review.skuSpec}
          />
          <ReviewBody review={review} rows={8} />
        </Flex>
      </Card>
      <Card title={t(state.canEdit ? 'replyForm.editTitle' : 'replyForm.title')}>
        {state.canReply || state.canEdit ? (
          <ReplyForm review={review} onDone={toDetails} onCancel={() => void navigate(-1)} />
        ) : (
          <Flex vertical gap={12} align="flex-start">
            <ReplyStatus review={review} />
            <Typography.Text type="secondary">{t(state.removed ? 'removedNoReply' : 'editUsed')}</Typography.Text>
            <Button onClick={toDetails}>{t('action.details')}</Button>
          </Flex>
        )}
      </Card>
    </Flex>
  );
}
