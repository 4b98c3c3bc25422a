import type { Locale } from '@sc/contract/locale.ts';
import { formatNumber } from '../../format/number-format.ts';
import { currentLocale } from '../../i18n/i18n.ts';

const UNITS = ['B', 'KB', 'MB', 'GB'] as const;

/** A file size as sellers read it: 980 B, 12.5 KB, 3.07 MB (1 KB = 1024 B). */
export function formatSize(bytes: number, locale: Locale = currentLocale()): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const shown = unit === 0 ? value : Math.round(value * 100) / 100;
  return `${formatNumber(shown, locale)} ${UNITS[unit]}`;
}
