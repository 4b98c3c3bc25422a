import { emailActivate } from '@sc/contract/calls/account.ts';
import { messages as serverMessages } from '@sc/contract/messages.ts';
import { Button, Spin } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../api/api-error.ts';
import { useCall } from '../../api/use-call.ts';
import { currentLocale } from '../../i18n/i18n.ts';
import { AuthLayout } from './AuthLayout.tsx';
import styles from './CheckEmailPage.module.css';
import { DoneMessage } from './DoneMessage.tsx';

// The token rule of the emailActivate call: anything else cannot be a link we sent.
const looksLikeToken = (token: string) => token.length >= 16 && token.length <= 128;

/**
 * /checkEmail?token=…, the link of the activation e-mail. The token is single-use, so it is
 * sent once (a query kept for the page's life, not re-run on a second render or focus).
 */
export default function CheckEmailPage() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const token = useSearchParams()[0].get('token') ?? '';
  const activation = useCall(
    emailActivate,
    { token },
    {
      quiet: true,
      enabled: looksLikeToken(token),
      retry: false,
      staleTime: Number.POSITIVE_INFINITY,
      gcTime: Number.POSITIVE_INFINITY,
    },
  );
  const signIn = (account = '') => (
    <Button
      type="primary"
      size="large"
      onClick={() => void navigate(account ? `/login?${new URLSearchParams({ account })}` : '/login')}
    >
      {t('checkEmail.signIn')}
    </Button>
  );

  let body: ReactNode;
  if (activation.isPending && activation.fetchStatus === 'fetching') {
    body = (
      <div className={styles.waiting} role="status">
        <Spin />
        <span>{t('checkEmail.verifying')}</span>
      </div>
    );
  } else if (activation.data) {
    body = (
      <DoneMessage status="success" title={t('checkEmail.successTitle')} action={signIn(activation.data.loginAcct)}>
        <p>{t('checkEmail.successText', { account: activation.data.loginAcct })}</p>
      </DoneMessage>
    );
  } else {
    // A missing or malformed token gets the server's wording too, without asking it.
    const reason =
      activation.error instanceof ApiError
        ? activation.error.replyText
        : serverMessages.activationLinkInvalid[currentLocale()];
    body = (
      <DoneMessage status="error" title={t('checkEmail.invalidTitle')} action={signIn()}>
        <p>{reason}</p>
        <p>{t('checkEmail.invalidHint')}</p>
      </DoneMessage>
    );
  }
  return <AuthLayout title={t('checkEmail.title')}>{body}</AuthLayout>;
}
