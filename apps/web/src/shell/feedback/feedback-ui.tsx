import { ConfigProvider, Modal, message } from 'antd';
import { antdLocales } from '../../i18n/antd-locales.ts';
import { currentLocale, i18n } from '../../i18n/i18n.ts';
import { forgetSession } from '../../session/session.ts';
import { forgetShopInfo } from '../../session/shop-info.ts';
import { queryClient } from '../query-client.ts';
import { router } from '../router.tsx';
import { themeFor } from '../theme.ts';
import { prefersReducedMotion } from '../use-reduced-motion.ts';

// antd's static toast and dialog, in the theme and language of the moment.
ConfigProvider.config({
  holderRender: (children) => (
    <ConfigProvider locale={antdLocales[currentLocale()]} theme={themeFor(currentLocale(), prefersReducedMotion())}>
      {children}
    </ConfigProvider>
  ),
});

export function showError(text: string): void {
  void message.error(text);
}

/** The login-timed-out dialog; its OK clears the session and goes to /login. */
export function showSessionExpired(): void {
  Modal.warning({
    title: i18n.t('common:loginTimedOut'),
    content: i18n.t('common:loginTimedOutText'),
    okText: i18n.t('common:ok'),
    onOk: () => {
      forgetSession();
      forgetShopInfo();
      queryClient.clear();
      void router.navigate('/login');
    },
  });
}
