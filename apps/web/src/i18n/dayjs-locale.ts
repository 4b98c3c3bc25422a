import type { Locale } from '@sc/contract/locale.ts';
import dayjs from 'dayjs';
import 'dayjs/locale/th';
import 'dayjs/locale/zh-cn';
import { currentLocale, i18n } from './i18n.ts';

const names: Record<Locale, string> = { 'th-TH': 'th', 'en-US': 'en', 'zh-CN': 'zh-cn' };

function apply(): void {
  dayjs.locale(names[currentLocale()]);
}

// dayjs's month and weekday names follow the display language. Imported (for this effect) by
// the main layout and the format module, so the first load of /login carries no dayjs; the
// switch happens inside i18next's event, before React re-renders with the new language.
apply();
i18n.on('languageChanged', apply);
