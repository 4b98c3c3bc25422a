import { App } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

let asked = false;

/** Asks for notification permission at load; says so where the browser has no message push. */
export function useNotificationPermission(): void {
  const { message } = App.useApp();
  const { t } = useTranslation('shell');
  useEffect(() => {
    if (asked) return;
    asked = true;
    if (!('Notification' in window)) {
      void message.warning(t('notice.pushUnsupported'));
      return;
    }
    if (Notification.permission === 'default') void Notification.requestPermission().catch(() => undefined);
  }, [message, t]);
}
