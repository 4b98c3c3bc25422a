import type { BroadcastInput } from '@sc/contract/calls/fans.ts';
import { type BroadcastAttachment, type BroadcastIssue, broadcastIssues } from '@sc/contract/fans.ts';
import { fillParams, type Locale } from '@sc/contract/locale.ts';
import { fansMessages } from '@sc/contract/messages/fans.ts';
import type { FormRule } from 'antd';

// The broadcast form's values and its rules: the server's own (@sc/contract/fans.ts,
// broadcastIssues) in the server's words, checked as the merchant types.

export interface BroadcastFormValues {
  text?: string;
  attachment?: BroadcastAttachment;
  couponIds?: string[];
  productIds?: string[];
}

export function toRequest(v: BroadcastFormValues): BroadcastInput {
  const attachment = v.attachment ?? 'coupon';
  return {
    text: v.text?.trim() ?? '',
    attachment,
    couponIds: attachment === 'coupon' ? (v.couponIds ?? []) : [],
    productIds: attachment === 'products' ? (v.productIds ?? []) : [],
  };
}

export const say = (i: BroadcastIssue, locale: Locale) => fillParams(fansMessages[i.key][locale], i.params);

/** The rule of one field ('text', 'couponIds', 'productIds'): the first issue the shared rules find with it. */
export function broadcastRule(field: string, locale: () => Locale): FormRule {
  return ({ getFieldsValue }) => ({
    validator: async () => {
      const r = toRequest(getFieldsValue(true) as BroadcastFormValues);
      const issue = broadcastIssues({
        text: r.text ?? '',
        attachment: r.attachment,
        couponIds: r.couponIds ?? [],
        productIds: r.productIds ?? [],
      }).find((i) => i.field === field);
      if (issue) throw new Error(say(issue, locale()));
    },
  });
}
