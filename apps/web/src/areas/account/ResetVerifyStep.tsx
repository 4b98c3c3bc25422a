import UserOutlined from '@ant-design/icons/UserOutlined';
import { sendCheck } from '@sc/contract/calls/account.ts';
import { Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client.ts';
import { placeServerError } from '../../components/form/server-errors.ts';
import { CodeField } from './CodeField.tsx';
import { InlineAlert } from './InlineAlert.tsx';
import { useRevalidateOnLanguage } from './use-revalidate-on-language.ts';

export interface VerifiedAccount {
  loginAcct: string;
  verifyCode: string;
}

/** Step 1 of the reset: the account and the code sent to its e-mail, checked without using it up. */
export function ResetVerifyStep({
  initial,
  onVerified,
}: {
  initial?: VerifiedAccount;
  onVerified: (v: VerifiedAccount) => void;
}) {
  const { t } = useTranslation('account');
  const [form] = Form.useForm<VerifiedAccount>();
  useRevalidateOnLanguage(form);
  const account = Form.useWatch('loginAcct', form) ?? '';
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<string>();

  async function submit(values: VerifiedAccount) {
    const checked = { loginAcct: values.loginAcct.trim(), verifyCode: values.verifyCode.trim() };
    setPending(true);
    setProblem(undefined);
    try {
      await api(sendCheck, { target: checked.loginAcct, purpose: 'reset', verifyCode: checked.verifyCode });
      onVerified(checked);
    } catch (error) {
      setProblem(placeServerError(form, error, ['verifyCode']));
    } finally {
      setPending(false);
    }
  }

  return (
    <Form<VerifiedAccount>
      form={form}
      name="resetVerify"
      layout="vertical"
      requiredMark={false}
      initialValues={initial}
      onFinish={submit}
    >
      {problem && <InlineAlert type="error">{problem}</InlineAlert>}
      <Form.Item<VerifiedAccount>
        label={t('field.account')}
        name="loginAcct"
        rules={[{ required: true, whitespace: true, message: t('field.accountRequired') }]}
      >
        <Input
          size="large"
          prefix={<UserOutlined aria-hidden />}
          placeholder={t('field.accountPlaceholder')}
          autoComplete="username"
        />
      </Form.Item>
      <CodeField
        purpose="reset"
        target={account}
        beforeSend={() =>
          form.validateFields(['loginAcct']).then(
            () => true,
            () => false,
          )
        }
      />
      <Button type="primary" htmlType="submit" size="large" block loading={pending}>
        {t('common:next')}
      </Button>
    </Form>
  );
}
