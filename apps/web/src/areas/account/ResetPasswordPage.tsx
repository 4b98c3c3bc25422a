import { Button, Steps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AuthLayout } from './AuthLayout.tsx';
import { DoneMessage } from './DoneMessage.tsx';
import { loginPath } from './login-path.ts';
import styles from './ResetPasswordPage.module.css';
import { ResetPasswordStep } from './ResetPasswordStep.tsx';
import { ResetVerifyStep, type VerifiedAccount } from './ResetVerifyStep.tsx';
import { TextLink } from './TextLink.tsx';

/** /resetpassword in two steps: prove the account with an e-mailed code, then set a new password. */
export default function ResetPasswordPage() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const [verified, setVerified] = useState<VerifiedAccount>();
  const [step, setStep] = useState<'verify' | 'password' | 'done'>('verify');
  const current = { verify: 0, password: 1, done: 2 }[step];

  return (
    <AuthLayout
      title={t('reset.title')}
      subtitle={step === 'verify' ? t('reset.subtitle') : undefined}
      footer={step === 'done' ? undefined : <TextLink to="/login">{t('reset.backToLogin')}</TextLink>}
    >
      <Steps
        className={styles.steps}
        size="small"
        current={current}
        items={[{ title: t('reset.stepVerify') }, { title: t('reset.stepPassword') }, { title: t('reset.stepDone') }]}
      />
      {step === 'verify' && (
        <ResetVerifyStep
          initial={verified}
          onVerified={(v) => {
            setVerified(v);
            setStep('password');
          }}
        />
      )}
      {step === 'password' && verified && (
        <ResetPasswordStep verified={verified} onBack={() => setStep('verify')} onDone={() => setStep('done')} />
      )}
      {step === 'done' && (
        <DoneMessage
          status="success"
          title={t('reset.successTitle')}
          action={
            <Button
              type="primary"
              size="large"
              onClick={() => void navigate(loginPath(verified?.loginAcct ?? '', 'passwordChanged'), { replace: true })}
            >
              {t('reset.backToLogin')}
            </Button>
          }
        >
          <p>{t('reset.successText')}</p>
        </DoneMessage>
      )}
    </AuthLayout>
  );
}
