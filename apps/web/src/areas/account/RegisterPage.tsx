import { POST_REGISTRATION_REDIRECT_MS } from '@sc/contract/constants.ts';
import { Button } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useCountdown } from '../../components/time/use-countdown.ts';
import { AuthLayout } from './AuthLayout.tsx';
import { DoneMessage } from './DoneMessage.tsx';
import { loginPath } from './login-path.ts';
import { RegisterForm } from './RegisterForm.tsx';
import { TextLink } from './TextLink.tsx';

/** /register: the form, then the 5-second redirect to sign in with the new account filled in. */
export default function RegisterPage() {
  const { t } = useTranslation('account');
  const [registered, setRegistered] = useState<{ account: string; redirectAt: number } | null>(null);

  return (
    <AuthLayout
      wide
      title={t('register.title')}
      subtitle={registered ? undefined : t('register.subtitle')}
      footer={
        registered ? undefined : (
          <>
            {t('register.haveAccount')} <TextLink to="/login">{t('register.signIn')}</TextLink>
          </>
        )
      }
    >
      {registered ? (
        <Registered account={registered.account} redirectAt={registered.redirectAt} />
      ) : (
        <RegisterForm
          onRegistered={(account) => setRegistered({ account, redirectAt: Date.now() + POST_REGISTRATION_REDIRECT_MS })}
        />
      )}
    </AuthLayout>
  );
}

function Registered({ account, redirectAt }: { account: string; redirectAt: number }) {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const seconds = useCountdown(redirectAt);
  const target = loginPath(account, 'registered');
  useEffect(() => {
    if (seconds === 0) void navigate(target, { replace: true });
  }, [seconds, navigate, target]);
  return (
    <DoneMessage
      status="success"
      title={t('register.successTitle')}
      action={
        <Button type="primary" size="large" onClick={() => void navigate(target, { replace: true })}>
          {t('register.signInNow')}
        </Button>
      }
    >
      <p>{t('register.successText', { account, seconds })}</p>
    </DoneMessage>
  );
}
