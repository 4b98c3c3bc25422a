import { Button, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { logOut } from '../log-out.ts';

/** What a sub-account sees while agreements wait: only the main account may accept them. */
export function MainAccountNotice() {
  const { t } = useTranslation('shell');
  const [leaving, setLeaving] = useState(false);
  const navigate = useNavigate();
  return (
    <Modal
      open
      title={t('agreement.mainOnlyTitle')}
      closable={false}
      mask={{ closable: false }}
      keyboard={false}
      centered
      data-testid="main-account-notice"
      footer={
        <Button
          type="primary"
          loading={leaving}
          onClick={() => {
            setLeaving(true);
            void logOut(navigate);
          }}
        >
          {t('agreement.mainOnlyConfirm')}
        </Button>
      }
    >
      <p style={{ lineHeight: 1.7 }}>{t('agreement.mainOnlyText')}</p>
    </Modal>
  );
}
