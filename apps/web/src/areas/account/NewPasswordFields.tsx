import LockOutlined from '@ant-design/icons/LockOutlined';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { confirmationRule, strongPasswordRule } from '../../components/form/shared-rules.ts';
import { PasswordStrength } from './PasswordStrength.tsx';

/**
 * A new password and its confirmation, with the shared strong-password rule and the
 * strength hint; the fields are `password` and `confirmPassword` of the enclosing form.
 */
export function NewPasswordFields({ label, password }: { label: string; password: string }) {
  const { t } = useTranslation('account');
  return (
    <>
      <Form.Item
        label={label}
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
      <Form.Item
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
    </>
  );
}
