import { THAI_DATE_FORMAT } from '@sc/contract/constants.ts';
import type { Locale } from '@sc/contract/locale.ts';
import { currentLocale } from '../i18n/i18n.ts';

const THAI_DAY = THAI_DATE_FORMAT.split(' ')[0] ?? 'DD/MM/YYYY';

/**
 * A calendar day from the server (YYYY-MM-DD, a certificate or authorization date) for display:
 * d/m/y in Thai, year-month-day otherwise. Never shifted by time zone.
 */
export function formatDay(ymd: string | null | undefined, locale: Locale = currentLocale()): string {
  const m = ymd ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(ymd) : null;
  if (!m) return ymd ?? '';
  const [, y, mo, d] = m;
  if (locale !== 'th-TH') return `${y}-${mo}-${d}`;
  return THAI_DAY.replace('DD', d ?? '')
    .replace('MM', mo ?? '')
    .replace('YYYY', y ?? '');
}
