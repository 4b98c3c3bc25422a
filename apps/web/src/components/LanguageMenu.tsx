import GlobalOutlined from '@ant-design/icons/GlobalOutlined';
import { isLocale, LOCALES } from '@sc/contract/locale.ts';
import { Button, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { currentLocale, setLocale } from '../i18n/i18n.ts';
import { LANGUAGE_NAMES } from './language-names.ts';

/** The top bar's language switcher: the current language, the others in a menu. */
export function LanguageMenu() {
  const { t, i18n } = useTranslation('shell');
  const active = i18n.language ? currentLocale() : undefined;
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        selectable: true,
        selectedKeys: active ? [active] : [],
        items: LOCALES.map((locale) => ({ key: locale, label: <span lang={locale}>{LANGUAGE_NAMES[locale]}</span> })),
        onClick: ({ key }) => {
          if (isLocale(key)) void setLocale(key);
        },
      }}
    >
      {/* Named by the language it shows (what a voice user reads off the screen), "Language" as its tooltip. */}
      <Button
        type="text"
        icon={<GlobalOutlined aria-hidden />}
        title={t('topBar.language')}
        aria-label={active ? undefined : t('topBar.language')}
        data-testid="language-menu"
      >
        {active && LANGUAGE_NAMES[active]}
      </Button>
    </Dropdown>
  );
}
