// The face of the reviews area (buyers' reviews, replies, reports and shop scores). Other areas,
// the simulator (marketplace/), the seed and the registries import this file and nothing else of
// the folder; what is not exported here is the area's own business and may change freely
// (docs/architecture.md, "Faces").
export { createBuyerReview } from './buyer-reviews.ts';
export { reviewsHandlers } from './handlers.ts';
export { replyToReview, reportReview } from './review.ts';
