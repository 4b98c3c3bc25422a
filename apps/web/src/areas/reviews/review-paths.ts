// The review screens take the review in the query (gives them no path parameter).
export const REVIEW_LIST_PATH = '/shop/evaluate';
export const detailsPath = (reviewId: string) => `/shop/evaluateDetails?id=${encodeURIComponent(reviewId)}`;
export const replyPath = (reviewId: string) => `/shop/evaluateReply?id=${encodeURIComponent(reviewId)}`;
