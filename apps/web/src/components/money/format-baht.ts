import type { Locale } from '@sc/contract/locale.ts';
import { formatPrice, NO_NUMBER } from '../../format/number-format.ts';
import { currentLocale } from '../../i18n/i18n.ts';

type Amount = number | string | null | undefined;

/** An amount in baht as shops show it: ฿1,234.00 (separators, two decimals); a negative one -฿3.87. */
export function formatBaht(value: Amount, locale: Locale = currentLocale()): string {
  const text = formatPrice(value, locale);
  if (text === NO_NUMBER) return text;
  return text.startsWith('-') ? `-฿${text.slice(1)}` : `฿${text}`;
}

/** A price range, or one price when both ends agree: ฿199.00 – ฿259.00. */
export function formatBahtRange(min: Amount, max: Amount, locale: Locale = currentLocale()): string {
  const low = formatBaht(min, locale);
  const high = formatBaht(max, locale);
  return low === high ? low : `${low} – ${high}`;
}
