import type { CashbackInput } from '@sc/contract/calls/cashback.ts';
import { type CashbackDraft, type CashbackReward, cashbackIssues } from '@sc/contract/cashback.ts';
import { fillParams, type Locale } from '@sc/contract/locale.ts';
import { cashbackMessages } from '@sc/contract/messages/cashback.ts';
import { bahtToSatang } from '@sc/contract/validators/price.ts';
import type { FormRule } from 'antd';
import type { Dayjs } from 'dayjs';

// The cashback form's values and its rules: the server's own (@sc/contract/cashback.ts,
// cashbackIssues) in the server's words, checked as the merchant types.

export interface CashbackFormValues {
  name?: string;
  minSpend?: number | null;
  rewardType?: CashbackReward;
  reward?: number | null;
  cap?: number | null;
  budget?: number | null;
  startTime?: Dayjs | null;
  endTime?: Dayjs | null;
}

const money = (n: number | null | undefined) => (n === null || n === undefined ? null : bahtToSatang(n));
const whole = (n: number | null | undefined) => (n === null || n === undefined || !Number.isInteger(n) ? null : n);
const instant = (d: Dayjs | null | undefined) => (d?.isValid() ? d.toDate() : null);

export function toDraft(v: CashbackFormValues): CashbackDraft {
  const rewardType = v.rewardType ?? 'amount';
  return {
    name: v.name ?? '',
    minSpend: money(v.minSpend),
    rewardType,
    reward: rewardType === 'percent' ? whole(v.reward) : money(v.reward),
    cap: rewardType === 'percent' ? money(v.cap) : null,
    budget: money(v.budget),
    startAt: instant(v.startTime),
    endAt: instant(v.endTime),
  };
}

export function toRequest(v: CashbackFormValues): CashbackInput {
  const rewardType = v.rewardType ?? 'amount';
  return {
    name: v.name?.trim() ?? '',
    minSpend: v.minSpend ?? 0,
    rewardType,
    reward: v.reward ?? 0,
    cap: rewardType === 'percent' ? (v.cap ?? null) : null,
    budget: v.budget ?? 0,
    startTime: instant(v.startTime)?.toISOString() ?? '',
    endTime: instant(v.endTime)?.toISOString() ?? '',
  };
}

/** The rule of one field: the first issue the shared rules find with it, in the server's words. */
export function cashbackRule(field: string, locale: () => Locale, now: () => Date): FormRule {
  return ({ getFieldsValue }) => ({
    validator: async () => {
      const values = getFieldsValue(true) as CashbackFormValues;
      const issue = cashbackIssues(toDraft(values), now()).find((i) => i.field === field);
      if (issue) throw new Error(fillParams(cashbackMessages[issue.key][locale()], issue.params));
    },
  });
}
