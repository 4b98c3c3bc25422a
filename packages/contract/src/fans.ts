import { BROADCASTS_PER_MONTH } from './constants.ts';
import type { fansMessages } from './messages/fans.ts';

// Fans marketing (/activityreport/fansmarketing, /activityreport/sendmessageform): the shop's
// followers (buyers who follow the shop, as the follow coupon's) and broadcasts to them, a text with
// a coupon of the shop or a few of its products, each delivered to every follower's inbox at the
// moment it is sent. At most BROADCASTS_PER_MONTH a calendar month in Bangkok time. The rules are
// one function (broadcastIssues) read by the server's refusals and, in the same words, by the form.

export { BROADCASTS_PER_MONTH };

/**
 * A broadcast's text. The spec gives no length; a quick reply is 2000 characters and, in another
 * text, 500: a broadcast lands in every follower's inbox, so the shorter, 500.
 */
export const BROADCAST_TEXT_MAX = 500;
/**
 * Products one broadcast may carry. The spec gives no count; "up to 6 additions or guide items"
 * (spec §5 "Counts") is the nearest list of items shown to a buyer in a message, so 6.
 */
export const BROADCAST_PRODUCTS_MAX = 6;
/** Coupons one broadcast may carry: spec §5 "Counts", "Up to 4 coupons selectable". */
export const BROADCAST_MAX_COUPONS = 4;

/** What a broadcast carries besides its text: a coupon of the shop, or products. */
export const BROADCAST_ATTACHMENT = ['coupon', 'products'] as const;
export type BroadcastAttachment = (typeof BROADCAST_ATTACHMENT)[number];

export type FansMessageKey = keyof typeof fansMessages;

export interface BroadcastDraft {
  text: string;
  attachment: BroadcastAttachment;
  couponIds: readonly string[];
  productIds: readonly string[];
}

export interface BroadcastIssue {
  /** text, couponIds, productIds. */
  field: string;
  key: FansMessageKey;
  params?: Record<string, string | number>;
}

/** Every rule of the draft itself a broadcast breaks, in field order; the shop's own (coupon granting, products on sale) are the server's. */
export function broadcastIssues(d: BroadcastDraft): BroadcastIssue[] {
  const issues: BroadcastIssue[] = [];
  const text = d.text.trim();
  if (!text) issues.push({ field: 'text', key: 'fansTextRequired' });
  else if ([...text].length > BROADCAST_TEXT_MAX)
    issues.push({ field: 'text', key: 'fansTextTooLong', params: { max: BROADCAST_TEXT_MAX } });
  if (d.attachment === 'coupon') {
    if (d.couponIds.length < 1) issues.push({ field: 'couponIds', key: 'fansCouponRequired' });
    else if (new Set(d.couponIds).size > BROADCAST_MAX_COUPONS)
      issues.push({ field: 'couponIds', key: 'fansTooManyCoupons', params: { max: BROADCAST_MAX_COUPONS } });
  }
  if (d.attachment === 'products') {
    if (d.productIds.length < 1) issues.push({ field: 'productIds', key: 'fansProductsRequired' });
    else if (new Set(d.productIds).size > BROADCAST_PRODUCTS_MAX)
      issues.push({ field: 'productIds', key: 'fansTooManyProducts', params: { max: BROADCAST_PRODUCTS_MAX } });
  }
  return issues;
}
