import {
  reviewDetailsInquiry,
  reviewListInquiry,
  reviewReplyAdd,
  reviewReplyModify,
  reviewReportAdd,
  reviewSummaryInquiry,
} from '@sc/contract/calls/reviews.ts';
import type { CallRequest, CallResponse } from '@sc/contract/define-call.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../api/api-error.ts';
import { api } from '../../api/client.ts';
import { invalidateCalls, useCall } from '../../api/use-call.ts';

export type ReviewList = CallResponse<typeof reviewListInquiry>;
export type Review = ReviewList['list'][number];
export type ReviewDetails = CallResponse<typeof reviewDetailsInquiry>;
export type ReviewSummary = CallResponse<typeof reviewSummaryInquiry>;
export type ReportInput = CallRequest<typeof reviewReportAdd>;

export function useReviewSummary() {
  return useCall(reviewSummaryInquiry, {}, { retry: false });
}

/** One review; a review id that names nothing in the shop is a 10009 the page shows as missing. */
export function useReviewDetails(reviewId: string | undefined) {
  return useCall(
    reviewDetailsInquiry,
    { reviewId: reviewId ?? '' },
    {
      quiet: true,
      enabled: !!reviewId,
      retry: false,
    },
  );
}

export const isNotFound = (error: unknown) => error instanceof ApiError && error.replyCode === '10009';

/** Reply, edit the reply, report: each refreshes the list, the header and the review. */
export function useReviewActions() {
  const client = useQueryClient();
  const onSettled = () => invalidateCalls(client, [reviewListInquiry, reviewSummaryInquiry, reviewDetailsInquiry]);
  return {
    reply: useMutation({
      mutationFn: (input: { reviewId: string; text: string; edit: boolean }) =>
        input.edit
          ? api(reviewReplyModify, { reviewId: input.reviewId, text: input.text })
          : api(reviewReplyAdd, { reviewId: input.reviewId, text: input.text }),
      // A refusal (replied meanwhile by a colleague) changes the review as well.
      onSettled,
    }),
    report: useMutation({ mutationFn: (input: ReportInput) => api(reviewReportAdd, input), onSettled }),
  };
}

/** What the merchant may still do with a review. */
export function reviewState(review: Pick<Review, 'reply' | 'report'>) {
  const removed = review.report?.status === 'accepted';
  return {
    removed,
    canReply: !removed && review.reply === null,
    canEdit: !removed && review.reply !== null && review.reply.editsLeft > 0,
    canReport: review.report === null,
  };
}
