import {
  quickReplyAdd,
  quickReplyDelete,
  quickReplyList,
  quickReplySort,
  replyClassAdd,
  replyClassDelete,
  replyClassList,
} from '@sc/contract/calls/chat-setup.ts';
import { QUICK_REPLY_MAX, REPLY_CLASS_NAME_MAX } from '@sc/contract/chat.ts';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Flex, Input, List, Menu, Select, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client.ts';
import { invalidateCalls, useCall } from '../../api/use-call.ts';

/** /imMessageSetup/quickreply: quick replies (up to 2000 characters) in classes, in the order staff see them. */
export default function QuickReplyPage() {
  const { t } = useTranslation('chat');
  const { message: toast } = App.useApp();
  const client = useQueryClient();
  const [classId, setClassId] = useState<string | undefined>();
  const [className, setClassName] = useState('');
  const [content, setContent] = useState('');
  const [newClassId, setNewClassId] = useState<string | null>(null);
  const classes = useCall(replyClassList, {});
  const all = useCall(quickReplyList, {});
  const refresh = () => invalidateCalls(client, [replyClassList, quickReplyList]);
  const replies = (all.data?.list ?? []).filter((r) => !classId || r.classId === classId);
  const ids = (all.data?.list ?? []).map((r) => r.replyId);
  const nameOf = (id: string | null) => classes.data?.list.find((c) => c.classId === id)?.name ?? t('setup.noClass');

  const move = async (replyId: string, by: -1 | 1) => {
    const i = ids.indexOf(replyId);
    const j = i + by;
    if (i < 0 || j < 0 || j >= ids.length) return;
    const next = [...ids];
    [next[i], next[j]] = [next[j] as string, next[i] as string];
    await api(quickReplySort, { replyIds: next });
    void refresh();
  };

  return (
    <Flex gap={16} wrap align="start">
      <Card title={t('setup.classes')} style={{ flex: '1 1 240px', maxWidth: 320 }}>
        <Menu
          selectedKeys={[classId ?? '']}
          onClick={(e) => setClassId(e.key || undefined)}
          items={[
            { key: '', label: t('setup.allClasses') },
            ...(classes.data?.list ?? []).map((c) => ({ key: c.classId, label: `${c.name} (${c.count})` })),
          ]}
        />
        <Space.Compact style={{ marginTop: 12, width: '100%' }}>
          <Input
            aria-label={t('setup.newClass')}
            placeholder={t('setup.newClass')}
            maxLength={REPLY_CLASS_NAME_MAX}
            value={className}
            onChange={(e) => setClassName(e.target.value)}
          />
          <Button
            disabled={!className.trim()}
            onClick={() =>
              void api(replyClassAdd, { name: className }).then(() => {
                setClassName('');
                void refresh();
              })
            }
          >
            {t('setup.addClass')}
          </Button>
        </Space.Compact>
        {classId && (
          <Button
            danger
            style={{ marginTop: 8 }}
            onClick={() =>
              void api(replyClassDelete, { classId }).then(() => {
                setClassId(undefined);
                void refresh();
              })
            }
          >
            {t('setup.deleteClass')}
          </Button>
        )}
      </Card>
      <Card title={t('setup.replies')} style={{ flex: '3 1 360px' }}>
        <Flex vertical gap={8}>
          <Input.TextArea
            aria-label={t('setup.newReply')}
            placeholder={t('setup.newReply')}
            maxLength={QUICK_REPLY_MAX}
            showCount
            autoSize={{ minRows: 2, maxRows: 6 }}
            value={content}
            onChange={(e) => setContent(e.target.value)}
          />
          <Flex gap={8} wrap style={{ marginTop: 16 }}>
            <Select
              aria-label={t('setup.classes')}
              style={{ minWidth: 200 }}
              allowClear
              placeholder={t('setup.noClass')}
              value={newClassId ?? undefined}
              onChange={(v) => setNewClassId(v ?? null)}
              options={(classes.data?.list ?? []).map((c) => ({ value: c.classId, label: c.name }))}
            />
            <Button
              type="primary"
              disabled={!content.trim()}
              onClick={() =>
                void api(quickReplyAdd, { content, classId: newClassId ?? classId ?? null }).then(() => {
                  setContent('');
                  toast.success(t('setup.saved'));
                  void refresh();
                })
              }
            >
              {t('setup.addReply')}
            </Button>
          </Flex>
          <List
            dataSource={replies}
            locale={{ emptyText: <Typography.Text type="secondary">{t('setup.empty')}</Typography.Text> }}
            renderItem={(r) => (
              <List.Item
                actions={[
                  <Button key="up" size="small" onClick={() => void move(r.replyId, -1)}>
                    {t('setup.up')}
                  </Button>,
                  <Button key="down" size="small" onClick={() => void move(r.replyId, 1)}>
                    {t('setup.down')}
                  </Button>,
                  <Button
                    key="del"
                    size="small"
                    danger
                    onClick={() => void api(quickReplyDelete, { replyId: r.replyId }).then(refresh)}
                  >
                    {t('setup.remove')}
                  </Button>,
                ]}
              >
                <List.Item.Meta
                  title={nameOf(r.classId)}
                  description={<span style={{ whiteSpace: 'pre-wrap' }}>{r.content}</span>}
                />
              </List.Item>
            )}
          />
        </Flex>
      </Card>
    </Flex>
  );
}
