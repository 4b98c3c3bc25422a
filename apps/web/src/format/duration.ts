import type { Locale } from '@sc/contract/locale.ts';
import { currentLocale } from '../i18n/i18n.ts';
import { NO_NUMBER } from './number-format.ts';

const UNITS = [
  { unit: 'second', ms: 1000, below: 60_000, digits: 0 },
  { unit: 'minute', ms: 60_000, below: 3_600_000, digits: 1 },
  { unit: 'hour', ms: 3_600_000, below: Number.POSITIVE_INFINITY, digits: 1 },
] as const;

/** A span of time in the largest unit under which it fits: 45 s, 5.3 min, 2.5 hr (in the reader's language). */
export function formatDuration(ms: number | null | undefined, locale: Locale = currentLocale()): string {
  if (ms === null || ms === undefined || !Number.isFinite(ms)) return NO_NUMBER;
  const u = UNITS.find((x) => ms < x.below) ?? UNITS[2];
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: u.unit,
    unitDisplay: 'short',
    maximumFractionDigits: u.digits,
    numberingSystem: 'latn',
  }).format(ms / u.ms);
}
