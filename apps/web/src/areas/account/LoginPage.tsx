import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { AuthLayout } from './AuthLayout.tsx';
import { goAfterLogin } from './go-after-login.ts';
import { type Credentials, LoginForm, type LoginResult } from './LoginForm.tsx';
import { isLoginNotice } from './login-path.ts';
import { TextLink } from './TextLink.tsx';

// Activation is rare: its form and calls load only when a login answers "not activated".
const ActivateAccount = lazy(() => import('./ActivateAccount.tsx'));

/**
 * /login. Query: `redirect` (where to go after signing in), `account` (prefills the account,
 * e.g. after registering) and `notice` (registered, passwordChanged, otherDevice, timedOut).
 */
export default function LoginPage() {
  const { t } = useTranslation('account');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [activating, setActivating] = useState<Credentials | null>(null);
  // Coming back from activation keeps the account typed.
  const [account, setAccount] = useState(() => params.get('account') ?? '');
  const notice = params.get('notice');
  const signedIn = (user: LoginResult) => goAfterLogin(user, params.get('redirect'), { navigate, queryClient });

  return activating ? (
    <AuthLayout title={t('activate.title')}>
      <Suspense>
        <ActivateAccount credentials={activating} onSignedIn={signedIn} onBack={() => setActivating(null)} />
      </Suspense>
    </AuthLayout>
  ) : (
    <AuthLayout
      title={t('login.title')}
      subtitle={t('login.subtitle')}
      footer={
        <>
          {t('login.noAccount')} <TextLink to="/register">{t('login.register')}</TextLink>
        </>
      }
    >
      <LoginForm
        initialAccount={account}
        notice={isLoginNotice(notice) ? notice : undefined}
        onSignedIn={signedIn}
        onActivate={(credentials) => {
          setAccount(credentials.loginAcct);
          setActivating(credentials);
        }}
      />
    </AuthLayout>
  );
}
