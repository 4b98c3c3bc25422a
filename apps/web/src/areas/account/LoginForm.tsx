import { userLogin } from '@sc/contract/calls/account.ts';
import type { CallRequest, CallResponse } from '@sc/contract/define-call.ts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/api-error.ts';
import { api } from '../../api/client.ts';
import { InlineAlert } from './InlineAlert.tsx';
import { LOCK, USER } from './icon-shapes.ts';
import { LoginField } from './LoginField.tsx';
import styles from './LoginForm.module.css';
import { LOGIN_NOTICES, type LoginNotice } from './login-path.ts';
import { PlainButton } from './PlainButton.tsx';
import { PlainIcon } from './PlainIcon.tsx';
import { TextLink } from './TextLink.tsx';

export type Credentials = CallRequest<typeof userLogin>;
export type LoginResult = CallResponse<typeof userLogin>;

const NOT_ACTIVATED = '103009';

interface LoginFormProps {
  initialAccount: string;
  notice: LoginNotice | undefined;
  onSignedIn: (user: LoginResult) => void;
  onActivate: (credentials: Credentials) => void;
}

/**
 * Account and password. Every refusal (wrong password, not activated, banned, blocked, too
 * many tries) shows above the form in the server's words, which come in the chosen language;
 * "not activated" offers activation.
 */
export function LoginForm({ initialAccount, notice, onSignedIn, onActivate }: LoginFormProps) {
  const { t } = useTranslation('account');
  const [values, setValues] = useState<Credentials>({ loginAcct: initialAccount, password: '' });
  const [missing, setMissing] = useState<{ loginAcct?: boolean; password?: boolean }>({});
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<ApiError | null>(null);

  const change = (field: keyof Credentials) => (event: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [field]: event.target.value }));
    setMissing((m) => ({ ...m, [field]: false }));
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const empty = { loginAcct: values.loginAcct.trim() === '', password: values.password === '' };
    setMissing(empty);
    if (empty.loginAcct || empty.password) return;
    setPending(true);
    setProblem(null);
    try {
      onSignedIn(
        await api(userLogin, { loginAcct: values.loginAcct.trim(), password: values.password }, { quiet: true }),
      );
    } catch (error) {
      if (error instanceof ApiError) setProblem(error);
    } finally {
      setPending(false);
    }
  }

  return (
    <form id="login" noValidate onSubmit={submit}>
      {problem ? (
        <InlineAlert
          type="error"
          action={
            problem.replyCode === NOT_ACTIVATED && (
              <PlainButton size="small" onClick={() => onActivate(values)}>
                {t('login.activateNow')}
              </PlainButton>
            )
          }
        >
          {problem.replyText}
        </InlineAlert>
      ) : (
        notice && <InlineAlert type={LOGIN_NOTICES[notice]}>{t(`login.${notice}`)}</InlineAlert>
      )}
      <LoginField
        id="login_loginAcct"
        name="loginAcct"
        label={t('field.account')}
        icon={<PlainIcon shape={USER} />}
        placeholder={t('field.accountPlaceholder')}
        autoComplete="username"
        required
        value={values.loginAcct}
        onChange={change('loginAcct')}
        error={missing.loginAcct ? t('field.accountRequired') : undefined}
      />
      <LoginField
        id="login_password"
        name="password"
        secret
        label={t('field.password')}
        icon={<PlainIcon shape={LOCK} />}
        placeholder={t('field.passwordPlaceholder')}
        autoComplete="current-password"
        required
        value={values.password}
        onChange={change('password')}
        error={missing.password ? t('field.passwordRequired') : undefined}
      />
      <div className={styles.forgot}>
        <TextLink to="/resetpassword">{t('login.forgot')}</TextLink>
      </div>
      <PlainButton type="submit" block loading={pending}>
        {t('login.submit')}
      </PlainButton>
    </form>
  );
}
