import { activateUser, userLogin } from '@sc/contract/calls/account.ts';
import { Button, Form } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client.ts';
import { placeServerError } from '../../components/form/server-errors.ts';
import { AntdRoot } from '../../shell/AntdRoot.tsx';
import styles from './ActivateAccount.module.css';
import { CodeField } from './CodeField.tsx';
import { InlineAlert } from './InlineAlert.tsx';
import type { Credentials, LoginResult } from './LoginForm.tsx';
import { useRevalidateOnLanguage } from './use-revalidate-on-language.ts';

interface ActivateAccountProps {
  credentials: Credentials;
  onSignedIn: (user: LoginResult) => void;
  onBack: () => void;
}

/**
 * Login said "not activated" (103009): send an activation code to the account's e-mail,
 * activate with it, then sign in with the password already typed. Loaded only when needed.
 */
export default function ActivateAccount({ credentials, onSignedIn, onBack }: ActivateAccountProps) {
  const { t } = useTranslation('account');
  const [form] = Form.useForm<{ verifyCode: string }>();
  useRevalidateOnLanguage(form);
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<string>();
  const [activated, setActivated] = useState(false);

  async function submit({ verifyCode }: { verifyCode: string }) {
    setPending(true);
    setProblem(undefined);
    try {
      if (!activated) {
        await api(activateUser, { loginAcct: credentials.loginAcct, verifyCode });
        setActivated(true);
      }
      onSignedIn(await api(userLogin, credentials));
    } catch (error) {
      setProblem(placeServerError(form, error, ['verifyCode']));
    } finally {
      setPending(false);
    }
  }

  // /login itself is drawn without antd; its theme and language come with this form.
  return (
    <AntdRoot>
      <Form form={form} name="activate" layout="vertical" requiredMark={false} onFinish={submit}>
        <p className={styles.intro}>{t('activate.intro', { account: credentials.loginAcct })}</p>
        {problem && <InlineAlert type="error">{problem}</InlineAlert>}
        {activated && <InlineAlert type="success">{t('login.activated')}</InlineAlert>}
        <CodeField purpose="activate" target={credentials.loginAcct} />
        <Button type="primary" htmlType="submit" size="large" block loading={pending}>
          {t('activate.submit')}
        </Button>
        <Button type="text" size="large" block className={styles.back} onClick={onBack}>
          {t('activate.back')}
        </Button>
      </Form>
    </AntdRoot>
  );
}
