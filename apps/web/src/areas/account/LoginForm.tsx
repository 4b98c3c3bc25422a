import LockOutlined from '@ant-design/icons/LockOutlined';
import UserOutlined from '@ant-design/icons/UserOutlined';
import { Alert, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useLocale } from '../../i18n/locale-context.ts';
import { type LoginRequest, type LoginResult, login } from './login.ts';

export function LoginForm({ onSignedIn }: { onSignedIn: (user: LoginResult) => void }) {
  const { locale, messages } = useLocale();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(values: LoginRequest) {
    setPending(true);
    setError(null);
    try {
      const outcome = await login(values, locale);
      if (outcome.ok) onSignedIn(outcome.user);
      else setError(outcome.replyText);
    } catch {
      // No envelope came back (server down, timeout, transport fault): the server had no say, so the text is ours.
      setError(messages.networkError);
    } finally {
      setPending(false);
    }
  }

  return (
    <Form<LoginRequest>
      name="login"
      layout="vertical"
      requiredMark={false}
      size="large"
      disabled={pending}
      onFinish={submit}
      onValuesChange={() => setError(null)}
    >
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 24 }} />}
      <Form.Item<LoginRequest>
        label={messages.account}
        name="loginAcct"
        rules={[{ required: true, whitespace: true, message: messages.accountRequired }]}
      >
        <Input prefix={<UserOutlined />} placeholder={messages.accountPlaceholder} autoComplete="username" />
      </Form.Item>
      <Form.Item<LoginRequest>
        label={messages.password}
        name="password"
        rules={[{ required: true, message: messages.passwordRequired }]}
      >
        <Input.Password
          prefix={<LockOutlined />}
          placeholder={messages.passwordPlaceholder}
          autoComplete="current-password"
        />
      </Form.Item>
      <Form.Item style={{ marginBottom: 0 }}>
        <Button type="primary" htmlType="submit" block loading={pending}>
          {messages.submit}
        </Button>
      </Form.Item>
    </Form>
  );
}
