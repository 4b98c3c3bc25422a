import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { useOtherLogin } from './use-other-login.ts';

/** The closable change-password banner */
export function OtherLoginBanner() {
  const { t } = useTranslation('shell');
  const { show, close } = useOtherLogin();
  if (!show) return null;
  return (
    <Alert
      type="warning"
      showIcon
      closable={{ onClose: close, 'aria-label': t('otherLogin.close') }}
      title={t('otherLogin.title')}
      description={t('otherLogin.text')}
      style={{ marginBottom: 12 }}
      data-testid="other-login-banner"
    />
  );
}
