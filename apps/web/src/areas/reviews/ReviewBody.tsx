import { Flex, Tag, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatRelativeTime } from '../../format/relative-time.ts';
import { ReviewMedia } from './ReviewMedia.tsx';
import type { Review } from './review-queries.ts';
import styles from './reviews.module.css';
import { Stars } from './Stars.tsx';

/** What the buyer wrote: who, how many stars, the text, photos and video. */
export function ReviewBody({ review, rows = 3 }: { review: Review; rows?: number }) {
  const { t } = useTranslation('reviews');
  return (
    <Flex vertical gap={6}>
      <Flex gap={8} align="center" wrap>
        <Typography.Text strong data-testid="review-buyer">
          {review.buyerName}
        </Typography.Text>
        {review.anonymous === 'y' && <Tag>{t('anonymous')}</Tag>}
        <Stars score={review.score} />
      </Flex>
      {review.text ? (
        <Typography.Paragraph
          className={styles.reviewText}
          ellipsis={{ rows, expandable: 'collapsible' }}
          data-testid="review-text"
        >
          {review.text}
        </Typography.Paragraph>
      ) : (
        <Typography.Text type="secondary">{t('noText')}</Typography.Text>
      )}
      <ReviewMedia images={review.images} videoUrl={review.videoUrl} />
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        <Tooltip title={formatDateTime(review.createdAt)}>
          <time dateTime={review.createdAt}>{formatRelativeTime(review.createdAt)}</time>
        </Tooltip>
        {review.orderNo && ` · ${t('orderNo', { orderNo: review.orderNo })}`}
      </Typography.Text>
    </Flex>
  );
}
