import { Card, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { ReviewMissing } from './ReviewMissing.tsx';
import { isNotFound, type ReviewDetails, useReviewDetails } from './review-queries.ts';
import { useReviewId } from './use-review-id.ts';

/** Loads the review of `?id=` and renders `children` with it; missing, failed and loading states. */
export function ReviewLoader({ children }: { children: (review: ReviewDetails) => ReactNode }) {
  const reviewId = useReviewId();
  const details = useReviewDetails(reviewId);
  if (!reviewId || isNotFound(details.error)) return <ReviewMissing />;
  if (details.isError) return <ReviewMissing failed onRetry={() => void details.refetch()} />;
  if (!details.data) {
    return (
      <Card>
        <Skeleton active avatar={{ shape: 'square', size: 72 }} paragraph={{ rows: 6 }} />
      </Card>
    );
  }
  return children(details.data);
}
