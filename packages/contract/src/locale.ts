export const LOCALES = ['th-TH', 'en-US', 'zh-CN'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'th-TH';

/** Three texts of one message, one per display language. */
export type Texts = Record<Locale, string>;

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** Accepts the spec's other spellings (zh_CN, en_US, thai_TH) as well as the tags. */
export function toLocale(value: unknown): Locale | undefined {
  if (isLocale(value)) return value;
  if (typeof value !== 'string') return undefined;
  const v = value.toLowerCase().replace('_', '-');
  if (v.startsWith('th') || v === 'thai-th') return 'th-TH';
  if (v.startsWith('zh')) return 'zh-CN';
  if (v.startsWith('en')) return 'en-US';
  return undefined;
}

/** One of three texts held per language (Thai, English, Chinese columns or fields). */
/** One text in the three languages, in LOCALES order. */
export const texts = (th: string, en: string, zh: string): Texts => ({ 'th-TH': th, 'en-US': en, 'zh-CN': zh });

export function byLocale<T>(locale: Locale, th: T, en: T, zh: T): T {
  return locale === 'th-TH' ? th : locale === 'zh-CN' ? zh : en;
}

export function fillParams(text: string, params?: Record<string, string | number>): string {
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}
