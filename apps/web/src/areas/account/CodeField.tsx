import SafetyOutlined from '@ant-design/icons/SafetyOutlined';
import { verifyCode } from '@sc/contract/common.ts';
import { VERIFICATION_CODE_TTL_MS } from '@sc/contract/constants.ts';
import { Form, Input, type InputProps } from 'antd';
import { type ComponentProps, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { schemaRule } from '../../components/form/shared-rules.ts';
import styles from './CodeField.module.css';
import { SendCodeButton } from './SendCodeButton.tsx';

type SendProps = ComponentProps<typeof SendCodeButton>;

/** The code input and its send button as one form control: Form.Item's id, value and aria-* go to the input. */
function CodeInput({ send, ...input }: InputProps & { send: SendProps }) {
  const { t } = useTranslation('account');
  return (
    <div className={styles.row}>
      <Input
        {...input}
        size="large"
        prefix={<SafetyOutlined aria-hidden />}
        placeholder={t('code.placeholder')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
      />
      <SendCodeButton {...send} />
    </div>
  );
}

/** The verification code field (`verifyCode`) with its send button beside it. */
export function CodeField(send: Omit<SendProps, 'onSent'>) {
  const { t } = useTranslation('account');
  const [sent, setSent] = useState(false);
  return (
    <Form.Item
      className={styles.field}
      label={t('code.label')}
      name="verifyCode"
      rules={[
        { required: true, whitespace: true, message: t('code.required') },
        schemaRule(verifyCode, t('code.invalid')),
      ]}
      extra={sent ? t('code.sent', { minutes: VERIFICATION_CODE_TTL_MS / 60_000 }) : undefined}
    >
      <CodeInput send={{ ...send, onSent: () => setSent(true) }} />
    </Form.Item>
  );
}
