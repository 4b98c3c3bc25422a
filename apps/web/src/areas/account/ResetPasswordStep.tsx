import { resetUserPassword } from '@sc/contract/calls/account.ts';
import { Button, Form } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client.ts';
import { placeServerError } from '../../components/form/server-errors.ts';
import { InlineAlert } from './InlineAlert.tsx';
import { NewPasswordFields } from './NewPasswordFields.tsx';
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
      <NewPasswordFields label={t('field.newPassword')} password={password} />
      <Button type="primary" htmlType="submit" size="large" block loading={pending}>
        {t('reset.submit')}
      </Button>
      <Button type="text" size="large" block className={styles.back} onClick={onBack}>
        {t('common:previous')}
      </Button>
    </Form>
  );
}
