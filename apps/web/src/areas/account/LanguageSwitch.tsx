import { LOCALES } from '@sc/contract/locale.ts';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES } from '../../components/language-names.ts';
import { currentLocale, setLocale } from '../../i18n/i18n.ts';
import styles from './LanguageSwitch.module.css';

/** The three display languages as a row of toggle buttons (lighter than antd Segmented or a dropdown). */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation('account');
  // i18n.language re-renders this on a switch; currentLocale() maps it to one of ours.
  const active = i18n.language ? currentLocale() : undefined;
  return (
    <fieldset aria-label={t('language')} className={styles.switch}>
      {LOCALES.map((locale) => (
        <button
          key={locale}
          type="button"
          lang={locale}
          aria-pressed={locale === active}
          className={styles.option}
          onClick={() => void setLocale(locale)}
        >
          {LANGUAGE_NAMES[locale]}
        </button>
      ))}
    </fieldset>
  );
}
