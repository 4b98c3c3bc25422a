import type { FollowCouponInput } from '@sc/contract/calls/follow.ts';
import type { CouponField } from '@sc/contract/coupon-rules.ts';
import { followCouponIssues } from '@sc/contract/follow.ts';
import { fillParams, type Locale } from '@sc/contract/locale.ts';
import { promotionsMessages } from '@sc/contract/messages/promotions.ts';
import type { FormRule } from 'antd';
import { type CouponFormValues, toDraft, toRequest } from '../coupon-form-model.ts';

// The follow coupon form: the coupon form's values and money without code, per-person limit and
// audience, checked by the server's own rules (followCouponIssues) in the server's words.

export type FollowFormValues = Omit<CouponFormValues, 'code' | 'perPerson' | 'audience'>;

/** Fields a refusal can name, each shown on its own field. */
export const FOLLOW_FIELDS: readonly CouponField[] = [
  'name',
  'faceValue',
  'percentOff',
  'maxDiscount',
  'minSpend',
  'quantity',
  'grantStart',
  'grantEnd',
  'validityDays',
];

/** The values as the add call takes them. */
export function toFollowRequest(v: FollowFormValues): FollowCouponInput {
  const { code: _code, perPerson: _perPerson, audience: _audience, ...rest } = toRequest(v);
  return rest;
}

/** The rule of one field: the first issue the shared rules find with it. */
export function followRule(field: CouponField, locale: () => Locale, now: () => Date): FormRule {
  return ({ getFieldsValue }) => ({
    validator: async () => {
      const values = getFieldsValue(true) as FollowFormValues;
      const issue = followCouponIssues(toDraft(values), now()).find((i) => i.field === field);
      if (issue) throw new Error(fillParams(promotionsMessages[issue.key][locale()], issue.params));
    },
  });
}
