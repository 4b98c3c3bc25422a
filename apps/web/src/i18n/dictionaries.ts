import type { Locale } from '@sc/contract/locale.ts';
import { enUS } from './en-US.ts';
import type { Messages } from './messages.ts';
import { thTH } from './th-TH.ts';
import { zhCN } from './zh-CN.ts';

export const dictionaries: Record<Locale, Messages> = { 'th-TH': thTH, 'en-US': enUS, 'zh-CN': zhCN };

/** Each language named in itself, so a reader of any of them finds their own. */
export const languageNames: Record<Locale, string> = { 'th-TH': 'ไทย', 'en-US': 'English', 'zh-CN': '中文' };
