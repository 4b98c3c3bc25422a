import LockOutlined from '@ant-design/icons/LockOutlined';
import { resetUserPassword } from '@sc/contract/calls/account.ts';
import { Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client.ts';
import { placeServerError } from '../../components/form/server-errors.ts';
import { confirmationRule, strongPasswordRule } from '../../components/form/shared-rules.ts';
import { InlineAlert } from './InlineAlert.tsx';
import { PasswordStrength } from './PasswordStrength.tsx';
import styles from './ResetPasswordPage.module.css';
import type { VerifiedAccount } from './ResetVerifyStep.tsx';
import { useRevalidateOnLanguage } from './use-revalidate-on-language.ts';

interface NewPassword {
  password: string;
  confirmPassword: string;
}

interface ResetPasswordStepProps {
  verified: VerifiedAccount;
  onBack: () => void;
  onDone: () => void;
}

/** Step 2 of the reset: the new password, sent with the code checked in step 1. */
export function ResetPasswordStep({ verified, onBack, onDone }: ResetPasswordStepProps) {
  const { t } = useTranslation('account');
  const [form] = Form.useForm<NewPassword>();
  useRevalidateOnLanguage(form);
  const password = Form.useWatch('password', form) ?? '';
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<string>();

  async function submit(values: NewPassword) {
    setPending(true);
    setProblem(undefined);
    try {
      await api(resetUserPassword, { ...verified, ...values });
      onDone();
    } catch (error) {
      // A code that ran out meanwhile (101001) has no field here: it shows above, and Back leads to a new one.
      setProblem(placeServerError(form, error, ['password', 'confirmPassword']));
    } finally {
      setPending(false);
    }
  }

  return (
    <Form<NewPassword> form={form} name="resetPassword" layout="vertical" requiredMark={false} onFinish={submit}>
      {problem && <InlineAlert type="error">{problem}</InlineAlert>}
      <Form.Item<NewPassword>
        label={t('field.newPassword')}
        name="password"
        rules={[{ required: true, message: t('field.passwordRequired') }, strongPasswordRule]}
        extra={<PasswordStrength password={password} />}
      >
        <Input.Password
          size="large"
          prefix={<LockOutlined aria-hidden />}
          placeholder={t('field.newPasswordPlaceholder')}
          autoComplete="new-password"
        />
      </Form.Item>
      <Form.Item<NewPassword>
        label={t('field.confirmPassword')}
        name="confirmPassword"
        dependencies={['password']}
        rules={[{ required: true, message: t('field.confirmPasswordRequired') }, confirmationRule('password')]}
      >
        <Input.Password
          size="large"
          prefix={<LockOutlined aria-hidden />}
          placeholder={t('field.confirmPasswordPlaceholder')}
          autoComplete="new-password"
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" size="large" block loading={pending}>
        {t('reset.submit')}
      </Button>
      <Button type="text" size="large" block className={styles.back} onClick={onBack}>
        {t('common:previous')}
      </Button>
    </Form>
  );
}
