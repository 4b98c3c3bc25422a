import type { Locale } from '@sc/contract/locale.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * How long until `at`, in the language's own words ("in 7 days", "ในอีก 3 ชั่วโมง", "5分钟后"):
 * whole days (the nearest) from a day on, hours from an hour, else minutes (at least one). The
 * exact time is shown beside it, so a file just made reads "in 7 days", not "in 6 days".
 */
export function timeLeft(at: Date, now: Date, locale: Locale): string {
  const ms = Math.max(0, at.getTime() - now.getTime());
  const words = new Intl.RelativeTimeFormat(locale, { numeric: 'always' });
  if (ms >= DAY) return words.format(Math.round(ms / DAY), 'day');
  if (ms >= HOUR) return words.format(Math.round(ms / HOUR), 'hour');
  return words.format(Math.max(1, Math.ceil(ms / MINUTE)), 'minute');
}
