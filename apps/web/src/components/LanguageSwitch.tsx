import { LOCALES, type Locale } from '@sc/contract/locale.ts';
import { Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import { currentLocale, setLocale } from '../i18n/i18n.ts';
import { LANGUAGE_NAMES } from './language-names.ts';

const options = LOCALES.map((locale) => ({ value: locale, label: LANGUAGE_NAMES[locale] }));

/** The three display languages side by side (pages outside the main layout). */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation('shell');
  return (
    <Segmented<Locale>
      size="small"
      aria-label={t('topBar.language')}
      options={options}
      value={i18n.language ? currentLocale() : undefined}
      onChange={(locale) => void setLocale(locale)}
    />
  );
}
