import { Button, Result } from 'antd';
import { useLocale } from '../i18n/locale-context.ts';

export function NotFound() {
  const { messages } = useLocale();
  return (
    <Result
      status="404"
      title="404"
      subTitle={messages.notFound}
      extra={
        <Button type="primary" href="/login">
          {messages.goToSignIn}
        </Button>
      }
    />
  );
}
