import { type AssistantSettings, assistantInquiry, assistantMaintain } from '@sc/contract/calls/chat-setup.ts';
import { GUIDE_ITEMS_MAX, GUIDE_OPTION_MAX, QUICK_REPLY_MAX, WELCOME_MAX } from '@sc/contract/chat.ts';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Checkbox, Flex, Form, Input, Skeleton, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client.ts';
import { invalidateCall, useCall } from '../../api/use-call.ts';
import { RichMenuSection } from './RichMenuSection.tsx';

type FormValues = Omit<AssistantSettings, 'autoReplyEnabled' | 'guideEnabled' | 'rules'> & {
  autoReplyEnabled: boolean;
  guideEnabled: boolean;
  rules: { keyword: string; reply: string; offHoursOnly: boolean }[];
};

/**
 * /imMessageSetup/intelligentAssistant: welcome messages (both required), keyword replies with
 * office hours, and the guide bar of up to 6 options shown to buyers; under them, the rich menu.
 */
export default function AssistantPage() {
  const { t } = useTranslation('chat');
  const { message: toast } = App.useApp();
  const client = useQueryClient();
  const current = useCall(assistantInquiry, {});
  if (!current.data) return <Skeleton active />;
  const d = current.data;
  const initial: FormValues = {
    ...d,
    autoReplyEnabled: d.autoReplyEnabled === 'y',
    guideEnabled: d.guideEnabled === 'y',
    rules: d.rules.map((r) => ({ ...r, offHoursOnly: r.offHoursOnly === 'y' })),
  };
  const save = async (v: FormValues) => {
    await api(assistantMaintain, {
      ...v,
      autoReplyEnabled: v.autoReplyEnabled ? 'y' : 'n',
      guideEnabled: v.guideEnabled ? 'y' : 'n',
      rules: (v.rules ?? []).map((r) => ({ ...r, offHoursOnly: r.offHoursOnly ? ('y' as const) : ('n' as const) })),
      guideItems: v.guideItems ?? [],
    });
    toast.success(t('setup.saved'));
    void invalidateCall(client, assistantInquiry);
  };
  const required = [{ required: true, whitespace: true }];
  const assistant = (
    <Form<FormValues> layout="vertical" name="assistant" initialValues={initial} onFinish={(v) => void save(v)}>
      <Flex vertical gap={16}>
        <Card title={t('setup.welcome')}>
          <Form.Item name="welcomeOnline" label={t('setup.welcomeOnline')} rules={required}>
            <Input.TextArea maxLength={WELCOME_MAX} showCount autoSize={{ minRows: 2 }} />
          </Form.Item>
          <Form.Item name="welcomeOffline" label={t('setup.welcomeOffline')} rules={required}>
            <Input.TextArea maxLength={WELCOME_MAX} showCount autoSize={{ minRows: 2 }} />
          </Form.Item>
          <Flex gap={16} wrap>
            <Form.Item
              name="officeStart"
              label={t('setup.officeStart')}
              rules={[{ required: true, pattern: /^\d\d:\d\d$/ }]}
            >
              <Input style={{ width: 120 }} />
            </Form.Item>
            <Form.Item
              name="officeEnd"
              label={t('setup.officeEnd')}
              rules={[{ required: true, pattern: /^\d\d:\d\d$/ }]}
            >
              <Input style={{ width: 120 }} />
            </Form.Item>
          </Flex>
        </Card>
        <Card
          title={t('setup.autoReply')}
          extra={
            <Form.Item name="autoReplyEnabled" valuePropName="checked" noStyle>
              <Switch aria-label={`${t('setup.autoReply')} ${t('setup.enabled')}`} />
            </Form.Item>
          }
        >
          <Form.List name="rules">
            {(fields, { add, remove }) => (
              <Flex vertical gap={8}>
                {fields.map((f) => (
                  <Flex key={f.key} gap={8} wrap align="start">
                    <Form.Item name={[f.name, 'keyword']} label={t('setup.keyword')} rules={required}>
                      <Input maxLength={40} style={{ width: 160 }} />
                    </Form.Item>
                    <Form.Item
                      name={[f.name, 'reply']}
                      label={t('setup.reply')}
                      rules={required}
                      style={{ flex: 1, minWidth: 200 }}
                    >
                      <Input maxLength={QUICK_REPLY_MAX} />
                    </Form.Item>
                    <Form.Item name={[f.name, 'offHoursOnly']} valuePropName="checked" label=" ">
                      <Checkbox>{t('setup.offHoursOnly')}</Checkbox>
                    </Form.Item>
                    <Form.Item label=" ">
                      <Button danger onClick={() => remove(f.name)}>
                        {t('setup.remove')}
                      </Button>
                    </Form.Item>
                  </Flex>
                ))}
                <Button onClick={() => add({ keyword: '', reply: '', offHoursOnly: false })}>
                  {t('setup.addRule')}
                </Button>
              </Flex>
            )}
          </Form.List>
        </Card>
        <Card
          title={t('setup.guide')}
          extra={
            <Form.Item name="guideEnabled" valuePropName="checked" noStyle>
              <Switch aria-label={`${t('setup.guide')} ${t('setup.enabled')}`} />
            </Form.Item>
          }
        >
          <Form.List name="guideItems">
            {(fields, { add, remove }) => (
              <Flex vertical gap={8}>
                {fields.map((f) => (
                  <Flex key={f.key} gap={8} wrap align="start">
                    <Form.Item name={[f.name, 'optionText']} label={t('setup.optionText')} rules={required}>
                      <Input maxLength={GUIDE_OPTION_MAX} showCount style={{ width: 220 }} />
                    </Form.Item>
                    <Form.Item
                      name={[f.name, 'reply']}
                      label={t('setup.reply')}
                      rules={required}
                      style={{ flex: 1, minWidth: 200 }}
                    >
                      <Input maxLength={QUICK_REPLY_MAX} />
                    </Form.Item>
                    <Form.Item label=" ">
                      <Button danger onClick={() => remove(f.name)}>
                        {t('setup.remove')}
                      </Button>
                    </Form.Item>
                  </Flex>
                ))}
                <Button disabled={fields.length >= GUIDE_ITEMS_MAX} onClick={() => add({ optionText: '', reply: '' })}>
                  {t('setup.addItem')}
                </Button>
              </Flex>
            )}
          </Form.List>
        </Card>
        <Button type="primary" htmlType="submit" style={{ alignSelf: 'flex-start' }}>
          {t('setup.save')}
        </Button>
      </Flex>
    </Form>
  );
  return (
    <Flex vertical gap={16}>
      {assistant}
      <RichMenuSection />
    </Flex>
  );
}
