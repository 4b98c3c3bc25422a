import { LOCALES, type Locale } from '@sc/contract/locale.ts';
import { Segmented } from 'antd';
import { languageNames } from '../i18n/dictionaries.ts';
import { useLocale } from '../i18n/locale-context.ts';

const options = LOCALES.map((locale) => ({ value: locale, label: languageNames[locale] }));

export function LanguageSwitch() {
  const { locale, messages, setLocale } = useLocale();
  return (
    <Segmented<Locale>
      size="small"
      aria-label={messages.language}
      options={options}
      value={locale}
      onChange={setLocale}
    />
  );
}
