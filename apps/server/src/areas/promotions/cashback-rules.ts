import type { cashbackInput } from '@sc/contract/calls/cashback.ts';
import { type CashbackReward, cashbackIssues } from '@sc/contract/cashback.ts';
import type { Locale } from '@sc/contract/locale.ts';
import { bahtToSatang } from '@sc/contract/validators/price.ts';
import type { z } from 'zod';
import { fieldRefusal } from './activity-rules.ts';

// A cashback rule as sent, checked by the rules of @sc/contract/cashback.ts (the form checks with
// the same ones): each refusal a field error in the request's language, all found at once.

export interface CashbackData {
  name: string;
  minSpend: number;
  rewardType: CashbackReward;
  reward: number;
  cap: number | null;
  budget: number;
  startAt: Date;
  endAt: Date;
}

const time = (s: string) => {
  const ms = Date.parse(s);
  return Number.isNaN(ms) ? null : new Date(ms);
};
const whole = (n: number) => (Number.isInteger(n) ? n : null);

export function checkCashback(input: z.output<typeof cashbackInput>, now: Date, locale: Locale): CashbackData {
  const startAt = time(input.startTime);
  const endAt = time(input.endTime);
  const percent = input.rewardType === 'percent';
  const draft = {
    name: input.name,
    minSpend: bahtToSatang(input.minSpend),
    rewardType: input.rewardType,
    reward: percent ? whole(input.reward) : bahtToSatang(input.reward),
    cap: percent && input.cap !== null ? bahtToSatang(input.cap) : null,
    budget: bahtToSatang(input.budget),
    startAt,
    endAt,
  };
  const issues = cashbackIssues(draft, now);
  if (issues.length > 0 || !startAt || !endAt) throw fieldRefusal(issues, locale);
  return {
    name: input.name.trim(),
    minSpend: draft.minSpend ?? 0,
    rewardType: input.rewardType,
    reward: draft.reward ?? 0,
    cap: draft.cap,
    budget: draft.budget ?? 0,
    startAt,
    endAt,
  };
}
