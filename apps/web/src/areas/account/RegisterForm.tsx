import MailOutlined from '@ant-design/icons/MailOutlined';
import MobileOutlined from '@ant-design/icons/MobileOutlined';
import UserOutlined from '@ant-design/icons/UserOutlined';
import { registerLogin } from '@sc/contract/calls/account.ts';
import { loginAcct } from '@sc/contract/common.ts';
import { Button, Checkbox, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client.ts';
import { placeServerError } from '../../components/form/server-errors.ts';
import { emailRule, maxLengthRule, noDollarRule, phoneRule, schemaRule } from '../../components/form/shared-rules.ts';
import { CodeField } from './CodeField.tsx';
import { InlineAlert } from './InlineAlert.tsx';
import { NewPasswordFields } from './NewPasswordFields.tsx';
import { useRevalidateOnLanguage } from './use-revalidate-on-language.ts';

interface RegisterValues {
  loginAcct: string;
  userName?: string;
  email: string;
  userTelPhone?: string;
  verifyCode: string;
  password: string;
  confirmPassword: string;
  agree: boolean;
}

const FIELDS = ['loginAcct', 'userName', 'email', 'userTelPhone', 'verifyCode', 'password', 'confirmPassword'];
const USER_NAME_MAX = 40;

/**
 * The registration form. A taken account name, e-mail or phone shows on its field once the
 * form is sent with the e-mailed code: the server tells it to no one else.
 */
export function RegisterForm({ onRegistered }: { onRegistered: (loginAcct: string) => void }) {
  const { t } = useTranslation('account');
  const [form] = Form.useForm<RegisterValues>();
  useRevalidateOnLanguage(form);
  const email = Form.useWatch('email', form) ?? '';
  const password = Form.useWatch('password', form) ?? '';
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<string>();

  async function submit(values: RegisterValues) {
    setPending(true);
    setProblem(undefined);
    try {
      const reply = await api(registerLogin, {
        loginAcct: values.loginAcct.trim(),
        userName: values.userName?.trim() || undefined,
        email: values.email.trim(),
        userTelPhone: values.userTelPhone?.trim() || undefined,
        verifyCode: values.verifyCode.trim(),
        password: values.password,
        confirmPassword: values.confirmPassword,
        agree: true,
      });
      onRegistered(reply.loginAcct);
    } catch (error) {
      setProblem(placeServerError(form, error, FIELDS));
    } finally {
      setPending(false);
    }
  }

  const onBlurToo = ['onChange', 'onBlur'];
  return (
    <Form<RegisterValues> form={form} name="register" layout="vertical" requiredMark={false} onFinish={submit}>
      {problem && <InlineAlert type="error">{problem}</InlineAlert>}
      <Form.Item<RegisterValues>
        label={t('register.loginAcct')}
        name="loginAcct"
        validateTrigger={onBlurToo}
        rules={[
          { required: true, whitespace: true, message: t('register.loginAcctRequired') },
          schemaRule(loginAcct, t('register.loginAcctInvalid')),
        ]}
      >
        <Input
          size="large"
          prefix={<UserOutlined aria-hidden />}
          placeholder={t('register.loginAcctPlaceholder')}
          autoComplete="username"
        />
      </Form.Item>
      <Form.Item<RegisterValues>
        label={t('register.userName')}
        name="userName"
        rules={[noDollarRule, maxLengthRule(USER_NAME_MAX)]}
      >
        <Input size="large" placeholder={t('register.userNamePlaceholder')} autoComplete="nickname" />
      </Form.Item>
      <Form.Item<RegisterValues>
        label={t('register.email')}
        name="email"
        validateTrigger={onBlurToo}
        rules={[{ required: true, whitespace: true, message: t('register.emailRequired') }, emailRule]}
      >
        <Input
          size="large"
          prefix={<MailOutlined aria-hidden />}
          placeholder={t('register.emailPlaceholder')}
          autoComplete="email"
          inputMode="email"
        />
      </Form.Item>
      <Form.Item<RegisterValues>
        label={t('register.phone')}
        name="userTelPhone"
        validateTrigger={onBlurToo}
        rules={[phoneRule]}
      >
        <Input
          size="large"
          prefix={<MobileOutlined aria-hidden />}
          placeholder={t('register.phonePlaceholder')}
          autoComplete="tel"
          inputMode="tel"
        />
      </Form.Item>
      <CodeField
        purpose="register"
        target={email}
        beforeSend={() =>
          form.validateFields(['email']).then(
            () => true,
            () => false,
          )
        }
        onRefused={(error) => setProblem(placeServerError(form, error, ['email']))}
      />
      <NewPasswordFields label={t('field.password')} password={password} />
      <Form.Item<RegisterValues>
        name="agree"
        valuePropName="checked"
        rules={[
          {
            validator: async (_rule, checked: unknown) => {
              if (checked !== true) throw new Error(t('register.agreeRequired'));
            },
          },
        ]}
      >
        <Checkbox>{t('register.agree')}</Checkbox>
      </Form.Item>
      <Button type="primary" htmlType="submit" size="large" block loading={pending}>
        {t('register.submit')}
      </Button>
    </Form>
  );
}
