import type { PaylaterInput } from '@sc/contract/calls/paylater.ts';
import { fillParams, type Locale } from '@sc/contract/locale.ts';
import { paylaterMessages } from '@sc/contract/messages/paylater.ts';
import { type PaylaterDraft, type PaylaterIssue, paylaterIssues } from '@sc/contract/paylater.ts';
import type { FormRule } from 'antd';
import type { Dayjs } from 'dayjs';

// The pay-later form's values and its rules: the server's own (@sc/contract/paylater.ts,
// paylaterIssues) in the server's words, checked as the merchant types.

export interface PaylaterFormValues {
  name?: string;
  startTime?: Dayjs | null;
  endTime?: Dayjs | null;
  productIds?: string[];
  plans?: number[];
  subsidyPercent?: number | null;
}

const instant = (d: Dayjs | null | undefined) => (d?.isValid() ? d.toDate() : null);

export function toDraft(v: PaylaterFormValues): PaylaterDraft {
  return {
    name: v.name ?? '',
    startAt: instant(v.startTime),
    endAt: instant(v.endTime),
    productIds: v.productIds ?? [],
    plans: v.plans ?? [],
    subsidyPercent: v.subsidyPercent ?? null,
  };
}

export function toRequest(v: PaylaterFormValues): PaylaterInput {
  return {
    name: v.name?.trim() ?? '',
    startTime: instant(v.startTime)?.toISOString() ?? '',
    endTime: instant(v.endTime)?.toISOString() ?? '',
    productIds: v.productIds ?? [],
    plans: v.plans ?? [],
    subsidyPercent: v.subsidyPercent ?? null,
  };
}

export const say = (i: PaylaterIssue, locale: Locale) => fillParams(paylaterMessages[i.key][locale], i.params);

/** The rule of one field: the first issue the shared rules find with it. */
export function paylaterRule(field: string, locale: () => Locale): FormRule {
  return ({ getFieldsValue }) => ({
    validator: async () => {
      const issue = paylaterIssues(toDraft(getFieldsValue(true) as PaylaterFormValues), new Date()).find(
        (i) => i.field === field,
      );
      if (issue) throw new Error(say(issue, locale()));
    },
  });
}
