import type { FullscaleInput } from '@sc/contract/calls/fullscale.ts';
import {
  type FullscaleDraft,
  type FullscaleKind,
  type FullscaleReward,
  type FullscaleScope,
  fullscaleIssues,
} from '@sc/contract/fullscale.ts';
import { fillParams, type Locale } from '@sc/contract/locale.ts';
import { fullscaleMessages } from '@sc/contract/messages/fullscale.ts';
import { bahtToSatang } from '@sc/contract/validators/price.ts';
import type { FormRule } from 'antd';
import type { Dayjs } from 'dayjs';

// The full-scale form's values and its rules: the server's own (@sc/contract/fullscale.ts,
// fullscaleIssues) in the server's words, checked as the merchant types.

export interface TierValues {
  threshold?: number | null;
  reward?: number | null;
}

export interface ChosenProduct {
  productId: string;
  title: string;
  imageUrl: string;
}

export interface FullscaleFormValues {
  name?: string;
  kind?: FullscaleKind;
  rewardType?: FullscaleReward;
  tiers?: TierValues[];
  startTime?: Dayjs | null;
  endTime?: Dayjs | null;
  scope?: FullscaleScope;
}

const money = (n: number | null | undefined) => (n === null || n === undefined ? null : bahtToSatang(n));
const whole = (n: number | null | undefined) => (n === null || n === undefined || !Number.isInteger(n) ? null : n);
const instant = (d: Dayjs | null | undefined) => (d?.isValid() ? d.toDate() : null);

/** The values as the shared rules read them. */
export function toDraft(v: FullscaleFormValues, productCount: number): FullscaleDraft {
  const kind = v.kind ?? 'amount';
  const rewardType = v.rewardType ?? 'amount';
  return {
    name: v.name ?? '',
    kind,
    rewardType,
    tiers: (v.tiers ?? []).map((t) => ({
      threshold: kind === 'amount' ? money(t?.threshold) : whole(t?.threshold),
      reward: rewardType === 'amount' ? money(t?.reward) : whole(t?.reward),
    })),
    startAt: instant(v.startTime),
    endAt: instant(v.endTime),
    scope: v.scope ?? 'all',
    productCount,
  };
}

/** The values as the add and modify calls take them. */
export function toRequest(v: FullscaleFormValues, products: readonly ChosenProduct[]): FullscaleInput {
  const scope = v.scope ?? 'all';
  return {
    name: v.name?.trim() ?? '',
    startTime: instant(v.startTime)?.toISOString() ?? '',
    endTime: instant(v.endTime)?.toISOString() ?? '',
    kind: v.kind ?? 'amount',
    rewardType: v.rewardType ?? 'amount',
    tiers: (v.tiers ?? []).map((t) => ({ threshold: t?.threshold ?? 0, reward: t?.reward ?? 0 })),
    scope,
    productIds: scope === 'products' ? products.map((p) => p.productId) : [],
  };
}

/** The rule of one field ('name', 'tiers.0.reward', …): the first issue the shared rules find with it. */
export function fullscaleRule(
  field: string,
  locale: () => Locale,
  now: () => Date,
  productCount: () => number,
): FormRule {
  return ({ getFieldsValue }) => ({
    validator: async () => {
      const values = getFieldsValue(true) as FullscaleFormValues;
      const issue = fullscaleIssues(toDraft(values, productCount()), now()).find((i) => i.field === field);
      if (issue) throw new Error(fillParams(fullscaleMessages[issue.key][locale()], issue.params));
    },
  });
}

/** The issues of the form not tied to one input (the tier count, the products), in the server's words. */
export function formIssues(v: FullscaleFormValues, productCount: number, now: Date, locale: Locale): string[] {
  return fullscaleIssues(toDraft(v, productCount), now)
    .filter((i) => i.field === 'tiers' || i.field === 'productIds')
    .map((i) => fillParams(fullscaleMessages[i.key][locale], i.params));
}
