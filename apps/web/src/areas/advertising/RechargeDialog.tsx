import { Alert, App, Button, Flex, Form, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '../../api/api-error.ts';
import { MoneyInput } from '../../components/money/MoneyInput.tsx';
import { resultPath } from './ad-paths.ts';
import { confirmRechargeCode, sendRechargeCode, useRechargeMutation } from './ad-queries.ts';

interface Values {
  amount?: string;
  code?: string;
}

/**
 * Recharge (catalogue §7 "account recharge"): the amount, then the code mailed to the user for the
 * sensitive step (product-spec §3), then the payment; the result screen follows the payment.
 */
export function RechargeDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('advertising');
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const [sent, setSent] = useState(false);
  const [error, setError] = useState('');
  const recharge = useRechargeMutation();
  const [busy, setBusy] = useState(false);

  const send = async () => {
    setError('');
    await sendRechargeCode();
    setSent(true);
    void message.success(t('recharge.codeSent'));
  };

  const pay = async () => {
    const values = await form.validateFields();
    setError('');
    setBusy(true);
    try {
      await confirmRechargeCode(values.code ?? '');
      const r = await recharge.mutateAsync(values.amount ?? '0');
      onClose();
      void navigate(resultPath(r.rechargeId));
    } catch (err) {
      if (err instanceof ApiError) setError(err.replyText);
      else throw err;
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      title={t('recharge.title')}
      open={open}
      onCancel={onClose}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={onClose}>
          {t('recharge.cancel')}
        </Button>,
        <Button key="pay" type="primary" onClick={() => void pay()} loading={busy} disabled={!sent}>
          {t('recharge.pay')}
        </Button>,
      ]}
    >
      <Form form={form} layout="vertical" name="adRecharge" requiredMark={false}>
        <Form.Item
          name="amount"
          label={t('recharge.amount')}
          rules={[
            { required: true, message: t('recharge.amountRequired') },
            {
              validator: (_, v?: string) =>
                v === undefined || Number(v) > 0
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('recharge.amountRequired'))),
            },
          ]}
        >
          <MoneyInput style={{ width: '100%' }} />
        </Form.Item>
        <Typography.Paragraph type="secondary">{t('recharge.verify')}</Typography.Paragraph>
        <Flex gap={8} align="start">
          <Form.Item
            name="code"
            label={t('recharge.code')}
            style={{ flex: 1 }}
            rules={[{ required: true, pattern: /^\d{6}$/, message: t('recharge.codeRequired') }]}
          >
            <Input inputMode="numeric" maxLength={6} autoComplete="one-time-code" />
          </Form.Item>
          <Button style={{ marginTop: 30 }} onClick={() => void send()}>
            {t('recharge.sendCode')}
          </Button>
        </Flex>
        {error && <Alert type="error" showIcon title={error} />}
      </Form>
    </Modal>
  );
}
