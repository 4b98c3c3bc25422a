import { RELATIVE_TIME, THAI_DATE_FORMAT } from '@sc/contract/constants.ts';
import type { Locale } from '@sc/contract/locale.ts';
import dayjs from 'dayjs';
import { serverNow } from '../api/server-time.ts';
import '../i18n/dayjs-locale.ts';
import { currentLocale, i18n } from '../i18n/i18n.ts';
import { toDate } from './to-date.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DATE_ONLY = THAI_DATE_FORMAT.split(' ')[0] ?? 'DD/MM/YYYY';

export interface TimeFormatOptions {
  now?: Date;
  locale?: Locale;
}

/**
 * How long ago, as puts it: under 30 s "just now", under an hour minutes, under a day hours, under
 * two days "yesterday", else the date as d/m/y. A time in the future (clock skew beyond 30 s) shows
 * as its date.
 */
export function formatRelativeTime(
  value: number | string | Date | null | undefined,
  { now = serverNow(), locale = currentLocale() }: TimeFormatOptions = {},
): string {
  const date = toDate(value);
  if (!date) return '';
  const ago = now.getTime() - date.getTime();
  const words = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  if (ago < -RELATIVE_TIME.justNowMs) return dayjs(date).format(DATE_ONLY);
  if (ago < RELATIVE_TIME.justNowMs) return i18n.t('common:justNow', { lng: locale });
  if (ago < RELATIVE_TIME.minutesUntilMs) return words.format(-Math.max(1, Math.floor(ago / MINUTE)), 'minute');
  if (ago < RELATIVE_TIME.hoursUntilMs) return words.format(-Math.floor(ago / HOUR), 'hour');
  if (ago < RELATIVE_TIME.yesterdayUntilMs) return words.format(-1, 'day');
  return dayjs(date).format(DATE_ONLY);
}

/** A full date and time: year-month-day hour:minute:second, Thai display d/m/y h:i. */
export function formatDateTime(
  value: number | string | Date | null | undefined,
  locale: Locale = currentLocale(),
): string {
  const date = toDate(value);
  if (!date) return '';
  return dayjs(date).format(locale === 'th-TH' ? THAI_DATE_FORMAT : 'YYYY-MM-DD HH:mm:ss');
}
