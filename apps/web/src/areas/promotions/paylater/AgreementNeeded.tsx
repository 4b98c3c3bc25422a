import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AGREEMENT_PATH } from '../paths.ts';

/** Why the shop cannot run pay-later activities: 010 unsigned (with the way to sign it), or a shop type that signs none. */
export function AgreementNeeded({ exempt }: { exempt: boolean }) {
  const { t } = useTranslation('promotions');
  const navigate = useNavigate();
  if (exempt) return <Alert type="info" showIcon title={t('paylater.exempt')} />;
  return (
    <Alert
      type="warning"
      showIcon
      title={t('paylater.unsigned')}
      description={t('paylater.unsignedHint')}
      action={
        <Button type="primary" onClick={() => void navigate(AGREEMENT_PATH)}>
          {t('paylater.sign')}
        </Button>
      }
    />
  );
}
