import type { Locale } from '@sc/contract/locale.ts';

// Each language named in itself, so a reader of any of them finds their own: the same in
// every display language, so not translated.
export const LANGUAGE_NAMES: Record<Locale, string> = { 'th-TH': 'ไทย', 'en-US': 'English', 'zh-CN': '中文' };
