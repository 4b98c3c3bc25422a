import { sendCodeNotice } from '@sc/contract/calls/account.ts';
import type { CodePurpose } from '@sc/contract/common.ts';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/api-error.ts';
import { api } from '../../api/client.ts';
import { useCountdown } from '../../components/time/use-countdown.ts';
import { cooldownEnd, startCooldown } from './code-cooldown.ts';

interface SendCodeButtonProps {
  purpose: CodePurpose;
  /** Where the code goes (an e-mail, or an account name whose e-mail the server knows). */
  target: string;
  /** Checks the target field first; false stops the send. */
  beforeSend?: () => Promise<boolean>;
  /** A pass-through refusal (the address already registered, …) for the form to show inline. */
  onRefused?: (error: ApiError) => void;
  onSent?: () => void;
}

/** Sends a verification code, then counts down the minute before another may be sent. */
export function SendCodeButton({ purpose, target, beforeSend, onRefused, onSent }: SendCodeButtonProps) {
  const { t } = useTranslation('account');
  const [sending, setSending] = useState(false);
  // Read on every render (a cheap sessionStorage look-up): the end time follows the target typed.
  const seconds = useCountdown(cooldownEnd(purpose, target));

  async function send() {
    if (beforeSend && !(await beforeSend())) return;
    setSending(true);
    try {
      await api(sendCodeNotice, { target: target.trim(), purpose });
      startCooldown(purpose, target);
      onSent?.();
    } catch (error) {
      if (error instanceof ApiError && error.handling === 'passThrough') onRefused?.(error);
    } finally {
      setSending(false);
    }
  }

  return (
    <Button size="large" onClick={() => void send()} loading={sending} disabled={seconds > 0} style={{ minWidth: 136 }}>
      {seconds > 0 ? t('code.resendIn', { seconds }) : t('code.send')}
    </Button>
  );
}
