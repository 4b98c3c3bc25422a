import { z } from 'zod';
import { id, isoTime, yn } from '../common.ts';
import { type Call, defineCall } from '../define-call.ts';
import { FUNC } from '../func-codes.ts';
import { NUMERIC_ID_MAX, TIME_TEXT_MAX } from '../limits.ts';
import { paged, pageSchema } from '../page.ts';
import { mediaLink, optionalMediaLink } from '../validators/media-link.ts';
import { codePointLength } from '../validators/text.ts';

// Buyers' reviews of a shop's products and the merchant's replies (/shop/evaluate, FUNC.reviews,
// with evaluateReply and evaluateDetails: comments and replies). Buyers write reviews in the
// marketplace simulator (the operator call at the end); the merchant reads, replies and reports
// abusive ones to the platform, which accepts or rejects the report.

/** Stars a buyer gives. */
export const MIN_SCORE = 1;
export const MAX_SCORE = 5;
/**
 * Product- "score 4 and above" applies to commodity compliance. The same line splits good reviews
 * (4-5) from medium (3) and poor (1-2).
 */
export const GOOD_SCORE_MIN = 4;
export const MEDIUM_SCORE = 3;
/**
 * The merchant's reply. The rules name "reply content cannot be empty" but no length; it gives
 * 2000 and, in another text, 500 for quick replies: a review reply is the short one, 500.
 */
export const REVIEW_REPLY_MAX = 500;
/**
 * A reply may be edited once after it is sent (as the Shopee seller centre allows); the edit is
 * final. Deleting a reply is not possible.
 */
export const REVIEW_REPLY_EDITS = 1;
/** A buyer's review text. */
export const REVIEW_TEXT_MAX = 1000;
/** Photos on a review: "Images up to 9 or 10"; 9, as for a product's main photos. */
export const REVIEW_MAX_IMAGES = 9;
/** The merchant's note when reporting a review: "Remark 200". */
export const REVIEW_REPORT_NOTE_MAX = 200;
/** Buyer nicknames as the marketplace holds them: "Name 40". */
export const BUYER_NICKNAME_MAX = 40;
/** Product search by SPU id needs at least 3 digits. */
export const SPU_SEARCH_MIN_DIGITS = 3;

const score = z.number().int().min(MIN_SCORE).max(MAX_SCORE);
const digits = z
  .string()
  .trim()
  .regex(/^\d{1,18}$/)
  .max(NUMERIC_ID_MAX);

/** The tabs of /shop/evaluate: score groups and the reviews still waiting for a reply. */
export const REVIEW_TABS = ['all', 'good', 'medium', 'poor', 'not_replied'] as const;
export const reviewTab = z.enum(REVIEW_TABS);
export type ReviewTab = z.infer<typeof reviewTab>;

/** Which reviews by their photos and video. */
export const REVIEW_MEDIA = ['all', 'with_media', 'images', 'video'] as const;
export const reviewMedia = z.enum(REVIEW_MEDIA);

export const REPLY_STATES = ['all', 'replied', 'not_replied'] as const;
export const replyState = z.enum(REPLY_STATES);

export const REVIEW_SORTS = ['newest', 'oldest', 'score_asc', 'score_desc'] as const;

/**
 * Why a merchant reports a review to the platform. pending waits for the platform; accepted
 * removes the review from the product page and the shop's score; rejected leaves it as it was.
 * A review is reported at most once.
 */
export const REPORT_REASONS = ['abusive', 'advertising', 'irrelevant', 'privacy', 'fake', 'other'] as const;
export const reportReason = z.enum(REPORT_REASONS);
export type ReportReason = z.infer<typeof reportReason>;
export const REPORT_STATUSES = ['pending', 'accepted', 'rejected'] as const;
export const reportStatus = z.enum(REPORT_STATUSES);
export type ReportStatus = z.infer<typeof reportStatus>;

const time = z.iso.datetime({ offset: true }).max(TIME_TEXT_MAX);

/** The filter of /shop/evaluate. */
export const reviewFilter = z.object({
  tab: reviewTab.default('all'),
  /** Stars to show; empty: all. */
  scores: z.array(score).max(5).default([]),
  media: reviewMedia.default('all'),
  replied: replyState.default('all'),
  /** A product title (part of it) or an SPU id (at least 3 digits, whole). */
  product: z.string().trim().max(100).default(''),
  /** The order the review came with (part of its number). */
  orderNo: z.string().trim().max(40).default(''),
  createdFrom: time.optional(),
  createdTo: time.optional(),
  sort: z.enum(REVIEW_SORTS).default('newest'),
});
export type ReviewFilter = z.input<typeof reviewFilter>;

export const reviewReply = z.object({
  text: z.string(),
  repliedAt: isoTime,
  /** The shop member who replied (their nickname). */
  repliedBy: z.string(),
  editedAt: isoTime.nullable(),
  /** Edits still allowed (0 or 1). */
  editsLeft: z.number().int(),
});

export const reviewReport = z.object({
  reason: reportReason,
  note: z.string(),
  status: reportStatus,
  reportedAt: isoTime,
  decidedAt: isoTime.nullable(),
  /** The platform's word on the decision. */
  decisionRemark: z.string(),
});

export const reviewRow = z.object({
  reviewId: z.string(),
  productId: z.string(),
  productTitle: z.string(),
  /** The SKU's photo, else the product's cover. */
  productImage: z.string(),
  skuId: z.string(),
  /** "สี: ดำ, ไซซ์: M"; empty for a product without specifications. */
  skuSpec: z.string(),
  /** Masked in lists ("s***a"); the details show the whole nickname unless the buyer was anonymous. */
  buyerName: z.string(),
  anonymous: yn,
  score,
  text: z.string(),
  images: z.array(z.string()),
  videoUrl: z.string(),
  orderNo: z.string(),
  createdAt: isoTime,
  reply: reviewReply.nullable(),
  report: reviewReport.nullable(),
});
export type ReviewRow = z.infer<typeof reviewRow>;

/** Review counts per tab under the other filters, for the tab labels. */
export const reviewTabCounts = z.object({
  all: z.number().int(),
  good: z.number().int(),
  medium: z.number().int(),
  poor: z.number().int(),
  not_replied: z.number().int(),
});

const EXAMPLE_REVIEW_ID = '0123456789abcdef0123456789abcdef';

export const reviewListInquiry = defineCall({
  readOnly: true,
  path: '/oms/shop/evaluate/list/inquiry',
  func: FUNC.reviews,
  summary:
    'Buyers’ reviews of the shop’s products, newest first, by tab (good 4-5, medium 3, poor 1-2, not replied), stars, photos or video, reply state, product (title or SPU id), order and time; with the count of each tab under the other filters.',
  request: reviewFilter
    .extend({ page: pageSchema })
    .refine((f) => !f.createdFrom || !f.createdTo || Date.parse(f.createdFrom) <= Date.parse(f.createdTo), {
      path: ['createdTo'],
      message: 'reviewRangeReversed',
    }),
  response: paged(reviewRow).extend({ tabCounts: reviewTabCounts }),
});

export const reviewSummaryInquiry = defineCall({
  readOnly: true,
  path: '/oms/shop/evaluate/summary/inquiry',
  func: FUNC.reviews,
  summary:
    'The shop’s score: average stars (one decimal), count per star, share of good reviews and the reviews not replied to. Reviews removed on a report do not count.',
  request: z.object({}),
  response: z.object({
    average: z.number(),
    total: z.number().int(),
    /** Counts per star, 5 stars first. */
    stars: z.array(z.object({ score, count: z.number().int() })),
    /** Good reviews (4 and 5 stars) in percent of all, one decimal. */
    goodPercent: z.number(),
    notReplied: z.number().int(),
    withMedia: z.number().int(),
    /** The score line of commodity compliance: the average is at or above it. */
    meetsComplianceScore: yn,
  }),
});

export const reviewDetailsInquiry = defineCall({
  readOnly: true,
  path: '/oms/shop/evaluate/details/inquiry',
  func: FUNC.reviews,
  summary: 'One review in full: the buyer (unless anonymous), product and SKU, photos, video, reply and report.',
  ids: { reviewId: 'review' },
  example: { reviewId: EXAMPLE_REVIEW_ID },
  request: z.object({ reviewId: id }),
  response: reviewRow.extend({
    productStatus: z.string(),
    /** The product's own average and review count, removed reviews left out. */
    productAverage: z.number(),
    productReviews: z.number().int(),
  }),
});

/**
 * The reply text: not empty ("reply content cannot be empty") and at most 500
 * characters, counted as code points like every length rule (validators/text.ts).
 */
export const replyText = z
  .string({ error: () => 'reviewReplyEmpty' })
  .trim()
  .superRefine((text, ctx) => {
    if (text === '') ctx.addIssue({ code: 'custom', message: 'reviewReplyEmpty' });
    else if (codePointLength(text) > REVIEW_REPLY_MAX) ctx.addIssue({ code: 'custom', message: 'reviewReplyTooLong' });
  })
  // The rule above refuses a longer reply with its own message; the document states the bound.
  .meta({ maxLength: REVIEW_REPLY_MAX });

export const reviewReplyAdd = defineCall({
  path: '/oms/shop/evaluate/reply',
  func: FUNC.reviews,
  summary: `Reply to a review: not empty, at most ${REVIEW_REPLY_MAX} characters, once; buyers see it under the review.`,
  ids: { reviewId: 'review' },
  example: { reviewId: EXAMPLE_REVIEW_ID, text: 'ขอบคุณสำหรับรีวิวค่ะ' },
  request: z.object({ reviewId: id, text: replyText }),
  response: z.object({ reply: reviewReply }),
});

export const reviewReplyModify = defineCall({
  path: '/oms/shop/evaluate/reply/modify',
  func: FUNC.reviews,
  summary: `Change a sent reply, once (${REVIEW_REPLY_EDITS} edit); the edit is final.`,
  ids: { reviewId: 'review' },
  example: { reviewId: EXAMPLE_REVIEW_ID, text: 'ขอบคุณสำหรับรีวิวค่ะ ทางร้านจะปรับปรุงให้ดีขึ้น' },
  request: z.object({ reviewId: id, text: replyText }),
  response: z.object({ reply: reviewReply }),
});

export const reviewReportAdd = defineCall({
  path: '/oms/shop/evaluate/report',
  func: FUNC.reviews,
  summary:
    'Report a review to the platform (abusive, advertising, irrelevant, private information, fake, other); once per review. The platform accepts (the review is removed from the score) or rejects.',
  ids: { reviewId: 'review' },
  example: { reviewId: EXAMPLE_REVIEW_ID, reason: 'abusive', note: 'ใช้คำหยาบคาย' },
  request: z
    .object({
      reviewId: id,
      reason: reportReason,
      note: z.string().trim().max(REVIEW_REPORT_NOTE_MAX).default(''),
    })
    .refine((r) => r.reason !== 'other' || r.note !== '', { path: ['note'], message: 'reviewReportNoteNeeded' }),
  response: z.object({ report: reviewReport }),
});

// The marketplace simulator: buyers write reviews and the platform judges reports. Operator
// sessions only; the shop is named in the payload (see calls/marketplace.ts).

const OPERATOR = { auth: 'operator', func: FUNC.home } as const;
const EXAMPLE_SHOP_ID = '0123456789abcdef0123456789abcdef';

export const buyerReviewInput = z.object({
  shopId: id,
  productId: digits,
  skuId: digits,
  nickname: z.string().trim().min(1).max(BUYER_NICKNAME_MAX),
  anonymous: yn.default('n'),
  score,
  text: z.string().trim().max(REVIEW_TEXT_MAX).default(''),
  images: z.array(mediaLink).max(REVIEW_MAX_IMAGES).default([]),
  videoUrl: optionalMediaLink.default(''),
  orderNo: z.string().trim().max(40).default(''),
});
export type BuyerReviewInput = z.input<typeof buyerReviewInput>;

export const buyerReviewAdd = defineCall({
  ...OPERATOR,
  path: '/oms/mkt/review/add',
  summary: 'A buyer reviews a product (one SKU) of a shop: 1 to 5 stars, text, photos, a video and the order.',
  example: {
    shopId: EXAMPLE_SHOP_ID,
    productId: '100000001',
    skuId: '200000001',
    nickname: 'somchai',
    score: 5,
    text: 'ผ้านุ่ม ใส่สบาย ส่งไว',
  },
  request: buyerReviewInput,
  response: z.object({ reviewId: z.string() }),
});

export const reviewReportList = defineCall({
  ...OPERATOR,
  readOnly: true,
  path: '/oms/mkt/review/report/list/inquiry',
  summary: 'Reviews that merchants reported, oldest pending first (or of one status), across shops.',
  request: z.object({ status: reportStatus.default('pending'), page: pageSchema }),
  response: paged(
    z.object({
      shopId: z.string(),
      shopName: z.string(),
      reviewId: z.string(),
      score,
      text: z.string(),
      nickname: z.string(),
      report: reviewReport,
    }),
  ),
});

export const reviewReportDecide = defineCall({
  ...OPERATOR,
  path: '/oms/mkt/review/report/decide',
  summary: 'Accept a pending report (the review leaves the product page and the shop score) or reject it.',
  example: { shopId: EXAMPLE_SHOP_ID, reviewId: EXAMPLE_REVIEW_ID, decision: 'accepted', remark: 'ผิดนโยบายการรีวิว' },
  request: z.object({
    shopId: id,
    reviewId: id,
    decision: z.enum(['accepted', 'rejected']),
    remark: z.string().trim().max(REVIEW_REPORT_NOTE_MAX).default(''),
  }),
  response: z.object({ report: reviewReport }),
});

export const reviewsCalls: readonly Call[] = [
  reviewListInquiry,
  reviewSummaryInquiry,
  reviewDetailsInquiry,
  reviewReplyAdd,
  reviewReplyModify,
  reviewReportAdd,
  buyerReviewAdd,
  reviewReportList,
  reviewReportDecide,
];
