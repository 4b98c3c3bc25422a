import type { fullscaleInput } from '@sc/contract/calls/fullscale.ts';
import type { FullscaleKind, FullscaleReward, FullscaleScope } from '@sc/contract/fullscale.ts';
import { fullscaleIssues } from '@sc/contract/fullscale.ts';
import type { Locale } from '@sc/contract/locale.ts';
import { bahtToSatang } from '@sc/contract/validators/price.ts';
import type { z } from 'zod';
import type { FullscaleTierRow } from '../../db/schema.ts';
import { fieldRefusal } from './activity-rules.ts';

// A full-scale promotion as sent, checked by the rules of @sc/contract/fullscale.ts (the form checks
// with the same ones): each refusal a field error in the request's language, all found at once.

export interface FullscaleData {
  name: string;
  kind: FullscaleKind;
  rewardType: FullscaleReward;
  tiers: FullscaleTierRow[];
  scope: FullscaleScope;
  productIds: number[];
  startAt: Date;
  endAt: Date;
}

const time = (s: string) => {
  const ms = Date.parse(s);
  return Number.isNaN(ms) ? null : new Date(ms);
};

/** Baht (two decimals at most) to satang; a whole number of units or percent as is; null when neither fits. */
const money = (n: number) => bahtToSatang(n);
const whole = (n: number) => (Number.isInteger(n) ? n : null);

/** Checks a full-scale promotion as sent; answers it as stored, or refuses with every issue found. */
export function checkFullscale(input: z.output<typeof fullscaleInput>, now: Date, locale: Locale): FullscaleData {
  const startAt = time(input.startTime);
  const endAt = time(input.endTime);
  const tiers = input.tiers.map((t) => ({
    threshold: input.kind === 'amount' ? money(t.threshold) : whole(t.threshold),
    reward: input.rewardType === 'amount' ? money(t.reward) : whole(t.reward),
  }));
  const productIds = input.scope === 'products' ? [...new Set(input.productIds.map(Number))] : [];
  const issues = fullscaleIssues({ ...input, tiers, startAt, endAt, productCount: productIds.length }, now);
  if (issues.length > 0 || !startAt || !endAt) throw fieldRefusal(issues, locale);
  return {
    name: input.name.trim(),
    kind: input.kind,
    rewardType: input.rewardType,
    tiers: tiers.map((t) => ({ threshold: t.threshold ?? 0, reward: t.reward ?? 0 })),
    scope: input.scope,
    productIds,
    startAt,
    endAt,
  };
}
