import { bankOf } from '@sc/contract/finance.ts';
import { App, Button, Card, Checkbox, Flex, Form, Input, List, Modal, Popconfirm, Select, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type AccountRow,
  useAccounts,
  useBanks,
  useConfirmAccountCode,
  useDefaultAccount,
  useDeleteAccount,
  useSaveAccount,
  useSendAccountCode,
} from './finance-queries.ts';

interface AccountForm {
  holder: string;
  bankCode: string;
  number: string;
  branch: string;
  groupName: string;
  isDefault: boolean;
}

/** A change waiting for its code: what it does once the code is confirmed. */
type Pending = () => void;

/**
 * The shop's receiving accounts (catalogue §3, §7 "Store (store/)"), shown in the store settings:
 * the list with the default marked, add and edit (bank from the shipped list of Thai banks with
 * its digits), make default and delete; every change asks for a code mailed to the main account.
 */
export function ReceivingAccountsCard() {
  const { t } = useTranslation('finance');
  const { message } = App.useApp();
  const accounts = useAccounts();
  const banks = useBanks();
  const save = useSaveAccount();
  const makeDefault = useDefaultAccount();
  const remove = useDeleteAccount();
  const sendCode = useSendAccountCode();
  const confirmCode = useConfirmAccountCode();
  const [editing, setEditing] = useState<AccountRow | 'new' | null>(null);
  const [pending, setPending] = useState<Pending | null>(null);
  const [code, setCode] = useState('');
  const [form] = Form.useForm<AccountForm>();
  const bankCode = Form.useWatch('bankCode', form);
  const digits = bankCode ? bankOf(bankCode)?.digits : undefined;

  const withCode = (action: Pending) => {
    setCode('');
    setPending(() => action);
  };
  const open = (a: AccountRow | 'new') => {
    setEditing(a);
    form.setFieldsValue(
      a === 'new'
        ? { holder: '', bankCode: undefined, number: '', branch: '', groupName: '', isDefault: false }
        : { ...a },
    );
  };
  const submit = (values: AccountForm) =>
    withCode(() =>
      save.mutate(
        { ...(editing && editing !== 'new' ? { accountId: editing.accountId } : {}), ...values },
        {
          onSuccess: () => {
            setEditing(null);
            void message.success(t('accounts.saved'));
          },
        },
      ),
    );
  const list = accounts.data?.list ?? [];
  return (
    <Card
      title={<h2 style={{ fontSize: 'inherit', fontWeight: 'inherit', margin: 0 }}>{t('accounts.title')}</h2>}
      extra={
        <Button onClick={() => open('new')} disabled={list.length >= (accounts.data?.max ?? 0)}>
          {t('accounts.add')}
        </Button>
      }
    >
      <Typography.Paragraph type="secondary">{t('accounts.intro')}</Typography.Paragraph>
      <List
        aria-label={t('accounts.title')}
        dataSource={list}
        locale={{ emptyText: <Typography.Text type="secondary">{t('accounts.empty')}</Typography.Text> }}
        renderItem={(a) => (
          <List.Item
            actions={[
              <Button key="edit" type="link" onClick={() => open(a)}>
                {t('accounts.edit')}
              </Button>,
              !a.isDefault && (
                <Button key="default" type="link" onClick={() => withCode(() => makeDefault.mutate(a.accountId))}>
                  {t('accounts.makeDefault')}
                </Button>
              ),
              <Popconfirm
                key="delete"
                title={t('accounts.deleteConfirm')}
                onConfirm={() => withCode(() => remove.mutate(a.accountId))}
              >
                <Button type="link" danger>
                  {t('accounts.delete')}
                </Button>
              </Popconfirm>,
            ].filter(Boolean)}
          >
            <List.Item.Meta
              title={
                <Flex gap={8} wrap align="center">
                  <span>{a.bankName}</span>
                  <span>{a.number}</span>
                  {a.isDefault && <Tag color="blue">{t('accounts.isDefault')}</Tag>}
                  {a.groupName && <Tag>{a.groupName}</Tag>}
                </Flex>
              }
              description={[a.holder, a.branch].filter(Boolean).join(' · ')}
            />
          </List.Item>
        )}
      />
      <Modal
        open={editing !== null}
        title={editing === 'new' ? t('accounts.add') : t('accounts.edit')}
        okText={t('accounts.save')}
        cancelText={t('accounts.cancel')}
        onCancel={() => setEditing(null)}
        onOk={() => form.submit()}
        confirmLoading={save.isPending}
        forceRender
      >
        <Form<AccountForm> form={form} layout="vertical" onFinish={submit}>
          <Form.Item name="holder" label={t('accounts.holder')} rules={[{ required: true, max: 100 }]}>
            <Input maxLength={100} />
          </Form.Item>
          <Form.Item name="bankCode" label={t('accounts.bank')} rules={[{ required: true }]}>
            <Select
              showSearch
              placeholder={t('accounts.bankPlaceholder')}
              optionFilterProp="label"
              options={(banks.data?.list ?? []).map((b) => ({ value: b.code, label: `${b.name} (${b.code})` }))}
            />
          </Form.Item>
          <Form.Item
            name="number"
            label={t('accounts.number')}
            extra={digits ? t('accounts.numberHelp', { digits }) : undefined}
            rules={[{ required: true }]}
          >
            <Input inputMode="numeric" maxLength={20} />
          </Form.Item>
          <Form.Item name="branch" label={t('accounts.branch')}>
            <Input maxLength={100} />
          </Form.Item>
          <Form.Item name="groupName" label={t('accounts.group')}>
            <Input maxLength={40} />
          </Form.Item>
          <Form.Item name="isDefault" valuePropName="checked">
            <Checkbox>{t('accounts.setDefault')}</Checkbox>
          </Form.Item>
        </Form>
      </Modal>
      <Modal
        open={pending !== null}
        title={t('accounts.codeTitle')}
        okText={t('accounts.confirm')}
        cancelText={t('accounts.cancel')}
        okButtonProps={{ disabled: !/^\d{6}$/.test(code), loading: confirmCode.isPending }}
        onCancel={() => setPending(null)}
        onOk={() =>
          confirmCode.mutate(code, {
            onSuccess: () => {
              const run = pending;
              setPending(null);
              run?.();
            },
          })
        }
      >
        <Typography.Paragraph>{t('accounts.codeIntro')}</Typography.Paragraph>
        <Flex gap={8}>
          <Input
            aria-label={t('accounts.code')}
            placeholder={t('accounts.code')}
            inputMode="numeric"
            maxLength={6}
            value={code}
            onChange={(e) => setCode(e.target.value.replaceAll(/\D/g, ''))}
          />
          <Button
            loading={sendCode.isPending}
            onClick={() =>
              sendCode.mutate(undefined, { onSuccess: () => void message.success(t('accounts.codeSent')) })
            }
          >
            {t('accounts.sendCode')}
          </Button>
        </Flex>
      </Modal>
    </Card>
  );
}
