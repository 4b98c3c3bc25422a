import type { Locale } from '@sc/contract/locale.ts';
import { currentLocale } from '../i18n/i18n.ts';

type Numeric = number | string | bigint | null | undefined;

/** Shown where a number is missing or not a number. */
export const NO_NUMBER = '-';

const formats = new Map<string, Intl.NumberFormat>();

function numberFormat(locale: Locale, fraction: { min: number; max: number }): Intl.NumberFormat {
  const key = `${locale}:${fraction.min}:${fraction.max}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      minimumFractionDigits: fraction.min,
      maximumFractionDigits: fraction.max,
      useGrouping: true,
      numberingSystem: 'latn',
    });
    formats.set(key, format);
  }
  return format;
}

// Decimal texts are formatted as texts, so "0.10" or a large amount never passes through a float.
function numeric(value: Numeric): number | bigint | `${number}` | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'bigint') return value;
  const text = value.trim().replace(/,/g, '');
  return /^-?\d+(\.\d+)?$/.test(text) ? (text as `${number}`) : null;
}

/** A count or amount with thousands separators (up to two decimals): 1234567 → "1,234,567". */
export function formatNumber(value: Numeric, locale: Locale = currentLocale()): string {
  const n = numeric(value);
  return n === null ? NO_NUMBER : numberFormat(locale, { min: 0, max: 2 }).format(n);
}

/** A price in baht: separators and always two decimals, 1234.5 → "1,234.50". */
export function formatPrice(value: Numeric, locale: Locale = currentLocale()): string {
  const n = numeric(value);
  return n === null ? NO_NUMBER : numberFormat(locale, { min: 2, max: 2 }).format(n);
}
