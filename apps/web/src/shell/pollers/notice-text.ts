import type { Locale } from '@sc/contract/locale.ts';

const SUFFIX: Record<Locale, string> = { 'th-TH': 'TH', 'en-US': 'EN', 'zh-CN': 'CN' };

/**
 * A notice title or content in the display language. The spec gives them as JSON texts with
 * EN, TH and CN variants (titleEN/contentTH…); a plain text is shown as it is.
 */
export function noticeText(raw: string, locale: Locale, field: 'title' | 'content'): string {
  const text = raw.trim();
  if (!text.startsWith('{')) return text;
  try {
    const variants: unknown = JSON.parse(text);
    if (typeof variants !== 'object' || variants === null) return text;
    const v = variants as Record<string, unknown>;
    const suffix = SUFFIX[locale];
    const pick = [`${field}${suffix}`, suffix, `${field}EN`, 'EN', `${field}TH`, 'TH'].map((k) => v[k]);
    const found = pick.find((x): x is string => typeof x === 'string' && x.trim() !== '');
    return found ?? '';
  } catch {
    return text;
  }
}
