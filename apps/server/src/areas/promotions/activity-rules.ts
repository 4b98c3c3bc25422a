import { ACTIVITY_MAX_DAYS, ACTIVITY_NAME_MAX, ACTIVITY_START_GRACE_MS } from '@sc/contract/activities.ts';
import type { activityInput } from '@sc/contract/calls/activities.ts';
import type { Locale } from '@sc/contract/locale.ts';
import type { MessageKey } from '@sc/contract/messages.ts';
import type { z } from 'zod';
import { text } from '../../envelope/reply.ts';
import { BizError } from '../../errors.ts';

// The rules of an activity's name and window (spec §5 "Time": "Time-limited promotion at most 90
// days; start must be before end"; "Date in the past"), each refusal a field error in the request's
// language; all found are reported at once.

const DAY_MS = 24 * 60 * 60 * 1000;

export interface ActivityData {
  name: string;
  startAt: Date;
  endAt: Date;
}

interface Issue {
  field: string;
  key: MessageKey;
  params?: Record<string, string | number>;
}

const time = (s: string) => {
  const ms = Date.parse(s);
  return Number.isNaN(ms) ? null : new Date(ms);
};

/** A refusal listing every field error, each in the request's language. */
export function fieldRefusal(issues: readonly Issue[], locale: Locale): BizError {
  const fieldErrors = issues.map((i) => ({ field: i.field, message: text(i.key, locale, i.params) }));
  return fieldMessages(fieldErrors);
}

/** A refusal of field errors whose messages are written already. */
export function fieldMessages(fieldErrors: { field: string; message: string }[]): BizError {
  const detail = fieldErrors.map((f) => `${f.field}: ${f.message}`).join('; ');
  return new BizError('VALIDATION_FAILED', 'validationFailed', { detail }, { fieldErrors });
}

/** Checks an activity as sent; answers it as stored, or refuses with every issue found. */
export function checkActivity(input: z.output<typeof activityInput>, now: Date, locale: Locale): ActivityData {
  const issues: Issue[] = [];
  const name = input.name.trim();
  if (!name) issues.push({ field: 'name', key: 'activityNameRequired' });
  else if ([...name].length > ACTIVITY_NAME_MAX)
    issues.push({ field: 'name', key: 'activityNameTooLong', params: { max: ACTIVITY_NAME_MAX } });

  const startAt = time(input.startTime);
  const endAt = time(input.endTime);
  if (!startAt || !endAt) issues.push({ field: startAt ? 'endTime' : 'startTime', key: 'activityTimeRequired' });
  else if (startAt.getTime() < now.getTime() - ACTIVITY_START_GRACE_MS)
    issues.push({ field: 'startTime', key: 'activityStartPast' });
  else if (endAt <= startAt) issues.push({ field: 'endTime', key: 'activityEndBeforeStart' });
  else if (endAt.getTime() - startAt.getTime() > ACTIVITY_MAX_DAYS * DAY_MS)
    issues.push({ field: 'endTime', key: 'activityTooLong', params: { days: ACTIVITY_MAX_DAYS } });

  if (issues.length > 0 || !startAt || !endAt) throw fieldRefusal(issues, locale);
  return { name, startAt, endAt };
}
