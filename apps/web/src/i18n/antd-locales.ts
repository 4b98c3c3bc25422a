import type { Locale } from '@sc/contract/locale.ts';
import type { Locale as AntdLocale } from 'antd/es/locale';
import enUS from 'antd/es/locale/en_US';
import thTH from 'antd/es/locale/th_TH';
import zhCN from 'antd/es/locale/zh_CN';

export const antdLocales: Record<Locale, AntdLocale> = { 'th-TH': thTH, 'en-US': enUS, 'zh-CN': zhCN };
